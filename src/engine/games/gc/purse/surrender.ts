// GC B14: surrender. The losing admiral's Surrender order names its conquerors (B14.10); as the next
// segment 1 starts the turn pauses for the GM's ruling on the division (B14.10: the conquerors agree it,
// the GM accepts it), then the surrender takes effect: each conqueror's BEV loses the B14.20 share of the
// loser's last three years' treasury for ten turns (B14.15, B14.201, in step b), and, where one takes
// all, the loser's ships and accounts pass to it at once (B14.50, B14.110d) and its systems when the ten
// turns end (B14.201).

import type { Order, Ruling } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { TurnStep } from '../../../core/game';
import type { World } from '../../../core/world';
import { nextTurn, stamp, turnCount } from '../../../core/calendar';
import { sameName } from '../../../core/ids';
import { askRuling } from '../../../core/rulings';
import { GC_CALENDAR } from '../base/calendar';
import { extraRow, setExtra, setOwner } from '../base/rows';
import { COMMAND_HULLS } from '../base/squadrons';
import { DEDUCTIONS, MCN, RB_MRRS, SAVINGS, SURRENDERING } from '../base/purseColumns';

/** GC B14.201: the turns a conqueror's BEV bears the deduction. */
const DEDUCTION_TURNS = 10;
/** GC B14.15: the turns of treasury that measure an empire (three years). */
const MEASURED_TURNS = 6;
const AS_AGREED = 'As agreed';
const ABOUT = 'Surrender of ';

/** GC B14.20: the share of the loser's EPs a conqueror's BEV loses: (|MCN difference| + 2) x 10%. */
export const mergeShare = (loserMcn: number, conquerorMcn: number): number => (Math.abs(loserMcn - conquerorMcn) + 2) * 10;

/** A surrender deduction on a conqueror's Empires row: whose, how many EPs a turn, the last turn it is taken. */
export interface Deduction {
  readonly from: string;
  readonly amount: number;
  readonly until: string;
  /** The GM gave this conqueror all (B14.10): the systems pass to it when the deduction ends. */
  readonly all: boolean;
}

const DEDUCTION = /([A-Z0-9]+) ([\d.]+) until (Y\d+ Turn \d+)( takes all)?/gi;
const deductionsOf = (row: Record<string, unknown>): Deduction[] =>
  [...String(row[DEDUCTIONS] ?? '').matchAll(DEDUCTION)].map((m) => ({ from: m[1], amount: Number(m[2]), until: m[3], all: !!m[4] }));
const deductionText = (list: readonly Deduction[]): string =>
  list.map((d) => `${d.from} ${d.amount} until ${d.until}${d.all ? ' takes all' : ''}`).join('; ');

/** GC B14.201, B11.15b: the deductions a conqueror's BEV bears this turn. */
export function surrenderDeductions(c: World['c'], empire: string): Deduction[] {
  const now = turnCount(GC_CALENDAR, stamp(c.settings.year, c.settings.season));
  return deductionsOf(extraRow(c, 'Empires', empire)).filter((d) => turnCount(GC_CALENDAR, d.until) >= now);
}

/** GC B14.15: the empire's treasury over the last three years: its B11.15 rows (steps a-d, not e) of the last six turns. */
export function treasuryOver(w: World, empire: string): number {
  const now = turnCount(GC_CALENDAR, w.season);
  const total = [...w.c.ledger, ...w.newLedger]
    .filter((l) => l.empire === empire && /B11\.15(?!e)|B11\.11/.test(l.reference))
    .filter((l) => now - turnCount(GC_CALENDAR, l.season) < MEASURED_TURNS)
    .reduce((sum, l) => sum + l.amount, 0);
  return Math.round(total * 10) / 10;
}

/** A Surrender order: its conquerors (Target) are empires at war with it, each with an MCN (B14.10, B14.20). */
export function surrenderOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Surrender: ${text}` });
  const names = o.target.split(/[\s,]+/).filter(Boolean);
  if (!names.length) return refused('name the empire or empires it surrenders to in Target (GC B14.10)');
  const foes = names.map((n) => w.c.empires.find((e) => sameName(e.id, n)));
  const unknown = names.find((_, i) => !foes[i] || foes[i]?.id === empire);
  if (unknown) return refused(`"${unknown}" is no other empire of the Empires tab`);
  const peace = foes.find((e) => e && !w.hostile(empire, e.id));
  if (peace) return refused(`${peace.id} is not at war with ${empire}: an empire surrenders to its foes (GC B14.10)`);
  const ids = foes.map((e) => e?.id ?? '');
  setExtra(w.c, 'Empires', empire, { [SURRENDERING]: ids.join(' ') });
  const shares = ids.map(
    (id) => `${id} ${mergeShare(Number(extraRow(w.c, 'Empires', empire)[MCN]) || 0, Number(extraRow(w.c, 'Empires', id)[MCN]) || 0)}%`,
  );
  return {
    row: o.row,
    status: 'done',
    text: `Surrender to ${ids.join(', ')} (GC B14.10): their BEV loses ${shares.join(', ')} of yours for ten turns (B14.20, B14.201); the GM rules on the division as the turn's segments start`,
  };
}

