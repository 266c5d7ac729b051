// GC E1, E4.10: the merchant marine's ships as the classes tell them: which classes are its own (E1), and
// the specialty kind a unit counts as (E4.10). Scrapping, mothballs, restoration and the specialty units read them.

import type { ShipClass } from '../../../core/model';
import { hasRole } from '../../../core/model';

const MERCHANT_ROLES = ['civilian', 'small freighter', 'large freighter', 'small repair freighter', 'large repair freighter'] as const;

/** A Merchant Marine ship (E1): a freighter or civilian class. */
export const merchant = (cls: ShipClass | undefined): boolean => MERCHANT_ROLES.some((r) => hasRole(cls, r));

/** A class's specialty kind: the last word of its name, upper case (Klingon F-ML: F-ML; AxCVA: AXCVA); TUG for a military tug. */
export function unitKind(cls: ShipClass | undefined): string {
  if (!cls) return '';
  if (hasRole(cls, 'military tug')) return 'TUG';
  return (cls.name.trim().split(/\s+/).pop() ?? '').toUpperCase();
}
