// Treaties and declarations from the VBAM adaptation (seed 004, "Diplomacy"): diplomatic states,
// signing, breaking or withdrawing, declaring hostilities or war, the armistice, contact, and the
// sidebar of modifiers to a break or a declaration. Pure: state in, state out, every roll logged.
//
// Resolution of one season (a VBAM "turn" is one season here), in this order:
//   1. every order is checked on its own (unknown empire or treaty, itself as target) and against the
//      same admiral's other orders (contradictions, repeats); a rejected order changes nothing;
//   2. breaks and withdrawals, in the order given;
//   3. ordered declarations, in the order given; a success reaches every ally of the target at once;
//   4. alliance duty: an ally of an empire at war with X attempts war on X by itself;
//   5. armistices (no roll; both parties and all their allies must agree);
//   6. signings (no roll; both must sign in this season), Non-Aggression first and Alliance last, so
//      a treaty can be signed in the season its prerequisite is.
//
// Dice order (a contract: adjudication cases script the dice in this order), each a D100 with
// success on a roll at or under the chance:
//   1. one per break or withdrawal that is possible, in the order given (step 2);
//   2. one per ordered declaration that is possible, in the order given (step 3);
//   3. one per alliance-duty declaration: members in the order of `empires`, then enemies in that order.
// Rejected and impossible attempts roll nothing; armistices and signings never roll.
//
// Modifiers are read from the Diplomacy log (`Event[]`), which is append-only, so the row order is the
// order things happened. Only events of earlier seasons count; treaties and status count as they stand
// at the moment of the roll (after this season's earlier steps).

import { Dice } from './dice';
import { groupBy, key } from './ids';
import { SEASONS } from './model';
import { parseStamp } from './calendar';

export type Status = 'No contact' | 'Normal' | 'Hostilities' | 'War';
export const TREATIES = ['Non-Aggression', 'Peace', 'Trade', 'Mutual Defense', 'Alliance', 'Co-Belligerence'] as const;
export type Treaty = (typeof TREATIES)[number];

/** One pair of empires (a < b by id). `since` is the season the row last changed. */
export interface Relation { a: string; b: string; status: Status; treaties: Treaty[]; since: string }

/** What an event records. 'Encounter' is written by the battles/movement code (see `encounterEvent`). */
export type EventAction = 'Sign' | 'Break' | 'Declare hostilities' | 'Declare war' | 'Armistice' | 'Contact' | 'Encounter';
export type EventOutcome = 'Signed' | 'In force' | 'Broken' | 'Failed' | 'Declared' | 'Waiting' | 'Rejected' | 'Recorded';

/** Everything that happened, append-only (the "Diplomacy" tab): the modifiers are computed from it. */
export interface Event {
  season: string;
  empire: string;
  target: string;
  action: EventAction;
  /** The treaty for Sign/Break; 'Hostilities'/'War' for declarations; 'Armistice'; '' otherwise. */
  treaty: string;
  chance: number | '';
  roll: number | '';
  outcome: EventOutcome;
  note: string;
}

export type DiplomaticAction = 'Sign' | 'Break' | 'Declare hostilities' | 'Declare war' | 'Armistice';
export interface DiplomaticOrder { row: number; empire: string; action: DiplomaticAction; target: string; treaty: string /* for Sign / Break */ }
export interface OrderOutcome { row: number; empire: string; ok: boolean; text: string }
/**
 * A line for an admirals' reports; `to` lists the empires that may see it. Both parties always see what
 * happened between them. Declarations, armistices and alliances are public: every empire in contact
 * with either party sees them (they change who fights whom, and third parties' modifiers). A failed
 * break or declaration is seen only by the empire that tried (it is an internal matter).
 */
export interface Notice { to: string[]; text: string }
/** `relations`: the whole table after the season. `events`: only the new events, to append to the log. */
export interface DiplomacyResult { relations: Relation[]; events: Event[]; outcomes: OrderOutcome[]; notices: Notice[] }

export interface ChancePart { label: string; value: number }
export interface Chance { percent: number; impossible?: string; parts: ChancePart[] }

// ---------------------------------------------------------------------------------------------
// The tables (VBAM diplomacy: the treaty list with its break numbers, and the modifiers sidebar)

/** Base chance in percent to break or withdraw from each treaty (the number in parentheses). */
export const BREAK_BASE: Readonly<Record<Treaty, number>> = {
  'Non-Aggression': 60, Peace: 10, Trade: 50, 'Mutual Defense': 40, Alliance: -20, 'Co-Belligerence': 20,
};
/** Base chance in percent of each declaration. */
export const DECLARE_BASE: Readonly<Record<'hostilities' | 'war', number>> = { hostilities: 20, war: -20 };

/** What must be in force between the same two empires before a treaty can be signed (Alliance: with every member). */
export const REQUIRES: Readonly<Record<Treaty, readonly Treaty[]>> = {
  'Non-Aggression': [], Peace: ['Non-Aggression'], Trade: ['Non-Aggression'], 'Mutual Defense': ['Peace'],
  Alliance: ['Mutual Defense'], 'Co-Belligerence': ['Non-Aggression'],
};

/** Non-cumulative penalty while a treaty is in force with the other empire; Alliance makes it impossible. */
const IN_FORCE_PENALTY: Readonly<Record<Treaty, number | 'impossible' | 0>> = {
  Trade: -10, 'Non-Aggression': -20, Peace: -40, 'Mutual Defense': -60, Alliance: 'impossible', 'Co-Belligerence': 0,
};

