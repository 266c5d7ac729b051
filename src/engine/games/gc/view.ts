// What a GC admiral knows: what the empire's sensors read at the end of the turn (C5, sensoring.ts), the
// hexes next door a squadron watches for reactionary movement (D2, A300.40). A squadron's strength is its
// ships' CBPV with their fighters' and gunboats' (C20).

import type { ViewRules } from '../../core/view';
import { cellsSeenBy, rowsSeenBy } from '../../core/tabsSeen';
import { GC_MAP } from './base/map';
import { GC_COLUMNS, GC_TABS } from './tabs';
import { gcSightings, unseenBy } from './sensors/sensoring';
import { hiddenRow, routeLinks, TRADE_ROUTES } from './base/tradeRoutes';
import { sameName } from '../../core/ids';
import { pactsSeenBy, TRADING_PACTS } from './commerce/tradingPacts';

const ownRows = rowsSeenBy(GC_TABS);
/** The game tabs' rows by their owners (tabs.ts), and every trade route not hidden (B1.24): those are on every map. */
const tableRows: ViewRules['tableRows'] = (w, empire, tab, rows) =>
  tab === TRADE_ROUTES ? rows.filter((r) => !hiddenRow(r) || sameName(String(r.Empire ?? ''), empire)) : ownRows(w, empire, tab, rows);

const columnCells = cellsSeenBy(GC_COLUMNS);
/** The columns each admiral may see (tabs.ts); another empire's Trading pacts without the FTs of ends not its own (C30.20, GC274). */
const rowCells: ViewRules['rowCells'] = (w, empire, tab, id, row, known) => {
  const cells = columnCells(w, empire, tab, id, row, known);
  if (tab !== 'Empires' || sameName(id, empire) || !(TRADING_PACTS in cells)) return cells;
  return { ...cells, [TRADING_PACTS]: pactsSeenBy(cells[TRADING_PACTS], empire) };
};

export const GC_VIEW: ViewRules = {
  // No movePoints: GC moves each squadron by its own speed (D1.10), with no pool of move points.
  sightings: gcSightings,
  unseen: unseenBy,
  fleetCbpv: (w, id) =>
    w.shipsOf(id).reduce((sum, s) => sum + (w.catalog.get(s.shipClass)?.cbpv ?? 0) + s.fighters * s.fighterCbpv + s.pfs * s.pfCbpv, 0),
  fleetProblems: () => [],
  tableRows,
  rowCells,
  treasuryUnit: 'EP',
  map: { ...GC_MAP, links: routeLinks },
};
