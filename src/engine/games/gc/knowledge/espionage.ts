// GC C14: espionage. Each empire's spies are rows of the Spies tab, its own alone: an id in C14.24's
// format (empire code and number; the rating, its successful missions, beside it: K01.2), the rating a new
// spy rolls (C14.25), its status and this turn's mission. A Spy order sends one on a mission for the turn:
// a new spy costs 35 EPs, an old one 10 (C14.21; rule option GC115). A Counterspy order buys levels for the
// turn at 35 EPs each (C14.23), Propaganda plants false word for 35 EPs or more (C14.30), and Spy school
// raises a rating by one for 35 EPs (C14.40, with the tech). The Spy Success Chart is the GM's (C14.26) and
// missing from the document: the GM may keep one on the Spy chart tab, and each mission, as the turn ends,
// is the owner's ruling, the chart's rows for its rating quoted. The answer starts with its outcome (Success,
// Partial, Failure, Blown, Caught, Killed); what follows a colon is the information learned, told to the
// owner alone; "damage N" takes N EPs from the target (an action mission, C14.22). A success counts a
// mission (C14.24); a spy blown, caught or killed is told to the target (C14.23).

import type { GameRow, GameTab, RowColumn } from '../../../core/game';
import type { Order, Ruling } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { empireCode, extraRow, setExtra } from '../base/rows';
import { hasTech } from '../base/techs';
import { outcomeOf, outcomeRefusal } from '../base/outcomes';
import { severedHomeworld } from '../worlds/blockades';

export const SPIES = 'Spies';
export const SPY_CHART = 'Spy chart';
export const COUNTERSPY = 'Counterspy';
const STATUSES = ['Idle', 'On mission', 'Caught', 'Dead', 'Training', 'Returning'] as const;
const OUTCOMES = ['Success', 'Partial', 'Failure', 'Blown', 'Caught', 'Killed'] as const;
type Outcome = (typeof OUTCOMES)[number];
/** GC C14.21, C14.23, C14.30, C14.40: a new spy; a later turn's mission; a level of counterspying; the least propaganda; a turn of spy school. */
const COST = { spy: 35, mission: 10, counterspy: 35, propaganda: 35, school: 35 };
const ABOUT = 'Spy: ';

export const ESPIONAGE_TABS: readonly GameTab[] = [
  {
    name: SPIES,
    note: "GC C14.20-C14.25: the empire's spies, its own alone; Spy orders add and send them, the GM's rulings rate them.",
    seenBy: { owner: 'Empire' },
    columns: [
      { header: 'Spy', type: 'text', note: 'C14.24: its id, the empire code and a number (K01); with its rating it reads K01.2.' },
      { header: 'Empire', type: 'text', note: 'Whose spy it is.' },
      { header: 'Rating', type: 'int', note: 'C14.24, C14.25: its successful missions: a new spy rolls a d6, 1-2 is 0, 3-4 1, 5 2, 6 3.' },
      { header: 'Status', type: 'text', values: STATUSES, note: 'Idle, On mission (this turn), Caught or Dead.' },
      { header: 'Target', type: 'text', note: 'The empire of its mission.' },
      { header: 'Mission', type: 'text', note: 'C14.22: this turn\'s task, "action: ..." or "info: ...", as its Spy order gave it.' },
      { header: 'Since', type: 'season', note: 'The turn it was created.' },
      { header: 'Sent', type: 'season', note: 'The turn of its latest mission.' },
      { header: 'Trained', type: 'int', note: "C14.50: a prime team's turns of training paid (50 EPs each), four to be trained." },
      { header: 'Aboard', type: 'text', note: 'C14.50: the ship or base a prime team is stationed on, as a legendary officer.' },
      {
        header: 'Back',
        type: 'season',
        note: 'C14.55, A12.401: the turn a prime team that escaped its ship reaches the nearest starbase.',
      },
    ],
  },
  {
    name: SPY_CHART,
    note: "GC C14.26: the GM's Spy Success Chart (not in the document): each row a rating and what the GM's chart says of it; quoted in each mission's ruling.",
    seenBy: 'gm',
    columns: [
      { header: 'Rating', type: 'int', note: "The spy's rating the row is for." },
      { header: 'Mission', type: 'text', note: 'The kind or difficulty of mission, as the GM words it.' },
      { header: 'Result', type: 'text', note: 'What the chart gives, e.g. "1-3 success, 6 caught".' },
    ],
  },
];