/** Order in which treaties signed in one season take effect: a prerequisite before what rests on it. */
const SIGNING_ORDER: readonly Treaty[] = ['Non-Aggression', 'Peace', 'Trade', 'Mutual Defense', 'Co-Belligerence', 'Alliance'];

/** The seed's treaty-name spellings the orders accept, squeezed (lower case, letters only). */
const TREATY_NAMES: ReadonlyArray<[string[], Treaty | 'Armistice']> = [
  [['nonaggression', 'na', 'nap'], 'Non-Aggression'],
  [['peace'], 'Peace'],
  [['trade'], 'Trade'],
  [['mutualdefense', 'mutualdefence', 'md', 'defense', 'defence'], 'Mutual Defense'],
  [['alliance'], 'Alliance'],
  [['cobelligerence', 'cobelligerency', 'cobelligerent', 'cb'], 'Co-Belligerence'],
  [['armistice'], 'Armistice'],
];

/** A treaty name as an admiral may write it ("NA", "non-aggression pact", "Mutual Defence Treaty"). */
export function parseTreaty(text: unknown): Treaty | 'Armistice' | undefined {
  const s = String(text ?? '').toLowerCase().replace(/[^a-z]/g, '').replace(/(treaty|pact|agreement)$/, '').replace(/^treatyof/, '');
  return TREATY_NAMES.find(([names]) => names.includes(s))?.[1];
}

// ---------------------------------------------------------------------------------------------
// Relations

function pairKey(a: string, b: string): string {
  return [key(a), key(b)].sort().join('|');
}

function involves(r: { a: string; b: string }, a: string, b: string): boolean {
  return pairKey(r.a, r.b) === pairKey(a, b);
}

/** The row of a pair; a pair with no row has the campaign's default status and no treaties. */
export function relationOf(relations: Relation[], a: string, b: string, defaultStatus: Status): Relation {
  const found = relations.find((r) => involves(r, a, b));
  if (found) return found;
  const [x, y] = key(a) <= key(b) ? [a, b] : [b, a];
  return { a: x, b: y, status: defaultStatus, treaties: [], since: '' };
}

/** Fleets of the two empires that meet fight: status Hostilities or War. */
export function hostile(r: Relation): boolean {
  return r.status === 'Hostilities' || r.status === 'War';
}

/** Fleets may land ground troops to invade the other's systems only at War (VBAM: Hostilities stops short of invasion). */
export function mayInvade(r: Relation): boolean {
  return r.status === 'War';
}

/** Kinds of units as the treaty texts speak of them. */
export type UnitKind = 'trade' | 'civilian' | 'military' | 'ground';
/**
 * What each treaty lets the partner's units do in one's systems (VBAM treaty texts): Non-Aggression
 * closes the border (units that stray in may be interned), Trade opens it to trade fleets, Peace to
 * trade, colony and transport fleets, Mutual Defense also to warships (not ground forces), Alliance to all.
 */
const ENTRY: ReadonlyArray<[Treaty, readonly UnitKind[]]> = [
  ['Alliance', ['trade', 'civilian', 'military', 'ground']],
  ['Mutual Defense', ['trade', 'civilian', 'military']],
  ['Peace', ['trade', 'civilian']],
  ['Trade', ['trade']],
  ['Non-Aggression', []],
];

/**
 * Whether units of one empire may enter systems the other controls. No treaty: yes (Normal relations
 * ignore borders; at Hostilities or War borders are crossed by force). With treaties, the most open one decides.
 */
export function mayEnter(r: Relation, unit: UnitKind): boolean {
  const governing = ENTRY.filter(([t]) => has(r, t));
  return governing.length === 0 || governing.some(([, kinds]) => kinds.includes(unit));
}

function has(r: Relation, treaty: Treaty): boolean {
  return r.treaties.includes(treaty);
}

function other(r: Relation, empire: string): string {
  return key(r.a) === key(empire) ? r.b : r.a;
}

/** The empire's alliance partners (every member of its alliance but itself). */
export function allies(relations: Relation[], empire: string): string[] {
  return relations.filter((r) => (key(r.a) === key(empire) || key(r.b) === key(empire)) && has(r, 'Alliance')).map((r) => other(r, empire));
}

/** Two empires meet: a pair still at No contact gets Normal relations (VBAM contact). Other pairs are unchanged. */
export function contact(relations: Relation[], a: string, b: string, season: string, defaultStatus: Status = 'No contact'): Relation[] {
  if (key(a) === key(b) || relationOf(relations, a, b, defaultStatus).status !== 'No contact') return relations;
  const book = new Book(relations, defaultStatus, season);
  book.set(a, b, { status: 'Normal' });
  return book.list();
}

/** The log line for a contact (outcome 'In force': Normal relations now hold). */
export function contactEvent(season: string, a: string, b: string): Event {
  return { season, empire: a, target: b, action: 'Contact', treaty: '', chance: '', roll: '', outcome: 'In force', note: 'Contact made: Normal relations (VBAM)' };
}

/**
 * The log line for an encounter scenario `by` generated against the ships of `against`; it gives
 * `against` the decaying +40% to declare on `by` (VBAM sidebar). Written by the movement/battles code.
 */
export function encounterEvent(season: string, by: string, against: string, note = ''): Event {
  return { season, empire: by, target: against, action: 'Encounter', treaty: '', chance: '', roll: '', outcome: 'Recorded', note };
}

