// Supply (JJ1-JJ4). Each phase, after the encounters, every warship of a race still in the campaign is
// in supply when within 4 hexes (JJ1.21, by the map's hex paths) of one of its race's large bases, or of
// a supply ship that supplies no other ship (JJ1.2, JJ1.3: one ship each, of any size class; a supply
// ship is itself always in supply, JJ1.32). Failing its own, a race with a Trade or Alliance treaty may
// supply it (JJ4.1), the owner paying half its commander's option items (JJ4.5) for each scenario it
// fights so. Carriers regain fighters only from an AxCVA, AxCVL (12 fighters at most) or FCR in range,
// PF tenders PFs only from an AxPFL or AxPFS (JJ3.1-JJ3.4). The state is the Ships tab's Supply
// column (its owner's); a change is reported, and the battle card names the ships out of supply
// (JJ2.1, GG2.2: no commander's options). Choices: rule option ST32.

import type { ChartRole } from '../shipRoles';
import type { RowColumn } from '../../core/game';
import type { Battle, Fleet, Ship } from '../../core/model';
import { hasRole, inPlay } from '../../core/model';
import type { World } from '../../core/world';
import { stepsFrom } from '../../core/map/paths';
import { NON_WARSHIP_ROLES } from './capital';
import { cells, largeBaseOf } from './map';
import type { Step } from './movement';

/** The Ships tab's Supply column, written each phase, seen by the ship's race. */
export const SUPPLY_COLUMN: RowColumn = {
  header: 'Supply',
  type: 'text',
  seenBy: 'owner',
  note: "JJ1-JJ4: In supply, In supply from another race (JJ4, half the CO items paid for each battle), or Out of supply (no CO items, GG2.2); a carrier's fighter and a tender's PF replacement (JJ3). Written each phase.",
};

/** JJ1.21: the supply radius, in hexes. */
export const SUPPLY_RADIUS = 4;

/** JJ1.2, JJ1.3: the roles of ships with the cargo to supply another (rule option ST32). */
export const SUPPLY_ROLES: readonly ChartRole[] = ['small freighter', 'large freighter', 'small auxiliary', 'large auxiliary'];

/** JJ3.1, JJ3.12, JJ3.2: the auxiliaries that replace fighters (the AxCVL only for up to 12) and PFs, by class name. */
const FIGHTER_SUPPLY = /^(Ax\w*CV[AL]?|FCR)$/i;
const SMALL_FIGHTER_SUPPLY = /^Ax\w*CVL$/i;
const PF_SUPPLY = /^Ax\w*PF[LS]$/i;

export const isSupplyShip = (w: World, s: Ship) => SUPPLY_ROLES.some((r) => hasRole(w.classOf(s), r));
export const isWarship = (w: World, s: Ship) => !NON_WARSHIP_ROLES.some((r) => hasRole(w.classOf(s), r)) && !isSupplyShip(w, s);

/** JJ4.1: the races whose supply this race may take: those it has a Trade or Alliance treaty with. */
export function suppliers(w: World, empire: string): string[] {
  return w.c.empires
    .filter((e) => e.id !== empire && inPlay(e))
    .map((e) => e.id)
    .filter((id) => w.relation(empire, id).treaties.some((t) => t === 'Trade' || t === 'Alliance'));
}

/** The hexes within the supply radius of a hex, by the map's paths (BB3.3: never through the border). */
const reach = (w: World, hex: string) => new Set(stepsFrom(hex, (h) => w.neighbours(h), SUPPLY_RADIUS).keys());

/** JJ1.21: the hexes a race's large bases supply (BB3.52: every base is public). */
export function baseReach(w: World, empire: string): Set<string> {
  const out = new Set<string>();
  for (const s of w.c.systems) if (s.owner === empire && largeBaseOf(w.c, s.id)) for (const h of reach(w, s.id)) out.add(h);
  return out;
}

/** A supply ship and where it reaches. */
interface Source {
  ship: Ship;
  reach: Set<string>;
}

/** Each race in the campaign's supply ships and their reach, as they stand. */
const supplySources = (w: World) => new Map(w.c.empires.filter(inPlay).map((e) => [e.id, sourcesOf(w, e.id)]));

const sourcesOf = (w: World, empire: string): Source[] =>
  w
    .shipsOfEmpire(empire)
    .filter((s) => isSupplyShip(w, s) && w.fleet(s.fleet))
    .map((s) => ({ ship: s, reach: reach(w, w.fleet(s.fleet)!.location) }));

