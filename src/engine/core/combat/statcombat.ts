// Statistical combat for battles the GM marks "auto": the combat system of the VBAM adaptation (seed
// 004, "VBAM combat" below), section by section: battle intensity, combat coefficient table, scouts and
// EW, cloaked ships, combat potential and damage points, directed damage, maulers, damage allocation,
// plus and minus points. Side A is the attacker, side B the defender.
//
// Dice order (a contract: adjudication cases script the dice in this order):
//   1. before round 1: 2D6 cloak roll of side A, then of side B, each only for a force made up
//      entirely of cloaked ships;
//   2. each round: 1D6 combat die of side A, then 1D6 of side B;
//   3. after the round's damage: 1D6 mauler shock roll of side A, then of side B, each only when that
//      side's mauler was used for directed damage in the round and is still uncrippled.

import { Dice } from '../dice';

export interface Unit {
  id: string;
  af: number;
  df: number;
  afCrippled: number;
  dfCrippled: number;
  condition: 'OK' | 'Crippled';
  /** Scout capability (scout ship, base); a crippled scout does not count. */
  scout: boolean;
  cloak: boolean;
  mauler: boolean;
  /** Fighter factors carried: each is a unit of attack 1 and defense 1 with no crippled state. */
  fighters: number;
  /** FRDs, convoys: destroyed when damaged. */
  noCrippledState?: boolean;
}
export interface SideInput {
  name: string;
  units: Unit[];
  /** Battle Intensity Factor, 1-4. */
  intensity: number;
  /** Extra shift to this side's own die every round (EW the add-on does not derive), signed. */
  ewShift?: number;
  /** Enemy unit id for directed damage, every round while it lives. */
  directTarget?: string;
}
export type Fate = 'Unharmed' | 'Crippled' | 'Destroyed';
export interface RoundLog {
  round: number;
  bir: number;
  rolls: { side: string; die: number; shift: number; coefficient: number; potential: number; damage: number }[];
  allocations: string[];
}
export interface StatResult {
  /** Each unit's condition at the end: a unit that entered crippled and survived is 'Crippled'. */
  fates: Record<string, Fate>;
  rounds: RoundLog[];
  /** Points still to be applied against each side (negative: credit); they die with the battle. */
  carry: { A: number; B: number };
  /** Fighter factors left aboard each unit that entered with fighters. */
  fighters: Record<string, number>;
  lines: string[];
}

// ---- Tables and arithmetic ------------------------------------------------------------------------

/** VBAM combat, combat coefficient table: percent by battle intensity rating and die (index 0 = 1). */
const COEFFICIENT: Record<number, readonly number[]> = {
  2: [15, 15, 20, 20, 25, 25],
  3: [15, 20, 20, 25, 25, 30],
  4: [20, 20, 25, 25, 30, 30],
  5: [20, 25, 25, 30, 30, 35],
  6: [25, 25, 30, 30, 35, 35],
  7: [25, 30, 30, 35, 35, 40],
  8: [30, 30, 35, 35, 40, 40],
};
export const BIF_RANGE = { min: 1, max: 4 };

/** VBAM combat, die roll shifts: the net shift never raises a 6 or lowers a 1, so the die stays 1-6. */
export function shiftDie(die: number, shift: number): number {
  return Math.min(6, Math.max(1, die + shift));
}

/** The damage coefficient (percent) for a battle intensity rating 2-8 and a shifted die (kept to 1-6). */
export function combatCoefficient(bir: number, die: number): number {
  const row = COEFFICIENT[bir];
  if (!row || !Number.isInteger(die)) throw new RangeError(`no combat coefficient for battle intensity rating ${bir}, die ${die}`);
  return row[shiftDie(die, 0) - 1];
}

/** Combat potential × coefficient, fractions of .5 or more rounded up (exact for potentials in 1/1000s). */
export function damagePoints(potential: number, coefficientPercent: number): number {
  return Math.floor((Math.round(potential * coefficientPercent * 100) + 5000) / 10000);
}

