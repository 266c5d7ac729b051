// A season of diplomatic orders (VBAM adaptation, seed 004): signing, breaking or withdrawing,
// declaring hostilities or war, the armistice, and alliance duty.
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

import type { Refused } from '../refusal';
import { DiplomaticRefusal, diplomaticRefusalText, refuse } from './refusal';
import { Dice } from '../dice';
import { groupBy, key } from '../ids';
import { allies, Book, has, parseTreaty, Relation, relationOf, Status, Treaty, TREATIES } from './relations';
import { Event, EventAction, turnOrThrow } from './log';
import type { Calendar } from '../calendar';
import { breakChance, declareChance, DECLARED_STATUS, partsText, STATUS_RANK } from './chances';

export type DiplomaticAction = 'Sign' | 'Break' | 'Declare hostilities' | 'Declare war' | 'Armistice';
export interface DiplomaticOrder {
  row: number;
  empire: string;
  action: DiplomaticAction;
  target: string;
  treaty: string; /* for Sign / Break */
}
/** `waiting`: a signature the other side has not matched; legal, but alone it does nothing this season. */
export interface OrderOutcome<R extends Refused<{ code: string }> = DiplomaticRefusal> {
  row: number;
  empire: string;
  status: 'done' | 'refused' | 'lost';
  text: string;
  waiting?: boolean;
  /** Why a refused or lapsed order did nothing, as data. */
  refusal?: R;
}
/**
 * A line for an admirals' reports; `to` lists the empires that may see it. Both parties always see what
 * happened between them. Declarations, armistices and alliances are public: every empire in contact
 * with either party sees them (they change who fights whom, and third parties' modifiers). A failed
 * break or declaration is seen only by the empire that tried (it is an internal matter).
 */
export interface Notice {
  to: string[];
  text: string;
}
/** `relations`: the whole table after the season. `events`: only the new events, to append to the log. */
export interface DiplomacyResult {
  relations: Relation[];
  events: Event[];
  outcomes: OrderOutcome[];
  notices: Notice[];
}

// ---------------------------------------------------------------------------------------------
// A season of orders

/** An order's kind, as the steps take them (season.ts). */
export type DiplomaticKind = 'sign' | 'break' | 'hostilities' | 'war' | 'armistice';
export interface Parsed {
  i: number;
  order: DiplomaticOrder;
  empire: string;
  target: string;
  kind: DiplomaticKind;
  treaty?: Treaty;
}

const KINDS: Readonly<Record<DiplomaticAction, DiplomaticKind>> = {
  Sign: 'sign',
  Break: 'break',
  'Declare hostilities': 'hostilities',
  'Declare war': 'war',
  Armistice: 'armistice',
};
const ACTION_OF: Readonly<Record<DiplomaticKind, EventAction>> = {
  sign: 'Sign',
  break: 'Break',
  hostilities: 'Declare hostilities',
  war: 'Declare war',
  armistice: 'Armistice',
};

function describe(p: Parsed): string {
  switch (p.kind) {
    case 'sign':
      return `Sign ${p.treaty ?? p.order.treaty} with ${p.target}`;
    case 'break':
      return `Break ${p.treaty ?? p.order.treaty} with ${p.target}`;
    case 'armistice':
      return `Armistice with ${p.target}`;
    default:
      return `Declare ${p.kind} on ${p.target}`;
  }
}

/** One season's resolution: the state, the log so far and what it adds. */
export class Resolution {
  readonly book: Book;
  readonly events: Event[] = [];
  readonly notices: Notice[] = [];
  readonly outcomes: (OrderOutcome | undefined)[];
  private readonly canon: Map<string, string>;

