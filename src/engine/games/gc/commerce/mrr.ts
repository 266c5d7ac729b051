// GC B3: mineral resource runs (MRR) in unsurveyed hexes (the Systems tab's Unsurveyed). An MRR order sends a
// squadron with survey ships (Hull SR) standing in such a hex to work it: its first turn there settles
// the group (B3.20), then each turn as it ends each SR adds 0.5% (B3.40), three SRs at most, four with
// Advanced MRR (B3.30, B3.80), 0.75% each with Accelerated MRR (B3.90; not for outstanding or computer crews), doubled on restoration (B13.30).
// The run's percentage adds to the empire's BEV as the treasury is credited (B11.15a). A squadron that
// leaves the hex loses its work (B3.50, rule option GC118); one that loses SRs loses a third of it. At 15%
// the owner's ruling says whether a minor colony is declared or the run goes on (B3.41); at 20% a major
// system is made. Either then wants the merchant marine's facilities (B3.45): the GM's, told in the
// report. Disrupted SRs (B3.60) the GM halves by editing the cell. F-ELs and F-ESs lent to the military
// count as survey ships by E4.30 (explorers.ts).

import type { Campaign, Order, Ruling } from '../../../core/model';
import type { RowColumn } from '../../../core/game';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra, setOwner } from '../base/rows';
import { UNSURVEYED } from '../base/commerceColumns';
import { terrainOf } from '../base/map';
import { explorerSurveyShips, surveyStrength } from './explorers';
import { surveyShips } from './explorers';
import { crewOf } from '../forces/crew';
import { hasTech } from '../base/techs';
import { mobilityOf } from '../base/holdings';
import { MRR_BASICS } from './colonies';

export const MRR = 'MRR';
/** GC B3.40, B3.90: a working SR's run a turn, in %; B3.41: the minor colony's and the major system's thresholds. */
const PER_SR = 0.5;
const [MINOR_AT, MAJOR_AT] = [15, 20];
const ABOUT = 'MRR: ';
const [DECLARE, GO_ON] = ['Minor colony', 'Go on'];

export const MRR_FLEET_COLUMN: RowColumn = {
  header: MRR,
  type: 'text',
  seenBy: 'owner',
  note: 'GC B3.20-B3.50: the hex its survey ships work, its percentage and SRs, e.g. "J14 3.5% 3 SR" ("J14 settling 3 SR" its first turn); set by its MRR order. B3.152: while it works, the cargo boxes of its SR and MM units are inactive (they supply no ship); optional cargo pods are not.',
};

export interface Run {
  readonly hex: string;
  readonly percent: number;
  readonly settling: boolean;
  readonly srs: number;
  readonly asked: boolean;
}
export function runOf(cell: unknown): Run | undefined {
  const m = /^(\S+)\s+(settling|[\d.]+%)\s+(\d+)\s*SR(\s+asked)?$/i.exec(String(cell ?? '').trim());
  if (!m) return undefined;
  return { hex: m[1].toUpperCase(), percent: parseFloat(m[2]) || 0, settling: /settling/i.test(m[2]), srs: Number(m[3]), asked: !!m[4] };
}
export const runText = (r: Run): string =>
  `${r.hex} ${r.settling ? 'settling' : `${Math.round(r.percent * 100) / 100}%`} ${r.srs} SR${r.asked ? ' asked' : ''}`;
const unsurveyed = (c: Campaign, hex: string): boolean => /^(true|yes|x)$/i.test(String(extraRow(c, 'Systems', hex)[UNSURVEYED] ?? ''));
const working = (w: World, empire: string, fleet: string): number =>
  Math.min(surveyStrength(w, fleet), hasTech(w.c, empire, 'Advanced MRR') ? 4 : 3);
/** GC B3.90: the working SRs Accelerated MRR speeds up: none with an outstanding or computer crew (rule option GC310). */
function accelerated(w: World, empire: string, fleet: string, srs: number): number {
  if (!hasTech(w.c, empire, 'Accelerated MRR')) return 0;
  const plain = surveyShips(w, fleet).filter((s) => !['Outstanding', 'Computer'].includes(crewOf(w.c, s))).length;
  return Math.min(srs, plain + explorerSurveyShips(w, fleet));
}

