// Who sees the rows and cells of a game's own tabs and columns, by each tab's and column's `seenBy`
// (core/gameTabs.ts): the kernel's default view rules a game takes for its tableRows and rowCells (view.ts).

import { ROW_TABS, type GameColumns, type GameRow, type GameTab, type RowTab } from './gameTabs';
import { key, sameName } from './ids';
import type { ViewRules } from './view';
import type { World } from './world';

/**
 * Whether a row whose owner cell reads `owner` is `empire`'s: a row nobody owns is nobody's, also the
 * no-empire viewer's whose id is blank (admirals.ts publicBook), so the public book never shows an
 * owner's cells of an unowned system that every admiral's view leaves blank (J17).
 */
const ownedBy = (owner: unknown, empire: string) => key(owner) !== '' && sameName(owner, empire);

/**
 * View rules' tableRows by each tab's `seenBy` (core/game.ts): every admiral, the GM alone (also a tab
 * not listed, or one that says nothing), or the admiral of the empire its owner column names.
 */
export function rowsSeenBy(tabs: readonly GameTab[]): ViewRules['tableRows'] {
  return (_w, empire, name, rows) => {
    const seenBy = tabs.find((t) => t.name === name)?.seenBy ?? 'gm';
    if (seenBy === 'gm') return undefined;
    if (seenBy === 'all') return rows;
    const owns = (cell: GameRow[string] | undefined) =>
      Array.isArray(cell) ? cell.some((x) => ownedBy(x, empire)) : typeof cell === 'string' && ownedBy(cell, empire);
    return rows.filter((r) => owns(r[seenBy.owner]));
  };
}

/**
 * View rules' rowCells by each column's `seenBy` (core/game.ts): every admiral, the GM alone (also a
 * column that says nothing), or the admiral of the empire owning the row (a system's owner, a fleet's or
 * ship's empire, the empire itself).
 */
export function cellsSeenBy(columns: GameColumns): NonNullable<ViewRules['rowCells']> {
  const owner: Record<RowTab, (w: World, id: string) => string | undefined> = {
    Empires: (_w, id) => id,
    Systems: (w, id) => w.system(id)?.owner,
    Fleets: (w, id) => w.fleet(id)?.empire,
    Ships: (w, id) => w.ship(id)?.empire,
  };
  // The headers a tab shows its owner and everyone else, listed once (rowCells runs for every row of every view).
  const headers = (tab: RowTab, mine: boolean) =>
    (columns[tab] ?? []).filter((c) => c.seenBy === 'all' || (c.seenBy === 'owner' && mine)).map((c) => c.header);
  const shown = Object.fromEntries(ROW_TABS.map((t) => [t, [headers(t, false), headers(t, true)]])) as Record<RowTab, string[][]>;
  return (w, empire, tab, id, row) => {
    const cells: GameRow = {};
    for (const h of shown[tab][ownedBy(owner[tab](w, id), empire) ? 1 : 0]) if (h in row) cells[h] = row[h];
    return cells;
  };
}