/** A mutable copy of the relations for one resolution; rows never seen before are added a < b. */
class Book {
  private readonly rows: Relation[];
  constructor(relations: Relation[], private readonly defaultStatus: Status, private readonly season: string) {
    this.rows = relations.map((r) => ({ ...r, treaties: [...r.treaties] }));
  }
  get(a: string, b: string): Relation {
    return relationOf(this.rows, a, b, this.defaultStatus);
  }
  set(a: string, b: string, change: { status?: Status; treaties?: Treaty[] }): void {
    let row = this.rows.find((r) => involves(r, a, b));
    if (!row) this.rows.push((row = { ...relationOf([], a, b, this.defaultStatus) }));
    if (change.status) row.status = change.status;
    if (change.treaties) row.treaties = TREATIES.filter((t) => change.treaties?.includes(t));
    row.since = this.season;
  }
  list(): Relation[] {
    return this.rows;
  }
}

// ---------------------------------------------------------------------------------------------
// Seasons and the log

/** Seasons counted from year 0 Spring; a Setup or New Year counts as the Winter before it. NaN when unreadable. */
export function seasonNumber(stamp: string): number {
  const s = parseStamp(stamp);
  if (!s) return NaN;
  return s.year * 4 + SEASONS.indexOf(s.season as (typeof SEASONS)[number]);
}

function seasonOrThrow(season: string): number {
  const n = seasonNumber(season);
  if (Number.isNaN(n)) throw new Error(`not a season: "${season}" (expected e.g. "Y165 Spring")`);
  return n;
}

interface Past { event: Event; age: number }

/** A diplomatic action that took effect between the two: a treaty or armistice signed, a declaration made. */
function isReset(e: Event): boolean {
  return e.outcome === 'Signed' || e.outcome === 'Declared';
}

/**
 * The log as it bears on `empire` and `target` now: events of earlier seasons (age >= 1 season) written
 * after the last diplomatic action that took effect between the two ("all modifiers apply if they
 * occurred since the last successful diplomatic action"). Breaks do not close the window: they are
 * themselves modifiers.
 */
function pastOf(events: Event[], empire: string, target: string, now: number): Past[] {
  const past = events
    .map((event) => ({ event, age: now - seasonNumber(event.season) }))
    .filter((p) => p.age >= 1);
  let start = 0;
  past.forEach((p, i) => {
    if (isReset(p.event) && pairKey(p.event.empire, p.event.target) === pairKey(empire, target)) start = i + 1;
  });
  return past.slice(start);
}

/** A starred modifier: full the season after the event, then 10 less each season, down to 0. */
function decayed(full: number, age: number): number {
  return Math.max(0, full - 10 * (age - 1));
}

// ---------------------------------------------------------------------------------------------
// The modifiers sidebar

interface Candidate { label: string; value: number; impossible?: string }
interface Context {
  relations: Relation[];
  defaultStatus: Status;
  empire: string;
  target: string;
  rel: Relation;
  past: Past[];
  /** Treaties whose in-force penalty does not apply (the treaty being broken and what it rests on). */
  exclude: readonly Treaty[];
}

const by = (e: Event, actor: string, target: string) => key(e.empire) === key(actor) && key(e.target) === key(target);
const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** A starred (decaying) modifier from the log; `each`: per event, else the freshest only. */
function starred(full: number, each: boolean, matches: (e: Event, c: Context) => boolean, label: (e: Event, c: Context) => string) {
  return (c: Context): Candidate[] => {
    const hits = c.past
      .filter((p) => matches(p.event, c))
      .map((p) => ({ label: `${label(p.event, c)}, ${p.event.season} (decays 10 a season)`, value: decayed(full, p.age) }))
      .filter((h) => h.value > 0);
    return each ? hits : hits.sort((x, y) => y.value - x.value).slice(0, 1);
  };
}

/** The target declared on a third empire that has `treaty` with the declarer now. */
function declaredOnPartner(treaty: Treaty, actions: EventAction[], value: number) {
  return (c: Context): Candidate[] => {
    const hit = c.past.find(({ event: e }) => key(e.empire) === key(c.target) && e.outcome === 'Declared' && actions.includes(e.action)
      && key(e.target) !== key(c.empire) && has(relationOf(c.relations, c.empire, e.target, c.defaultStatus), treaty));
    return hit ? [{ label: `${c.target} declared ${hit.event.treaty.toLowerCase()} on ${hit.event.target}, your ${treaty} partner`, value }] : [];
  };
}

function inForce(treaty: Treaty) {
  return (c: Context): Candidate[] => {
    const p = IN_FORCE_PENALTY[treaty];
    if (!has(c.rel, treaty) || c.exclude.includes(treaty) || p === 0) return [];
    if (p === 'impossible') return [{ label: `${treaty} with ${c.target}`, value: 0, impossible: `${c.empire} and ${c.target} are allies: impossible (VBAM Alliance)` }];
    return [{ label: `${treaty} treaty with ${c.target}`, value: p }];
  };
}

const ATTEMPTS: EventAction[] = ['Break', 'Declare hostilities', 'Declare war'];

