// GC B15.10: the Orion Pirates, run by no player. The document's random charts for their activity are not
// in it (the seed has none), so the GM runs them by rulings: an Orions order offers them EPs for a service
// (Extras "50 raid G12": a raid, intelligence, whatever they sell). As the turn ends the GM rules what they do;
// Declined (the default) costs nothing, any other answer is their outcome, told to the empire, and the EPs
// are paid (rule option GC146). Their own raids, by the missing charts, the GM asks with To GM orders.

import type { Order, Ruling } from '../../core/model';
import type { RowColumn } from '../../core/game';
import type { OrderResult } from '../../core/plotting';
import type { World } from '../../core/world';
import { askRuling } from '../../core/rulings';
import { extraRow, setExtra } from './base/rows';

export const ORION_CONTRACT = 'Orion contract';
const ABOUT = 'Orions: ';
export const DECLINED = 'Declined';

export const ORION_COLUMN: RowColumn = {
  header: ORION_CONTRACT,
  type: 'text',
  seenBy: 'owner',
  note: 'GC B15.10: the Orions\' services bought this turn, "50 EPs: raid G12"; the GM rules what they do as the turn ends. Set by an Orions order.',
};

/** An Orions order: Extras the EPs offered and the service wanted, "50 raid G12" (B15.10). */
export function orionsOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Orions: ${text}` });
  const m = /^(\d+(?:\.\d+)?)\s*(?:EPs?\b)?\s*[:,]?\s*(.*)$/i.exec(o.extras.trim());
  if (!m) return refused(`"${o.extras}": write the EPs offered, then the service wanted, in Extras ("50 raid G12"; GC B15.10)`);
  const [eps, service] = [Number(m[1]), m[2].trim()];
  if (!service) return refused(`write the service wanted after the ${eps} EPs in Extras (a raid, intelligence...; GC B15.10)`);
  if (eps > w.treasury(empire)) return refused(`${eps} EPs offered, ${Math.round(w.treasury(empire) * 10) / 10} in the treasury`);
  if (extraRow(w.c, 'Empires', empire)[ORION_CONTRACT]) return refused('one contract with the Orions a turn (rule option GC146)');
  setExtra(w.c, 'Empires', empire, { [ORION_CONTRACT]: `${eps} EPs: ${service}` });
  return {
    row: o.row,
    status: 'done',
    text: `Orions: ${eps} EPs offered for "${service}"; the GM rules what they do as the turn ends (GC B15.10)`,
  };
}

/** As the turn ends: each contract asks the GM; true when one was asked. */
export function askOrions(w: World): boolean {
  let asked = false;
  for (const e of w.c.empires) {
    const contract = String(extraRow(w.c, 'Empires', e.id)[ORION_CONTRACT] ?? '');
    if (!contract) continue;
    askRuling(w, {
      empire: e.id,
      about: `${ABOUT}${e.id} ${contract}`,
      question:
        `${e.id} offers the Orion Pirates ${contract} (GC B15.10). The document's Orion charts are not in it: what do the Orions do? ` +
        `Answer ${DECLINED} (nothing paid) or their outcome (paid); make its effect by hand.`,
      choices: [],
      default: DECLINED,
    });
    setExtra(w.c, 'Empires', e.id, { [ORION_CONTRACT]: '' });
    asked = true;
  }
  return asked;
}

/** The GM's answers: a contract taken is paid. */
export function applyOrions(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT) && !/^declined/i.test(x.answer.trim()))) {
    const eps = Number(/ (\d+(?:\.\d+)?) EPs:/.exec(r.about)?.[1]) || 0;
    if (eps) w.addLedger(r.empire, -eps, `paid to the Orions (ruling ${r.id})`, 'GC B15.10');
  }
}