export const COUNTERSPY_COLUMN: RowColumn = {
  header: COUNTERSPY,
  type: 'int',
  seenBy: 'owner',
  note: "GC C14.23: this turn's levels of counterspying (35 EPs each, set by its Counterspy order); cleared as the turn ends.",
};

/** A prime team's row: its Spy id starts PR (C14.50; primeTeams.ts). */
export const isPrimeTeam = (r: GameRow): boolean => /^PR\d/i.test(String(r.Spy ?? ''));
const spyRows = (w: World): GameRow[] => ((w.c.tables ??= {})[SPIES] ??= []);
const spyName = (r: GameRow): string => `${String(r.Spy)}.${Number(r.Rating) || 0}`;
const treasuryShort = (w: World, empire: string, cost: number): string | undefined =>
  cost > w.treasury(empire) ? `it costs ${cost} EPs and the treasury holds ${Math.round(w.treasury(empire) * 10) / 10}` : undefined;

/** A Spy order: Target the empire spied on, Extras `new: info ...` or `K01: action ...` (C14.21, C14.22). */
export function spyOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Spy: ${text}` });
  const m = /^\s*([A-Za-z]+\d+(?:\.\d+)?|new)\s*:\s*(action|info)\b\s*:?\s*(.+)$/i.exec(o.extras);
  if (!m) return refused('write Extras as "new: info <what to learn>" or "K01: action <what to do>" (GC C14.22)');
  const target = w.c.empires.find((e) => sameName(e.id, o.target.trim()));
  if (!target || sameName(target.id, empire)) return refused(`Target "${o.target}": name another empire (GC C14.22)`);
  const home = severedHomeworld(w.c, empire);
  if (home) return refused(`your homeworld ${home} is blockaded and severed: no spying outside it (GC C12.95c)`);
  const mission = `${m[2].toLowerCase()}: ${m[3].trim()}`;
  const rows = spyRows(w);
  if (/^new$/i.test(m[1])) {
    const short = treasuryShort(w, empire, COST.spy);
    if (short) return refused(`a new spy: ${short} (GC C14.21)`);
    const code = empireCode(w.c, empire);
    const id = `${code}${String(rows.filter((r) => sameName(String(r.Empire), empire)).length + 1).padStart(2, '0')}`;
    rows.push({
      Spy: id,
      Empire: empire,
      Rating: '',
      Status: 'On mission',
      Target: target.id,
      Mission: mission,
      Since: w.season,
      Sent: w.season,
    });
    w.addLedger(empire, -COST.spy, `spy ${id} created and sent into ${target.id}`, 'GC C14.21');
    return {
      row: o.row,
      status: 'done',
      text: `Spy ${id}, new (${COST.spy} EPs; its rating rolled as the turn is processed, C14.25), into ${target.id}: ${mission}`,
    };
  }
  const row = rows.find((r) => sameName(String(r.Empire), empire) && sameName(String(r.Spy), m[1].split('.')[0]));
  if (!row) return refused(`${m[1]} is none of your spies`);
  if (!/^(idle|on mission)$/i.test(String(row.Status ?? 'Idle') || 'Idle'))
    return refused(`${String(row.Spy)} is ${String(row.Status).toLowerCase()}`);
  if (row.Sent === w.season) return refused(`${String(row.Spy)} has a mission this turn already`);
  if (row.Aboard) return refused(`${String(row.Spy)} is aboard ${String(row.Aboard)}: take it ashore first (GC C14.50)`);
  const short = treasuryShort(w, empire, COST.mission);
  if (short) return refused(`a mission: ${short} (GC C14.21)`);
  Object.assign(row, { Status: 'On mission', Target: target.id, Mission: mission, Sent: w.season });
  w.addLedger(empire, -COST.mission, `spy ${String(row.Spy)} on a mission into ${target.id}`, 'GC C14.21');
  return { row: o.row, status: 'done', text: `Spy ${spyName(row)} into ${target.id} (${COST.mission} EPs): ${mission}` };
}

/** A Counterspy order: Extras the levels, 35 EPs each, for this turn (C14.23). */
export function counterspyOrder(w: World, empire: string, o: Order): OrderResult {
  const levels = Number(o.extras.trim());
  if (!Number.isInteger(levels) || levels < 1)
    return { row: o.row, status: 'refused', text: `Counterspy: Extras "${o.extras}": the levels, a whole number of 1 or more` };
  const short = treasuryShort(w, empire, levels * COST.counterspy);
  if (short) return { row: o.row, status: 'refused', text: `Counterspy: ${short} (GC C14.23)` };
  setExtra(w.c, 'Empires', empire, { [COUNTERSPY]: levels });
  w.addLedger(empire, -levels * COST.counterspy, `counterspying, ${levels} level(s)`, 'GC C14.23');
  return { row: o.row, status: 'done', text: `Counterspy ${levels} level(s) this turn: ${levels * COST.counterspy} EPs (GC C14.23)` };
}

/** A Propaganda order: Extras the EPs (35 or more), Target what it plants where (C14.30). */
export function propagandaOrder(w: World, empire: string, o: Order): OrderResult {
  const eps = Number(o.extras.trim());
  if (!(eps >= COST.propaganda))
    return {
      row: o.row,
      status: 'refused',
      text: `Propaganda: Extras "${o.extras}": the EPs spent, ${COST.propaganda} or more (GC C14.30)`,
    };
  const short = treasuryShort(w, empire, eps);
  if (short) return { row: o.row, status: 'refused', text: `Propaganda: ${short}` };
  w.addLedger(empire, -eps, `propaganda: ${o.target.trim() || '(unsaid)'}`, 'GC C14.30');
  return { row: o.row, status: 'done', text: `Propaganda, ${eps} EPs: ${o.target.trim() || '(unsaid)'}; the GM plants it (GC C14.30)` };
}

/** A Spy school order: Extras the spy; 35 EPs, its rating one higher as the turn ends, to the empire's best living spy's at most (C14.40). */
export function spySchoolOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Spy school: ${text}` });
  if (!hasTech(w.c, empire, 'Spy School')) return refused('the empire has no Spy School (Empires Techs; GC C14.40)');
  const mine = spyRows(w).filter((r) => sameName(String(r.Empire), empire) && /^(idle|on mission|)$/i.test(String(r.Status ?? '')));
  const row = mine.find((r) => sameName(String(r.Spy), o.extras.trim().split('.')[0]));
  if (!row) return refused(`"${o.extras}" is none of your living spies`);
  if (row.Since === w.season) return refused(`${String(row.Spy)} was created this turn: school starts the turn after (GC C14.40)`);
  const best = Math.max(...mine.map((r) => Number(r.Rating) || 0));
  if ((Number(row.Rating) || 0) >= best) return refused(`${spyName(row)} is as good as the empire's best living spy (GC C14.40)`);
  const short = treasuryShort(w, empire, COST.school);
  if (short) return refused(short);
  row.Rating = (Number(row.Rating) || 0) + 1;
  w.addLedger(empire, -COST.school, `spy school: ${String(row.Spy)}`, 'GC C14.40');
  return { row: o.row, status: 'done', text: `Spy school: ${String(row.Spy)} rated ${String(row.Rating)} (GC C14.40)` };
}

