// VBAM-SFB battles through the kernel's Battles loop (`VBAM Encounters`, `VBAM Fleet composition`):
// who of each side fights (the BPV capacity of its flagship), the ship rows a battle gives, and
// Resolve battles, which applies the results and, once none is pending, goes on with the turn's close.

import { Battle, BattleShip, Fleet, hasRole, sideFleets, Ship } from '../../core/model';
import { World } from '../../core/world';
import { battleSides, BattleChanges, sidesProblems } from '../../core/combat/update';
import { outOfSupply } from './fleets';
import { OUT_OF_SUPPLY_CARD } from './supply';
import { bpvCapacity, FIXED_HULLS, fitFleet, FleetFit } from './capacity';
import { capacityRule } from './options';
import { civilianKind, shipUnit } from './units';
import { GROUND_COMBAT_MAP } from './ground';
import { utilizedProductivity } from './income';
import { hasTrait } from './model';
import { VbamState, vbamState } from './state';

/**
 * A unit's BPV for the cap (`VBAM Fleet composition`): the Classes tab's CBPV, or its EBPV for scouts
 * and civilian fleets, Transport Fleets too (the document counts their economic BPV).
 */
export function unitBpv(w: World, v: VbamState, s: Ship): number {
  const cls = w.classOf(s);
  const unit = shipUnit(w.c, v.units, s);
  const economic = hasRole(cls, 'scout') || !!civilianKind(s) || (!!unit && (hasTrait(unit, 'Trade') || hasTrait(unit, 'Colonize')));
  return (economic ? cls?.ebpv : cls?.cbpv) ?? 0;
}

/** A unit's base hull: the Unit list's, else the Classes tab's. */
const hullOf = (w: World, v: VbamState, s: Ship) => shipUnit(w.c, v.units, s)?.hull ?? w.classOf(s)?.hull ?? '';

/** A fixed unit (`VBAM Fleet composition`): a base, defsat or shipyard, which cannot move itself on the map. */
export const fixedUnit = (w: World, v: VbamState, s: Ship) => FIXED_HULLS.has(hullOf(w, v, s).toUpperCase());

/** A side's composition: its flagship, the cap, and what fits. */
export interface SideFit extends FleetFit {
  flagship: string;
  cap: number;
}

/** `VBAM Fleet composition`: where no unit rates better, an inhabited planet with Productivity in use commands with this flag rating. */
export const PLANET_FLAG_RATING = 3;

/** The side's inhabited planet in the sector, with Productivity in use: it may command the side (VB100). */
const flagPlanet = (v: VbamState, empire: string, sector: string) =>
  v.colonies.find((c) => c.owner === empire && c.sector === sector && c.census > 0 && utilizedProductivity(c) > 0);

/**
 * Fits a side's ships under its flagship's BPV capacity. The flagship is the unit of the highest command
 * rating (Unit list, else Classes), the first in the Ships tab on a tie, or, where none rates 3, the
 * side's inhabited planet there (flag rating 3, VB100); the owner's order of the rest is the Ships tab's
 * (VB57: move a ship up to keep it in). Fixed units (bases, defsats) come first and go inactive when over
 * the cap. Allies combined on one side (VB105): the flagship's power keeps at least 50% of the BPV.
 * Flights and defsats aboard as cargo do not fight (`VBAM Invasion`: embarked flights cannot, VB107).
 */
export function fitSide(w: World, v: VbamState, fleets: string[]): SideFit | undefined {
  const embarked = new Set(v.cargo.filter((r) => r.kind !== 'Ground unit').map((r) => r.item));
  const ships = fleets.flatMap((f) => w.shipsOf(f)).filter((s) => !embarked.has(s.id));
  if (!ships.length) return undefined;
  const rating = (s: Ship) => shipUnit(w.c, v.units, s)?.commandRating ?? w.classOf(s)?.commandRating ?? 0;
  const best = ships.reduce((b, s) => (rating(s) > rating(b) ? s : b));
  const place = w.fleet(fleets[0])!;
  const planet = rating(best) < PLANET_FLAG_RATING ? flagPlanet(v, place.empire, place.location) : undefined;
  const hull = (s: Ship) => hullOf(w, v, s);
  const flagship = planet
    ? { id: `planet ${planet.system || planet.sector}`, commandRating: PLANET_FLAG_RATING, hull: '' }
    : { id: best.id, commandRating: rating(best), hull: hull(best) };
  const cap = bpvCapacity(flagship, ships.map(hull), w.c.settings.year, capacityRule(w.c));
  const order = planet ? ships : [best, ...ships.filter((s) => s !== best)];
  const lead = planet ? place.empire : best.empire;
  const units = order.map((s) => ({
    id: s.id,
    bpv: unitBpv(w, v, s),
    ...(fixedUnit(w, v, s) ? { fixed: true } : {}),
    ...(civilianKind(s) ? { civilian: true } : {}),
    ...(s.empire !== lead ? { partner: true } : {}),
  }));
  const fit = fitFleet(planet ? [{ id: flagship.id, bpv: 0 }, ...units] : units, cap);
  return { ...fit, kept: fit.kept.filter((id) => id !== flagship.id || !planet), flagship: flagship.id, cap };
}