/**
 * VBAM combat, directed damage and maulers: the points it costs to take `need` defense factors off the
 * target: 2 per factor, except that up to `maulerPoints` factors cost 1 each.
 */
export function directedCost(need: number, maulerPoints = 0): number {
  const full = Math.min(need, maulerPoints);
  return full + 2 * (need - full);
}

// ---- Forces ---------------------------------------------------------------------------------------

type State = 'OK' | 'Crippled' | 'Destroyed';
interface Ship {
  unit: Unit;
  state: State;
  fighters: number;
}
interface Force {
  side: SideInput;
  ships: Ship[];
  carry: number;
}

const standing = (s: Ship) => s.state !== 'Destroyed';
const alive = (f: Force) => f.ships.filter(standing);
const dfOf = (s: Ship) => (s.state === 'OK' ? s.unit.df : s.unit.dfCrippled);
const afOf = (s: Ship) => (s.state === 'OK' ? s.unit.af : s.unit.afCrippled);
const hasScout = (f: Force) => alive(f).some((s) => s.unit.scout && s.state === 'OK');
const cloaked = (f: Force) => f.ships.length > 0 && f.ships.every((s) => s.unit.cloak);
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A unit takes one step of damage: crippled, or destroyed when already crippled or it has no crippled state. */
function damage(s: Ship): void {
  s.state = s.state === 'OK' && !s.unit.noCrippledState ? 'Crippled' : 'Destroyed';
}

/**
 * VBAM combat, maulers: each mauler needs two non-mauler ships with it. Escorts go to the uncrippled
 * maulers first, then the strongest; the rest fight at half attack. The mauler that may aid directed
 * damage (at most one) is the first escorted uncrippled one.
 */
function maulers(f: Force): { halved: Ship[]; directing?: Ship } {
  const list = alive(f)
    .filter((s) => s.unit.mauler)
    .sort((x, y) => Number(x.state !== 'OK') - Number(y.state !== 'OK') || afOf(y) - afOf(x));
  const escorted = Math.floor((alive(f).length - list.length) / 2);
  const directing = list.length > 0 && escorted > 0 && list[0].state === 'OK' ? list[0] : undefined;
  return { halved: list.slice(escorted), directing };
}

/** VBAM combat, combat potential: the force's current attack factors plus its fighter factors. */
function potentialOf(f: Force): number {
  const { halved } = maulers(f);
  return alive(f).reduce((sum, s) => sum + afOf(s) * (halved.includes(s) ? 0.5 : 1) + s.fighters, 0);
}

// ---- Damage allocation ----------------------------------------------------------------------------

interface Choice {
  kind: 'cripple' | 'destroy' | '';
  cost: number;
  afLoss: number;
  destroys: number;
  orphans: number;
  endDf: number;
}

/** What the owner may do with one unit: leave it (index 0), cripple it, destroy it (both steps at once). */
function choicesFor(s: Ship): Choice[] {
  const none: Choice = { kind: '', cost: 0, afLoss: 0, destroys: 0, orphans: 0, endDf: dfOf(s) };
  const kill = (cost: number): Choice => ({ kind: 'destroy', cost, afLoss: afOf(s), destroys: 1, orphans: s.fighters, endDf: Infinity });
  if (s.state !== 'OK' || s.unit.noCrippledState) return [none, kill(dfOf(s))];
  const cripple: Choice = {
    kind: 'cripple',
    cost: s.unit.df,
    afLoss: Math.max(0, s.unit.af - s.unit.afCrippled),
    destroys: 0,
    orphans: 0,
    endDf: s.unit.dfCrippled,
  };
  return [none, cripple, kill(s.unit.df + s.unit.dfCrippled)];
}

/** A partial allocation; `picks` holds each unit's choice index as one digit, so comparing strings spares the first-listed. */
interface Plan {
  cost: number;
  minDf: number;
  orphans: number;
  destroys: number;
  afLoss: number;
  harmed: number;
  picks: string;
}
type Score = [number[], string];

