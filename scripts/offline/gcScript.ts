// What both Galactic Conquest samples' scripts (gcYears.ts, Y150-Y152; gcLateYears.ts, Y198-Y200) write
// with: the tabs read by header, where a squadron stands, its Move toward a hex, the purse's orders, the
// GM's cell edits, and the rulings a script leaves to the GM's first choice.
import { HexGrid } from '../../src/engine/core/map/hexGrid';
import { shortestRoute } from '../../src/engine/core/map/paths';
import type { CellEdit, OrderRow, TabValues } from './scripted';

const str = (x: unknown) => String(x ?? '').trim();

/** The rows of a tab as objects by header. */
export function rows(tabs: TabValues, tab: string): Record<string, string>[] {
  const [header = [], ...body] = tabs(tab);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [str(h), str(r[i])])));
}

/** Where the squadron stands ('' when it is gone). */
export const at = (tabs: TabValues, fleet: string) => rows(tabs, 'Fleets').find((f) => f.Fleet === fleet)?.Location ?? '';
/** Whether the squadron is still there with ships. */
export const alive = (tabs: TabValues, fleet: string) => !!at(tabs, fleet) && rows(tabs, 'Ships').some((s) => s.Fleet === fleet);

/** The Move of up to `steps` hexes along the shortest course from the squadron to `goal` (none when there). */
export function toward(tabs: TabValues, fleet: string, goal: string, steps = 2): OrderRow[] {
  const from = at(tabs, fleet);
  if (!from || from === goal || !alive(tabs, fleet)) return [];
  const grid = new HexGrid({
    hexes: rows(tabs, 'Systems').map((s) => ({ id: s.System, terrain: s.Terrain, place: { col: Number(s.X), row: Number(s.Y) } })),
    impassable: ['Unnavigable'],
    wrap: true,
  });
  const course = shortestRoute(from, goal, grid.neighbours)?.slice(1, steps + 1) ?? [];
  return course.length ? [[fleet, 'Move', course.join(' ')]] : [];
}

/** An order of a squadron still in play, standing where it is wanted. */
export const when = (tabs: TabValues, fleet: string, hex: string, row: OrderRow): OrderRow[] =>
  alive(tabs, fleet) && at(tabs, fleet) === hex ? [row] : [];

/** An order of the empire's purse: no squadron, its figure in Extras. */
export const purse = (order: string, target: string, extras: string): OrderRow => ['', order, target, '', '', extras];

/** The GM typing one cell: the tab, the row by its first column, the column, the value. */
export const cell = (tab: string, key: string, column: string, value: string | number | boolean): CellEdit => [tab, key, column, value];

/** A ruling with no default answered with its first choice, as the script's GM does; else undefined (its default). */
export const firstChoice = (r: Record<string, string>): string | undefined =>
  !r.Default && r.Choices ? r.Choices.split(/,\s*/)[0] : undefined;
