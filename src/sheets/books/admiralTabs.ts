// An admiral's private workbook as rows, tab by tab, built from that admiral's CampaignView and
// nothing else (what the view does not hold cannot leak). Pure: the same rows become the
// admiral's spreadsheet (admirals.ts) and, offline, the CSV folder out/admirals/<EMPIRE>/.

import { CampaignView } from '../../engine/core/view';
import { stamp } from '../../engine/core/calendar';
import { findTab, isComputed, ORDERS_TAB } from '../../../sheets-templates/schema';
import { battleCells, battleShipCells, gameRowCells, ledgerCells, rowsFor, shipCells } from '../tabs/recordCells';
import type { Game, GameRow, RowColumn } from '../../engine/core/game';
import { Cell, isBlank, normalizeHeader } from '../tabs/tables';

/** The only tab the admiral may edit; every other tab is the GM's. */
export const ADMIRAL_ORDERS = 'Orders';
export const CHECK_HEADER = 'Order check';
/** Every tab of an admiral's workbook, in order. */
export const ADMIRAL_TABS = [
  ADMIRAL_ORDERS,
  'Report',
  'Report history',
  'Summary',
  'Fleets',
  'Ships',
  'Systems',
  'Lanes',
  'Treasury',
  'Classes',
  'Relations',
  'Battles',
  'Battle ships',
];
/** Columns of the admiral's Orders tab: the orders as on the GM's Orders tabs, their Result, then the check. */
export const ADMIRAL_ORDER_HEADERS = [...ORDERS_TAB.columns.filter((c) => !isComputed(c)).map((c) => c.header), CHECK_HEADER];
/** The admiral types in these; Result and Order check are written by the GM's script. */
export const ADMIRAL_INPUT_COLUMNS = ORDERS_TAB.columns.filter((c) => !isComputed(c) && !c.gmOnly).length;

export interface AdmiralSources {
  /** The empire's Orders tab as the GM's workbook holds it (header first). */
  orders: Cell[][];
  report: Cell[][];
  history: Cell[][];
  /** The live check of each order row (sheet row number → text); none after processing cleared the rows. */
  checks?: Map<number, string>;
}

/**
 * Every tab of the admiral's workbook, in order, as rows (header first): the shared ones, with the game's
 * columns on them that the view shows (ViewRules.rowCells), then each of the game's tabs the view holds,
 * its rows as the game's view rules filtered them (ViewRules.tableRows).
 */
export function admiralTabs(v: CampaignView, src: AdmiralSources, game: Pick<Game, 'tabs' | 'columns' | 'view'>): Map<string, Cell[][]> {
  const me = v.empires.find((e) => e.id === v.empire);
  const tabs = new Map<string, Cell[][]>();
  // The GM's order columns and Result only: the GM tab's own Order check (the Order checks tab's spill,
  // every order checked as the GM knows the campaign) is never copied, nor a row only it fills (issue 31).
  tabs.set(ADMIRAL_ORDERS, [
    ADMIRAL_ORDER_HEADERS,
    ...aligned(ADMIRAL_ORDER_HEADERS.slice(0, -1), src.orders)
      .slice(1)
      .map((r, i) => [...r, src.checks?.get(i + 2) ?? '']),
  ]);
  tabs.set('Report', src.report.length ? src.report : [['Section', 'Text']]);
  tabs.set('Report history', src.history.length ? src.history : [['Season', 'Section', 'Text']]);
  tabs.set('Summary', [
    ['Item', 'Value'],
    ['Campaign', v.settings.campaignName],
    ['Empire', `${v.empire} (${me?.race ?? ''})`],
    ['Season', stamp(v.settings.year, v.settings.season)],
    ['Phase', v.settings.phase],
    ['Last processed', v.settings.lastProcessed],
    ['Treasury', me?.treasury ?? ''],
    ...(me?.movePoints === '' ? [] : [['Movement points', me?.movePoints ?? '']]),
    ['VP', me?.vp ?? ''],
  ]);
  tabs.set('Fleets', [
    ['Fleet', 'Location', 'Status', 'Arrived from', 'Ships', 'CBPV', 'Check'],
    ...v.fleets
      .filter((f) => f.mine)
      .map((f) => [f.id, f.location, f.status, f.arrivedFrom, f.ships, f.frd ? 'FRD' : (f.kind ?? f.cbpv), f.problems.join('; ') || 'OK']),
  ]);
  tabs.set('Ships', records('Ships', v.ships, shipCells));
  // Others' fleets seen, by system, in the view's order: one pass over the fleets, not one per system.
  const sighted = new Map<string, string[]>();
  for (const f of v.fleets) {
    if (f.mine) continue;
    const at = sighted.get(f.location) ?? [];
    at.push(`${f.empire || 'unknown'} fleet, CBPV ${f.cbpv}`);
    sighted.set(f.location, at);
  }
  const seen = (system: string) => sighted.get(system)?.join('; ') ?? '';
  // A Fortified column where the game has fortifications (ViewRules.fortified): blank where the admiral cannot tell.
  const forts = !!game.view.fortified;
  tabs.set('Systems', [
    ['System', 'Name', 'X', 'Y', 'Planet', 'Known as', 'Owner', 'Development', ...(forts ? ['Fortified'] : []), 'Fleets seen'],
    ...v.systems.map((x) => [
      x.id,
      x.name,
      x.x,
      x.y,
      x.planet,
      x.knowledge,
      x.owner,
      x.development,
      ...(forts ? [x.fortified === undefined ? '' : x.fortified ? 'yes' : 'no'] : []),
      seen(x.id),
    ]),
  ]);
  tabs.set('Lanes', [['System A', 'System B'], ...v.lanes.map((l) => [l.a, l.b])]);
  tabs.set('Treasury', [...records('Treasury', v.ledger, ledgerCells), ['Balance', v.empire, me?.treasury ?? '', '', '']]);
  tabs.set('Classes', [
    ['Class', 'Hull', 'Size class', 'EBPV', 'CBPV', 'Year', 'Roles'],
    ...v.classes.map((c) => [c.name, c.hull, c.sizeClass, c.ebpv, c.cbpv, c.yearInService, c.roles.join(', ')]),
  ]);
  tabs.set('Relations', [
    ['Empire', 'Race', 'Admiral', 'Status', 'Relation', 'Treaties'],
    ...v.empires
      .filter((e) => e.id !== v.empire)
      .map((e) => {
        const r = v.relations.find((x) => x.a === e.id || x.b === e.id);
        // A pair without a Treaties row stands at the campaign's default relation ("No contact" in VBAM).
        return [e.id, e.race, e.admiral, e.status, r?.status || v.settings.defaultRelation, r?.treaties.join(', ') ?? ''];
      }),
  ]);
  tabs.set('Battles', records('Battles', v.battles, battleCells));
  tabs.set('Battle ships', records('Battle ships', v.battleShips, battleShipCells));
  for (const tab of ['Fleets', 'Ships', 'Systems'] as const)
    tabs.set(tab, withSeenColumns(tabs.get(tab)!, game.columns?.[tab] ?? [], v.extras[tab] ?? {}));
  for (const t of game.tabs.filter((x) => v.tables[x.name]))
    tabs.set(t.name, rowsFor([t.columns.map((c) => c.header)], v.tables[t.name], undefined, gameRowCells));
  return tabs;
}

