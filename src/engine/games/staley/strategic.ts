// Strategic movement (DD5): a fleet ending the turn in a hex of its race's large base may go on, in
// phase 8 (Annex AAA 6), to at most 3 more of its race's large bases (DD5.12), each within 10 hexes of
// the one before by the map's paths (DD5.1), paying 10 EBPV a ship for each base it goes to (DD5.2,
// DD5.21). Only ships with warp engines go (DD5.11), unless a tug tows them, one each (DD5.2). The
// Strategic order sets the fleet's Strategic column; the move is made, or refused with its reason, in
// phase 8. Choices: rule option ST34.

import type { Fleet, Order } from '../../core/model';
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

/** DD5.1, DD5.12: why the chain of bases from `from` cannot stand, if it cannot. */
function chainProblem(w: World, empire: string, from: string, bases: readonly string[]): string | undefined {
  if (!bases.length) return 'write the large bases to go to in Target, in order: "0912 > 1504"';
  if (bases.length > STRATEGIC.bases) return `${bases.length} bases: at most ${STRATEGIC.bases} in a turn (DD5.12)`;
  if (!largeBaseOf(w.c, from) || w.system(from)?.owner !== empire)
    return `the fleet ends the turn at ${from}, not at a large base of yours (DD5.1)`;
  let at = from;
  for (const hex of bases) {
    if (!w.system(hex) || !largeBaseOf(w.c, hex) || w.system(hex)!.owner !== empire) return `${hex} is no large base of yours (DD5.1)`;
    const steps = stepsFrom(at, (h) => w.neighbours(h), STRATEGIC.hexes).get(hex);
    if (steps === undefined || hex === at) return `${hex} is not within ${STRATEGIC.hexes} hexes of ${at} (DD5.1)`;
    at = hex;
  }
  return undefined;
}

/** DD5.2, DD5.21: the price of the transfer: 10 EBPV a ship a base. */
export const strategicCost = (ships: number, bases: number) => STRATEGIC.ebpv * ships * bases;

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
  const why = chainProblem(w, empire, path[path.length - 1] ?? f.location, bases) ?? unpowered(w, f);
  if (why) return { refused: why };
  cells(w.c, 'Fleets', f.id).Strategic = bases;
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
    const cost = strategicCost(ships, bases.length);
    const why =
      (fleetState(w, f).path.length ? `it has not reached the end of its Move (at ${f.location})` : undefined) ??
      chainProblem(w, f.empire, f.location, bases) ??
      unpowered(w, f) ??
      (w.treasury(f.empire) < cost ? `it costs ${cost} EBPV; the bank holds ${w.treasury(f.empire)} (HH1.7)` : undefined);
    if (why) {
      w.report(f.empire, 'Movement', `${f.id} makes no strategic move: ${why}.`);
      continue;
    }
    const from = f.location;
    w.addLedger(f.empire, -cost, `Strategic move of ${f.id}, ${ships} ships, ${from} > ${bases.join(' > ')}`, 'DD5.2');
    w.travel(f, bases);
    w.log('Strategic', f.empire, `${f.id} ${from} > ${bases.join(' > ')} (DD5)`, `${cost} EBPV`);
    w.report(f.empire, 'Movement', `${f.id} moves strategically ${from} > ${bases.join(' > ')} for ${cost} EBPV (DD5).`);
  }
}
