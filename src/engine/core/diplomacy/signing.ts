// Steps 5 and 6 of a season's diplomacy (VBAM adaptation, seed 004; the order of steps is at the top
// of resolve.ts): armistices, which take effect when both parties and every ally of each agree, and
// signings, which need both parties in the same season, Non-Aggression first and Alliance last.
// Neither rolls a die.

import { AllianceProblem, DiplomaticRefusal, diplomaticRefusalText, refuse } from './refusal';
import { key } from '../ids';
import { has, hostile, involves, REQUIRES, Status, Treaty } from './relations';
import type { Parsed, Resolution } from './resolve';

/** Order in which treaties signed in one season take effect: a prerequisite before what rests on it. */
const SIGNING_ORDER: readonly Treaty[] = ['Non-Aggression', 'Peace', 'Trade', 'Mutual Defense', 'Co-Belligerence', 'Alliance'];

/** Step 5: an armistice takes effect when both parties and every ally of each agree. */
export function armistices(s: Resolution, orders: Parsed[]): void {
  const valid: Parsed[] = [];
  for (const p of orders) {
    const r = s.rel(p.empire, p.target);
    const forAlly = s.alliesOf(p.empire).some((a) => hostile(s.rel(a, p.target)));
    if (r.status === 'No contact') s.reject(p, refuse({ code: 'no-contact', empire: p.empire, target: p.target }));
    else if (!hostile(r) && !forAlly)
      s.reject(p, refuse({ code: 'armistice-needs-hostility', empire: p.empire, target: p.target, status: r.status }));
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
    const r = s.rel(p.empire, p.target);
    if (!hostile(r) || pairs.some((x) => involves(x, p.empire, p.target))) continue;
    const [a, b] = [p.empire, p.target];
    const needed: [string, string][] = [
      [a, b],
      [b, a],
      ...s.alliesOf(a).map((x): [string, string] => [x, b]),
      ...s.alliesOf(b).map((x): [string, string] => [x, a]),
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
    s.book.set(a, b, { status: 'Normal' });
    for (const [x, y] of [
      [a, b],
      [b, a],
    ])
      recordArmistice(s, x, y, 'Signed', `${was} ended`);
    s.tell(s.publicTo(a, b), `${a} and ${b} signed an armistice: ${was} is over and relations are Normal (VBAM).`);
  }
  for (const p of valid) {
    const mine = pairs.filter((x) => x.concerned.includes(p));
    const own = mine.find((x) => involves(x, p.empire, p.target));
    const settled = own ? (own.lacking.length ? [] : [own]) : mine.filter((x) => !x.lacking.length);
    if (settled.length) {
      if (own) s.done(p, 'done', `signed; ${p.empire} and ${p.target} are at Normal`);
      else {
        const what = settled.map((x) => `${x.a}-${x.b}`).join(', ');
        s.done(p, 'done', `agreed, as an ally, to the armistice ${what}`);
        recordArmistice(s, p.empire, p.target, 'Signed', `agreed as an ally to the armistice ${what}`);
      }
      continue;
    }
    const lacking = [...new Set(mine.flatMap((x) => x.lacking))];
    const refusal = lacking.length ? refuse({ code: 'armistice-waiting', lacking }) : refuse({ code: 'no-ally-armistice' });
    const why = diplomaticRefusalText(refusal, s.calendar);
    s.done(p, lacking.length > 0 ? 'lost' : 'refused', `${why}${lapses(s)}`, { waiting: lacking.length > 0, refusal });
    recordArmistice(s, p.empire, p.target, 'Waiting', why);
    s.tell([p.empire, p.target], `${p.empire} signed an armistice with ${p.target}, which did not take effect: ${why} (VBAM).`);
  }
}

/** An armistice signature on the Diplomacy log (no roll). */
function recordArmistice(s: Resolution, empire: string, target: string, outcome: 'Signed' | 'Waiting', note: string): void {
  s.record({ empire, target, action: 'Armistice', treaty: 'Armistice', chance: '', roll: '', outcome, note });
}

/** Why two empires cannot sign `treaty` now, if they cannot. */
export function cannotSign(s: Resolution, empire: string, target: string, treaty: Treaty): DiplomaticRefusal | undefined {
  const r = s.rel(empire, target);
  if (r.status === 'No contact') return refuse({ code: 'no-contact', empire, target });
  if (r.status !== 'Normal') return refuse({ code: 'armistice-first', empire, target, status: r.status });
  if (has(r, treaty)) return refuse({ code: 'treaty-in-force', treaty, empire, target });
  const lacking = REQUIRES[treaty].filter((t) => !has(r, t));
  if (lacking.length) return refuse({ code: 'treaty-needs', treaty, lacking, empire, target });
  const shared = (z: string) => z !== empire && z !== target && hostile(s.rel(empire, z)) && hostile(s.rel(target, z));
  if (treaty === 'Co-Belligerence' && !s.empires.some(shared)) return refuse({ code: 'no-shared-enemy', empire, target });
  return undefined;
}

/** Step 6. */
export function signings(s: Resolution, orders: Parsed[]): void {
  for (const treaty of SIGNING_ORDER) {
    const mine = orders.filter((p) => p.treaty === treaty);
    if (treaty === 'Alliance') alliances(s, mine);
    else pairs(s, mine, treaty);
  }
}

function counterpart(orders: Parsed[], p: Parsed): Parsed | undefined {
  return orders.find((q) => q.empire === p.target && q.target === p.empire);
}

/** Said of a signature the other parties did not match: it does nothing, and is gone next turn. */
function lapses(s: Resolution): string {
  return `; the signature lapses at the end of the ${s.calendar.turnWord}`;
}

function waiting(s: Resolution, p: Parsed, refusal: DiplomaticRefusal): void {
  const why = diplomaticRefusalText(refusal, s.calendar);
  s.done(p, 'lost', `${why}${lapses(s)}`, { waiting: true, refusal });
  s.record({
    empire: p.empire,
    target: p.target,
    action: 'Sign',
    treaty: p.treaty ?? '',
    chance: '',
    roll: '',
    outcome: 'Waiting',
    note: why,
  });
  s.tell(
    [p.empire, p.target],
    `${p.empire} signed ${p.treaty} with ${p.target}, which did not take effect: ${why}. Both must sign in the same ${s.calendar.turnWord} (VBAM).`,
  );
}

function signed(s: Resolution, a: string, b: string, treaty: Treaty, to: string[]): void {
  s.book.set(a, b, { treaties: [...s.rel(a, b).treaties, treaty] });
  for (const [x, y] of [
    [a, b],
    [b, a],
  ])
    s.record({ empire: x, target: y, action: 'Sign', treaty, chance: '', roll: '', outcome: 'Signed', note: '' });
  s.tell(to, `${a} and ${b} signed ${treaty}; in force now: ${s.rel(a, b).treaties.join(', ')} (VBAM).`);
}

function pairs(s: Resolution, orders: Parsed[], treaty: Treaty): void {
  const handled = new Set<Parsed>();
  for (const p of orders) {
    if (handled.has(p)) continue;
    const q = counterpart(orders, p);
    const both = q ? [p, q] : [p];
    both.forEach((x) => handled.add(x));
    const why = cannotSign(s, p.empire, p.target, treaty);
    if (why) both.forEach((x) => s.reject(x, why));
    else if (!q) waiting(s, p, refuse({ code: 'not-signed', target: p.target, treaty }));
    else {
      signed(s, p.empire, p.target, treaty, [p.empire, p.target]);
      both.forEach((x) => s.done(x, 'done', 'signed; in force'));
    }
  }
}

/**
 * An alliance forms or grows when every pair in it has signed this season (or is allied already) and
 * has Mutual Defense: founding members all sign with one another, a newcomer signs with every member
 * and every member with it. An empire belongs to one alliance at a time.
 */
function alliances(s: Resolution, orders: Parsed[]): void {
  const ok: Parsed[] = [];
  for (const p of orders) {
    const why = cannotSign(s, p.empire, p.target, 'Alliance');
    if (why) s.reject(p, why);
    else ok.push(p);
  }
  const mutual = ok.filter((p) => counterpart(ok, p));
  for (const p of ok.filter((x) => !mutual.includes(x)))
    waiting(s, p, refuse({ code: 'not-signed', target: p.target, treaty: 'Alliance' }));
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
    for (const e of [p.empire, p.target]) for (const a of s.alliesOf(e)) join(e, a);
  }
  const done = new Set<Set<string>>();
  for (const p of mutual) {
    const group = groupOf.get(p.empire) as Set<string>;
    if (done.has(group)) continue;
    done.add(group);
    const members = s.empires.filter((e) => group.has(e));
    const theirs = mutual.filter((x) => group.has(x.empire));
    const existing = new Set(members.filter((m) => s.alliesOf(m).length > 0).map((m) => [m, ...s.alliesOf(m)].map(key).sort().join('|')));
    // A pair that has only not signed yet leaves the signatures waiting; any other problem refuses them.
    const problems: AllianceProblem[] = [];
    if (existing.size > 1) problems.push({ kind: 'two-alliances' });
    for (const [i, x] of members.entries()) {
      for (const y of members.slice(i + 1)) {
        const r = s.rel(x, y);
        if (has(r, 'Alliance')) continue;
        if (!has(r, 'Mutual Defense')) problems.push({ kind: 'no-mutual-defense', a: x, b: y });
        else if (!theirs.some((o) => involves({ a: o.empire, b: o.target }, x, y))) problems.push({ kind: 'unsigned', a: x, b: y });
      }
    }
    if (problems.length) {
      const why = refuse({ code: 'alliance-unanimity', members, problems });
      for (const x of theirs) {
        if (problems.every((p) => p.kind === 'unsigned')) waiting(s, x, why);
        else s.reject(x, why);
      }
      continue;
    }
    for (const [i, x] of members.entries()) {
      for (const y of members.slice(i + 1)) if (!has(s.rel(x, y), 'Alliance')) signed(s, x, y, 'Alliance', s.publicTo(x, y));
    }
    for (const x of theirs) s.done(x, 'done', `signed; allied with ${members.filter((m) => m !== x.empire).join(', ')}`);
  }
}
