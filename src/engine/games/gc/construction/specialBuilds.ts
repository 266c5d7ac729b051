// GC C9.10, C9.60, C18.20, C19.10: builds priced off their class EPV. A Build order's Extras "computer"
// builds a computer-operated ship (+50%, two a turn) and "green" one for a green crew (-15%); a
// first-generation warp class (Class movement Engines) costs 1.5 times its EPV, an X-ship class 1.2 times.
// A second-generation X-ship starts from its C21.30 price instead (xShips.ts).
// The Construction row keeps the price as its EPV and the crew, given to the ship on delivery.

import type { GameRow } from '../../../core/game';
import type { Order, ShipClass } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { World } from '../../../core/world';
import { setExtra } from '../base/rows';
import { SPECIAL_CREW } from '../base/rows';

/** C9.10: computer-operated ships an empire may start building a turn. */
const COMPUTER_A_TURN = 2;

export interface SpecialBuild {
  readonly epv: number;
  readonly crew: 'Computer' | 'Green' | '';
  /** Why the price differs from the class EBPV, or ''. */
  readonly words: string;
}

/** A Build order's special crew and price (C9.10, C9.60, C18.20, C19.10) from `price` (the class EBPV, or C21.30's), or why not. */
export function specialBuild(
  empire: string,
  cls: ShipClass,
  o: Order,
  starts: string,
  engines: string,
  built: readonly GameRow[],
  price: { epv: number; words: string } = { epv: cls.ebpv, words: '' },
): SpecialBuild | string {
  const asked = o.extras.trim().toLowerCase();
  if (asked && asked !== 'computer' && asked !== 'green')
    return `Extras "${o.extras}": write computer or green for a special crew, or nothing (GC C9.10, C9.60)`;
  const crew = asked === 'computer' ? 'Computer' : asked === 'green' ? 'Green' : '';
  if (crew && (hasRole(cls, 'base') || hasRole(cls, 'civilian')))
    return `a ${crew.toLowerCase()} crew is for warships: bases and merchant shipping have none (GC C9.20, C9.60)`;
  if (
    crew === 'Computer' &&
    built.filter((r) => r.Empire === empire && r.Starts === starts && r.Crew === 'Computer').length >= COMPUTER_A_TURN
  )
    return `${COMPUTER_A_TURN} computer-operated ships already start in ${starts}: two a turn (GC C9.10)`;
  const parts: [number, string][] = [];
  if (engines === 'First generation') parts.push([150, 'x1.5 as a first-generation warp ship (GC C18.20)']);
  if (hasRole(cls, 'X-ship') && !price.words) parts.push([120, 'x1.2 as an X-ship (GC C19.10)']);
  if (crew === 'Computer') parts.push([150, '+50% computer-operated (GC C9.10)']);
  if (crew === 'Green') parts.push([85, '-15% for a green crew (GC C9.60)']);
  const epv = Math.round(parts.reduce((e, [p]) => (e * p) / 100, price.epv) * 10) / 10;
  return { epv, crew, words: [price.words, ...parts.map(([, x]) => x)].filter(Boolean).join(', ') };
}

/** On delivery: the ship's Special crew from its Construction row. */
export function crewOnDelivery(w: World, ship: string, r: GameRow): void {
  if (r.Crew) setExtra(w.c, 'Ships', ship, { [SPECIAL_CREW]: String(r.Crew) });
}
