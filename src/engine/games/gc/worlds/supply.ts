// GC C13.10-C13.20: supply behind enemy lines. As each turn ends, a squadron in a hex another empire owns
// (its Systems row's Owner; rule option GC132) is out of its lines. It stays supplied if its Fleets
// Supplies (cargo boxes of supplies, C13.15) cover its ships' need: the need is drawn and its ticker goes
// back to zero, as C13.20's example (what is left keeps for later turns). Otherwise its Unsupplied ticker
// (the status sheet's "(3)") goes up one. In its own or unowned space the ticker is zero. At 3 the
// squadron moves at half speed, rounded up; at 4 it cannot move; at 5 its ships self-destruct (C13.20).
// C21.45: a second-generation X-ship draws 10 boxes a turn (an XCA) or 5 (the others), and holds as many.

import type { Fleet, Ship } from '../../../core/model';
import type { RowColumn } from '../../../core/game';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';
import { hullType } from '../construction/construction';
import { suppliedExpedition } from '../forces/expeditions';
import { secondGeneration } from '../construction/xShips';

export const UNSUPPLIED = 'Unsupplied';
export const SUPPLIES = 'Supplies';
/** GC C13.15: cargo boxes of supplies a turn by size class, and for CWs and DWs. */
const NEED_BY_SIZE: Readonly<Record<number, number>> = { 1: 25, 2: 15, 3: 10, 4: 5 };
const NEED_BY_HULL = { CW: 20, DW: 10 } as const;
/** GC C21.45: a second-generation X-ship's boxes a turn in enemy space, and its cargo boxes (an XCAA is an XCA's variant, rule option GC323). */
const X2_CARGO = { XCA: 10, XDD: 5, XFF: 5 } as const;
/** GC C13.20: the ticker at which a squadron moves at half speed, not at all, and self-destructs. */
const [HALF_AT, STOP_AT, LOST_AT] = [3, 4, 5];

export const SUPPLY_FLEET_COLUMNS: readonly RowColumn[] = [
  {
    header: UNSUPPLIED,
    type: 'int',
    seenBy: 'owner',
    note: 'GC C13.20: turns ended out of supply behind enemy lines (blank: in supply). At 3 it moves at half speed, at 4 not at all; at 5 its ships self-destruct.',
  },
  {
    header: SUPPLIES,
    type: 'int',
    seenBy: 'owner',
    note: "GC C13.15: cargo boxes of supplies the squadron carries (type them when loaded or met by a cargo ship). Behind enemy lines a turn's need is drawn (SC1 25, SC2 15, SC3 10, SC4 5, CW 20, DW 10).",
  },
];

const ticker = (w: World, f: Fleet): number => Number(extraRow(w.c, 'Fleets', f.id)[UNSUPPLIED]) || 0;

/** GC C13.20: a squadron's speed this turn after its supply ticker (half, rounded up, at 3; none from 4). */
export function supplySpeed(w: World, f: Fleet, speed: number): number {
  const t = ticker(w, f);
  return t >= STOP_AT ? 0 : t >= HALF_AT ? Math.ceil(speed / 2) : speed;
}

/** GC C13.15: the cargo boxes of supplies the squadron's ships need a turn (a class of no known size class needs none). */
export const supplyNeed = (w: World, f: Fleet): number => shipsNeed(w, w.shipsOf(f.id));

/** GC C13.15: the cargo boxes of supplies these ships need a turn. */
export function shipsNeed(w: World, ships: readonly Ship[]): number {
  return ships.reduce((sum, s) => {
    const cls = w.classOf(s);
    if (!cls) return sum;
    const x2 = secondGeneration(cls);
    if (x2) return sum + X2_CARGO[x2];
    const hull = hullType(w, cls);
    return sum + (hull === 'CW' || hull === 'DW' ? NEED_BY_HULL[hull] : (NEED_BY_SIZE[cls.sizeClass] ?? 0));
  }, 0);
}

/** GC C21.45: squadrons of second-generation X-ships alone whose Supplies are more than their cargo boxes hold. */
export function x2CargoProblems(w: World): string[] {
  return w.c.fleets.flatMap((f) => {
    const kinds = w.shipsOf(f.id).map((s) => secondGeneration(w.classOf(s)));
    const held = Number(extraRow(w.c, 'Fleets', f.id)[SUPPLIES]) || 0;
    if (!kinds.length || kinds.some((k) => !k)) return [];
    const room = kinds.reduce((n, k) => n + X2_CARGO[k!], 0);
    return held > room
      ? [
          `Fleets: ${f.id} carries ${held} cargo boxes of supplies; its second-generation X-ships hold ${room} (an XCA 10, an XDD or XFF 5; GC C21.45).`,
        ]
      : [];
  });
}

/** As the turn ends: each squadron's supply (C13.10-C13.20). */
export function supplyStep(w: World): void {
  for (const f of [...w.c.fleets]) {
    const ships = w.shipsOf(f.id);
    if (!ships.length) continue;
    const owner = w.system(f.location)?.owner;
    const t = ticker(w, f);
    // GC C22.40-C22.45: a paid or free expeditionary fleet in its host's space is in supply; an unpaid one is not.
    if (!owner || sameName(owner, f.empire) || suppliedExpedition(w, f)) {
      if (t) setExtra(w.c, 'Fleets', f.id, { [UNSUPPLIED]: '' });
      continue;
    }
    const need = supplyNeed(w, f);
    const held = Number(extraRow(w.c, 'Fleets', f.id)[SUPPLIES]) || 0;
    if (held >= need) {
      setExtra(w.c, 'Fleets', f.id, { [SUPPLIES]: held - need, [UNSUPPLIED]: '' });
      w.report(f.empire, 'Developments', `${f.id} at ${f.location} drew ${need} cargo boxes of supplies: in supply (GC C13.15)`);
      continue;
    }
    const next = t + 1;
    if (next >= LOST_AT) {
      const lost = ships.length;
      w.removeShips(ships);
      w.report(
        f.empire,
        'Developments',
        `${f.id} at ${f.location}, out of supply a fifth turn: its ${lost} ship(s) self-destructed (GC C13.20)`,
      );
      continue;
    }
    setExtra(w.c, 'Fleets', f.id, { [UNSUPPLIED]: next });
    const effect = next >= STOP_AT ? ': it cannot move next turn' : next >= HALF_AT ? ': half speed next turn' : '';
    w.report(f.empire, 'Developments', `${f.id} at ${f.location} is out of supply (${next})${effect} (GC C13.20)`);
  }
}