  constructor(
    relations: Relation[],
    private readonly log: Event[],
    private readonly orders: DiplomaticOrder[],
    readonly empires: string[],
    readonly season: string,
    readonly dice: Dice,
    readonly defaultStatus: Status,
    readonly calendar: Calendar,
  ) {
    turnOrThrow(calendar, season);
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
    return this.empires.filter((e) => mine.includes(e));
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
    return [a, b, ...this.empires.filter((e) => [a, b].some((x) => x !== e && this.rel(x, e).status !== 'No contact'))];
  }
  done(p: Parsed, status: OrderOutcome['status'], text: string, more: { waiting?: boolean; refusal?: DiplomaticRefusal } = {}): void {
    this.outcomes[p.i] = { row: p.order.row, empire: p.empire, status, text: `${describe(p)}: ${text}`, ...more };
  }
  reject(p: Parsed, r: DiplomaticRefusal): void {
    const reason = diplomaticRefusalText(r, this.calendar);
    this.done(p, 'refused', `rejected: ${reason}`, { refusal: r });
    this.record({
      empire: p.empire,
      target: p.target,
      action: ACTION_OF[p.kind],
      treaty: this.treatyText(p),
      chance: '',
      roll: '',
      outcome: 'Rejected',
      note: reason,
    });
  }
  treatyText(p: Parsed): string {
    return p.kind === 'sign' || p.kind === 'break'
      ? (p.treaty ?? String(p.order.treaty ?? '').trim())
      : p.kind === 'armistice'
        ? 'Armistice'
        : DECLARED_STATUS[p.kind];
  }

