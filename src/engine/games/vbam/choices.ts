// The choices open to each VBAM-SFB navy (the Orders dropdowns, options()): each kind its module offers
// to a fleet or to the navy, and the Targets and Build classes those modules list (godip's Options()).

import type { Campaign } from '../../core/model';
import type { Choices } from '../../core/game';
import { seededDice } from '../../core/dice';
import { World } from '../../core/world';
import { VBAM_ORDERS } from './orders';
import { ruleOf } from './phases/orders';
import { newTurn } from './turnState';

export function vbamChoices(c: Campaign, limit?: number): Map<string, Choices> {
  const t = newTurn(World.reading(c, seededDice('options')));
  return new Map(
    c.empires.map((e): [string, Choices] => {
      const fleets = c.fleets.filter((f) => f.empire === e.id).map((f) => f.id);
      const kinds: string[] = [];
      const targets = new Set<string>();
      const buildClasses = new Set<string>();
      for (const kind of VBAM_ORDERS.kinds) {
        const rule = ruleOf(kind);
        if (!rule) {
          kinds.push(kind); // a diplomatic order: the navy may always give one
          continue;
        }
        const offeredTo = fleets.filter((f) => rule.offered(t, e.id, f));
        if (!offeredTo.length && !rule.offered(t, e.id, '')) continue;
        kinds.push(kind);
        const open = rule.choices?.(t, e.id, offeredTo);
        for (const x of open?.targets ?? []) if (limit === undefined || targets.size < limit) targets.add(x);
        for (const x of open?.buildClasses ?? []) buildClasses.add(x);
      }
      return [e.id, { kinds, targets: [...targets].sort(), buildClasses: [...buildClasses].sort() }];
    }),
  );
}
