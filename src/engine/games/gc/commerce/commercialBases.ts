// GC B4: commercial bases. A system's Commercial base (Systems tab) is a CB, a TCB or a QCB (B4.10, B4.20);
// civilian, they are not fought here (no SSDs, B4.10); a Build order builds one (facilities.ts). A QCB gives its system core economics of
// twice its morale (B4.20b), counted in the BEV as the treasury is credited, halved when the system is
// decimated (C7.31; a quarter when rubbled, rule option GC119); its +2 morale (B4.20a) the GM adds to the
// Morale once, when it is built. Check workbook names a QCB without the tech or before Y170 (B4.20).

import type { Campaign } from '../../../core/model';
import { extraRow } from '../base/rows';
import { COMMERCIAL_BASE } from '../base/commerceColumns';
import { hasTech } from '../base/techs';

/** GC B4.20: the first year a QCB may be produced. */
const QCB_YEAR = 170;

/** GC B4.20b, C7.31: the core economics the QCBs of `systems` give (each: twice its morale, by its damage). */
export function qcbEconomics(c: Campaign, systems: readonly { id: string; kept: number }[]): number {
  return systems.reduce((sum, s) => {
    const row = extraRow(c, 'Systems', s.id);
    return row[COMMERCIAL_BASE] === 'QCB' ? sum + 2 * (Number(row.Morale) || 0) * s.kept : sum;
  }, 0);
}

/** Check workbook: a QCB of an empire without the tech, or before Y170 (B4.20). */
export function commercialBaseProblems(c: Campaign): string[] {
  return c.systems.flatMap((s) => {
    if (extraRow(c, 'Systems', s.id)[COMMERCIAL_BASE] !== 'QCB') return [];
    if (!s.owner || !hasTech(c, s.owner, 'QCB'))
      return [`Systems: ${s.id}'s QCB: ${s.owner || 'no empire'} has no QCB tech (Empires Techs; GC B4.20).`];
    return c.settings.year < QCB_YEAR ? [`Systems: ${s.id}'s QCB: none may be produced before Y${QCB_YEAR} (GC B4.20).`] : [];
  });
}
