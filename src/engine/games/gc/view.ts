// What a GC admiral knows: what the empire's sensors read at the end of the turn (C5, sensoring.ts), the
// hexes next door a squadron watches for reactionary movement (D2, A300.40). A squadron's strength is its
// ships' CBPV with their fighters' and gunboats' (C20).

import type { ViewRules } from '../../core/view';
import { cellsSeenBy, rowsSeenBy } from '../../core/view';
import type { World } from '../../core/world';
import { within } from '../../core/map/paths';
import { GC_MAP, inRadiation } from './map';
import { GC_COLUMNS, GC_TABS } from './tabs';
import { gcSightings, unseenBy } from './sensoring';
import { hiddenRow, routeLinks, TRADE_ROUTES } from './tradeRoutes';
import { sameName } from '../../core/ids';

/** The hexes a squadron in `hex` sees: its own (range 0) and, but into or out of a radiation zone (A300.40), the next ones (C5.10 range 1). */
export function seenFrom(w: World, hex: string): string[] {
  if (inRadiation(w.c, hex)) return [hex];
  return within(hex, 1, (x) => w.neighbours(x)).filter((h) => h === hex || !inRadiation(w.c, h));
}

const ownRows = rowsSeenBy(GC_TABS);
/** The game tabs' rows by their owners (tabs.ts), and every trade route not hidden (B1.24): those are on every map. */
const tableRows: ViewRules['tableRows'] = (w, empire, tab, rows) =>
  tab === TRADE_ROUTES ? rows.filter((r) => !hiddenRow(r) || sameName(String(r.Empire ?? ''), empire)) : ownRows(w, empire, tab, rows);

export const GC_VIEW: ViewRules = {
  // No movePoints: GC moves each squadron by its own speed (D1.10), with no pool of move points.
  sightings: gcSightings,
  unseen: unseenBy,
  fleetCbpv: (w, id) =>
    w.shipsOf(id).reduce((sum, s) => sum + (w.catalog.get(s.shipClass)?.cbpv ?? 0) + s.fighters * s.fighterCbpv + s.pfs * s.pfCbpv, 0),
  fleetProblems: () => [],
  tableRows,
  rowCells: cellsSeenBy(GC_COLUMNS),
  treasuryUnit: 'EP',
  map: { ...GC_MAP, links: routeLinks },
};