/** As the turn is processed: each new spy rolls its rating (C14.25: 1-2 is 0, 3-4 1, 5 2, 6 3). */
export function rateNewSpies(w: World): void {
  for (const r of spyRows(w).filter((x) => x.Rating === '' || x.Rating === undefined)) {
    const d6 = w.dice.roll(1, 6, `spy ${String(r.Spy)}'s rating (GC C14.25)`);
    r.Rating = d6 <= 2 ? 0 : d6 <= 4 ? 1 : d6 - 3;
  }
}

/** As the turn ends: each spy on a mission asks its owner's ruling (C14.26); counterspying lapses. True when any was asked. */
export function askMissions(w: World): boolean {
  const chart = w.c.tables?.[SPY_CHART] ?? [];
  let asked = false;
  for (const r of spyRows(w).filter((x) => x.Status === 'On mission')) {
    const rating = Number(r.Rating) || 0;
    const rows = chart.filter((x) => Number(x.Rating) === rating).map((x) => `${String(x.Mission)}: ${String(x.Result)}`);
    const counter = Number(extraRow(w.c, 'Empires', String(r.Target))[COUNTERSPY]) || 0;
    askRuling(w, {
      empire: String(r.Empire),
      about: `${ABOUT}${String(r.Spy)}`,
      question:
        `Spy ${spyName(r)} of ${String(r.Empire)} into ${String(r.Target)} (counterspying ${counter}): ${String(r.Mission)}. ` +
        `${rows.length ? `The Spy chart for rating ${rating}: ${rows.join('; ')}. ` : `The Spy chart has no row for rating ${rating}. `}` +
        `Answer its outcome (${OUTCOMES.join(', ')}), then ": what it learned" for its owner, and "damage N" for EPs an action destroyed (GC C14.22-C14.26).`,
      choices: [],
      default: 'Failure',
    });
    asked = true;
  }
  for (const e of w.c.empires) if (extraRow(w.c, 'Empires', e.id)[COUNTERSPY]) setExtra(w.c, 'Empires', e.id, { [COUNTERSPY]: '' });
  return asked;
}