/** JJ1.2: each ship matched to a supply ship of its own, one ship a supply ship, as many as can be (augmenting paths). */
function match(ships: readonly { ship: Ship; hex: string }[], sources: readonly Source[]): Map<Ship, Ship> {
  const taken = new Map<Source, Ship>();
  const hexOf = new Map(ships.map((x) => [x.ship, x.hex]));
  const place = (s: Ship, seen: Set<Source>): boolean =>
    sources.some((src) => {
      if (seen.has(src) || !src.reach.has(hexOf.get(s)!)) return false;
      seen.add(src);
      const holder = taken.get(src);
      if (holder && !place(holder, seen)) return false;
      taken.set(src, s);
      return true;
    });
  for (const x of ships) place(x.ship, new Set());
  return new Map([...taken].map(([src, s]) => [s, src.ship]));
}

/** A warship's supply: in supply by its own race, by another (JJ4), or out; and which supply ship, if one. */
export interface SupplyState {
  by?: string;
  ship?: Ship;
}

/**
 * JJ1-JJ4: every ship of every race in the campaign and its supply now; a fallen race's ships are out
 * (NN1.2). Each race's own supply first, then, for the ships left, its treaty partners' bases and the
 * supply ships they have not used.
 */
export function supplyStates(w: World, sources = supplySources(w)): Map<Ship, SupplyState> {
  const out = new Map<Ship, SupplyState>();
  const playing = w.c.empires.filter(inPlay).map((e) => e.id);
  const own = new Map(playing.map((e) => [e, { bases: baseReach(w, e), ships: sources.get(e) ?? [] }]));
  const used = new Set<Ship>();
  const needing = new Map<string, { ship: Ship; hex: string }[]>();
  const supply = (empire: string, by: string) => {
    const theirs = own.get(by)!;
    const left = (needing.get(empire) ?? []).filter((x) => {
      if (by !== empire && theirs.bases.has(x.hex)) out.set(x.ship, { by });
      return !out.has(x.ship);
    });
    for (const [s, ship] of match(
      left,
      theirs.ships.filter((src) => !used.has(src.ship)),
    )) {
      out.set(s, { by, ship });
      used.add(ship);
    }
    needing.set(
      empire,
      left.filter((x) => !out.has(x.ship)),
    );
  };
  for (const e of playing) {
    const bases = own.get(e)!.bases;
    const list: { ship: Ship; hex: string }[] = [];
    for (const s of w.shipsOfEmpire(e)) {
      const hex = w.fleet(s.fleet)?.location ?? '';
      if (isSupplyShip(w, s) || bases.has(hex)) out.set(s, { by: e });
      else if (isWarship(w, s)) list.push({ ship: s, hex });
    }
    needing.set(e, list);
    supply(e, e);
  }
  for (const e of playing) for (const by of suppliers(w, e)) supply(e, by);
  return out;
}

/** JJ3.1-JJ3.4: whether a carrier or PF tender in supply can regain fighters and PFs now (blank: it carries none). */
function replacements(w: World, s: Ship, sources: readonly Source[], hex: string): string {
  const near = sources.filter((x) => x.reach.has(hex)).map((x) => x.ship.shipClass);
  const words: string[] = [];
  if (s.fighters) {
    const casual = !hasRole(w.classOf(s), 'carrier'); // JJ3.4: any supply ship replaces a casual carrier's
    const ok = casual || near.some((c) => FIGHTER_SUPPLY.test(c) && (s.fighters <= 12 || !SMALL_FIGHTER_SUPPLY.test(c)));
    words.push(ok ? 'fighters replaced (JJ3.1)' : 'no fighter replacement: no AxCVA, AxCVL or FCR in reach (JJ3.1)');
  }
  if (s.pfs)
    words.push(near.some((c) => PF_SUPPLY.test(c)) ? 'PFs replaced (JJ3.2)' : 'no PF replacement: no AxPFL or AxPFS in reach (JJ3.2)');
  return words.join('; ');
}

/** How a ship's supply reads in the Supply column. */
function supplyWords(w: World, s: Ship, state: SupplyState | undefined, sources: Map<string, Source[]>): string {
  if (!state) return isWarship(w, s) ? 'Out of supply' : '';
  const head = state.by === s.empire ? 'In supply' : `In supply from ${state.by} (JJ4)`;
  const more = replacements(w, s, sources.get(state.by!) ?? [], w.fleet(s.fleet)?.location ?? '');
  return more ? `${head}; ${more}` : head;
}

/** The Supply column of a ship, as last written. */
export const supplyOf = (w: World, s: Ship) => String(w.c.extras?.Ships?.[s.id]?.Supply ?? '');