  /** Step 1: each order alone, then each admiral's orders against one another. */
  parse(): Parsed[] {
    const valid: Parsed[] = [];
    this.orders.forEach((order, i) => {
      const kind: DiplomaticKind | undefined = KINDS[order.action];
      const empire = this.name(order.empire) ?? String(order.empire ?? '').trim();
      const target = this.name(order.target) ?? String(order.target ?? '').trim();
      if (!kind) {
        // Not an action the log can hold: an outcome only.
        const refusal = refuse({ code: 'unknown-action', typed: String(order.action ?? '') });
        this.outcomes[i] = {
          row: order.row,
          empire,
          status: 'refused',
          refusal,
          text: `${order.action}: rejected: ${diplomaticRefusalText(refusal, this.calendar)}`,
        };
        return;
      }
      const treaty = kind === 'sign' || kind === 'break' ? parseTreaty(order.treaty) : undefined;
      const p: Parsed = { i, order, empire, target, kind: kind === 'sign' && treaty === 'Armistice' ? 'armistice' : kind };
      if (treaty && treaty !== 'Armistice') p.treaty = treaty;
      const problem = !this.name(order.empire)
        ? refuse({ code: 'not-an-empire', name: String(order.empire ?? '') })
        : !target
          ? refuse({ code: 'no-target-empire' })
          : !this.name(order.target)
            ? refuse({ code: 'not-an-empire', name: String(order.target ?? '') })
            : empire === target
              ? refuse({ code: 'with-itself' })
              : (p.kind === 'sign' || p.kind === 'break') && !String(order.treaty ?? '').trim()
                ? refuse({ code: 'name-the-treaty', treaties: TREATIES })
                : p.kind === 'break' && treaty === 'Armistice'
                  ? refuse({ code: 'armistice-not-standing' })
                  : (p.kind === 'sign' || p.kind === 'break') && !p.treaty
                    ? refuse({ code: 'unknown-treaty', typed: String(order.treaty ?? ''), treaties: TREATIES })
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
        if (first) this.reject(p, refuse({ code: 'repeats-row', row: first.order.row }));
        else {
          seen.set(what, p);
          left.push(p);
        }
      }
      const of = (...kinds: DiplomaticKind[]) => left.filter((p) => kinds.includes(p.kind));
      const clash = new Map<Parsed, DiplomaticRefusal>();
      const target = group[0].target;
      const against = (a: Parsed[], b: Parsed[], kind: 'sign-and-break' | 'armistice-and-declaration' | 'hostilities-and-war') => {
        if (a.length && b.length)
          for (const p of [...a, ...b]) if (!clash.has(p)) clash.set(p, refuse({ code: 'contradictory', target, clash: kind }));
      };
      against(of('sign'), of('break', 'hostilities', 'war'), 'sign-and-break');
      against(of('armistice'), of('hostilities', 'war'), 'armistice-and-declaration');
      against(of('hostilities'), of('war'), 'hostilities-and-war');
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
    const c = breakChance(this.book.list(), this.history(), p.empire, p.target, treaty, this.season, this.defaultStatus, this.calendar);
    if (c.impossible) return this.reject(p, c.impossible);
    const roll = this.roll(c.percent, `${p.empire} breaks ${treaty} with ${p.target}`);
    const ok = roll <= c.percent;
    const rolled = `rolled ${roll}, needed ${c.percent} or less`;
    if (!ok) {
      this.done(p, 'lost', `${rolled}: failed, ${treaty} stays in force`);
      this.record({
        empire: p.empire,
        target: p.target,
        action: 'Break',
        treaty,
        chance: c.percent,
        roll,
        outcome: 'Failed',
        note: partsText(c),
      });
      return this.tell(
        [p.empire],
        `${p.empire} failed to break ${treaty} with ${p.target} (${rolled}); the attempt is not known to ${p.target} (VBAM).`,
      );
    }
    // Withdrawing from an alliance leaves it: the treaty ends with every member.
    const partners = treaty === 'Alliance' ? [p.target, ...this.alliesOf(p.empire).filter((a) => a !== p.target)] : [p.target];
    for (const partner of partners) {
      const r = this.rel(p.empire, partner);
      this.book.set(p.empire, partner, { treaties: r.treaties.filter((t) => t !== treaty) });
      const first = partner === p.target;
      this.record({
        empire: p.empire,
        target: partner,
        action: 'Break',
        treaty,
        chance: first ? c.percent : '',
        roll: first ? roll : '',
        outcome: 'Broken',
        note: first ? partsText(c) : `withdrawal from the alliance (row ${p.order.row})`,
      });
      this.tell(
        [p.empire, partner],
        `${p.empire} broke ${treaty} with ${partner}${treaty === 'Alliance' ? ' by leaving the alliance' : ''}; ${standing(this.rel(p.empire, partner))} (VBAM).`,
      );
    }
    this.done(p, 'done', `${rolled}: broken; ${standing(this.rel(p.empire, p.target))}`);
  }

  /** Steps 3 and 4: one declaration; a success reaches the target's allies. */
  declare(empire: string, target: string, kind: 'hostilities' | 'war', p?: Parsed): void {
    const c = declareChance(this.book.list(), this.history(), empire, target, this.season, kind, this.defaultStatus, this.calendar);
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
      if (p) this.done(p, 'lost', `${rolled}: failed, relations stay ${this.rel(empire, target).status}`);
      this.record({
        empire,
        target,
        action,
        treaty: status,
        chance: c.percent,
        roll,
        outcome: 'Failed',
        note: `${duty ? 'alliance duty; ' : ''}${partsText(c)}`,
      });
      return this.tell(
        [empire],
        `${empire} failed to declare ${kind} on ${target}${duty} (${rolled}); the attempt is not known to ${target} (VBAM).`,
      );
    }
    const targets = [
      target,
      ...this.alliesOf(target).filter(
        (a) =>
          a !== empire &&
          this.rel(empire, a).status !== 'No contact' &&
          !has(this.rel(empire, a), 'Alliance') &&
          STATUS_RANK[this.rel(empire, a).status] < STATUS_RANK[status],
      ),
    ];
    for (const t of targets) {
      const r = this.rel(empire, t);
      const ended = r.treaties.length ? `; ended ${r.treaties.join(', ')}` : '';
      this.book.set(empire, t, { status, treaties: [] });
      const first = t === target;
      this.record({
        empire,
        target: t,
        action,
        treaty: status,
        chance: first ? c.percent : '',
        roll: first ? roll : '',
        outcome: 'Declared',
        note: (first ? `${duty ? 'alliance duty; ' : ''}${partsText(c)}` : `through ${t}'s alliance with ${target}`) + ended,
      });
      this.tell(
        this.publicTo(empire, t),
        `${empire} declared ${kind} on ${t}${first ? '' : ` (as an ally of ${target})`}: ${empire} and ${t} are now at ${status}${ended} (VBAM).`,
      );
    }
    if (p) this.done(p, 'done', `${rolled}: declared; now at ${status}${targets.length > 1 ? ` with ${targets.join(', ')}` : ''}`);
  }

  /** Step 4: every member of an alliance attempts war on each empire an ally was at war with when the season began. */
  duties(start: Relation[], ordered: Parsed[]): void {
    for (const member of this.empires) {
      const friends = this.alliesOf(member);
      for (const enemy of this.empires) {
        if (enemy === member || this.rel(member, enemy).status === 'War' || this.rel(member, enemy).status === 'No contact') continue;
        if (!friends.some((f) => relationOf(start, f, enemy, this.defaultStatus).status === 'War')) continue;
        if (ordered.some((p) => p.empire === member && p.target === enemy && (p.kind === 'war' || p.kind === 'armistice'))) continue;
        this.declare(member, enemy, 'war');
      }
    }
  }
}

function standing(r: Relation): string {
  return r.treaties.length ? `still in force: ${r.treaties.join(', ')}` : `relations are ${r.status}, no treaty`;
}
