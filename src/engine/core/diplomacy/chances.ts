// The chance of a break or a declaration (VBAM adaptation, seed 004): the base numbers of the treaty
// list and the sidebar of modifiers, read from the relations and the Diplomacy log. Each is a D100
// with success on a roll at or under the chance.

import { DiplomaticRefusal, refuse } from './refusal';
import { has, REQUIRES, Relation, relationOf, Status, Treaty } from './relations';
import { decayed, Event, EventAction, Past, pastOf, turnOrThrow } from './log';
import type { Calendar } from '../calendar';

export interface ChancePart {
  label: string;
  value: number;
}
export interface Chance {
  percent: number;
  impossible?: DiplomaticRefusal;
  parts: ChancePart[];
}

// ---------------------------------------------------------------------------------------------
// The tables (VBAM diplomacy: the treaty list with its break numbers, and the modifiers sidebar)

/** Base chance in percent to break or withdraw from each treaty (the number in parentheses). */
export const BREAK_BASE: Readonly<Record<Treaty, number>> = {
  'Non-Aggression': 60,
  Peace: 10,
  Trade: 50,
  'Mutual Defense': 40,
  Alliance: -20,
  'Co-Belligerence': 20,
};
/** Base chance in percent of each declaration. */
export const DECLARE_BASE: Readonly<Record<'hostilities' | 'war', number>> = { hostilities: 20, war: -20 };

/** Non-cumulative penalty while a treaty is in force with the other empire; Alliance makes it impossible. */
const IN_FORCE_PENALTY: Readonly<Record<Treaty, number | 'impossible' | 0>> = {
  Trade: -10,
  'Non-Aggression': -20,
  Peace: -40,
  'Mutual Defense': -60,
  Alliance: 'impossible',
  'Co-Belligerence': 0,
};

// ---------------------------------------------------------------------------------------------
// The modifiers sidebar

interface Candidate {
  label: string;
  value: number;
  impossible?: DiplomaticRefusal;
}
interface Context {
  relations: Relation[];
  defaultStatus: Status;
  empire: string;
  target: string;
  rel: Relation;
  past: Past[];
  /** Treaties whose in-force penalty does not apply (the treaty being broken and what it rests on). */
  exclude: readonly Treaty[];
  /** The game's word for a turn (its calendar's): a starred modifier decays 10 a season, or a turn. */
  turnWord: string;
}

const by = (e: Event, actor: string, target: string) => e.empire === actor && e.target === target;
const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** A starred (decaying) modifier from the log; `each`: per event, else the freshest only. */
function starred(full: number, each: boolean, matches: (e: Event, c: Context) => boolean, label: (e: Event, c: Context) => string) {
  return (c: Context): Candidate[] => {
    const hits = c.past
      .filter((p) => matches(p.event, c))
      .map((p) => ({ label: `${label(p.event, c)}, ${p.event.season} (decays 10 a ${c.turnWord})`, value: decayed(full, p.age) }))
      .filter((h) => h.value > 0);
    return each ? hits : hits.sort((x, y) => y.value - x.value).slice(0, 1);
  };
}

/** The target declared on a third empire that has `treaty` with the declarer now. */
function declaredOnPartner(treaty: Treaty, actions: EventAction[], value: number) {
  return (c: Context): Candidate[] => {
    const hit = c.past.find(
      ({ event: e }) =>
        e.empire === c.target &&
        e.outcome === 'Declared' &&
        actions.includes(e.action) &&
        e.target !== c.empire &&
        has(relationOf(c.relations, c.empire, e.target, c.defaultStatus), treaty),
    );
    return hit
      ? [{ label: `${c.target} declared ${hit.event.treaty.toLowerCase()} on ${hit.event.target}, your ${treaty} partner`, value }]
      : [];
  };
}

function inForce(treaty: Treaty) {
  return (c: Context): Candidate[] => {
    const p = IN_FORCE_PENALTY[treaty];
    if (!has(c.rel, treaty) || c.exclude.includes(treaty) || p === 0) return [];
    if (p === 'impossible')
      return [
        { label: `${treaty} with ${c.target}`, value: 0, impossible: refuse({ code: 'allies', empire: c.empire, target: c.target }) },
      ];
    return [{ label: `${treaty} treaty with ${c.target}`, value: p }];
  };
}

const ATTEMPTS: EventAction[] = ['Break', 'Declare hostilities', 'Declare war'];

/** The sidebar in its own order; `nc`: non-cumulative (only the highest bonus and the highest penalty count). */
const SIDEBAR: ReadonlyArray<{ nc: boolean; candidates: (c: Context) => Candidate[] }> = [
  {
    nc: false,
    candidates: starred(
      40,
      false,
      (e, c) => e.action === 'Encounter' && by(e, c.target, c.empire),
      (_, c) => `${c.target} generated an encounter against your ships`,
    ),
  },
  { nc: true, candidates: declaredOnPartner('Mutual Defense', ['Declare war'], 30) },
  {
    nc: true,
    candidates: (c) => (c.rel.status === 'Hostilities' ? [{ label: `${c.target} is under a declaration of hostilities`, value: 25 }] : []),
  },
  {
    nc: false,
    candidates: starred(
      10,
      true,
      (e, c) => e.action === 'Break' && e.outcome === 'Broken' && by(e, c.target, c.empire),
      (e, c) => `${c.target} broke ${e.treaty} with you`,
    ),
  },
  { nc: true, candidates: declaredOnPartner('Peace', ['Declare war', 'Declare hostilities'], 10) },
  {
    nc: false,
    candidates: starred(
      5,
      true,
      (e, c) => e.action === 'Break' && e.outcome === 'Broken' && by(e, c.empire, c.target),
      (e, c) => `you broke ${e.treaty} with ${c.target}`,
    ),
  },
  { nc: true, candidates: inForce('Trade') },
  { nc: true, candidates: inForce('Non-Aggression') },
  {
    nc: false,
    candidates: (c) => {
      const last = [...c.past]
        .reverse()
        .find(
          ({ event: e }) =>
            by(e, c.empire, c.target) && ATTEMPTS.includes(e.action) && ['Broken', 'Declared', 'Failed'].includes(e.outcome),
        );
      return last?.event.outcome === 'Failed'
        ? [{ label: `your last attempt against ${c.target} failed (${last.event.season})`, value: -25 }]
        : [];
    },
  },
  { nc: true, candidates: inForce('Peace') },
  { nc: true, candidates: inForce('Mutual Defense') },
  { nc: true, candidates: inForce('Alliance') },
];

