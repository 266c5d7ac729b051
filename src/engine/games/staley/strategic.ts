// Strategic movement (DD5): a fleet ending the turn in a hex of its race's large base may go on, in
// phase 8 (Annex AAA 6), to at most 3 more of its race's large bases (DD5.12), each within 10 hexes of
// the one before by the map's paths (DD5.1), paying 10 EBPV a ship for each base it goes to (DD5.2,
// DD5.21). Only ships with warp engines go (DD5.11), unless a tug tows them, one each (DD5.2). The
// Strategic order sets the fleet's Strategic column; the move is made, or refused with its reason, in
// phase 8. A fleet of pods, pallets, packs, Romulan SpH/SkH modules, PFs and fighters alone goes free,
// to any of its race's large bases however far (DD5.3). Choices: rule options ST34, ST82.

import type { Fleet, Order, ShipClass } from '../../core/model';
import type { RowColumn } from '../../core/game';
import type { World } from '../../core/world';
import { stepsFrom } from '../../core/map/paths';
import { cells, largeBaseOf } from './map';
import { fleetState } from './fleets';
import { categoryOf } from './speed';
import { isTug } from './towing';

/** DD5.1, DD5.12, DD5.21: the reach of a transfer, the bases a turn, and the price a ship a base. */
export const STRATEGIC = { hexes: 10, bases: 3, ebpv: 10 } as const;

export const STRATEGIC_COLUMN: RowColumn = {
  header: 'Strategic',
  type: 'list',
  seenBy: 'owner',
  note: 'DD5: the large bases of its race the fleet goes to by strategic movement in phase 8 (a Strategic order sets it; cleared once done).',
};

/** DD5.11, DD5.2: why the fleet's ships cannot move strategically, if they cannot: more ships without warp than tugs. */
function unpowered(w: World, f: Fleet): string | undefined {
  const ships = w.shipsOf(f.id);
  const noWarp = ships.filter((s) => categoryOf(w.classOf(s)) === 'No warp' && !isTug(w.classOf(s)));
  const tugs = ships.filter((s) => isTug(w.classOf(s))).length;
  if (noWarp.length > tugs)
    return `${noWarp.map((s) => s.id).join(', ')} ${noWarp.length > 1 ? 'have' : 'has'} no warp engines and ${tugs ? `only ${tugs} tug${tugs > 1 ? 's' : ''} tow` : 'no tug tows them'} (DD5.11, DD5.2)`;
  return undefined;
}

/** DD5.3: pods, pallets, packs and modules, by their hull (rule option ST82): units carried, not warships (MM1.2, ST102). */
export const isPodOrModule = (cls: ShipClass | undefined) => !!cls && /\b(pod|pallet|pack|module)s?\b/i.test(cls.hull);
/** DD5.3: PFs (size class 5), fighters (6), pods, pallets, packs and modules. */
const isCargo = (cls: ShipClass | undefined) => !!cls && (cls.sizeClass >= 5 || isPodOrModule(cls));
/** DD5.3: a fleet of such units alone transfers free and has no range limit. */
export const freeTransfer = (w: World, f: Fleet) => w.shipsOf(f.id).length > 0 && w.shipsOf(f.id).every((s) => isCargo(w.classOf(s)));

/** DD5.1, DD5.12: why the chain of bases from `from` cannot stand, if it cannot (DD5.3: `free`, no range nor base limit). */
function chainProblem(w: World, empire: string, from: string, bases: readonly string[], free = false): string | undefined {
  if (!bases.length) return 'write the large bases to go to in Target, in order: "0912 > 1504"';
  if (!free && bases.length > STRATEGIC.bases) return `${bases.length} bases: at most ${STRATEGIC.bases} in a turn (DD5.12)`;
  if (!largeBaseOf(w.c, from) || w.system(from)?.owner !== empire)
    return `the fleet ends the turn at ${from}, not at a large base of yours (DD5.1)`;
  let at = from;
  for (const hex of bases) {
    if (!w.system(hex) || !largeBaseOf(w.c, hex) || w.system(hex)!.owner !== empire) return `${hex} is no large base of yours (DD5.1)`;
    if (free && hex !== at) {
      at = hex;
      continue;
    }
    const steps = stepsFrom(at, (h) => w.neighbours(h), STRATEGIC.hexes).get(hex);
    if (steps === undefined || hex === at) return `${hex} is not within ${STRATEGIC.hexes} hexes of ${at} (DD5.1)`;
    at = hex;
  }
  return undefined;
}

/** DD5.2, DD5.21: the price of the transfer: 10 EBPV a ship a base (DD5.3: none for a free transfer). */
export const strategicCost = (ships: number, bases: number, free = false) => (free ? 0 : STRATEGIC.ebpv * ships * bases);

/** Strategic (an order): Fleet, Target the bases in order. Checked from where the fleet's Move ends this turn. */
export function strategicOrder(
  w: World,
  empire: string,
  o: Order,
  hexId: (typed: string) => string,
): { refused: string } | { done: string } {
  const f = w.fleet(o.fleet)!;
  const bases = o.target
    .split(/[\s,>]+/)
    .filter(Boolean)
    .map(hexId);
  const path = fleetState(w, f).path;
  const free = freeTransfer(w, f);
  const why = chainProblem(w, empire, path[path.length - 1] ?? f.location, bases, free) ?? (free ? undefined : unpowered(w, f));
  if (why) return { refused: why };
  cells(w.c, 'Fleets', f.id).Strategic = bases;
  if (free) return { done: `${f.id} to ${bases.join(' > ')} in phase 8, free: pods, modules, PFs and fighters (DD5.3)` };
  const cost = strategicCost(w.shipsOf(f.id).length, bases.length);
  return {
    done: `${f.id} to ${bases.join(' > ')} in phase 8, ${cost} EBPV (${w.shipsOf(f.id).length} ships x ${bases.length} bases x 10, DD5.2)`,
  };
}

/** Annex AAA 6 (phase 8): each fleet with a Strategic column goes, if it still can and the bank pays, to its last base. */
export function strategicStep(w: World): void {
  for (const f of [...w.c.fleets]) {
    const bases = (w.c.extras?.Fleets?.[f.id]?.Strategic as string[] | undefined) ?? [];
    if (!bases.length) continue;
    cells(w.c, 'Fleets', f.id).Strategic = [];
    const ships = w.shipsOf(f.id).length;
    if (!ships) continue;
    const free = freeTransfer(w, f);
    const cost = strategicCost(ships, bases.length, free);
    const why =
      (fleetState(w, f).path.length ? `it has not reached the end of its Move (at ${f.location})` : undefined) ??
      chainProblem(w, f.empire, f.location, bases, free) ??
      (free ? undefined : unpowered(w, f)) ??
      (w.treasury(f.empire) < cost ? `it costs ${cost} EBPV; the bank holds ${w.treasury(f.empire)} (HH1.7)` : undefined);
    if (why) {
      w.report(f.empire, 'Movement', `${f.id} makes no strategic move: ${why}.`);
      continue;
    }
    const from = f.location;
    if (cost) w.addLedger(f.empire, -cost, `Strategic move of ${f.id}, ${ships} ships, ${from} > ${bases.join(' > ')}`, 'DD5.2');
    w.travel(f, bases);
    const rule = free ? 'DD5.3' : 'DD5';
    w.log('Strategic', f.empire, `${f.id} ${from} > ${bases.join(' > ')} (${rule})`, `${cost} EBPV`);
    w.report(f.empire, 'Movement', `${f.id} moves strategically ${from} > ${bases.join(' > ')} for ${cost} EBPV (${rule}).`);
  }
}
