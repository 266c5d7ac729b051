// GC C21.50-C21.52: hyperwarp. A "Hyperwarp" order (Fleet the squadron, Target the hex it goes to) moves
// a squadron of second-generation X-ships along one of its empire's trade routes, from a friendly active
// base (a base of the empire, not in mothballs) at its hex to one at the Target, up to 24 route hexes
// (Mode 1); a second-generation squadron starting at a map edge goes any length to the other edge (Mode 2).
// Each base guides one squadron a turn (rule option GC237). A first-generation X-squadron may use Mode 1
// once its empire has a second-generation X-ship, at 3 EPs a hex. The jump is made as the orders are
// carried out, before segment 1, so no base can fall while it guides (GC238); the squadron is then out
// of the turn's fighting (the Fleets column Hyperwarp, cleared as the turn ends), and any PFs it carried
// are lost (C21.48).

import type { RowColumn } from '../../../core/game';
import type { Campaign, Order } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { extraRow, setExtra } from '../base/rows';
import { isMothballed } from '../purse/mothball';
import { terrainOf } from '../base/map';
import { tradeRoutes } from '../base/tradeRoutes';
import { isXShip, secondGeneration } from '../construction/xShips';

export const HYPERWARP = 'Hyperwarp';
export const HYPERWARP_COLUMN: RowColumn = {
  header: HYPERWARP,
  type: 'text',
  seenBy: 'owner',
  note: 'GC C21.51: the hexes of its hyperwarp jump this turn ("I8 > P46"): it neither attacks nor is attacked until the turn ends, when this is cleared.',
};

/** Whether the squadron hyperwarped this turn (C21.51: out of the turn's battles). */
export const hyperwarped = (c: Campaign, fleet: string): boolean => !!extraRow(c, 'Fleets', fleet)[HYPERWARP];

/** C21.52: a hex at the map's edge: fewer than six hexes around it, or deep space beyond the arm's edge next to it. */
const atEdge = (w: World, hex: string): boolean => {
  const next = w.neighbours(hex);
  return next.length < 6 || next.some((h) => terrainOf(w.c, h) === 'Deep space');
};

/** Whether the empire has an active base (not in mothballs) at a hex (C21.51). */
const activeBase = (w: World, empire: string, hex: string): boolean =>
  w
    .fleetsAt(hex)
    .filter((f) => f.empire === empire)
    .some((f) => w.shipsOf(f.id).some((s) => hasRole(w.classOf(s), 'base') && !isMothballed(w, s.id)));

/** C21.51: Mode 1's reach in hexes; a first-generation X-squadron's EPs a hex. */
const MODE_1_HEXES = 24;
const FIRST_GENERATION_EPS = 3;

/** The Hyperwarp order (C21.51, C21.52), carried out at once, or why not. */
export function hyperwarpOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({
    row: o.row,
    status: 'refused',
    text: `Hyperwarp ${o.fleet || '(blank Fleet)'}: ${text}`,
  });
  const f = w.fleet(o.fleet.trim().toUpperCase());
  if (!f || f.empire !== empire) return refused('not your squadron: give the squadron in Fleet (GC C21.51)');
  const to = o.target.trim().toUpperCase();
  if (!w.system(to)) return refused(`"${o.target}" is no hex of the map: Target the hex it goes to (GC C21.51)`);
  const classes = w.shipsOf(f.id).map((s) => w.classOf(s));
  const second = classes.length > 0 && classes.every((c) => !!secondGeneration(c));
  const first = !second && classes.length > 0 && classes.every((c) => !!c && isXShip(c));
  if (!second && !first) return refused(`${f.id} is not all X-ships: hyperwarp is for second-generation X-squadrons (GC C21.51)`);
  if (first && !w.c.ships.some((s) => s.empire === empire && secondGeneration(w.classOf(s))))
    return refused(`a first-generation X-squadron uses hyperwarp only once your empire has a second-generation X-ship (GC C21.51)`);
  if (hyperwarped(w.c, f.id)) return refused(`${f.id} has already hyperwarped this turn (GC C21.51)`);
  if (extraRow(w.c, 'Fleets', f.id).Course)
    return refused(`${f.id} has a course plotted this turn: a squadron moves by hyperwarp or by its Move (GC C21.51)`);
  const from = f.location;
  for (const [hex, end] of [
    [from, 'starts'],
    [to, 'ends'],
  ])
    if (!activeBase(w, empire, hex)) return refused(`${hex}, where it ${end}, has no active base of yours (GC C21.51)`);
  const guiding = new Set(
    w.c.fleets
      .filter((g) => g.empire === empire && hyperwarped(w.c, g.id))
      .flatMap((g) => String(extraRow(w.c, 'Fleets', g.id)[HYPERWARP]).split(' > ')),
  );
  const busy = [from, to].find((h) => guiding.has(h));
  if (busy) return refused(`the base at ${busy} already guides a squadron this turn: one squadron a turn (GC C21.51, rule option GC237)`);
  const lengths = tradeRoutes(w.c, empire)
    .filter((r) => r.hexes.includes(from) && r.hexes.includes(to))
    .map((r) => Math.abs(r.hexes.indexOf(from) - r.hexes.indexOf(to)));
  if (!lengths.length) return refused(`no trade route of yours runs through both ${from} and ${to} (GC C21.51)`);
  const hexes = Math.min(...lengths);
  const edgeToEdge = second && atEdge(w, from) && atEdge(w, to);
  if (hexes > MODE_1_HEXES && !edgeToEdge)
    return refused(
      `${from} to ${to} is ${hexes} hexes along your trade route: Mode 1 goes 24; only a second-generation squadron crosses further, from map edge to map edge (GC C21.51, C21.52)`,
    );
  const cost = first ? hexes * FIRST_GENERATION_EPS : 0;
  if (cost > w.treasury(empire))
    return refused(
      `its ${hexes} hexes cost ${cost} EPs (3 a hex); the treasury holds ${Math.round(w.treasury(empire) * 10) / 10} (GC C21.51)`,
    );
  if (cost) w.addLedger(empire, -cost, `Hyperwarp of first-generation X-squadron ${f.id}, ${hexes} hexes`, 'GC C21.51');
  const lost = w.shipsOf(f.id).reduce((n, s) => n + s.pfs, 0);
  for (const s of w.shipsOf(f.id)) Object.assign(s, { pfs: 0, pfCbpv: 0 });
  w.moveFleet(f, to);
  setExtra(w.c, 'Fleets', f.id, { [HYPERWARP]: `${from} > ${to}` });
  const mode = hexes > MODE_1_HEXES ? 'Mode 2, map edge to map edge (GC C21.52)' : 'Mode 1 (GC C21.51)';
  w.log('Move', empire, `${f.id} hyperwarps ${from} > ${to}`, 'GC C21.51');
  const paid = cost ? `, ${cost} EPs (3 a hex)` : '';
  const pfs = lost ? `; its ${lost} PFs are lost (GC C21.48)` : '';
  return {
    row: o.row,
    status: 'done',
    text: `Hyperwarp ${f.id} from ${from} to ${to}, ${hexes} hexes along your trade route by ${mode}${paid}: it neither attacks nor is attacked this turn${pfs}`,
  };
}

/** C21.51: as the turn ends, the hyperwarp marks are cleared. */
export function clearHyperwarp(w: World): void {
  for (const f of w.c.fleets) if (hyperwarped(w.c, f.id)) setExtra(w.c, 'Fleets', f.id, { [HYPERWARP]: '' });
}