function compare([a, p]: Score, [b, q]: Score): number {
  const i = a.findIndex((x, n) => x !== b[n]);
  return i >= 0 ? a[i] - b[i] : p < q ? -1 : p > q ? 1 : 0;
}

export interface Allocation {
  /** The units given up, in list order, with what happened to them. */
  given: { id: string; result: 'Crippled' | 'Destroyed'; points: number }[];
  /** Fighter factors spent on the damage (fighters of destroyed carriers first). */
  fighters: number;
  /** Damage points left over (negative: the overpayment credited to the owner). */
  leftover: number;
}

/**
 * VBAM combat, damage allocation: the owner gives up units one at a time until the points left are
 * below half the smallest defense factor still in the force (then they carry over), and may overpay
 * (the excess is credited). The add-on picks for the owner the legal allocation that destroys the
 * fewest ships, then loses the fewest attack factors (fighters count, including those lost with their
 * carrier), then gives up the fewest defense factors, then harms the fewest ships, and in a tie spares
 * the units listed first. A dynamic programme over (points given up, smallest defense factor left,
 * orphaned fighters) finds it exactly; no useful allocation gives up `points` + the largest single step
 * or more, so the search stops there.
 */
function allocate(ships: Ship[], points: number): { picks: Choice[]; fighters: number; leftover: number } {
  const pool = ships.reduce((n, s) => n + s.fighters, 0); // with those of carriers destroyed this round
  const orphaned = ships.reduce((n, s) => n + (standing(s) ? 0 : s.fighters), 0);
  const live = ships.filter(standing);
  if (points <= 0 || (live.length === 0 && pool === 0)) return { picks: live.map((s) => choicesFor(s)[0]), fighters: 0, leftover: points };
  const limit = points + Math.max(1, ...live.map((s) => Math.max(dfOf(s), s.state === 'OK' ? s.unit.dfCrippled : 0)));
  let plans = new Map<string, Plan>([['', { cost: 0, minDf: Infinity, orphans: 0, destroys: 0, afLoss: 0, harmed: 0, picks: '' }]]);
  const rank = (p: Plan): Score => [[p.destroys, p.afLoss, p.harmed], p.picks];
  for (const s of live) {
    const next = new Map<string, Plan>();
    for (const p of plans.values()) {
      choicesFor(s).forEach((c, i) => {
        if (p.cost + c.cost >= limit) return;
        const q: Plan = {
          cost: p.cost + c.cost,
          minDf: Math.min(p.minDf, c.endDf),
          orphans: p.orphans + c.orphans,
          destroys: p.destroys + c.destroys,
          afLoss: p.afLoss + c.afLoss,
          harmed: p.harmed + (i > 0 ? 1 : 0),
          picks: p.picks + i,
        };
        const key = `${q.cost}|${q.minDf}|${q.orphans}`;
        const old = next.get(key);
        if (!old || compare(rank(q), rank(old)) < 0) next.set(key, q);
      });
    }
    plans = next;
  }
  let best: { score: Score; plan: Plan; fighters: number; leftover: number } | undefined;
  for (const p of plans.values()) {
    const fighters = Math.min(pool, Math.max(0, points - p.cost));
    const leftover = points - p.cost - fighters;
    const smallest = fighters < pool ? 1 : p.minDf;
    if (leftover > 0 && leftover >= smallest / 2) continue; // the owner would still have to give up a unit
    const score: Score = [[p.destroys, p.afLoss + Math.max(fighters, orphaned + p.orphans), p.cost + fighters, p.harmed], p.picks];
    if (!best || compare(score, best.score) < 0) best = { score, plan: p, fighters, leftover };
  }
  if (!best) throw new Error('no legal damage allocation (a unit has a defense factor below 1)');
  const { picks } = best.plan;
  return { picks: live.map((s, n) => choicesFor(s)[Number(picks[n])]), fighters: best.fighters, leftover: best.leftover };
}

