// GC B1.10-B1.24, B1.40: trade routes. Each is a row of the Trade routes tab: its empire, its name and
// its hexes in order, the first its anchor (a system or base of the empire's, B1.10). A Route order
// creates, moves, hides or drops one, paying 5 EPs a hex created or moved when it ends at a system or
// base, 10 in open space, twice that hidden (B1.21-B1.24); a route ending at a base or in open space, or
// hidden, is paid again each turn as the treasury is credited. A hidden route is its owner's alone (view.ts);
// the others are on every admiral's map. Major systems count in the treasury only when the empire's routes
// link them to its homeworld (B1.40), once it keeps any route at all (rule option GC90).

import type { Campaign, Order } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { GameRow } from '../../../core/game';
import { ROUTE_ENDS, RouteEnd, TRADE_ROUTES } from './tradeRouteTab';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import type { MapLink } from '../../../core/map/words';
import { sameName } from '../../../core/ids';
import { extraRow } from './rows';
import { terrainOf } from './map';

export { TRADE_ROUTES } from './tradeRouteTab';

/** GC B1.21, B1.22: EPs a hex created or moved, by how the route ends; B1.24: hidden, twice that. */
const PER_HEX: Record<RouteEnd, number> = { System: 5, Base: 5, 'Open space': 10 };

export interface TradeRoute {
  readonly empire: string;
  readonly name: string;
  readonly hexes: readonly string[];
  readonly ends: RouteEnd;
  readonly hidden: boolean;
  readonly built: string;
}

const listOf = (cell: GameRow[string] | undefined): string[] =>
  (Array.isArray(cell) ? cell.map(String) : String(cell ?? '').split(/[\s,]+/)).map((h) => h.trim().toUpperCase()).filter(Boolean);
const yes = (cell: GameRow[string] | undefined): boolean => cell === true || /^(yes|true|x)$/i.test(String(cell ?? ''));

const rowsOf = (c: Campaign): GameRow[] => ((c.tables ??= {})[TRADE_ROUTES] ??= []);

const toRoute = (r: GameRow): TradeRoute => ({
  empire: String(r.Empire ?? ''),
  name: String(r.Route ?? ''),
  hexes: listOf(r.Hexes),
  ends: ROUTE_ENDS.find((e) => sameName(e, r.Ends)) ?? 'Open space',
  hidden: yes(r.Hidden),
  built: String(r.Built ?? ''),
});

/** GC B1.24: whether a Trade routes row is hidden (its owner's alone). */
export const hiddenRow = (r: GameRow): boolean => yes(r.Hidden);

/** The Trade routes rows as routes (those of `empire`, when given). */
export function tradeRoutes(c: Campaign, empire?: string): TradeRoute[] {
  return (c.tables?.[TRADE_ROUTES] ?? []).map(toRoute).filter((t) => t.hexes.length && (!empire || sameName(t.empire, empire)));
}

/** GC B1.21-B1.24: what a route costs for `hexes` hexes created or moved (or kept, each turn). */
export const routeCost = (hexes: number, ends: RouteEnd, hidden: boolean): number => hexes * PER_HEX[ends] * (hidden ? 2 : 1);

/** GC B1.21, B1.22, B1.24: a route ending at a base or in open space, or hidden, is paid every turn. */
export const paidEachTurn = (t: Pick<TradeRoute, 'ends' | 'hidden'>): boolean => t.hidden || t.ends !== 'System';

/**
 * GC B1.40: the hexes linked to the empire's homeworld by its trade routes: routes join where they share a
 * hex, each route's hexes joined in its order. Undefined when the empire keeps no route (rule option GC90:
 * every major it holds counts then, as before routes were kept).
 */
export function linkedToHomeworld(c: Campaign, empire: string, homeworld: string | undefined): Set<string> | undefined {
  const routes = tradeRoutes(c, empire);
  if (!routes.length) return undefined;
  const linked = new Set(homeworld ? [homeworld] : []);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of routes)
      if (t.hexes.some((h) => linked.has(h)) && t.hexes.some((h) => !linked.has(h))) {
        t.hexes.forEach((h) => linked.add(h));
        grew = true;
      }
  }
  return linked;
}

/** A base of the empire's in the hex: a ship of a base class in one of its squadrons there (B1.21). */
const baseAt = (w: World, empire: string, hex: string): boolean =>
  w.fleetsAt(hex).some((f) => sameName(f.empire, empire) && w.shipsOf(f.id).some((s) => hasRole(w.classOf(s), 'base')));
const systemOf = (w: World, empire: string, hex: string): boolean =>
  sameName(w.system(hex)?.owner ?? '', empire) && !!extraRow(w.c, 'Systems', hex)['System class'];

/** What is wrong with the hexes as a route of the empire's (B1.10, B1.20), or how it ends. */
function routeProblem(w: World, empire: string, hexes: string[]): string | RouteEnd {
  if (hexes.length < 2) return 'give its hexes in order, its anchor first, e.g. "I8 I9 I10" (GC B1.10)';
  const unknown = hexes.find((h) => !w.system(h));
  if (unknown) return `${unknown} is no hex of the map`;
  const twice = hexes.find((h, i) => hexes.indexOf(h) !== i);
  if (twice) return `${twice} is in it twice`;
  const edge = hexes.find((h) => terrainOf(w.c, h) === 'Deep space');
  if (edge) return `${edge} is deep space, beyond the arm's edge (GC A5.20)`;
  const foreign = hexes.find((h) => w.system(h)?.owner && !sameName(w.system(h)!.owner, empire));
  if (foreign) return `${foreign} is ${w.system(foreign)!.owner}'s: trade routes are built in the empire's own space (GC B1.10)`;
  const gap = hexes.findIndex((h, i) => i > 0 && !w.laneExists(hexes[i - 1], h));
  if (gap > 0) return `${hexes[gap]} is not next to ${hexes[gap - 1]}: give every hex of the route in order (GC B1.20)`;
  const anchored = (h: string) => systemOf(w, empire, h) || baseAt(w, empire, h);
  if (!anchored(hexes[0])) return `${hexes[0]} is neither your system nor a hex where your base is: a route is anchored there (GC B1.10)`;
  const last = hexes[hexes.length - 1];
  return systemOf(w, empire, last) ? 'System' : baseAt(w, empire, last) ? 'Base' : 'Open space';
}

