// A hex taken from a race (FF2.12): on the former owner's chart it turns light grey, its new owner
// unknown, unless a unit of that race can see the hex (its sensors' radius; a cloaked unit too, the
// hex's colour counting as terrain, EE1.5). Rule option ST13: the grey stays until a unit of the race
// sees the hex in some phase's detection, or the race takes it back; other races see the new owner at
// once (BB3.51). The races whose chart shows the hex grey are the Systems column Lost by (map.ts), the GM's;
// a race's detection shows it the hex's owner again (seeLostHexes, detection.ts).

import type { World } from '../../core/world';
import { lostBy, setLostBy } from './map';
import { hexesSeenBy } from './detection';

/** The view's rule: the hex was taken from the empire, which has not seen it since (FF2.12). */
export const lostTo = (w: World, empire: string, hex: string): boolean => lostBy(w, hex).includes(empire);

/** FF2.1, FF2.12: `taker` claims `hex` from `was`; the former owner learns by whom only if its units see the hex. */
export function captured(w: World, hex: string, taker: string, was: string): void {
  setLostBy(
    w,
    hex,
    lostBy(w, hex).filter((e) => e !== taker),
  );
  if (!was || was === taker) return;
  if (hexesSeenBy(w, was).has(hex)) {
    w.report(was, 'Movement', `${hex} was taken by ${taker} (FF2.1).`);
    return;
  }
  setLostBy(w, hex, [...lostBy(w, hex), was]);
  w.report(was, 'Movement', `${hex} was taken from us by a race we cannot see: light grey on our chart until our units see it (FF2.12).`);
}
