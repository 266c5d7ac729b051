// `VBAM Tech`: at turns 6 and 12 of the year each empire rolls d100 against its tech investment pool
// (tech.ts), with this turn's Total Domestic Product (the Income step's) setting the requirement. The
// Tech tab keeps the result; an advance raises the Tech Year, which opens the classes in service by it.

import { inPlay } from '../../../core/model';
import { turnOfYear } from '../calendar';
import type { VbamTurn } from '../turnState';
import { techPhase, TECH_TURNS } from '../tech';
import { classesOffered } from '../classes';
import { raceOf } from '../units';

export function techStep(t: VbamTurn): void {
  const { w, v } = t;
  const turn = turnOfYear(w.c);
  if (!(TECH_TURNS as readonly number[]).includes(turn)) return;
  for (const e of w.c.empires.filter(inPlay)) {
    const before = v.tech.get(e.id) ?? { techYear: 0, pool: 0, advancesThisYear: 0 };
    const tdp = t.tdp.get(e.id) ?? 0;
    const result = techPhase(before, turn, tdp, w.dice, e.id);
    v.tech.set(e.id, result.state);
    const rolls = result.rolls.map(
      (r) => `${r.advance} advance ${r.chance}%${r.roll === undefined ? '' : `, rolled ${r.roll}`}: ${r.success ? 'gained' : 'missed'}`,
    );
    const line = `VBAM Tech: required ${result.required} EP (half of TDP ${tdp}), pool ${before.pool} EP; ${rolls.join('; ') || 'no roll (two advances already this year)'}. Tech Year Y${result.state.techYear}, pool ${result.state.pool} EP.`;
    w.log('Tech', e.id, `VBAM Tech for ${e.id}`, line);
    w.report(e.id, 'Summary', line);
    if (result.state.techYear === before.techYear) continue;
    const race = raceOf(t.w.c, e.id);
    const opened = classesOffered(v.units, race, result.state.techYear)
      .filter((u) => u.inService > before.techYear)
      .map((u) => u.name);
    if (opened.length) w.report(e.id, 'Summary', `VBAM Tech: new classes may be built: ${opened.join(', ')}.`);
  }
}
