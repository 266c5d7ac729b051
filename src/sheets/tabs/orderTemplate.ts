// The Orders tab a season starts with, as a PBEM order template (Atlantis' template.N): a row per fleet
// of the empire with its Fleet filled in and the Order left to choose, then the orders typed meanwhile,
// then last season's results, still readable (they are in the Report history too). A row holding only
// a Fleet is no order (load.ts), so an unused template row is never processed.
import { Cell, isBlank, normalizeHeader } from './tables';

/**
 * `rows` (an Orders tab after its season's results were written: header first, `width` data columns)
 * laid out as a template for `fleets`; rows neither typed nor holding `season`'s results are dropped.
 */
export function orderTemplate(rows: Cell[][], width: number, fleets: string[], season: string): Cell[][] {
  const [header = [], ...data] = rows;
  const column = (name: string) => header.findIndex((h) => normalizeHeader(h) === name);
  const [fleetCol, resultCol, readyCol] = [column('fleet'), column('result'), column('ready')];
  if (fleetCol < 0) return rows;
  const orderCols = header.map((_, i) => i).filter((i) => i < width && i !== resultCol && i !== readyCol);
  const typed = data.filter((r) => orderCols.some((i) => i !== fleetCol && !isBlank(r[i])));
  const results = data.filter((r) => !typed.includes(r) && resultCol >= 0 && String(r[resultCol] ?? '').startsWith(`${season}:`));
  const named = new Set(typed.map((r) => String(r[fleetCol] ?? '').trim()));
  const template = fleets.filter((f) => !named.has(f)).map((f) => Array.from({ length: width }, (_, i): Cell => (i === fleetCol ? f : '')));
  return [header.slice(0, width), ...template, ...typed.map((r) => r.slice(0, width)), ...results.map((r) => r.slice(0, width))];
}
