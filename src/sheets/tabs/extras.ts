// A game's own columns on the shared tabs (Game.columns: a Staley hex's terrain, a GC system's morale):
// read by their types into campaign.extras, one record per row id, and written back beside the tab's
// own cells. Pure: it sees arrays, never a Range.

import { findTab, withColumns } from '../../../sheets-templates/schema';
import { ROW_TABS } from '../../engine/core/game';
import type { GameColumn, GameColumns, GameRow, RowExtras } from '../../engine/core/game';
import type { Calendar } from '../../engine/core/calendar';
import { gameRowCells } from './recordCells';
import { Cell, Problem, Row, Table } from './tables';

/** The column that names each row of a shared tab a game may add columns to. */
const ROW_IDS = { Empires: 'Empire', Systems: 'System', Fleets: 'Fleet', Ships: 'Ship' } as const;

/** A row of a game's tab or columns, each cell read by its column's type. */
export function gameRow(r: Row, columns: readonly GameColumn[]): GameRow {
  const row: GameRow = {};
  for (const c of columns) row[c.header] = gameCell(r, c);
  return row;
}

function gameCell(r: Row, c: GameColumn): GameRow[string] {
  switch (c.type) {
    case 'int':
    case 'number':
      return r.num(c.header);
    case 'bool':
      return r.bool(c.header);
    case 'list':
      return r.list(c.header);
    case 'season':
      return r.season(c.header);
    default:
      return r.text(c.header);
  }
}

/** The game's columns on each shared tab, by row id, and the problems of their cells (by tab, row and column). */
export function readExtras(
  values: Map<string, Cell[][]>,
  columns: GameColumns,
  calendar: Calendar,
): { extras: RowExtras; problems: Problem[] } {
  const extras: RowExtras = {};
  const problems: Problem[] = [];
  for (const tab of ROW_TABS) {
    const own = columns[tab];
    if (!own?.length) continue;
    const read = new Table(withColumns(findTab(tab)!, own), tab, values.get(tab) ?? [[]], 1, calendar);
    extras[tab] = Object.fromEntries(read.rows.map((r) => [r.text(ROW_IDS[tab]), gameRow(r, own)]));
    // The tab's own columns are judged by its own read.
    problems.push(...read.problems.filter((p) => own.some((c) => c.header === p.column)));
  }
  return { extras, problems };
}

/**
 * A record's cells with the game's columns on its tab (its row of `extras`, by id) beside them. `cells`
 * makes a fresh record at each call (recordCells.ts), so the game's cells are added to it in place: a
 * copy of it, or of the game's cells, cost more than making it.
 */
export function withExtras<T>(
  cells: (r: T) => Record<string, Cell>,
  extras: Record<string, GameRow> | undefined,
  idOf: (r: T) => string,
): (r: T) => Record<string, Cell> {
  return extras ? (r) => gameRowCells(extras[idOf(r)] ?? {}, cells(r)) : cells;
}
