// GC E1: the merchant marine. As the turn starts, after the B11.15 treasury, each empire's merchant
// marine budget is found (E1.10-E1.151) and its convoy value (E1.35, convoyValue.ts), both on its Empires
// row; a working pool short of the convoy value cuts the military's income by the share missing (E1.30), a
// step of the treasury (economy.ts).

import type { World } from '../../../core/world';
import { commandCut, extraRow, Mobility, setExtra } from '../base/rows';
import { treasurySteps } from './economy';
import { convoyNeeds, convoyValue, valueText } from './convoyValue';
import { heldSystems, isCrippled, mobilityOf } from '../base/holdings';
import { CONVOY_VALUE, MM_BPV, MM_BUDGET } from '../base/commerceColumns';
import { openSpecialty } from '../commerce/specialty';

/** GC E1.10b: the merchant marine's base budget is 7.5% of its BPV. */
const MM_SHARE = 0.075;
/** GC E1.10a-d: the share of the 7.5% each mobility yields (restoration no lower than peacetime). */
const MM_MOBILITY: Record<Mobility, number> = { FW: 1, LW: 0.75, PT: 0.5, RB: 0.5 };
/** GC E1.15, E1.151: the budget's cap, a share of the military budget: 10%, or 35% with seven majors or fewer. */
const CAP = { many: 0.1, few: 0.35 };

export interface MerchantBudget {
  readonly amount: number;
  readonly words: string;
}

/**
 * GC E1.10-E1.151: the merchant marine's budget from its BPV: 7.5%, by mobility, halved when crippled,
 * +25% or +40% on a command rating cut of 3 or 5 (B12.110; none on restoration, B13.10), capped at 10% of
 * the military budget (35% with seven majors or fewer), to the whole EP. A status sheet's 125 EPs on
 * peacetime with a cut of 3 give 78.
 */
export function merchantBudget(
  bpv: number,
  o: { mobility: Mobility; crippled: boolean; cut: number; military: number; majors: number },
): MerchantBudget {
  const percent = o.mobility === 'RB' ? 0 : o.cut >= 5 ? 40 : o.cut >= 3 ? 25 : 0;
  const raw = bpv * MM_SHARE * MM_MOBILITY[o.mobility] * (o.crippled ? 0.5 : 1) * (1 + percent / 100);
  const share = o.majors <= 7 ? CAP.few : CAP.many;
  const cap = Math.max(0, o.military) * share;
  const amount = Math.round(Math.min(raw, cap));
  const parts = [
    `7.5% of ${bpv} BPV`,
    `${MM_MOBILITY[o.mobility] * 100}% on ${o.mobility}`,
    o.crippled && 'halved: crippled',
    percent && `+${percent}%: command rating -${o.cut}`,
    raw > cap && `capped at ${share * 100}% of the military budget ${o.military}`,
  ].filter(Boolean);
  return { amount, words: `${amount} EPs (${parts.join(', ')})` };
}

/** As the turn starts, after the treasury: each empire's merchant marine budget (E1.10) and convoy value (E1.35) on its Empires row, then its specialty units' shortfalls (E4). */
export function openMerchantMarine(w: World): void {
  for (const e of w.c.empires) {
    const row = extraRow(w.c, 'Empires', e.id);
    const needs = convoyNeeds(w.c, e.id, w);
    if (Object.values(needs).some(Boolean) || row[CONVOY_VALUE])
      setExtra(w.c, 'Empires', e.id, { [CONVOY_VALUE]: valueText(convoyValue(needs)) });
    if (!Number(row[MM_BPV])) continue;
    const budget = merchantBudget(Number(row[MM_BPV]), {
      mobility: mobilityOf(w.c, e.id),
      crippled: isCrippled(w.c, e.id),
      cut: commandCut(w.c, e.id),
      military: treasurySteps(w.c, e.id).reduce((sum, s) => sum + s.amount, 0),
      majors: heldSystems(w.c, e.id).filter((s) => s.kind !== 'Minor colony').length,
    });
    setExtra(w.c, 'Empires', e.id, { [MM_BUDGET]: budget.amount });
    w.report(e.id, 'Treasury', `Merchant marine budget: ${budget.words}; unspent, it is lost as the turn ends (GC E1.10-E1.15, E1.20)`);
  }
  openSpecialty(w);
}
