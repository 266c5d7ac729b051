// GC C17: research and development. Each empire's projects are rows of the Research tab, its own alone: the
// project (a tech, e.g. ACD or B refit), its kind (New or Timed tech, C17.60), the EPs its scientific-method
// team has accumulated, its successes, the turn it was last funded, this turn's mass investment. A Research
// order funds it: 25 EPs by the scientific method (accumulated, C17.30), or `mass N`, N a multiple of 200,
// spent this turn only (C17.40). As the turn ends each funded project rolls a d6: success on its chance or
// less, a chance of one in six for every 100 EPs accumulated (C17.15) or every 200 of mass investment
// (C17.40), six or more sure (no roll). A scientific success starts its team again from nothing (C17.30's
// example; rule option GC117). A timed tech's success brings it a year earlier, ten at most (C17.65); a new
// tech's is the owner's ruling (C17.61): Granted adds it to the Empires Techs (a level more each time),
// Partial gives what the GM writes, Dead end closes the project (C17.30).

import type { GameRow, GameTab } from '../../../core/game';
import type { Order, Ruling } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { grantTech } from '../base/techs';
import { outcomeOf, outcomeRefusal } from '../base/outcomes';

export const RESEARCH = 'Research';
/** GC C17.30: a scientific team's funding a turn; C17.15: EPs accumulated a die of chance; C17.40: mass EPs a die. */
const SCIENTIFIC = 25;
const PER_CHANCE = { scientific: 100, mass: 200 };
/** GC C17.65: no timed tech comes more than ten years early. */
const MOST_YEARS = 10;
const OUTCOMES = ['Granted', 'Partial', 'Dead end'] as const;
const ABOUT = 'Research: ';

export const RESEARCH_TAB: GameTab = {
  name: RESEARCH,
  note: "GC C17: the empire's R & D projects, its own alone; Research orders fund them, and each funded one rolls as the turn ends.",
  seenBy: { owner: 'Empire' },
  columns: [
    { header: 'Empire', type: 'text', note: 'Whose project it is.' },
    { header: 'Project', type: 'text', note: 'The tech it works on, as Techs will name it (ACD, Randomizer, B refit).' },
    {
      header: 'Kind',
      type: 'text',
      values: ['New', 'Timed'],
      note: 'C17.61 new tech (its success is a GM ruling) or C17.65 timed tech (each success a year earlier).',
    },
    {
      header: 'Invested',
      type: 'number',
      note: 'C17.30: EPs its scientific-method team has accumulated since its last success; C17.50, C17.52: captured or observed tech adds here (the GM types it).',
    },
    { header: 'Successes', type: 'int', note: 'Its successes so far (a timed tech: the years it comes early, ten at most).' },
    { header: 'Funded', type: 'season', note: 'The turn its team was last given its 25 EPs: only a funded team rolls (C17.15).' },
    { header: 'Mass', type: 'number', note: "C17.40: this turn's mass investment, gone once rolled." },
    { header: 'Status', type: 'text', values: ['Dead end'], note: 'C17.30: Dead end once the research wing says it can go no farther.' },
    {
      header: 'Granted',
      type: 'season',
      note: 'C17.61: the turn a new tech was first granted; C17.72: it may be traded five years later.',
    },
  ],
};

const rowsOf = (w: World): GameRow[] => ((w.c.tables ??= {})[RESEARCH] ??= []);
const num = (v: GameRow[string] | undefined): number => Number(v) || 0;

