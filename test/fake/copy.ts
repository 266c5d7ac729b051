// A deep copy of a spreadsheet's tabs (values, formats, notes, validation, frozen rows, size, charts,
// filter), with its named ranges and protections pointing at the copied tabs: what restoreState puts
// back, and what Spreadsheet.copy gives a new spreadsheet (drive.ts).

import { copyCell, RangeRef, SheetModel } from './grid';
import type { ChartModel } from './chart';
import type { ProtectionSpec } from './workbook';

/** A deep copy of the tabs with their named ranges and protections pointing at the copied tabs. */
export function copyState(
  sheets: SheetModel[],
  named: Map<string, RangeRef>,
  protections: ProtectionSpec[],
  active: SheetModel,
  /**
   * restoreState: a tab to take as it is in place of a copy of a saved one (a copy of that saved tab made
   * by the last restore, changed by nothing since: no chart nor filter that could point at another tab).
   */
  same?: ReadonlyMap<SheetModel, SheetModel>,
  /** The tabs' rows shared (restoreState: a saved state's, grid.ts shareRows), each copied when first written. */
  share = false,
): [SheetModel[], Map<string, RangeRef>, ProtectionSpec[], SheetModel] {
  const copies = new Map(
    sheets.map((s) => [
      s,
      same?.get(s) ?? {
        ...s,
        colWidths: { ...s.colWidths },
        // slice, as map, keeps the holes of rows never made.
        grid: share ? s.grid.slice() : s.grid.map((cells) => cells && cells.map((c) => c && copyCell(c))),
      },
    ]),
  );
  const ref = (r: RangeRef): RangeRef => ({ ...r, sheet: copies.get(r.sheet)! });
  // Charts (chart.ts) and a filter point at the copied tabs too.
  for (const [s, copy] of copies) {
    if (copy === same?.get(s)) continue;
    if (copy.filter) copy.filter = ref(copy.filter);
    const charts = (copy as SheetModel & { charts?: ChartModel[] }).charts;
    if (charts)
      Object.assign(copy, {
        charts: charts.map((c) => ({ ...c, ranges: c.ranges.map(ref), options: { ...c.options }, position: { ...c.position } })),
      });
  }
  return [
    [...copies.values()],
    new Map([...named].map(([n, r]) => [n, ref(r)])),
    protections.map((p) => ({
      ...p,
      sheet: copies.get(p.sheet)!,
      ref: p.ref && ref(p.ref),
      editors: p.editors && [...p.editors],
      unprotected: p.unprotected.map(ref),
    })),
    copies.get(active)!,
  ];
}