/** Gives up units of `f` for `points` damage points; returns the report line and the points left over. */
function absorb(f: Force, points: number): { line: string; leftover: number } {
  if (points <= 0)
    return {
      line: `${f.side.name} have no damage to resolve${points < 0 ? `; ${plural(-points, 'point')} of credit carried to the next round` : ''} (VBAM combat, plus and minus points)`,
      leftover: points,
    };
  const live = alive(f);
  const { picks, fighters, leftover } = allocate(f.ships, points);
  const given = live.flatMap((s, i) => {
    const c = picks[i];
    if (!c.kind) return [];
    const was = dfOf(s);
    damage(s);
    if (c.kind === 'destroy' && s.state !== 'Destroyed') damage(s);
    return [`${s.unit.id} ${c.kind === 'destroy' ? 'destroyed' : 'crippled'} (${c.cost === was ? was : `${was}+${c.cost - was}`})`];
  });
  // Fighters: those of destroyed carriers are spent first (transfer or die), then the last-listed carriers'.
  let spend = fighters;
  for (const s of [...f.ships].reverse().sort((x, y) => Number(y.state === 'Destroyed') - Number(x.state === 'Destroyed'))) {
    const n = Math.min(spend, s.fighters);
    s.fighters -= n;
    spend -= n;
  }
  if (fighters > 0) given.push(`${plural(fighters, 'fighter factor')} (1 each)`);
  const spent = points - leftover;
  const what = given.length ? given.join(', ') : 'nothing';
  const rest =
    leftover > 0
      ? `; ${plural(leftover, 'point')} too few to damage any unit carried to the next round`
      : leftover < 0
        ? `; ${plural(-leftover, 'point')} overpaid credited against the next round`
        : '';
  return {
    line: `${f.side.name} give up ${what} for ${plural(points, 'damage point')} (${spent} resolved${rest}) (VBAM combat, damage allocation; plus and minus points)`,
    leftover,
  };
}

/** Exported for tests and for the GM's checks: how the add-on would give up these units for `points`. */
export function allocateDamage(units: Unit[], points: number): Allocation {
  const ships = units.map((u) => ({ unit: u, state: u.condition as State, fighters: u.fighters }));
  const { picks, fighters, leftover } = allocate(ships, points);
  return {
    given: ships.flatMap((s, i) =>
      picks[i].kind
        ? [{ id: s.unit.id, result: picks[i].kind === 'destroy' ? ('Destroyed' as const) : ('Crippled' as const), points: picks[i].cost }]
        : [],
    ),
    fighters,
    leftover,
  };
}

// ---- Directed damage ------------------------------------------------------------------------------

/**
 * VBAM combat, directed damage: `f` spends points on its chosen enemy unit, crippling it and then
 * destroying it while it can pay in full, aided by its mauler. Returns the points left and whether the
 * mauler was used.
 */
function direct(f: Force, enemy: Force, points: number, mauler: Ship | undefined, out: string[]): { points: number; maulerUsed?: Ship } {
  const target = enemy.ships.find((s) => s.unit.id === f.side.directTarget);
  if (!target || !standing(target)) return { points };
  let allowance = mauler ? mauler.unit.af : 0;
  let used = 0;
  const steps: string[] = [];
  while (standing(target)) {
    const need = dfOf(target);
    const cost = directedCost(need, allowance);
    if (cost > points) break;
    const aid = Math.min(need, allowance);
    points -= cost;
    allowance -= aid;
    used += aid;
    damage(target);
    steps.push(
      `${standing(target) ? 'cripple' : 'destroy'} it for ${cost} (DF ${need}${aid ? `, ${aid} at full value from mauler ${mauler!.unit.id}` : ''})`,
    );
  }
  out.push(
    steps.length
      ? `${f.side.name} direct damage at ${target.unit.id}: ${steps.join(', then ')} (VBAM combat, directed damage${used ? '; maulers' : ''})`
      : `${f.side.name} lack the ${directedCost(dfOf(target), allowance)} points to direct damage at ${target.unit.id} (VBAM combat, directed damage)`,
  );
  return { points, maulerUsed: used > 0 ? mauler : undefined };
}

// ---- The battle -----------------------------------------------------------------------------------