/** Base plus the sidebar; non-cumulative bonuses give only the highest, non-cumulative penalties only the highest. */
function chance(base: ChancePart, c: Context): Chance {
  const found = SIDEBAR.flatMap((rule) => rule.candidates(c).map((cand) => ({ ...cand, nc: rule.nc })));
  const impossible = found.find((f) => f.impossible)?.impossible;
  if (impossible) return { percent: 0, impossible, parts: [base] };
  const best = (dir: 1 | -1) => found.filter((f) => f.nc && f.value * dir > 0).sort((x, y) => (y.value - x.value) * dir)[0];
  const chosen = new Set([best(1), best(-1)]);
  const parts = [base, ...found.filter((f) => !f.nc || chosen.has(f)).map((f) => ({ label: f.label, value: f.value }))];
  const sum = parts.reduce((s, p) => s + p.value, 0);
  return { percent: Math.max(0, Math.min(100, sum)), parts };
}

function context(
  relations: Relation[],
  events: Event[],
  empire: string,
  target: string,
  season: string,
  defaultStatus: Status,
  exclude: readonly Treaty[],
  calendar: Calendar,
): Context {
  const now = turnOrThrow(calendar, season);
  return {
    relations,
    defaultStatus,
    empire,
    target,
    rel: relationOf(relations, empire, target, defaultStatus),
    past: pastOf(events, empire, target, now, calendar),
    exclude,
    turnWord: calendar.turnWord,
  };
}

export const STATUS_RANK: Readonly<Record<Status, number>> = { 'No contact': 0, Normal: 1, Hostilities: 2, War: 3 };
export const DECLARED_STATUS = { hostilities: 'Hostilities', war: 'War' } as const;

/** The chance that `empire` declares hostilities or war on `target` this season (VBAM declarations). */
export function declareChance(
  relations: Relation[],
  events: Event[],
  empire: string,
  target: string,
  season: string,
  kind: 'hostilities' | 'war',
  defaultStatus: Status,
  calendar: Calendar,
): Chance {
  const c = context(relations, events, empire, target, season, defaultStatus, [], calendar);
  const base = { label: `Declaration of ${DECLARED_STATUS[kind]} (base)`, value: DECLARE_BASE[kind] };
  const impossible =
    empire === target
      ? refuse({ code: 'declare-on-itself', empire })
      : c.rel.status === 'No contact'
        ? refuse({ code: 'no-contact', empire, target })
        : STATUS_RANK[c.rel.status] >= STATUS_RANK[DECLARED_STATUS[kind]]
          ? refuse({ code: 'already-at', empire, status: c.rel.status, target })
          : undefined;
  return impossible ? { percent: 0, impossible, parts: [base] } : chance(base, c);
}

/** Every treaty `treaty` rests on, itself included (Mutual Defense: Mutual Defense, Peace, Non-Aggression). */
function chainOf(treaty: Treaty): Treaty[] {
  return [treaty, ...REQUIRES[treaty].flatMap(chainOf)];
}

/** The treaties in force between the pair that need `treaty` (so it cannot be broken while they stand). */
function dependents(r: Relation, treaty: Treaty): Treaty[] {
  return r.treaties.filter((t) => REQUIRES[t].includes(treaty));
}

/**
 * The chance that `empire` breaks (or withdraws from) `treaty` with `target` this season. The treaty's
 * own in-force penalty, and those of the treaties it rests on, are left out (VBAM; see the rule options).
 */
export function breakChance(
  relations: Relation[],
  events: Event[],
  empire: string,
  target: string,
  treaty: Treaty,
  season: string,
  defaultStatus: Status,
  calendar: Calendar,
): Chance {
  const c = context(relations, events, empire, target, season, defaultStatus, chainOf(treaty), calendar);
  const base = { label: `Break ${treaty} (base)`, value: BREAK_BASE[treaty] };
  const needing = dependents(c.rel, treaty);
  const impossible =
    empire === target
      ? refuse({ code: 'no-treaty-with-itself', empire })
      : !has(c.rel, treaty)
        ? refuse({ code: 'treaty-not-in-force', treaty, empire, target })
        : needing.length
          ? refuse({ code: 'treaty-rests-on', treaty, dependents: needing })
          : undefined;
  return impossible ? { percent: 0, impossible, parts: [base] } : chance(base, c);
}

/** The parts of a chance as the log and the results show them ("Break Peace (base) +10; ..."). */
export function partsText(c: Chance): string {
  return c.parts.map((p) => `${p.label} ${sign(p.value)}`).join('; ');
}
