// Keep points (`VBAM Construction Completion`: of a base built in another system, the owner chooses which
// points are lost when its Transport Fleets are missing), VB113. Target: the Construction row's id. From
// this turn's Construction Completion until the work is done, the Transport Fleets in its sector carry
// its points before the owner's other work there (which otherwise share them in VB41's order, VB110).
// It costs nothing and may be given in any later turn, as often as the owner changes their mind.

import type { Order } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import type { VbamOrderRule } from './rule';
import type { Work } from '../state';
import { refuse, Refusal } from './reason';

export interface KeepPointsParams {
  work: string;
}

function parse(o: Order): KeepPointsParams | Refusal {
  const work = o.target.trim().toUpperCase();
  return work
    ? { work }
    : refuse({ code: 'blank', column: 'Target', want: 'the construction (a base built in another system) whose points to keep' });
}

const workOf = (t: VbamTurn, empire: string, id: string): Work | undefined =>
  t.v.construction.find((w) => w.id.toUpperCase() === id && w.empire === empire && w.job === 'Build');

function check(t: VbamTurn, empire: string, _o: Order, p: KeepPointsParams): Refusal | undefined {
  const work = workOf(t, empire, p.work);
  if (!work) return refuse({ code: 'no-base-work', work: p.work });
  if (!work.from) return refuse({ code: 'not-carried', work: work.id, sector: work.sector });
  return undefined;
}

function carry(t: VbamTurn, empire: string, _o: Order, p: KeepPointsParams): string {
  const work = workOf(t, empire, p.work)!;
  work.keep = true;
  return `${work.id} (${work.className} at ${work.sector}) keeps its points first: your Transport Fleets there carry its ${work.paid} EP before your other work there (VB113).`;
}

/** The empire's bases built in another system, whose points Transport Fleets carry. */
const carried = (t: VbamTurn, empire: string) => t.v.construction.filter((w) => w.empire === empire && w.job === 'Build' && w.from);

export const KEEP_POINTS: VbamOrderRule<KeepPointsParams> = {
  parse,
  check,
  carry,
  // Offered to the navy as a whole while it has such a base under construction.
  offered: (t, empire, fleet) => fleet === '' && carried(t, empire).length > 0,
  choices: (t, empire) => ({ targets: carried(t, empire).map((w) => w.id) }),
};