/** An MRR order: Fleet the squadron, Target the unsurveyed hex it stands in, or `stop` (B3.20). */
export function mrrOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `MRR ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const hex = o.target.trim().toUpperCase();
  if (hex === 'STOP') {
    const run = runOf(extraRow(w.c, 'Fleets', f.id)[MRR]);
    if (!run) return refused('it makes no run');
    setExtra(w.c, 'Fleets', f.id, { [MRR]: '' });
    return { row: o.row, status: 'done', text: `MRR ${f.id} stopped at ${run.hex}: its ${run.percent}% ends (GC B3.50)` };
  }
  if (!surveyStrength(w, f.id))
    return refused(
      'the squadron holds no survey ship (a class whose Hull is SR, GC B3.20), nor F-ELs and F-ESs lent to the military making one, with a freighter to supply them (GC E4.30)',
    );
  if (f.location !== hex)
    return refused(`${f.id} is at ${f.location}, not ${hex || '(blank Target)'}: a run is worked where the squadron stands (GC B3.20)`);
  if (!unsurveyed(w.c, hex)) return refused(`${hex} is surveyed (Systems Unsurveyed): runs are made off the map (GC B3.10)`);
  const terrain = terrainOf(w.c, hex);
  if (terrain === 'Unnavigable' || terrain === 'Radiation zone')
    return refused(`no run in ${terrain.toLowerCase()} space (GC A202.00, A300.20)`);
  if (extraRow(w.c, 'Fleets', f.id).Course) return refused(`${f.id} moves this turn: its SRs must stay the turn (GC B3.20)`);
  if (w.c.fleets.some((g) => g !== f && runOf(extraRow(w.c, 'Fleets', g.id)[MRR])?.hex === hex))
    return refused(`another squadron works ${hex} (GC B3.30: the SRs of a hex work as one)`);
  if (runOf(extraRow(w.c, 'Fleets', f.id)[MRR])?.hex === hex) return refused(`it works ${hex} already`);
  const srs = working(w, empire, f.id);
  setExtra(w.c, 'Fleets', f.id, { [MRR]: runText({ hex, percent: 0, settling: true, srs, asked: false }) });
  return {
    row: o.row,
    status: 'done',
    text: `MRR ${f.id} at ${hex}: ${srs} SR settle this turn and run from the next (GC B3.20, B3.30); its SR and MM cargo boxes supply no ship while it works (GC B3.152)`,
  };
}

/** GC B11.15a: the empire's running MRR percentage, added to its BEV. */
export function mrrPercent(c: Campaign, empire: string): number {
  return c.fleets
    .filter((f) => sameName(f.empire, empire))
    .reduce((sum, f) => sum + (runOf(c.extras?.Fleets?.[f.id]?.[MRR])?.percent ?? 0), 0);
}

function makeSystem(w: World, empire: string, hex: string, kind: 'Major' | 'Minor colony'): void {
  const sys = w.system(hex);
  if (sys) setOwner(w.c, sys, empire);
  setExtra(w.c, 'Systems', hex, { 'System class': kind, [UNSURVEYED]: '', [MRR_BASICS]: 'Wanted' });
  const wants = kind === 'Major' ? 'a TCB, a BS and 150 EPs of military units' : 'a CB and 150 EPs of military units';
  w.report(
    empire,
    'Developments',
    `${hex} is a ${kind.toLowerCase()} of ${empire}; it yields nothing until the merchant marine pays ${wants} there (GC B3.41, B3.45)`,
  );
}

/** As the turn ends: each run goes on, breaks off or makes its system (B3.20-B3.50). True when a ruling was asked. */
export function runMrrs(w: World): boolean {
  let asked = false;
  const rb = (empire: string) => (mobilityOf(w.c, empire) === 'RB' ? 2 : 1);
  for (const f of w.c.fleets) {
    const run = runOf(extraRow(w.c, 'Fleets', f.id)[MRR]);
    if (!run) continue;
    const set = (r: Run | undefined) => setExtra(w.c, 'Fleets', f.id, { [MRR]: r ? runText(r) : '' });
    const srs = working(w, f.empire, f.id);
    if (f.location !== run.hex || !srs) {
      w.report(f.empire, 'Developments', `${f.id} broke off its run at ${run.hex}: its ${run.percent}% is lost (GC B3.50)`);
      set(undefined);
      continue;
    }
    const kept = srs < run.srs ? (run.percent * 2) / 3 : run.percent;
    const gain = PER_SR * (srs + accelerated(w, f.empire, f.id, srs) / 2) * rb(f.empire);
    const percent = run.settling ? 0 : kept + gain;
    if (percent >= MAJOR_AT) {
      makeSystem(w, f.empire, run.hex, 'Major');
      set(undefined);
      continue;
    }
    const ask = percent >= MINOR_AT && !run.asked;
    set({ ...run, percent, settling: false, srs, asked: run.asked || ask });
    w.report(f.empire, 'Developments', `${f.id}'s run at ${run.hex}: ${Math.round(percent * 100) / 100}% (GC B3.40)`);
    if (!ask) continue;
    askRuling(w, {
      empire: f.empire,
      about: `${ABOUT}${f.id}`,
      question: `${f.id}'s run at ${run.hex} reaches ${percent}% (GC B3.41): declare a minor colony there, or go on to a major system at ${MAJOR_AT}%?`,
      choices: [DECLARE, GO_ON],
      default: GO_ON,
    });
    asked = true;
  }
  return asked;
}

/** The owners' answers at 15%: a minor colony declared ends the run (B3.41, B3.45). */
export function applyMrrs(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT) && sameName(x.answer, DECLARE))) {
    const f = w.fleet(r.about.slice(ABOUT.length));
    const run = f && runOf(extraRow(w.c, 'Fleets', f.id)[MRR]);
    if (!f || !run) continue;
    makeSystem(w, f.empire, run.hex, 'Minor colony');
    setExtra(w.c, 'Fleets', f.id, { [MRR]: '' });
  }
}
