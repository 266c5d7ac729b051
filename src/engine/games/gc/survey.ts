// GC B3.15b-e: surveying an unsurveyed hex without a mineral resource run. A Survey order (Fleet the
// squadron, Target the unsurveyed hex it stands in, no course this turn) is made by a survey ship (Hull
// SR, b), a military scout (a scout class whose Hull type is neither CW nor DW, c), two large auxiliary
// scouts (Hull LAS, d) or four small ones (Hull SAS, e) (rule option GC157); the squadron staying there the
// whole turn, the hex is surveyed as the turn ends (Systems Unsurveyed cleared, B3.15): all its rules then
// hold for the empire. A squadron that left it, or lost the ships the survey needs, surveys nothing.

import { surveyShips } from './restoration';
import type { Order } from '../../core/model';
import type { RowColumn } from '../../core/game';
import type { OrderResult } from '../../core/plotting';
import type { World } from '../../core/world';
import { hasRole } from '../../core/model';
import { extraRow, setExtra } from './rows';
import { hullType } from './construction';
import { UNSURVEYED } from './mrr';
import { explorerSurveyShips } from './explorers';

export const SURVEY = 'Survey';
/** GC B3.15d, B3.15e: auxiliary scouts a survey needs, large and small. */
const AUXILIARIES = { LAS: 2, SAS: 4 } as const;

export const SURVEY_FLEET_COLUMN: RowColumn = {
  header: SURVEY,
  type: 'text',
  seenBy: 'owner',
  note: 'GC B3.15b-e: the unsurveyed hex it surveys this turn (set by its Survey order): staying the turn, the hex is surveyed as it ends.',
};

/** Which of B3.15b-e lets the squadron survey, if any. */
export function surveyBy(w: World, fleet: string): string | undefined {
  const ships = w.shipsOf(fleet);
  const hull = (s: (typeof ships)[number]) => (w.classOf(s)?.hull ?? '').toUpperCase();
  if (surveyShips(w, fleet).length) return 'a survey ship (GC B3.15b; an XCA acts as one, C21.40)';
  if (explorerSurveyShips(w, fleet)) return 'F-ELs and F-ESs making a survey ship (GC B3.15b, E4.30)';
  const scout = ships.find((s) => {
    const cls = w.classOf(s);
    const type = cls && hullType(w, cls);
    return cls && hasRole(cls, 'scout') && !(hull(s) in AUXILIARIES) && type !== 'CW' && type !== 'DW';
  });
  if (scout) return `the military scout ${scout.id} (GC B3.15c)`;
  for (const [kind, n] of Object.entries(AUXILIARIES))
    if (ships.filter((s) => hull(s) === kind).length >= n)
      return `${n} ${kind === 'LAS' ? 'large' : 'small'} auxiliary scouts (GC B3.15${kind === 'LAS' ? 'd' : 'e'})`;
  return undefined;
}

const unsurveyed = (w: World, hex: string): boolean => /^(true|yes|x)$/i.test(String(extraRow(w.c, 'Systems', hex)[UNSURVEYED] ?? ''));

/** A Survey order: Fleet the squadron, Target the unsurveyed hex it stands in (B3.15b-e). */
export function surveyOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Survey ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const hex = o.target.trim().toUpperCase();
  if (f.location !== hex)
    return refused(`${f.id} is at ${f.location}, not ${hex || '(blank Target)'}: it surveys where it stands (GC B3.15)`);
  if (!unsurveyed(w, hex)) return refused(`${hex} is surveyed already (Systems Unsurveyed; GC B3.15)`);
  const by = surveyBy(w, f.id);
  if (!by)
    return refused(
      'it needs a survey ship (Hull SR), a military scout not of a CW or DW hull, two large (Hull LAS) or four small (Hull SAS) auxiliary scouts (GC B3.15b-e), or F-ELs and F-ESs lent to the military making a survey ship, with a freighter to supply them (GC E4.30)',
    );
  if (extraRow(w.c, 'Fleets', f.id).Course) return refused(`${f.id} moves this turn: it must stay the whole turn (GC B3.15)`);
  setExtra(w.c, 'Fleets', f.id, { [SURVEY]: hex });
  return { row: o.row, status: 'done', text: `Survey ${f.id} at ${hex} by ${by}: surveyed as the turn ends if it stays (GC B3.15)` };
}

/** As the turn ends: each squadron still where it surveys, with what a survey needs, surveys the hex. */
export function closeSurveys(w: World): void {
  for (const f of w.c.fleets) {
    const hex = String(extraRow(w.c, 'Fleets', f.id)[SURVEY] ?? '');
    if (!hex) continue;
    setExtra(w.c, 'Fleets', f.id, { [SURVEY]: '' });
    if (f.location !== hex || !surveyBy(w, f.id)) {
      w.report(f.empire, 'Developments', `${f.id} did not stay its turn at ${hex} with its scouts: it stays unsurveyed (GC B3.15)`);
      continue;
    }
    setExtra(w.c, 'Systems', hex, { [UNSURVEYED]: '' });
    w.report(f.empire, 'Developments', `${f.id} surveyed ${hex}: the empire's rules now hold there (GC B3.15)`);
  }
}