/** The sidebar in its own order; `nc`: non-cumulative (only the highest bonus and the highest penalty count). */
const SIDEBAR: ReadonlyArray<{ nc: boolean; candidates: (c: Context) => Candidate[] }> = [
  { nc: false, candidates: starred(40, false, (e, c) => e.action === 'Encounter' && by(e, c.target, c.empire), (_, c) => `${c.target} generated an encounter against your ships`) },
  { nc: true, candidates: declaredOnPartner('Mutual Defense', ['Declare war'], 30) },
  { nc: true, candidates: (c) => (c.rel.status === 'Hostilities' ? [{ label: `${c.target} is under a declaration of hostilities`, value: 25 }] : []) },
  { nc: false, candidates: starred(10, true, (e, c) => e.action === 'Break' && e.outcome === 'Broken' && by(e, c.target, c.empire), (e, c) => `${c.target} broke ${e.treaty} with you`) },
  { nc: true, candidates: declaredOnPartner('Peace', ['Declare war', 'Declare hostilities'], 10) },
  { nc: false, candidates: starred(5, true, (e, c) => e.action === 'Break' && e.outcome === 'Broken' && by(e, c.empire, c.target), (e, c) => `you broke ${e.treaty} with ${c.target}`) },
  { nc: true, candidates: inForce('Trade') },
  { nc: true, candidates: inForce('Non-Aggression') },
  {
    nc: false,
    candidates: (c) => {
      const last = [...c.past].reverse().find(({ event: e }) => by(e, c.empire, c.target) && ATTEMPTS.includes(e.action) && ['Broken', 'Declared', 'Failed'].includes(e.outcome));
      return last?.event.outcome === 'Failed' ? [{ label: `your last attempt against ${c.target} failed (${last.event.season})`, value: -25 }] : [];
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

function context(relations: Relation[], events: Event[], empire: string, target: string, season: string, defaultStatus: Status, exclude: readonly Treaty[]): Context {
  const now = seasonOrThrow(season);
  return { relations, defaultStatus, empire, target, rel: relationOf(relations, empire, target, defaultStatus), past: pastOf(events, empire, target, now), exclude };
}

const STATUS_RANK: Readonly<Record<Status, number>> = { 'No contact': 0, Normal: 1, Hostilities: 2, War: 3 };
const DECLARED_STATUS = { hostilities: 'Hostilities', war: 'War' } as const;

/** The chance that `empire` declares hostilities or war on `target` this season (VBAM declarations). */
export function declareChance(relations: Relation[], events: Event[], empire: string, target: string, season: string, kind: 'hostilities' | 'war', defaultStatus: Status): Chance {
  const c = context(relations, events, empire, target, season, defaultStatus, []);
  const base = { label: `Declaration of ${DECLARED_STATUS[kind]} (base)`, value: DECLARE_BASE[kind] };
  const impossible =
    key(empire) === key(target) ? `${empire} cannot declare on itself`
    : c.rel.status === 'No contact' ? `${empire} has no contact with ${target}`
    : STATUS_RANK[c.rel.status] >= STATUS_RANK[DECLARED_STATUS[kind]] ? `${empire} is already at ${c.rel.status} with ${target}`
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
export function breakChance(relations: Relation[], events: Event[], empire: string, target: string, treaty: Treaty, season: string, defaultStatus: Status): Chance {
  const c = context(relations, events, empire, target, season, defaultStatus, chainOf(treaty));
  const base = { label: `Break ${treaty} (base)`, value: BREAK_BASE[treaty] };
  const needing = dependents(c.rel, treaty);
  const impossible =
    key(empire) === key(target) ? `${empire} has no treaty with itself`
    : !has(c.rel, treaty) ? `no ${treaty} treaty is in force between ${empire} and ${target}`
    : needing.length ? `${treaty} cannot be broken while ${needing.join(' and ')} rests on it`
    : undefined;
  return impossible ? { percent: 0, impossible, parts: [base] } : chance(base, c);
}

// ---------------------------------------------------------------------------------------------
// A season of orders

type Kind = 'sign' | 'break' | 'hostilities' | 'war' | 'armistice';
interface Parsed { i: number; order: DiplomaticOrder; empire: string; target: string; kind: Kind; treaty?: Treaty }

const KINDS: Readonly<Record<DiplomaticAction, Kind>> = {
  Sign: 'sign', Break: 'break', 'Declare hostilities': 'hostilities', 'Declare war': 'war', Armistice: 'armistice',
};
const ACTION_OF: Readonly<Record<Kind, EventAction>> = {
  sign: 'Sign', break: 'Break', hostilities: 'Declare hostilities', war: 'Declare war', armistice: 'Armistice',
};
const DECLARATIONS: readonly Kind[] = ['hostilities', 'war'];

function describe(p: Parsed): string {
  switch (p.kind) {
    case 'sign': return `Sign ${p.treaty ?? p.order.treaty} with ${p.target}`;
    case 'break': return `Break ${p.treaty ?? p.order.treaty} with ${p.target}`;
    case 'armistice': return `Armistice with ${p.target}`;
    default: return `Declare ${p.kind} on ${p.target}`;
  }
}

/** One season's resolution: the state, the log so far and what it adds. */
class Resolution {
  readonly book: Book;
  readonly events: Event[] = [];
  readonly notices: Notice[] = [];
  readonly outcomes: (OrderOutcome | undefined)[];
  private readonly canon: Map<string, string>;

  constructor(relations: Relation[], private readonly log: Event[], private readonly orders: DiplomaticOrder[],
    readonly empires: string[], readonly season: string, readonly dice: Dice, readonly defaultStatus: Status) {
    seasonOrThrow(season);
    this.book = new Book(relations, defaultStatus, season);
    this.canon = new Map(empires.map((e) => [key(e), e]));
    this.outcomes = orders.map(() => undefined);
  }

  name(id: string): string | undefined {
    return this.canon.get(key(id));
  }
  rel(a: string, b: string): Relation {
    return this.book.get(a, b);
  }
  /** The empire's allies now, in the order of `empires`. */
  alliesOf(empire: string): string[] {
    const mine = allies(this.book.list(), empire).map(key);
    return this.empires.filter((e) => mine.includes(key(e)));
  }
  /** The log with this season's events (which never count as modifiers, being of this season). */
  history(): Event[] {
    return [...this.log, ...this.events];
  }

  record(e: Omit<Event, 'season'>): void {
    this.events.push({ season: this.season, ...e });
  }
  tell(to: string[], text: string): void {
    this.notices.push({ to: [...new Set(to)], text });
  }
  /** Both parties and every empire in contact with either. */
  publicTo(a: string, b: string): string[] {
    return [a, b, ...this.empires.filter((e) => [a, b].some((x) => key(x) !== key(e) && this.rel(x, e).status !== 'No contact'))];
  }
  done(p: Parsed, ok: boolean, text: string): void {
    this.outcomes[p.i] = { row: p.order.row, empire: p.empire, ok, text: `${describe(p)}: ${text}` };
  }
  reject(p: Parsed, reason: string): void {
    this.done(p, false, `rejected: ${reason}`);
    this.record({ empire: p.empire, target: p.target, action: ACTION_OF[p.kind], treaty: this.treatyText(p), chance: '', roll: '', outcome: 'Rejected', note: reason });
  }
  treatyText(p: Parsed): string {
    return p.kind === 'sign' || p.kind === 'break' ? p.treaty ?? String(p.order.treaty ?? '').trim() : p.kind === 'armistice' ? 'Armistice' : DECLARED_STATUS[p.kind];
  }

  /** Step 1: each order alone, then each admiral's orders against one another. */
  parse(): Parsed[] {
    const valid: Parsed[] = [];
    this.orders.forEach((order, i) => {
      const kind: Kind | undefined = KINDS[order.action];
      const empire = this.name(order.empire) ?? String(order.empire ?? '').trim();
      const target = this.name(order.target) ?? String(order.target ?? '').trim();
      if (!kind) {
        // Not an action the log can hold: an outcome only.
        this.outcomes[i] = { row: order.row, empire, ok: false, text: `${order.action}: rejected: unknown action (Sign, Break, Declare hostilities, Declare war or Armistice)` };
        return;
      }
      const treaty = kind === 'sign' || kind === 'break' ? parseTreaty(order.treaty) : undefined;
      const p: Parsed = { i, order, empire, target, kind: kind === 'sign' && treaty === 'Armistice' ? 'armistice' : kind };
      if (treaty && treaty !== 'Armistice') p.treaty = treaty;
      const problem =
        !this.name(order.empire) ? `"${order.empire}" is not an empire of this campaign`
        : !target ? 'no target empire'
        : !this.name(order.target) ? `"${order.target}" is not an empire of this campaign`
        : key(empire) === key(target) ? 'an empire cannot make treaties with or declare on itself'
        : (p.kind === 'sign' || p.kind === 'break') && !String(order.treaty ?? '').trim() ? `name the treaty (${TREATIES.join(', ')})`
        : p.kind === 'break' && treaty === 'Armistice' ? 'an armistice is not a standing treaty; declare hostilities or war instead'
        : (p.kind === 'sign' || p.kind === 'break') && !p.treaty ? `unknown treaty "${order.treaty}" (${TREATIES.join(', ')})`
        : undefined;
      if (problem) this.reject(p, problem);
      else valid.push(p);
    });
    return this.contradictions(valid);
  }

  private contradictions(valid: Parsed[]): Parsed[] {
    const out = new Set<Parsed>();
    for (const group of groupBy(valid, (p) => `${p.empire}>${p.target}`).values()) {
      const seen = new Map<string, Parsed>();
      const left: Parsed[] = [];
      for (const p of group) {
        const what = `${p.kind}:${p.treaty ?? ''}`;
        const first = seen.get(what);
        if (first) this.reject(p, `repeats row ${first.order.row}`);
        else { seen.set(what, p); left.push(p); }
      }
      const of = (...kinds: Kind[]) => left.filter((p) => kinds.includes(p.kind));
      const clash = new Map<Parsed, string>();
      const against = (a: Parsed[], b: Parsed[], reason: string) => {
        if (a.length && b.length) for (const p of [...a, ...b]) if (!clash.has(p)) clash.set(p, reason);
      };
      const t = group[0].target;
      against(of('sign'), of('break', 'hostilities', 'war'), `contradictory: signing with ${t} and breaking or declaring against ${t} in one season`);
      against(of('armistice'), of('hostilities', 'war'), `contradictory: an armistice with ${t} and a declaration against ${t} in one season`);
      against(of('hostilities'), of('war'), `contradictory: both hostilities and war declared on ${t} in one season`);
      for (const p of left) {
        const reason = clash.get(p);
        if (reason) this.reject(p, reason);
        else out.add(p);
      }
    }
    return valid.filter((p) => out.has(p));
  }

  roll(chance: number, purpose: string): number {
    return this.dice.roll(1, 100, `${purpose} (VBAM diplomacy, needs ${chance} or less on D100)`);
  }

  /** Step 2. */
  breakTreaty(p: Parsed): void {
    const treaty = p.treaty as Treaty;
    const c = breakChance(this.book.list(), this.history(), p.empire, p.target, treaty, this.season, this.defaultStatus);
    if (c.impossible) return this.reject(p, c.impossible);
    const roll = this.roll(c.percent, `${p.empire} breaks ${treaty} with ${p.target}`);
    const ok = roll <= c.percent;
    const rolled = `rolled ${roll}, needed ${c.percent} or less`;
    if (!ok) {
      this.done(p, false, `${rolled}: failed, ${treaty} stays in force`);
      this.record({ empire: p.empire, target: p.target, action: 'Break', treaty, chance: c.percent, roll, outcome: 'Failed', note: partsText(c) });
      return this.tell([p.empire], `${p.empire} failed to break ${treaty} with ${p.target} (${rolled}); the attempt is not known to ${p.target} (VBAM).`);
    }
    // Withdrawing from an alliance leaves it: the treaty ends with every member.
    const partners = treaty === 'Alliance' ? [p.target, ...this.alliesOf(p.empire).filter((a) => key(a) !== key(p.target))] : [p.target];
    for (const partner of partners) {
      const r = this.rel(p.empire, partner);
      this.book.set(p.empire, partner, { treaties: r.treaties.filter((t) => t !== treaty) });
      const first = partner === p.target;
      this.record({ empire: p.empire, target: partner, action: 'Break', treaty, chance: first ? c.percent : '', roll: first ? roll : '', outcome: 'Broken',
        note: first ? partsText(c) : `withdrawal from the alliance (row ${p.order.row})` });
      this.tell([p.empire, partner], `${p.empire} broke ${treaty} with ${partner}${treaty === 'Alliance' ? ' by leaving the alliance' : ''}; ${standing(this.rel(p.empire, partner))} (VBAM).`);
    }
    this.done(p, true, `${rolled}: broken; ${standing(this.rel(p.empire, p.target))}`);
  }

  /** Steps 3 and 4: one declaration; a success reaches the target's allies. */
  declare(empire: string, target: string, kind: 'hostilities' | 'war', p?: Parsed): void {
    const c = declareChance(this.book.list(), this.history(), empire, target, this.season, kind, this.defaultStatus);
    const action = ACTION_OF[kind];
    const status = DECLARED_STATUS[kind];
    if (c.impossible) {
      if (p) this.reject(p, c.impossible);
      return;
    }
    const duty = p ? '' : ' (alliance duty: an ally is at war with them)';
    const roll = this.roll(c.percent, `${empire} declares ${kind} on ${target}${duty}`);
    const rolled = `rolled ${roll}, needed ${c.percent} or less`;
    if (roll > c.percent) {
      if (p) this.done(p, false, `${rolled}: failed, relations stay ${this.rel(empire, target).status}`);
      this.record({ empire, target, action, treaty: status, chance: c.percent, roll, outcome: 'Failed', note: `${duty ? 'alliance duty; ' : ''}${partsText(c)}` });
      return this.tell([empire], `${empire} failed to declare ${kind} on ${target}${duty} (${rolled}); the attempt is not known to ${target} (VBAM).`);
    }
    const targets = [target, ...this.alliesOf(target).filter((a) => key(a) !== key(empire) && this.rel(empire, a).status !== 'No contact'
      && !has(this.rel(empire, a), 'Alliance') && STATUS_RANK[this.rel(empire, a).status] < STATUS_RANK[status])];
    for (const t of targets) {
      const r = this.rel(empire, t);
      const ended = r.treaties.length ? `; ended ${r.treaties.join(', ')}` : '';
      this.book.set(empire, t, { status, treaties: [] });
      const first = t === target;
      this.record({ empire, target: t, action, treaty: status, chance: first ? c.percent : '', roll: first ? roll : '', outcome: 'Declared',
        note: (first ? `${duty ? 'alliance duty; ' : ''}${partsText(c)}` : `through ${t}'s alliance with ${target}`) + ended });
      this.tell(this.publicTo(empire, t), `${empire} declared ${kind} on ${t}${first ? '' : ` (as an ally of ${target})`}: ${empire} and ${t} are now at ${status}${ended} (VBAM).`);
    }
    if (p) this.done(p, true, `${rolled}: declared; now at ${status}${targets.length > 1 ? ` with ${targets.join(', ')}` : ''}`);
  }

  /** Step 4: every member of an alliance attempts war on each empire an ally was at war with when the season began. */
  duties(start: Relation[], ordered: Parsed[]): void {
    for (const member of this.empires) {
      const friends = this.alliesOf(member);
      for (const enemy of this.empires) {
        if (key(enemy) === key(member) || this.rel(member, enemy).status === 'War' || this.rel(member, enemy).status === 'No contact') continue;
        if (!friends.some((f) => relationOf(start, f, enemy, this.defaultStatus).status === 'War')) continue;
        if (ordered.some((p) => key(p.empire) === key(member) && key(p.target) === key(enemy) && (p.kind === 'war' || p.kind === 'armistice'))) continue;
        this.declare(member, enemy, 'war');
      }
    }
  }

  /** Step 5: an armistice takes effect when both parties and every ally of each agree. */
  armistices(orders: Parsed[]): void {
    const valid: Parsed[] = [];
    for (const p of orders) {
      const r = this.rel(p.empire, p.target);
      const forAlly = this.alliesOf(p.empire).some((a) => hostile(this.rel(a, p.target)));
      if (r.status === 'No contact') this.reject(p, `${p.empire} has no contact with ${p.target}`);
      else if (!hostile(r) && !forAlly) this.reject(p, `an armistice needs Hostilities or War, and ${p.empire} and ${p.target} are at ${r.status}`);
      else valid.push(p);
    }
    const orderOf = (x: string, y: string) => valid.find((p) => key(p.empire) === key(x) && key(p.target) === key(y));
    interface Pair { a: string; b: string; was: Status; lacking: string[]; concerned: Parsed[] }
    const pairs: Pair[] = [];
    for (const p of valid) {
      const r = this.rel(p.empire, p.target);
      if (!hostile(r) || pairs.some((x) => involves(x, p.empire, p.target))) continue;
      const [a, b] = [p.empire, p.target];
      const needed: [string, string][] = [[a, b], [b, a], ...this.alliesOf(a).map((x): [string, string] => [x, b]), ...this.alliesOf(b).map((x): [string, string] => [x, a])];
      pairs.push({
        a, b, was: r.status,
        lacking: needed.filter(([x, y]) => !orderOf(x, y)).map(([x, y]) => `${x} (with ${y})`),
        concerned: needed.map(([x, y]) => orderOf(x, y)).filter((o): o is Parsed => !!o),
      });
    }
    for (const { a, b, was, lacking } of pairs) {
      if (lacking.length) continue;
      this.book.set(a, b, { status: 'Normal' });
      for (const [x, y] of [[a, b], [b, a]]) this.record({ empire: x, target: y, action: 'Armistice', treaty: 'Armistice', chance: '', roll: '', outcome: 'Signed', note: `${was} ended` });
      this.tell(this.publicTo(a, b), `${a} and ${b} signed an armistice: ${was} is over and relations are Normal (VBAM).`);
    }
    for (const p of valid) {
      const mine = pairs.filter((x) => x.concerned.includes(p));
      const own = mine.find((x) => involves(x, p.empire, p.target));
      const settled = own ? (own.lacking.length ? [] : [own]) : mine.filter((x) => !x.lacking.length);
      if (settled.length) {
        if (own) this.done(p, true, `signed; ${p.empire} and ${p.target} are at Normal`);
        else {
          const what = settled.map((x) => `${x.a}-${x.b}`).join(', ');
          this.done(p, true, `agreed, as an ally, to the armistice ${what}`);
          this.record({ empire: p.empire, target: p.target, action: 'Armistice', treaty: 'Armistice', chance: '', roll: '', outcome: 'Signed', note: `agreed as an ally to the armistice ${what}` });
        }
        continue;
      }
      const lacking = [...new Set(mine.flatMap((x) => x.lacking))];
      const why = lacking.length ? `waiting for ${lacking.join(', ')}: both parties and all their allies must sign in the same season` : 'no armistice of an ally to agree to';
      this.done(p, false, `${why}; the signature lapses at the end of the season`);
      this.record({ empire: p.empire, target: p.target, action: 'Armistice', treaty: 'Armistice', chance: '', roll: '', outcome: 'Waiting', note: why });
      this.tell([p.empire, p.target], `${p.empire} signed an armistice with ${p.target}, which did not take effect: ${why} (VBAM).`);
    }
  }

  /** Why two empires cannot sign `treaty` now, if they cannot. */
  cannotSign(a: string, b: string, treaty: Treaty): string | undefined {
    const r = this.rel(a, b);
    if (r.status === 'No contact') return `${a} has no contact with ${b}`;
    if (r.status !== 'Normal') return `${a} and ${b} are at ${r.status}: an armistice must come first`;
    if (has(r, treaty)) return `${treaty} is already in force between ${a} and ${b}`;
    const lacking = REQUIRES[treaty].filter((t) => !has(r, t));
    if (lacking.length) return `${treaty} needs ${lacking.join(' and ')} in force between ${a} and ${b}`;
    if (treaty === 'Co-Belligerence' && !this.empires.some((z) => key(z) !== key(a) && key(z) !== key(b) && hostile(this.rel(a, z)) && hostile(this.rel(b, z)))) {
      return `Co-Belligerence needs an enemy shared by ${a} and ${b} (both at Hostilities or War with a third empire)`;
    }
    return undefined;
  }

  /** Step 6. */
  signings(orders: Parsed[]): void {
    for (const treaty of SIGNING_ORDER) {
      const mine = orders.filter((p) => p.treaty === treaty);
      if (treaty === 'Alliance') this.alliances(mine);
      else this.pairs(mine, treaty);
    }
  }

  private counterpart(orders: Parsed[], p: Parsed): Parsed | undefined {
    return orders.find((q) => key(q.empire) === key(p.target) && key(q.target) === key(p.empire));
  }

  private waiting(p: Parsed, why: string): void {
    this.done(p, false, `${why}; the signature lapses at the end of the season`);
    this.record({ empire: p.empire, target: p.target, action: 'Sign', treaty: p.treaty ?? '', chance: '', roll: '', outcome: 'Waiting', note: why });
    this.tell([p.empire, p.target], `${p.empire} signed ${p.treaty} with ${p.target}, which did not take effect: ${why}. Both must sign in the same season (VBAM).`);
  }

  private signed(a: string, b: string, treaty: Treaty, to: string[]): void {
    this.book.set(a, b, { treaties: [...this.rel(a, b).treaties, treaty] });
    for (const [x, y] of [[a, b], [b, a]]) this.record({ empire: x, target: y, action: 'Sign', treaty, chance: '', roll: '', outcome: 'Signed', note: '' });
    this.tell(to, `${a} and ${b} signed ${treaty}; in force now: ${this.rel(a, b).treaties.join(', ')} (VBAM).`);
  }

  private pairs(orders: Parsed[], treaty: Treaty): void {
    const handled = new Set<Parsed>();
    for (const p of orders) {
      if (handled.has(p)) continue;
      const q = this.counterpart(orders, p);
      const both = q ? [p, q] : [p];
      both.forEach((x) => handled.add(x));
      const why = this.cannotSign(p.empire, p.target, treaty);
      if (why) both.forEach((x) => this.reject(x, why));
      else if (!q) this.waiting(p, `${p.target} did not sign ${treaty} this season`);
      else {
        this.signed(p.empire, p.target, treaty, [p.empire, p.target]);
        both.forEach((x) => this.done(x, true, 'signed; in force'));
      }
    }
  }

  /**
   * An alliance forms or grows when every pair in it has signed this season (or is allied already) and
   * has Mutual Defense: founding members all sign with one another, a newcomer signs with every member
   * and every member with it. An empire belongs to one alliance at a time.
   */
  private alliances(orders: Parsed[]): void {
    const ok: Parsed[] = [];
    for (const p of orders) {
      const why = this.cannotSign(p.empire, p.target, 'Alliance');
      if (why) this.reject(p, why);
      else ok.push(p);
    }
    const mutual = ok.filter((p) => this.counterpart(ok, p));
    for (const p of ok.filter((x) => !mutual.includes(x))) this.waiting(p, `${p.target} did not sign Alliance this season`);
    // Components: empires joined by this season's mutual signatures, with the whole of any alliance they are in.
    const groupOf = new Map<string, Set<string>>();
    const join = (x: string, y: string) => {
      const gx = groupOf.get(key(x)) ?? new Set([key(x)]);
      const gy = groupOf.get(key(y)) ?? new Set([key(y)]);
      const g = new Set([...gx, ...gy]);
      for (const m of g) groupOf.set(m, g);
    };
    for (const p of mutual) {
      join(p.empire, p.target);
      for (const e of [p.empire, p.target]) for (const a of this.alliesOf(e)) join(e, a);
    }
    const done = new Set<Set<string>>();
    for (const p of mutual) {
      const group = groupOf.get(key(p.empire)) as Set<string>;
      if (done.has(group)) continue;
      done.add(group);
      const members = this.empires.filter((e) => group.has(key(e)));
      const theirs = mutual.filter((x) => group.has(key(x.empire)));
      const existing = new Set(members.map((m) => [m, ...this.alliesOf(m)].map(key).sort().join('|')).filter((s) => s.includes('|')));
      const problems: string[] = [];
      const unsigned = ' have not both signed';
      if (existing.size > 1) problems.push('an empire belongs to one alliance at a time, and this would join two');
      for (const [i, x] of members.entries()) {
        for (const y of members.slice(i + 1)) {
          const r = this.rel(x, y);
          if (has(r, 'Alliance')) continue;
          if (!has(r, 'Mutual Defense')) problems.push(`${x} and ${y} have no Mutual Defense`);
          else if (!theirs.some((o) => involves({ a: o.empire, b: o.target }, x, y))) problems.push(`${x} and ${y}${unsigned}`);
        }
      }
      if (problems.length) {
        const why = `the alliance of ${members.join(', ')} needs unanimity: ${problems.join('; ')}`;
        for (const x of theirs) {
          if (problems.every((s) => s.endsWith(unsigned))) this.waiting(x, why);
          else this.reject(x, why);
        }
        continue;
      }
      for (const [i, x] of members.entries()) {
        for (const y of members.slice(i + 1)) if (!has(this.rel(x, y), 'Alliance')) this.signed(x, y, 'Alliance', this.publicTo(x, y));
      }
      for (const x of theirs) this.done(x, true, `signed; allied with ${members.filter((m) => key(m) !== key(x.empire)).join(', ')}`);
    }
  }
}

function partsText(c: Chance): string {
  return c.parts.map((p) => `${p.label} ${sign(p.value)}`).join('; ');
}

function standing(r: Relation): string {
  return r.treaties.length ? `still in force: ${r.treaties.join(', ')}` : `relations are ${r.status}, no treaty`;
}

/**
 * Resolves one season of diplomatic orders (see the top of this file for the order of steps and dice).
 * Every order gets one outcome, in the order given; `events` are only this season's, to append to the log.
 */
export function resolveDiplomacy(relations: Relation[], events: Event[], orders: DiplomaticOrder[], empires: string[], season: string, dice: Dice, defaultStatus: Status): DiplomacyResult {
  const s = new Resolution(relations, events, orders, empires, season, dice, defaultStatus);
  const valid = s.parse();
  const step = (...kinds: Kind[]) => valid.filter((p) => kinds.includes(p.kind));
  for (const p of step('break')) s.breakTreaty(p);
  for (const p of valid.filter((x) => DECLARATIONS.includes(x.kind))) s.declare(p.empire, p.target, p.kind as 'hostilities' | 'war', p);
  s.duties(relations, valid);
  s.armistices(step('armistice'));
  s.signings(step('sign'));
  return {
    relations: s.book.list(),
    events: s.events,
    outcomes: s.outcomes.map((o, i) => o ?? { row: orders[i].row, empire: orders[i].empire, ok: false, text: 'not resolved' }),
    notices: s.notices,
  };
}