/** The game's state of a world whose game tabs stay as read (Update battles, Auto-resolve): read once, not once a battle. */
const readStates = new WeakMap<World, VbamState>();
function stateOf(w: World): VbamState {
  let v = readStates.get(w);
  if (!v) readStates.set(w, (v = vbamState(w.c)));
  return v;
}

/** The game's ship rows of a battle (Game.battleShips), for Update battles and Auto-resolve. */
export const gameBattleShips = (w: World, b: Battle): BattleShip[] => vbamBattleShips(w, b, { v: stateOf(w) });

/**
 * The ship rows of a battle: each side's units that fit under its cap, each with its BPV (Game.battleShips).
 * A ground battle's rows are the ground units Invasion landed and found defending: they stand as made (VB90).
 */
export function vbamBattleShips(w: World, b: Battle, known: { v?: VbamState; rows?: BattleShip[] } = {}): BattleShip[] {
  if (b.map === GROUND_COMBAT_MAP) return known.rows ?? w.c.battleShips.filter((r) => r.battle === b.id);
  const v = known.v ?? vbamState(w.c);
  return (['A', 'B'] as const).flatMap((side) => {
    const fleets = sideFleets(side === 'A' ? b.fleetA : b.fleetB);
    const kept = new Set(fitSide(w, v, fleets)?.kept ?? []);
    return fleets.flatMap((fleet) =>
      w
        .shipsOf(fleet)
        .filter((s) => kept.has(s.id))
        .map((s) => ({
          battle: b.id,
          side,
          fleet,
          ship: s.id,
          empire: s.empire,
          shipClass: s.shipClass,
          cbpv: unitBpv(w, v, s),
          result: '' as const,
          capturedBy: '',
          disengagedTo: '',
          xp: '' as const,
          row: 0,
        })),
    );
  });
}

/** A side of a battle card: its cap, flagship, who fights, who stays out, and its fleets out of supply. */
function sideCard(w: World, v: VbamState, label: string, fleets: Fleet[], unsupplied: ReadonlySet<string>): string {
  const fit = fitSide(
    w,
    v,
    fleets.map((f) => f.id),
  )!;
  const out = fleets.filter((f) => unsupplied.has(f.id)).map((f) => f.id);
  return [
    `${label} ${fleets.map((f) => f.id).join(' + ')} (${[...new Set(fleets.map((f) => f.empire))].join(' + ')}): BPV capacity ${fit.cap} (flagship ${fit.flagship}); fights ${fit.kept.join(', ')} (${fit.total} BPV)`,
    fit.left.length ? `left out ${fit.left.join(', ')}` : '',
    fit.inactive.length ? `inactive ${fit.inactive.join(', ')}` : '',
    out.length ? `${out.join(', ')} ${OUT_OF_SUPPLY_CARD}` : '',
  ]
    .filter(Boolean)
    .join('; ')
    .replace(/\.?$/, '.');
}

/** A scenario's set-up card (VB56): each side's BPV capacity and who fights; `unsupplied`: the fleets out of supply. */
export function battleCard(w: World, v: VbamState, a: Fleet[], b: Fleet[], unsupplied: ReadonlySet<string>): string {
  return `${sideCard(w, v, 'A', a, unsupplied)} ${sideCard(w, v, 'B', b, unsupplied)} (VBAM Fleet composition)`;
}

/** What a card says before its sides (the scenario's kind and its number in the sector, VB75): kept when Update battles redraws the sides. */
function kindLines(setup: string): string {
  const sides = /(^|\s)A \S.*? \([^)]*\): BPV capacity/.exec(setup);
  return sides ? setup.slice(0, sides.index).trim() : '';
}

/**
 * VB90: the GM's changes to a pending scenario (`VBAM Encounters`, `VBAM Fleet composition`): other
 * fleets of the two powers in its sector (in deep space: standing at either end of the path), or
 * another choice of who fights under the cap (the Ships tab's order, VB57). Supply is traced again
 * over the control as it stands, for the card's out-of-supply line.
 */
export const VBAM_BATTLE_CHANGES: BattleChanges = {
  cite: 'VBAM Encounters, VB90',
  nothingChanged:
    'Nothing to update. To change who fights, change Fleet A or Fleet B of a pending battle before entering results: ' +
    'fleets of one power in its sector (in deep space, at either end of the path), written as "KLI-1 + KLI-2"; to choose who of a side ' +
    'stays out under its BPV capacity, move ships up or down the Ships tab (VB57, VB90).',
  battleShips: gameBattleShips,
  sideProblems(w, b, open) {
    const places = b.place.kind === 'lane' ? [b.place.a, b.place.b] : [b.place.system];
    const common = sidesProblems(w, b, open, places);
    if (common.length) return common;
    return battleSides(w, b)
      .flat()
      .filter((x) => !w.shipsOf(x.id).length)
      .map((x) => `${x.id} has no ships to fight`);
  },
  card(w, b) {
    const [a, other] = battleSides(w, b).map((side) => side.map((x) => x.f!));
    const v = stateOf(w);
    return [kindLines(b.setup), battleCard(w, v, a, other, new Set(outOfSupply(w, v).map((f) => f.id)))].filter(Boolean).join(' ');
  },
};
