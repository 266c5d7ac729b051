// A hex taken from a race (FF2.12): on the former owner's chart it turns light grey, its new owner
// unknown, unless a unit of that race can see the hex (its sensors' radius; a cloaked unit too, the
// hex's colour counting as terrain, EE1.5). Rule option ST13: the grey stays until a unit of the race
// sees the hex in some phase's detection, or the race takes it back; other races see the new owner at
// once (BB3.51). The races whose chart shows the hex grey are the Systems column Lost by (map.ts), the GM's.

import type { World } from '../../core/world';
import { cells, LOST_BY } from './map';
import { hexesSeenBy } from './detection';

const lostBy = (w: World, hex: string): string[] => {
  const v = w.c.extras?.Systems?.[hex]?.[LOST_BY];
  return Array.isArray(v) ? v.map(String) : [];
};

const setLostBy = (w: World, hex: string, races: string[]) => void (cells(w.c, 'Systems', hex)[LOST_BY] = races);

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

/** Annex AAA 2a, FF2.12: each grey hex a race's units now see shows its owner to that race again. */
export function seeLostHexes(w: World): void {
  const seen = new Map<string, ReadonlySet<string>>();
  for (const hex of w.c.systems) {
    const races = lostBy(w, hex.id);
    if (!races.length) continue;
    const still = races.filter((e) => !(seen.get(e) ?? seen.set(e, hexesSeenBy(w, e)).get(e)!).has(hex.id));
    if (still.length === races.length) continue;
    setLostBy(w, hex.id, still);
    for (const e of races.filter((r) => !still.includes(r)))
      w.report(e, 'Vision', `${hex.id}, taken from us, is held by ${hex.owner || 'no one'} (FF2.12).`);
  }
}