function check(a: SideInput, b: SideInput, rounds: number): void {
  const ids = new Set<string>();
  for (const [side, enemy] of [
    [a, b],
    [b, a],
  ]) {
    if (!Number.isInteger(side.intensity) || side.intensity < BIF_RANGE.min || side.intensity > BIF_RANGE.max)
      throw new RangeError(`${side.name}: battle intensity factor ${side.intensity} is not 1-4 (VBAM combat)`);
    if (side.directTarget && !enemy.units.some((u) => u.id === side.directTarget))
      throw new Error(`${side.name}: directed damage target ${side.directTarget} is not in ${enemy.name}'s force`);
    for (const u of side.units) {
      if (ids.has(u.id)) throw new Error(`unit ${u.id} is listed twice`);
      ids.add(u.id);
      if (!(u.df >= 1) || (!u.noCrippledState && !(u.dfCrippled >= 1)))
        throw new RangeError(`unit ${u.id} needs defense factors of at least 1 (undamaged and crippled)`);
      if (!Number.isInteger(u.fighters) || u.fighters < 0) throw new RangeError(`unit ${u.id}: fighter factors must be a whole number`);
    }
  }
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`rounds must be a whole number of at least 1, not ${rounds}`);
}

/**
 * Fights up to `rounds` rounds between attacker `a` and defender `b` (VBAM combat), stopping when a side
 * has no units left. Rolls in the order given at the top of this file.
 */