/** A Research order: Target the project, Extras blank (25 EPs, scientific), `mass N`, and `timed` for a timed tech (C17.30, C17.40). */
export function researchOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Research ${o.target}: ${text}` });
  const project = o.target.trim();
  if (!project) return refused('name the project in Target (GC C17.10)');
  const mass = /\bmass\s+(\S+)/i.exec(o.extras);
  const eps = mass ? Number(mass[1]) : SCIENTIFIC;
  if (mass && !(eps >= PER_CHANCE.mass && eps % PER_CHANCE.mass === 0))
    return refused(`mass ${mass[1]}: a multiple of ${PER_CHANCE.mass} EPs (GC C17.40)`);
  const rows = rowsOf(w);
  const row = rows.find((r) => sameName(String(r.Empire), empire) && sameName(String(r.Project), project));
  if (row?.Status === 'Dead end') return refused('it is at a dead end (GC C17.30)');
  if (row?.Kind === 'Timed' && num(row.Successes) >= MOST_YEARS) return refused(`it comes ${MOST_YEARS} years early already (GC C17.65)`);
  if (!mass && row?.Funded === w.season) return refused(`its team has its ${SCIENTIFIC} EPs this turn (GC C17.30)`);
  if (eps > w.treasury(empire)) return refused(`it costs ${eps} EPs and the treasury holds ${Math.round(w.treasury(empire) * 10) / 10}`);
  const it = row ?? { Empire: empire, Project: project, Kind: /\btimed\b/i.test(o.extras) ? 'Timed' : 'New', Invested: 0, Successes: 0 };
  if (!row) rows.push(it);
  if (mass) it.Mass = num(it.Mass) + eps;
  else Object.assign(it, { Invested: num(it.Invested) + eps, Funded: w.season });
  w.addLedger(empire, -eps, `research: ${project} (${mass ? 'mass investment' : 'scientific method'})`, mass ? 'GC C17.40' : 'GC C17.30');
  const chance = mass ? Math.floor(num(it.Mass) / PER_CHANCE.mass) : Math.floor(num(it.Invested) / PER_CHANCE.scientific);
  return {
    row: o.row,
    status: 'done',
    text: `Research ${String(it.Project)}: ${eps} EPs (${mass ? 'mass investment, GC C17.40' : `scientific method, ${num(it.Invested)} accumulated, GC C17.30`}); ${Math.min(chance, 6)} in 6 as the turn ends`,
  };
}

/** As the turn ends: each funded project rolls (C17.15, C17.40); new techs' successes ask their owner's ruling. True when any was asked. */
export function rollResearch(w: World): boolean {
  let asked = false;
  for (const r of rowsOf(w)) {
    const tries = [
      r.Funded === w.season && { how: 'scientific method', chance: Math.floor(num(r.Invested) / PER_CHANCE.scientific) },
      num(r.Mass) > 0 && { how: 'mass investment', chance: Math.floor(num(r.Mass) / PER_CHANCE.mass) },
    ].filter((x): x is { how: string; chance: number } => !!x);
    r.Mass = '';
    for (const t of tries) {
      const empire = String(r.Empire);
      if (t.chance < 1) {
        w.report(
          empire,
          'Developments',
          `Research ${String(r.Project)} (${t.how}): no chance yet, under ${PER_CHANCE.scientific} EPs (GC C17.15)`,
        );
        continue;
      }
      const sure = t.chance >= 6;
      if (!sure && w.dice.roll(1, 6, `research ${String(r.Project)} of ${empire} (${t.how}): ${t.chance} or less (GC C17.15)`) > t.chance) {
        w.report(empire, 'Developments', `Research ${String(r.Project)} (${t.how}): no breakthrough this turn (${t.chance} in 6)`);
        continue;
      }
      if (t.how === 'scientific method') r.Invested = 0;
      r.Successes = num(r.Successes) + 1;
      if (r.Kind === 'Timed') {
        w.report(empire, 'Developments', `Research ${String(r.Project)}: a success, ${num(r.Successes)} year(s) early in all (GC C17.65)`);
        continue;
      }
      askRuling(w, {
        empire,
        about: `${ABOUT}${String(r.Project)}`,
        question:
          `${empire}'s research into ${String(r.Project)} succeeds (${t.how}, ${sure ? 'sure' : `${t.chance} in 6`}; success ${num(r.Successes)}). ` +
          `What does its research wing say it gives (GC C17.61)? Answer Granted (it joins the empire's Techs), Partial: what it gives, or Dead end.`,
        choices: [],
        default: 'Granted',
      });
      asked = true;
    }
  }
  return asked;
}

/** Why Apply rulings cannot take the research rulings' answers: one that starts with no outcome. */
export const researchRefusal = (rulings: readonly Ruling[]): string | undefined => outcomeRefusal(rulings, ABOUT, OUTCOMES, 'GC C17.61');

/** The GM's answers on new techs: Granted joins the Techs; Dead end closes the project (C17.30, C17.61). */
export function applyResearch(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT))) {
    const project = r.about.slice(ABOUT.length);
    const outcome = outcomeOf(r.answer, OUTCOMES);
    const row = rowsOf(w).find((x) => sameName(String(x.Empire), r.empire) && String(x.Project) === project);
    if (outcome === 'Granted') {
      w.report(r.empire, 'Developments', `${grantTech(w.c, r.empire, project)} joins the empire's techs (GC C17.61)`);
      if (row && !row.Granted) row.Granted = w.season;
    }
    if (outcome === 'Dead end' && row) row.Status = 'Dead end';
  }
}