/** GC B14.10: as segment 1 starts, each surrender asks the GM for the division, and the turn waits. */
export const SURRENDER_STEP: TurnStep<{ tick: number }> = {
  name: 'Surrender',
  run: (w, t) => {
    if (t.tick !== 1) return;
    const asked = new Set((w.c.rulings ?? []).filter((r) => !r.applied).map((r) => r.about));
    let ask = false;
    for (const e of w.c.empires) {
      const to = String(extraRow(w.c, 'Empires', e.id)[SURRENDERING] ?? '')
        .split(' ')
        .filter(Boolean);
      if (!to.length || asked.has(ABOUT + e.id)) continue;
      askRuling(w, {
        empire: e.id,
        about: ABOUT + e.id,
        question:
          `${e.id} surrenders to ${to.join(', ')} (GC B14.10). The conquerors agree how its ships, bases, accounts and (after ten turns) systems are divided, and submit it: ` +
          `"All to" one of them does it all here; "${AS_AGREED}": the GM divides them on the tabs. Either way its command ships are scuttled (B14.40), its treaties end (B14.70), its resource runs stop (B14.80), and its conversions revert to base hulls on the GM's ruling (B14.41).`,
        choices: [...to.map((c) => `All to ${c}`), AS_AGREED],
        default: to.length === 1 ? `All to ${to[0]}` : '',
      });
      ask = true;
    }
    if (!ask) return;
    w.c.settings.phase = 'Rulings';
    return 'pause';
  },
};

/** The answered surrender rulings take effect (B14.15-B14.110). */
export function applySurrenders(w: World, answered: readonly Ruling[]): void {
  for (const r of answered.filter((x) => x.about.startsWith(ABOUT))) surrender(w, r.about.slice(ABOUT.length), r.answer);
}

function surrender(w: World, loser: string, answer: string): void {
  const row = extraRow(w.c, 'Empires', loser);
  const to = String(row[SURRENDERING] ?? '')
    .split(' ')
    .filter(Boolean);
  const eps = treasuryOver(w, loser);
  let until = { year: w.c.settings.year, turn: w.c.settings.season };
  for (let i = 0; i < DEDUCTION_TURNS; i++) until = nextTurn(GC_CALENDAR, until);
  const winner = to.find((c) => sameName(`All to ${c}`, answer));
  for (const c of to) {
    const share = mergeShare(Number(row[MCN]) || 0, Number(extraRow(w.c, 'Empires', c)[MCN]) || 0);
    const amount = Math.round(eps * share) / 100;
    const list = [
      ...deductionsOf(extraRow(w.c, 'Empires', c)),
      { from: loser, amount, until: stamp(until.year, until.turn), all: c === winner },
    ];
    setExtra(w.c, 'Empires', c, { [DEDUCTIONS]: deductionText(list) });
    w.report(
      c,
      'Treasury',
      `${loser} surrendered: ${share}% of its ${eps} EPs of three years, ${amount} EPs, comes off your BEV each turn to ${list[list.length - 1].until} (GC B14.15, B14.20, B14.201)`,
    );
  }
  // B14.40: command ships scuttled; B14.70: treaties stopped; B14.80: resource runs to nothing.
  const scuttled = w.shipsOfEmpire(loser).filter((s) => COMMAND_HULLS.some((h) => sameName(h, w.classOf(s)?.hull)));
  w.removeShips(scuttled);
  for (const r of w.c.treaties.filter((x) => x.a === loser || x.b === loser)) r.treaties = [];
  setExtra(w.c, 'Empires', loser, { [SURRENDERING]: '', [RB_MRRS]: '' });
  const e = w.c.empires.find((x) => x.id === loser);
  if (e) e.status = 'Eliminated';
  w.log('Surrender', loser, `${loser} surrenders to ${to.join(', ')}: ${answer}`, 'GC B14.10');
  if (!winner) return;
  // B14.50: ships and bases to the conqueror; B14.110d: the bank accounts combined (not its loans, B14.90).
  for (const f of [...w.fleetsOf(loser)]) {
    const ships = [...w.shipsOf(f.id)];
    w.removeFleet(f);
    w.addFleet({ ...f, empire: winner });
    for (const s of ships) w.moveShip(s, f.id, winner);
  }
  const cash = w.treasury(loser);
  if (cash) {
    w.addLedger(loser, -cash, `merged into ${winner}'s accounts`, 'GC B14.110');
    w.addLedger(winner, cash, `${loser}'s treasury merged`, 'GC B14.110');
  }
  const savings = Number(row[SAVINGS]) || 0;
  setExtra(w.c, 'Empires', winner, { [SAVINGS]: (Number(extraRow(w.c, 'Empires', winner)[SAVINGS]) || 0) + savings });
  setExtra(w.c, 'Empires', loser, { [SAVINGS]: 0 });
  w.report(
    winner,
    'Treasury',
    `${loser}'s ships, bases and accounts are yours (GC B14.50, B14.110); its command ships were scuttled: ${scuttled.map((s) => s.id).join(', ') || 'none'} (B14.40)`,
  );
}

/** GC B14.201: as the tenth turn of a deduction ends, a conqueror given all gets the loser's systems; otherwise the GM sets them. */
export function endDeductions(w: World): void {
  for (const e of w.c.empires)
    for (const d of deductionsOf(extraRow(w.c, 'Empires', e.id)).filter((x) => x.until === w.season)) {
      const systems = w.c.systems.filter((s) => s.owner === d.from);
      if (d.all) for (const s of systems) setOwner(w.c, s, e.id);
      w.report(
        e.id,
        'Treasury',
        d.all
          ? `${d.from}'s systems are yours: ${systems.map((s) => s.id).join(', ')} (GC B14.201)`
          : `Five years since ${d.from} surrendered: its systems pass as the conquerors agreed; the GM sets their owners (GC B14.201)`,
      );
    }
}