/** Why Apply rulings cannot take the spy rulings' answers: one that starts with no outcome. */
export const espionageRefusal = (rulings: readonly Ruling[]): string | undefined => outcomeRefusal(rulings, ABOUT, OUTCOMES, 'GC C14.26');

/** The GM's answers on the missions: ratings, losses, damage, and what the target learns (C14.22-C14.24). */
export function applyEspionage(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT))) {
    const row = spyRows(w).find((x) => sameName(String(x.Empire), r.empire) && String(x.Spy) === r.about.slice(ABOUT.length));
    const said = outcomeOf(r.answer, OUTCOMES);
    if (!row || !said) continue;
    // C14.50: a prime team is never caught (rule option GC155: it is uncovered), and its rating stays.
    const prime = isPrimeTeam(row);
    const outcome: Outcome = prime && said === 'Caught' ? 'Blown' : said;
    const target = String(row.Target);
    const damage = Number(/\bdamage\s+(\d+(?:\.\d+)?)/i.exec(r.answer)?.[1] ?? 0);
    row.Rating = (Number(row.Rating) || 0) + (outcome === 'Success' && !prime ? 1 : 0);
    row.Status = outcome === 'Caught' ? 'Caught' : outcome === 'Killed' ? 'Dead' : 'Idle';
    if (damage) {
      w.addLedger(target, -damage, `sabotage: ${damage} EPs destroyed`, 'GC C14.22');
      w.report(target, 'Treasury', `Sabotage: ${damage} EPs destroyed (GC C14.22)`);
    }
    const found = { Blown: 'uncovered', Caught: 'caught', Killed: 'killed' } as Record<Outcome, string | undefined>;
    if (found[outcome]) w.report(target, 'Discoveries', `A spy of ${r.empire} was ${found[outcome]} (GC C14.23)`);
    w.log('Espionage', r.empire, `Spy ${spyName(row)}: ${outcome}`, 'GC C14.24');
  }
}