/** Check workbook: each Trade routes row names an empire and a route of its own, and its hexes make a route (B1.10, B1.20). */
export function routeProblems(w: World): string[] {
  const rows = w.c.tables?.[TRADE_ROUTES] ?? [];
  return rows.flatMap((r, i) => {
    const t = toRoute(r);
    const at = `Trade routes: ${t.name || `row ${i + 2}`}`;
    if (!w.c.empires.some((e) => sameName(e.id, t.empire))) return [`${at}: "${t.empire}" is no empire of the Empires tab.`];
    if (!t.name) return [`${at}: give the route a name.`];
    if (rows.findIndex((x) => sameName(String(x.Route ?? ''), t.name)) !== i) return [`${at}: the name is used by an earlier row.`];
    const ends = routeProblem(w, t.empire, [...t.hexes]);
    return (ROUTE_ENDS as readonly string[]).includes(ends) ? [] : [`${at}: ${ends}.`];
  });
}

/**
 * A Route order: Target the route's name; Extras its hexes in order, anchor first, and "hidden" to hide it
 * (B1.24), or "drop" to give it up. The hexes new to it are paid now (B1.21-B1.24).
 */
export function routeOrder(w: World, empire: string, o: Order): OrderResult {
  const name = o.target.trim();
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Route ${name || '(blank Target)'}: ${text}` });
  if (!name) return refused("give the route's name as the Target, e.g. KLI-1");
  const rows = rowsOf(w.c);
  const at = rows.findIndex((r) => sameName(String(r.Route ?? ''), name));
  const old = at >= 0 ? toRoute(rows[at]) : undefined;
  if (at >= 0 && !sameName(String(rows[at].Empire ?? ''), empire))
    return refused(`${name} is another empire's route: name yours otherwise`);
  const words = o.extras
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (words.includes('DROP')) {
    if (at < 0) return refused('you keep no route of that name');
    rows.splice(at, 1);
    return { row: o.row, status: 'done', text: `Route ${name} given up` };
  }
  const hidden = words.includes('HIDDEN');
  const hexes = words.filter((x) => x !== 'HIDDEN');
  const ends = routeProblem(w, empire, hexes);
  if (!(ROUTE_ENDS as readonly string[]).includes(ends)) return refused(ends);
  const end = ends as RouteEnd;
  // B1.21: each hex created or moved is paid; hiding a route, or changing how it ends, pays for every hex.
  const kept = old && old.hidden === hidden && old.ends === end ? new Set(old.hexes) : new Set<string>();
  const laid = hexes.slice(1).filter((h) => !kept.has(h)).length;
  const cost = routeCost(laid, end, hidden);
  if (!laid && old) return refused('it runs there already');
  const left = w.treasury(empire);
  if (cost > left) return refused(`${laid} hex(es) cost ${cost} EPs and the treasury holds ${Math.round(left * 10) / 10} (GC B1.21-B1.24)`);
  const row: GameRow = { Empire: empire, Route: name, Hexes: hexes, Ends: end, Hidden: hidden, Built: w.season };
  if (at >= 0) rows[at] = row;
  else rows.push(row);
  w.addLedger(
    empire,
    -cost,
    `Trade route ${name}: ${laid} hex(es) ${old ? 'moved' : 'created'}${hidden ? ', hidden' : ''}`,
    'GC B1.21-B1.24',
  );
  const each = paidEachTurn({ ends: end, hidden }) ? `; ${routeCost(hexes.length - 1, end, hidden)} EPs each turn from the next` : '';
  return {
    row: o.row,
    status: 'done',
    text: `Route ${name} ${hexes.join(' > ')} (ends: ${end}${hidden ? ', hidden' : ''}): ${cost} EPs for ${laid} hex(es)${each}`,
  };
}

/** GC B1.21, B1.22, B1.24: as the treasury is credited, the routes paid each turn are paid (those built this turn were paid by their order). */
export function payRoutes(w: World): void {
  for (const t of tradeRoutes(w.c))
    if (paidEachTurn(t) && t.built !== w.season) {
      const why = t.hidden ? 'hidden' : t.ends === 'Base' ? 'ends at a base' : 'ends in open space';
      w.addLedger(t.empire, -routeCost(t.hexes.length - 1, t.ends, t.hidden), `Trade route ${t.name} kept (${why})`, 'GC B1.21-B1.24');
    }
}

/** The map's trade-route lines: each route hex to hex, from the Trade routes rows the viewer sees (B1.24: a hidden one its owner's alone). */
export function routeLinks(tables: Readonly<Record<string, readonly GameRow[]>>): MapLink[] {
  return (tables[TRADE_ROUTES] ?? [])
    .map(toRoute)
    .flatMap((t) => t.hexes.slice(1).map((b, i) => ({ a: t.hexes[i], b, empire: t.empire, hidden: t.hidden })));
}
