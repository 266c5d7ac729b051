// GC B9.40-B9.60: mothballed ships, kept on the Ships tab's Mothballed column: they do not move, and
// liquidation takes them first (B10.45).

import type { World } from '../../core/world';
import { extraRow } from './tabs';

export const MOTHBALLED = 'Mothballed';

/** Whether the ship is in mothballs (B9.40). */
export const isMothballed = (w: World, ship: string): boolean => {
  const v = extraRow(w.c, 'Ships', ship)[MOTHBALLED];
  return v === true || v === 'yes';
};
