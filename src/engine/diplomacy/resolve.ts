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

import { Dice } from '../dice';
import { groupBy, key } from '../ids';
import { allies, Book, has, hostile, involves, parseTreaty, Relation, relationOf, REQUIRES, Status, Treaty, TREATIES } from './relations';
import { Event, EventAction, seasonOrThrow } from './log';
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
export interface OrderOutcome {
  row: number;
  empire: string;
  status: 'done' | 'refused' | 'lost';
  text: string;
  waiting?: boolean;
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

/** Order in which treaties signed in one season take effect: a prerequisite before what rests on it. */
const SIGNING_ORDER: readonly Treaty[] = ['Non-Aggression', 'Peace', 'Trade', 'Mutual Defense', 'Co-Belligerence', 'Alliance'];

// ---------------------------------------------------------------------------------------------
// A season of orders

type Kind = 'sign' | 'break' | 'hostilities' | 'war' | 'armistice';
interface Parsed {
  i: number;
  order: DiplomaticOrder;
  empire: string;
  target: string;
  kind: Kind;
  treaty?: Treaty;
}

const KINDS: Readonly<Record<DiplomaticAction, Kind>> = {
  Sign: 'sign',
  Break: 'break',
  'Declare hostilities': 'hostilities',
  'Declare war': 'war',
  Armistice: 'armistice',
};
const ACTION_OF: Readonly<Record<Kind, EventAction>> = {
  sign: 'Sign',
  break: 'Break',
  hostilities: 'Declare hostilities',
  war: 'Declare war',
  armistice: 'Armistice',
};
const DECLARATIONS: readonly Kind[] = ['hostilities', 'war'];

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
class Resolution {
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
  ) {
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
  done(p: Parsed, status: OrderOutcome['status'], text: string, waiting = false): void {
    this.outcomes[p.i] = { row: p.order.row, empire: p.empire, status, text: `${describe(p)}: ${text}`, ...(waiting ? { waiting } : {}) };
  }
  reject(p: Parsed, reason: string): void {
    this.done(p, 'refused', `rejected: ${reason}`);
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
      const kind: Kind | undefined = KINDS[order.action];
      const empire = this.name(order.empire) ?? String(order.empire ?? '').trim();
      const target = this.name(order.target) ?? String(order.target ?? '').trim();
      if (!kind) {
        // Not an action the log can hold: an outcome only.
        this.outcomes[i] = {
          row: order.row,
          empire,
          status: 'refused',
          text: `${order.action}: rejected: unknown action (Sign, Break, Declare hostilities, Declare war or Armistice)`,
        };
        return;
      }
      const treaty = kind === 'sign' || kind === 'break' ? parseTreaty(order.treaty) : undefined;
      const p: Parsed = { i, order, empire, target, kind: kind === 'sign' && treaty === 'Armistice' ? 'armistice' : kind };
      if (treaty && treaty !== 'Armistice') p.treaty = treaty;
      const problem = !this.name(order.empire)
        ? `"${order.empire}" is not an empire of this campaign`
        : !target
          ? 'no target empire'
          : !this.name(order.target)
            ? `"${order.target}" is not an empire of this campaign`
            : empire === target
              ? 'an empire cannot make treaties with or declare on itself'
              : (p.kind === 'sign' || p.kind === 'break') && !String(order.treaty ?? '').trim()
                ? `name the treaty (${TREATIES.join(', ')})`
                : p.kind === 'break' && treaty === 'Armistice'
                  ? 'an armistice is not a standing treaty; declare hostilities or war instead'
                  : (p.kind === 'sign' || p.kind === 'break') && !p.treaty
                    ? `unknown treaty "${order.treaty}" (${TREATIES.join(', ')})`
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
        else {
          seen.set(what, p);
          left.push(p);
        }
      }
      const of = (...kinds: Kind[]) => left.filter((p) => kinds.includes(p.kind));
      const clash = new Map<Parsed, string>();
      const against = (a: Parsed[], b: Parsed[], reason: string) => {
        if (a.length && b.length) for (const p of [...a, ...b]) if (!clash.has(p)) clash.set(p, reason);
      };
      const t = group[0].target;
      against(
        of('sign'),
        of('break', 'hostilities', 'war'),
        `contradictory: signing with ${t} and breaking or declaring against ${t} in one season`,
      );
      against(
        of('armistice'),
        of('hostilities', 'war'),
        `contradictory: an armistice with ${t} and a declaration against ${t} in one season`,
      );
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

  /** Step 5: an armistice takes effect when both parties and every ally of each agree. */
  armistices(orders: Parsed[]): void {
    const valid: Parsed[] = [];
    for (const p of orders) {
      const r = this.rel(p.empire, p.target);
      const forAlly = this.alliesOf(p.empire).some((a) => hostile(this.rel(a, p.target)));
      if (r.status === 'No contact') this.reject(p, `${p.empire} has no contact with ${p.target}`);
      else if (!hostile(r) && !forAlly)
        this.reject(p, `an armistice needs Hostilities or War, and ${p.empire} and ${p.target} are at ${r.status}`);
      else valid.push(p);
    }
    const orderOf = (x: string, y: string) => valid.find((p) => p.empire === x && p.target === y);
    interface Pair {
      a: string;
      b: string;
      was: Status;
      lacking: string[];
      concerned: Parsed[];
    }
    const pairs: Pair[] = [];
    for (const p of valid) {
      const r = this.rel(p.empire, p.target);
      if (!hostile(r) || pairs.some((x) => involves(x, p.empire, p.target))) continue;
      const [a, b] = [p.empire, p.target];
      const needed: [string, string][] = [
        [a, b],
        [b, a],
        ...this.alliesOf(a).map((x): [string, string] => [x, b]),
        ...this.alliesOf(b).map((x): [string, string] => [x, a]),
      ];
      pairs.push({
        a,
        b,
        was: r.status,
        lacking: needed.filter(([x, y]) => !orderOf(x, y)).map(([x, y]) => `${x} (with ${y})`),
        concerned: needed.map(([x, y]) => orderOf(x, y)).filter((o): o is Parsed => !!o),
      });
    }
    for (const { a, b, was, lacking } of pairs) {
      if (lacking.length) continue;
      this.book.set(a, b, { status: 'Normal' });
      for (const [x, y] of [
        [a, b],
        [b, a],
      ])
        this.record({
          empire: x,
          target: y,
          action: 'Armistice',
          treaty: 'Armistice',
          chance: '',
          roll: '',
          outcome: 'Signed',
          note: `${was} ended`,
        });
      this.tell(this.publicTo(a, b), `${a} and ${b} signed an armistice: ${was} is over and relations are Normal (VBAM).`);
    }
    for (const p of valid) {
      const mine = pairs.filter((x) => x.concerned.includes(p));
      const own = mine.find((x) => involves(x, p.empire, p.target));
      const settled = own ? (own.lacking.length ? [] : [own]) : mine.filter((x) => !x.lacking.length);
      if (settled.length) {
        if (own) this.done(p, 'done', `signed; ${p.empire} and ${p.target} are at Normal`);
        else {
          const what = settled.map((x) => `${x.a}-${x.b}`).join(', ');
          this.done(p, 'done', `agreed, as an ally, to the armistice ${what}`);
          this.record({
            empire: p.empire,
            target: p.target,
            action: 'Armistice',
            treaty: 'Armistice',
            chance: '',
            roll: '',
            outcome: 'Signed',
            note: `agreed as an ally to the armistice ${what}`,
          });
        }
        continue;
      }
      const lacking = [...new Set(mine.flatMap((x) => x.lacking))];
      const why = lacking.length
        ? `waiting for ${lacking.join(', ')}: both parties and all their allies must sign in the same season`
        : 'no armistice of an ally to agree to';
      this.done(p, lacking.length > 0 ? 'lost' : 'refused', `${why}; the signature lapses at the end of the season`, lacking.length > 0);
      this.record({
        empire: p.empire,
        target: p.target,
        action: 'Armistice',
        treaty: 'Armistice',
        chance: '',
        roll: '',
        outcome: 'Waiting',
        note: why,
      });
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
    if (
      treaty === 'Co-Belligerence' &&
      !this.empires.some((z) => z !== a && z !== b && hostile(this.rel(a, z)) && hostile(this.rel(b, z)))
    ) {
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
    return orders.find((q) => q.empire === p.target && q.target === p.empire);
  }

  private waiting(p: Parsed, why: string): void {
    this.done(p, 'lost', `${why}; the signature lapses at the end of the season`, true);
    this.record({
      empire: p.empire,
      target: p.target,
      action: 'Sign',
      treaty: p.treaty ?? '',
      chance: '',
      roll: '',
      outcome: 'Waiting',
      note: why,
    });
    this.tell(
      [p.empire, p.target],
      `${p.empire} signed ${p.treaty} with ${p.target}, which did not take effect: ${why}. Both must sign in the same season (VBAM).`,
    );
  }

  private signed(a: string, b: string, treaty: Treaty, to: string[]): void {
    this.book.set(a, b, { treaties: [...this.rel(a, b).treaties, treaty] });
    for (const [x, y] of [
      [a, b],
      [b, a],
    ])
      this.record({ empire: x, target: y, action: 'Sign', treaty, chance: '', roll: '', outcome: 'Signed', note: '' });
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
        both.forEach((x) => this.done(x, 'done', 'signed; in force'));
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
      const gx = groupOf.get(x) ?? new Set([x]);
      const gy = groupOf.get(y) ?? new Set([y]);
      const g = new Set([...gx, ...gy]);
      for (const m of g) groupOf.set(m, g);
    };
    for (const p of mutual) {
      join(p.empire, p.target);
      for (const e of [p.empire, p.target]) for (const a of this.alliesOf(e)) join(e, a);
    }
    const done = new Set<Set<string>>();
    for (const p of mutual) {
      const group = groupOf.get(p.empire) as Set<string>;
      if (done.has(group)) continue;
      done.add(group);
      const members = this.empires.filter((e) => group.has(e));
      const theirs = mutual.filter((x) => group.has(x.empire));
      const existing = new Set(
        members.filter((m) => this.alliesOf(m).length > 0).map((m) => [m, ...this.alliesOf(m)].map(key).sort().join('|')),
      );
      // A pair that has only not signed yet leaves the signatures waiting; any other problem refuses them.
      const problems: { unsigned: boolean; text: string }[] = [];
      if (existing.size > 1)
        problems.push({ unsigned: false, text: 'an empire belongs to one alliance at a time, and this would join two' });
      for (const [i, x] of members.entries()) {
        for (const y of members.slice(i + 1)) {
          const r = this.rel(x, y);
          if (has(r, 'Alliance')) continue;
          if (!has(r, 'Mutual Defense')) problems.push({ unsigned: false, text: `${x} and ${y} have no Mutual Defense` });
          else if (!theirs.some((o) => involves({ a: o.empire, b: o.target }, x, y)))
            problems.push({ unsigned: true, text: `${x} and ${y} have not both signed` });
        }
      }
      if (problems.length) {
        const why = `the alliance of ${members.join(', ')} needs unanimity: ${problems.map((p) => p.text).join('; ')}`;
        for (const x of theirs) {
          if (problems.every((p) => p.unsigned)) this.waiting(x, why);
          else this.reject(x, why);
        }
        continue;
      }
      for (const [i, x] of members.entries()) {
        for (const y of members.slice(i + 1)) if (!has(this.rel(x, y), 'Alliance')) this.signed(x, y, 'Alliance', this.publicTo(x, y));
      }
      for (const x of theirs) this.done(x, 'done', `signed; allied with ${members.filter((m) => m !== x.empire).join(', ')}`);
    }
  }
}

function standing(r: Relation): string {
  return r.treaties.length ? `still in force: ${r.treaties.join(', ')}` : `relations are ${r.status}, no treaty`;
}

/**
 * Resolves one season of diplomatic orders (see the top of this file for the order of steps and dice).
 * Every order gets one outcome, in the order given; `events` are only this season's, to append to the log.
 */
export function resolveDiplomacy(
  relations: Relation[],
  events: Event[],
  orders: DiplomaticOrder[],
  empires: string[],
  season: string,
  dice: Dice,
  defaultStatus: Status,
): DiplomacyResult {
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
    outcomes: s.outcomes.map(
      (o, i) => o ?? { row: orders[i].row, empire: orders[i].empire, status: 'refused' as const, text: 'not resolved' },
    ),
    notices: s.notices,
  };
}
