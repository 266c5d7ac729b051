// `VBAM Income`: each empire's Total Domestic Product, the miscellaneous items that arose before this
// turn, and the maintenance of its units in service, each a Treasury row (the Point Pool is the
// Treasury's balance). A raided colony produces nothing this once (VB26); Commerce is its own step.

import { inPlay } from '../../../core/model';
import { parseMoment, turnNumber } from '../../../core/calendar';
import type { VbamTurn } from '../turnState';
import { VBAM_CALENDAR } from '../calendar';
import { incomePhase, InService, totalDomesticProduct } from '../income';
import { isMothballed, unitClassOf } from '../units';

/** The turn an item arose in, counted across years (an unreadable stamp counts as long past). */
const turnOf = (stamp: string) => {
  const m = parseMoment(VBAM_CALENDAR, stamp);
  return m ? turnNumber(VBAM_CALENDAR, m) : -1;
};

/** Units in service per class: ships not mothballed and not captured, counted by their class (VB9). */
function inService(t: VbamTurn, empire: string): InService[] {
  const byClass = new Map<string, InService>();
  for (const s of t.w.shipsOfEmpire(empire)) {
    if (s.condition === 'Captured' || isMothballed(t, s.id)) continue;
    const u = unitClassOf(t, empire, s.shipClass);
    if (!u) continue; // Check workbook names a ship whose class is not on its race's Unit list
    const group = byClass.get(u.name) ?? { className: u.name, maintenance: u.maintenance, count: 0 };
    group.count++;
    byClass.set(u.name, group);
  }
  return [...byClass.values()];
}

export function incomeStep(t: VbamTurn): void {
  const { w, v } = t;
  const now = turnOf(w.season);
  const due = v.misc.filter((m) => turnOf(m.arose) < now);
  for (const e of w.c.empires.filter(inPlay)) {
    const colonies = v.colonies.filter((c) => c.owner === e.id && !c.raided);
    for (const c of v.colonies.filter((c) => c.owner === e.id && c.raided))
      w.report(e.id, 'Treasury', `${c.system} was raided: it produces nothing this turn (VBAM Income, VB26).`);
    const income = incomePhase({
      empire: e.id,
      turn: now,
      colonies,
      inService: inService(t, e.id),
      trade: [],
      misc: due.filter((m) => m.empire === e.id).map((m) => ({ ...m, reason: `${m.reason} (arose ${m.arose})`, turn: turnOf(m.arose) })),
    });
    for (const r of income.rows) w.addLedger(e.id, r.amount, r.reason, 'VBAM Income');
    const tdp = totalDomesticProduct(colonies, e.id);
    t.tdp.set(e.id, tdp);
    const net = income.rows.reduce((sum, r) => sum + r.amount, 0);
    w.report(
      e.id,
      'Treasury',
      `VBAM Income: Total Domestic Product ${tdp} EP; ${net >= 0 ? '+' : ''}${net} EP in all; the Point Pool holds ${w.treasury(e.id)} EP.`,
    );
  }
  v.misc = v.misc.filter((m) => !due.includes(m));
  for (const c of v.colonies) c.raided = false;
}