/**
 * A tab (its row id first) with the game's columns: those placed among the tab's own (RowColumn.after)
 * there, always when admirals may see them; the others after the tab's columns where any row shows them
 * to the admiral. Each row's cells as the view holds them, blank where it holds none.
 */
function withSeenColumns(rows: Cell[][], columns: readonly RowColumn[], seen: Record<string, GameRow>): Cell[][] {
  const [header, ...body] = rows;
  const placed = (c: RowColumn) => !!c.after && (c.seenBy === 'all' || c.seenBy === 'owner');
  const shown = columns.filter((c) => c.inAdmiralTab !== false && (placed(c) || Object.values(seen).some((r) => c.header in r)));
  if (!shown.length) return rows;
  const headers: Cell[] = [...header];
  // After the nearest column it follows that the tab has (one left out of the admirals' tab passes its place on).
  const follows = (c: RowColumn | undefined): number => {
    const after = c?.afterInAdmiralTab ?? c?.after;
    return !after ? -1 : headers.includes(after) ? headers.indexOf(after) : follows(columns.find((x) => x.header === after));
  };
  for (const c of shown) {
    const after = follows(c);
    headers.splice(after < 0 ? headers.length : after + 1, 0, c.header);
  }
  const at = headers.map((h) => header.indexOf(h));
  return [
    headers,
    ...body.map((r) => {
      const own = gameRowCells(seen[String(r[0])] ?? {});
      return headers.map((h, i) => (at[i] >= 0 ? r[at[i]] : (own[String(h)] ?? '')));
    }),
  ];
}

/** Records as rows under the data columns of the GM's tab of that name; header first. */
function records<T>(tab: string, items: T[], cells: (r: T) => Record<string, Cell>): Cell[][] {
  const header = findTab(tab)!
    .columns.filter((c) => !isComputed(c))
    .map((c) => c.header);
  return rowsFor([header], items, undefined, cells);
}

/**
 * Rows re-ordered under `header` by header name (a column the source lacks is blank); header first.
 * Blank rows at the end go, judged by the columns kept: a row filled only in a column left out is blank.
 */
export function aligned(header: string[], rows: Cell[][]): Cell[][] {
  const [source = [], ...body] = rows;
  const at = header.map((h) => source.findIndex((s) => normalizeHeader(s) === normalizeHeader(h)));
  const data = body.map((r) => at.map((i) => (i < 0 ? '' : (r[i] ?? ''))));
  return [header, ...data.slice(0, lastFilled(data) + 1)];
}

function lastFilled(rows: Cell[][]): number {
  for (let i = rows.length - 1; i >= 0; i--) if (!rows[i].every(isBlank)) return i;
  return -1;
}