/** JJ4.5: half the EBPV of the ship's commander's option items (its CO % of its EBPV), tenths kept. */
export const foreignSupplyCost = (w: World, s: Ship) => Math.round(((w.classOf(s)?.ebpv ?? 0) * s.coPercent) / 20) / 10;

/** GG2.2, JJ2.1, JJ4.5: a new battle's card names the ships out of supply; those supplied by another race pay half their CO items. */
function onCard(w: World, b: Battle, states: Map<Ship, SupplyState>): void {
  const fleets = [b.fleetA, b.fleetB].flatMap((x) => x.split('+').map((id) => w.fleet(id.trim()))).filter((f): f is Fleet => !!f);
  const ships = fleets.flatMap((f) => w.shipsOf(f.id));
  const out = ships.filter((s) => isWarship(w, s) && !states.has(s)).map((s) => s.id);
  for (const s of ships) {
    const by = states.get(s)?.by;
    const cost = foreignSupplyCost(w, s);
    if (!by || by === s.empire || !cost) continue;
    // HH1.7: a bank that cannot pay leaves the ship without the items.
    if (w.treasury(s.empire) < cost) {
      out.push(s.id);
      w.report(s.empire, 'Treasury', `${s.id} cannot pay ${by} ${cost} EBPV for its commander's options in battle ${b.id} (JJ4.5, HH1.7).`);
      continue;
    }
    w.addLedger(s.empire, -cost, `Supply of ${s.id} by ${by} for battle ${b.id}: half its CO items (JJ4.5)`, 'JJ4.5');
    w.report(s.empire, 'Treasury', `${s.id} takes its commander's options from ${by}'s supply for battle ${b.id}: ${cost} EBPV (JJ4.5).`);
  }
  if (out.length) b.setup = `${b.setup} Out of supply, no commander's options (JJ2.1, GG2.2): ${out.join(', ')}.`;
}

/** Annex AAA 3 (after the encounters): each ship's supply written and its changes told; the phase's new battle cards. */
export function supplyStep(w: World): void {
  const sources = supplySources(w);
  const states = supplyStates(w, sources);
  for (const s of w.c.ships) {
    const words = supplyWords(w, s, states.get(s), sources);
    const was = supplyOf(w, s);
    if (words === was) continue;
    cells(w.c, 'Ships', s.id).Supply = words;
    const hex = w.fleet(s.fleet)?.location ?? '';
    if (words.startsWith('Out') && inPlay(w.c.empires.find((e) => e.id === s.empire)!))
      w.report(s.empire, 'Movement', `${s.id} is out of supply at ${hex}: no supply within ${SUPPLY_RADIUS} hexes (JJ1.21, JJ2.1).`);
    else if (was.startsWith('Out') && words) w.report(s.empire, 'Movement', `${s.id} is back in supply at ${hex} (JJ1.21).`);
  }
  for (const b of w.c.battles.filter((x) => x.season === w.now && x.status !== 'Resolved')) onCard(w, b, states);
}

/** The hexes within reach of the supply a race's admiral knows of: its own bases and supply ships, its treaty partners' bases; once a world. */
const knownReach = new WeakMap<World, Map<string, Set<string>>>();
function knownSupply(w: World, empire: string): Set<string> {
  const byEmpire = knownReach.get(w) ?? new Map<string, Set<string>>();
  knownReach.set(w, byEmpire);
  let hexes = byEmpire.get(empire);
  if (!hexes) {
    hexes = new Set([empire, ...suppliers(w, empire)].flatMap((e) => [...baseReach(w, e)]));
    for (const src of sourcesOf(w, empire)) for (const h of src.reach) hexes.add(h);
    byEmpire.set(empire, hexes);
  }
  return hexes;
}

/**
 * The live check of a Move (JJ1.21), as the orders are plotted (before any fleet moves): the hexes of
 * this turn's path beyond 4 hexes of every supply the admiral knows of, unless the fleet carries its
 * own supply ship. Blank when the whole path is in reach.
 */
export function moveSupplyWords(w: World, f: Fleet, steps: readonly Step[]): string {
  const ships = w.shipsOf(f.id);
  if (!ships.some((s) => isWarship(w, s)) || ships.some((s) => isSupplyShip(w, s))) return '';
  const inReach = knownSupply(w, f.empire);
  const out = steps.filter((s) => s.phase && !inReach.has(s.hex)).map((s) => s.hex);
  return out.length ? `; out of supply at ${out.join(', ')} (beyond ${SUPPLY_RADIUS} hexes of any supply, JJ1.21, JJ2.1)` : '';
}