export function resolveBattle(a: SideInput, b: SideInput, rounds: number, dice: Dice, battleId: string): StatResult {
  check(a, b, rounds);
  const forces: Force[] = [a, b].map((side) => ({
    side,
    carry: 0,
    ships: side.units.map((unit) => ({ unit, state: unit.condition, fighters: unit.fighters })),
  }));
  const [fa, fb] = forces;
  const enemyOf = (f: Force) => (f === fa ? fb : fa);
  const bir = a.intensity + b.intensity;
  const lines = [
    `Battle ${battleId}: ${a.name} (attacker, BIF ${a.intensity}) against ${b.name} (defender, BIF ${b.intensity}): battle intensity rating ${bir} (VBAM combat, battle intensity)`,
  ];

  // Cloaked ships: the cloaked force's 2D6 shifts its enemy's die in round 1.
  const cloakShift = new Map<Force, number>();
  for (const f of forces.filter(cloaked)) {
    const total = dice.roll(2, 6, `Battle ${battleId}: ${f.side.name} cloak roll (VBAM combat, cloaked ships)`);
    const shift = total <= 5 ? -1 : total >= 11 ? 1 : 0;
    cloakShift.set(enemyOf(f), shift);
    lines.push(
      `${f.side.name} are all cloaked ships: 2D6 = ${total}, ${shift ? `${enemyOf(f).side.name} die ${signed(shift)} in round 1` : 'no effect'} (VBAM combat, cloaked ships)`,
    );
  }

  const log: RoundLog[] = [];
  for (let round = 1; round <= rounds && forces.every((f) => alive(f).length > 0); round++) {
    const entry: RoundLog = { round, bir, rolls: [], allocations: [] };
    const scored = new Map<Force, number>();
    const directing = new Map(forces.map((f) => [f, maulers(f).directing]));
    for (const f of forces) {
      const enemy = enemyOf(f);
      const die = dice.roll(1, 6, `Battle ${battleId}: ${f.side.name} combat die, round ${round} (VBAM combat, combat coefficient table)`);
      const reasons: [string, number][] = [
        ['no scout against a scout', !hasScout(f) && hasScout(enemy) ? -1 : 0],
        ['EW', f.side.ewShift ?? 0],
        ['enemy cloak roll', round === 1 ? (cloakShift.get(f) ?? 0) : 0],
      ];
      const shift = reasons.reduce((n, [, s]) => n + s, 0);
      const coefficient = combatCoefficient(bir, shiftDie(die, shift));
      const potential = potentialOf(f);
      const points = damagePoints(potential, coefficient);
      scored.set(enemy, points);
      entry.rolls.push({ side: f.side.name, die, shift, coefficient, potential, damage: points });
      const why = reasons
        .filter(([, s]) => s)
        .map(([r, s]) => `${r} ${signed(s)}`)
        .join(', ');
      const halved = maulers(f).halved.map((s) => s.unit.id);
      const shown = shift ? ` shifted ${signed(shift)} (${why}) to ${shiftDie(die, shift)}` : why ? ` (${why}: no net shift)` : '';
      lines.push(
        `Round ${round}: ${f.side.name} roll ${die}${shown}: ${coefficient}% of combat potential ${potential}` +
          `${halved.length ? ` (mauler ${halved.join(', ')} at half attack without two escorts)` : ''} = ${plural(points, 'damage point')} (VBAM combat, combat coefficient table)`,
      );
    }
    // Plus and minus points are settled before directed damage; the attacker directs first, the defender allocates first.
    const left = new Map<Force, number>();
    const maulerUsed = new Map<Force, Ship>();
    for (const f of forces) {
      const enemy = enemyOf(f);
      let points = scored.get(enemy)! + enemy.carry;
      if (enemy.carry)
        entry.allocations.push(
          `${enemy.side.name}: ${plural(Math.abs(enemy.carry), 'point')} ${enemy.carry > 0 ? 'still owed added' : 'of credit taken off'}, ${points} to resolve (VBAM combat, plus and minus points)`,
        );
      if (f.side.directTarget) {
        const r = direct(f, enemy, points, directing.get(f), entry.allocations);
        points = r.points;
        if (r.maulerUsed) maulerUsed.set(f, r.maulerUsed);
      }
      left.set(enemy, points);
    }
    for (const f of [fb, fa]) {
      const { line, leftover } = absorb(f, left.get(f)!);
      f.carry = leftover;
      entry.allocations.push(line);
    }
    for (const f of forces) {
      const m = maulerUsed.get(f);
      if (!m || m.state !== 'OK') continue;
      const shock = dice.roll(
        1,
        6,
        `Battle ${battleId}: ${f.side.name} mauler ${m.unit.id} shock roll, round ${round} (VBAM combat, maulers)`,
      );
      if (shock >= 5) m.state = 'Crippled';
      entry.allocations.push(
        `${f.side.name} mauler ${m.unit.id} shock roll ${shock}: ${shock >= 5 ? 'crippled' : 'holds'} (VBAM combat, maulers)`,
      );
    }
    for (const f of forces) {
      const lost = f.ships.filter((s) => s.state === 'Destroyed' && s.fighters > 0);
      if (lost.length)
        entry.allocations.push(
          `${f.side.name} lose the fighters left aboard ${lost.map((s) => `${s.unit.id} (${s.fighters})`).join(', ')} with their carriers (VBAM combat, directed damage: transfer or die)`,
        );
      lost.forEach((s) => (s.fighters = 0));
    }
    lines.push(...entry.allocations.map((l) => `Round ${round}: ${l}`));
    log.push(entry);
  }
  const beaten = forces.filter((f) => alive(f).length === 0);
  if (beaten.length)
    lines.push(
      `${beaten.map((f) => f.side.name).join(' and ')} ${beaten.length > 1 ? 'have' : 'has'} no units left: the battle is resolved (VBAM combat)`,
    );
  const fates: Record<string, Fate> = {};
  const fighters: Record<string, number> = {};
  for (const s of forces.flatMap((f) => f.ships)) {
    fates[s.unit.id] = s.state === 'OK' ? 'Unharmed' : s.state;
    if (s.unit.fighters > 0) fighters[s.unit.id] = s.fighters;
  }
  const harmed = Object.entries(fates)
    .filter(([, f]) => f !== 'Unharmed')
    .map(([id, f]) => `${id} ${f.toLowerCase()}`);
  lines.push(`Result after ${plural(log.length, 'round')}: ${harmed.length ? harmed.join(', ') : 'no unit damaged'}`);
  return { fates, rounds: log, carry: { A: fa.carry, B: fb.carry }, fighters, lines };
}
