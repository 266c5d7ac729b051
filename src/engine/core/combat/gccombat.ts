// Statistical combat of Galactic Conquest (seed 003, "GC" below) for battles the GM marks Auto when the
// Campaign's "Auto-resolve system" is Galactic Conquest: battle intensity (A3.10), disengagement
// intensity (A3.20, A3.25), the Statistical Damage Chart (A10.20) with its defense modifiers, the
// five-ship benefit (A10.25), the forms of attack in their order (A10.35-A10.356), reserve status with
// fleet formation's full AF and the round to leave it (A10.40a, A10.40e, D7.0), scouts and EW (A10.40b),
// inactive status and the poor crew it wakes to (A10.60),
// hospital units (C60.10a, C60.30), halved attack (A10.15) and crippling (A10.15, C23.10). Factors come from GC Appendix 1
// (the Classes tab's GC AF / GC DF), or from BPV by Appendix 1/D.
//
// Dice order (a contract: adjudication cases script the dice in this order): each round, 1D6 for
// side A, then 1D6 for side B. Nothing else is rolled.

import { Dice } from '../dice';

export const GC_INTENSITIES = ['Suicidal', 'Charge', 'Pressed', 'Typical', 'Nominal', 'Regroup', 'Evasion'] as const;
export type GcIntensity = (typeof GC_INTENSITIES)[number];

/** GC A10.35: what a side does with its damage points before the rest is self-applied by the enemy. */
export const GC_ATTACKS = ['Normal', 'Directed', 'Partial directed', 'Capture'] as const;
export type GcAttack = (typeof GC_ATTACKS)[number];

/** GC A10.20: damage percent by the attacker's intensity and d6 (index 0 = 1), and its DF modifier in %. */
const CHART: Record<GcIntensity, { percent: readonly number[]; dfMod: number }> = {
  Suicidal: { percent: [32, 30, 27, 25, 20, 18], dfMod: -20 },
  Charge: { percent: [30, 27, 25, 20, 18, 15], dfMod: -15 },
  Pressed: { percent: [27, 25, 20, 18, 15, 15], dfMod: -5 },
  Typical: { percent: [25, 20, 20, 18, 15, 15], dfMod: 0 },
  Nominal: { percent: [20, 18, 18, 15, 12, 10], dfMod: 5 },
  Regroup: { percent: [15, 15, 12, 10, 10, 7], dfMod: 15 },
  Evasion: { percent: [15, 12, 10, 10, 7, 5], dfMod: 20 },
};

/** GC A10.35b-d: what one defense factor costs in damage points under each special form. */
const MULTIPLIER: Record<Exclude<GcAttack, 'Normal'>, number> = { Directed: 2, 'Partial directed': 3, Capture: 5 };
/** GC A10.40a: what one defense factor of a unit in reserve costs directed damage. */
const RESERVE_MULTIPLIER = 6;
/** GC A10.40a: the share of a side's units that may stand in reserve (rounded down). */
export const RESERVE_SHARE = 4;
/** GC C60.10a: the most a side's hospital units cut the opponent's chart, in %. */
const HOSPITAL_MOST = 6;
/** GC A10.40b: the most EW advantage a side may use. */
const MAX_EW = 5;
/** GC A10.25: the fewest ships that earn the five-ship benefit. */
const FIVE_SHIPS = 5;
/** GC A10.10 fights until a side is gone or disengages; the add-on stops a battle that never ends here (rule option GC5). */
const GC_MAX_ROUNDS = 50;

export function parseGcIntensity(text: string): GcIntensity | undefined {
  return GC_INTENSITIES.find((i) => i.toLowerCase() === text.trim().toLowerCase());
}
export function parseGcAttack(text: string): GcAttack | undefined {
  return GC_ATTACKS.find((a) => a.toLowerCase() === text.trim().toLowerCase());
}

/** GC A10.20: the damage percent for an intensity and a d6. */
export function damagePercent(intensity: GcIntensity, die: number): number {
  const p = CHART[intensity].percent[die - 1];
  if (p === undefined) throw new RangeError(`no Statistical Damage Chart entry for a die of ${die}`);
  return p;
}

/** GC A10.20: a unit's DF in a battle fought at `intensity` (the chart's modifier, rounded, at least 1). */
export function battleDf(df: number, intensity: GcIntensity): number {
  return Math.max(1, Math.round((df * (100 + CHART[intensity].dfMod)) / 100));
}

/** GC A10.25: the basic attack factor, with the square root of the total added when five ships or more began the battle. */
export function basicAttack(totalAf: number, shipsAtStart: number): number {
  return shipsAtStart >= FIVE_SHIPS ? totalAf + Math.sqrt(totalAf) : totalAf;
}

/** Damage points: basic attack x percent, fractions of one half or more rounded up (rule option GC3). */
export function gcDamagePoints(basic: number, percent: number): number {
  return Math.floor(Math.round(basic * percent * 100) / 10000 + 0.5);
}

// ---- GC Appendix 1/D: factors from BPV --------------------------------------------------------------

export interface FactorBasis {
  bpv: number;
  sizeClass: number;
  /** X-ship (the X bonus by size class), tug (+5 DF), FRD (Appendix 1/A: 7 / 25). */
  xShip?: boolean;
  tug?: boolean;
  frd?: boolean;
}

/** GC Appendix 1/D: factors per point of BPV (not EPV). */
export const FACTOR_PER_BPV = 0.143;

/** GC Appendix 1/A, 1/D: AF and DF = 0.143 x BPV with the modifiers the catalog can tell, rounded; DF at least 2. */
export function factorsFromBpv(b: FactorBasis): { af: number; df: number } {
  if (b.frd) return { af: 7, df: 25 };
  const base = b.bpv * FACTOR_PER_BPV;
  const x: Record<number, [number, number]> = { 1: [10, 6], 2: [8, 4], 3: [6, 3], 4: [4, 1] };
  const [xAf, xDf] = b.xShip ? (x[b.sizeClass] ?? [0, 0]) : [0, 0];
  const df = base + xDf + (b.sizeClass === 4 ? -2 : 0) + (b.sizeClass === 2 ? 7 : 0) + (b.tug ? 5 : 0);
  return { af: Math.round(base + xAf), df: Math.max(2, Math.round(df)) };
}

// ---- The battle -------------------------------------------------------------------------------------

export interface GcUnit {
  id: string;
  af: number;
  df: number;
  /** Special sensors (GC A10.40b); a crippled unit's do not count (C23.20g). */
  sensors: number;
  /** Crippled before the battle: it enters with 75% of its DF gone (C23.10). */
  crippled: boolean;
  /** Cannot leave the battle (an FRD). */
  cannotDisengage?: boolean;
  /** AF and DF changes in percent for the first round alone (GC D2.32: a bottlenecking squadron's -25% and -20%). */
  firstRound?: { af: number; df: number };
  /** GC A10.40a: held in reserve, its AF halved ('half') or whole by fleet formation ('full', A10.40e, D7.0). */
  reserve?: 'half' | 'full';
  /** GC A10.60: on inactive status (an unpaid expedition, C22.45): no AF until it activates. */
  inactive?: boolean;
  /** GC A10.60, C9.51: an outstanding (or computer-operated, C9.10) crew, which activates as a good crew, not a poor one. */
  outstanding?: boolean;
  /** GC C60.30: a hospital unit: AF 0, damaged by its owner only when nothing else is left; cuts the opponent's chart (C60.10a). */
  hospital?: boolean;
}
export interface GcSide {
  name: string;
  units: GcUnit[];
  intensity: GcIntensity;
  /** GC A3.20: losses in % of the side's DF at which it breaks off; undefined: fights to the end. */
  disengageAt?: number;
  attack: GcAttack;
}
export type GcFate = 'Unharmed' | 'Crippled' | 'Destroyed' | 'Captured' | 'Disengaged';
export interface GcResult {
  fates: Record<string, GcFate>;
  /** DF points each unit lost (of its battle DF). */
  lost: Record<string, number>;
  rounds: number;
  disengaged: string[];
  lines: string[];
}

interface Ship {
  unit: GcUnit;
  max: number;
  lost: number;
  gone: '' | 'Destroyed' | 'Captured';
  /** Its AF this round as a share of its own (a first-round change). */
  afShare: number;
  /** DF points it lacks this round alone (a first-round change): counted as lost until the round ends. */
  withheld: number;
  /** GC A10.40a: in reserve for the battle (within the side's 25%). */
  reserve: '' | 'half' | 'full';
  /** GC A10.60: not yet activated. */
  asleep: boolean;
  /** GC A10.60: activated this battle, so of an effective poor crew (C9.40a: AF -30%, rule option GC291). */
  woken: boolean;
  /** GC A10.40a: changing from reserve to the line this round (rule option GC290). */
  leaving: boolean;
}
interface Force {
  side: GcSide;
  ships: Ship[];
  startShips: number;
}

const active = (f: Force) => f.ships.filter((s) => !s.gone);
const dfNow = (s: Ship) => s.max - s.lost;
/** GC A10.15, C23.10: crippled once 75% of the DF is gone. */
const crippled = (s: Ship) => s.lost * 4 >= s.max * 3;
/** GC A10.60, C9.40a: an activated unit's effective poor crew keeps this share of its AF (rule option GC291). */
const POOR_CREW_AF = 0.7;
/** GC A10.15: AF halved once damage brings the DF to half the AF or less; A10.40a: halved in reserve; A10.60, C60.30: none inactive or a hospital unit, -30% activated (C9.40a). */
const halvedByDamage = (s: Ship) => s.lost > 0 && dfNow(s) * 2 <= s.unit.af;
const afNow = (s: Ship) =>
  s.asleep || s.unit.hospital
    ? 0
    : (halvedByDamage(s) ? s.unit.af / 2 : s.unit.af) *
      s.afShare *
      (s.reserve === 'half' ? 0.5 : 1) *
      (s.woken && !s.unit.outstanding ? POOR_CREW_AF : 1);
/** Whether a damage line says "AF halved": never for a hospital unit (AF 0), by damage for one in reserve or inactive, by what it fights with for the rest. */
const afHalved = (s: Ship) => !s.unit.hospital && (s.reserve || s.asleep || s.woken ? halvedByDamage(s) : afNow(s) < s.unit.af);
const sensorsOf = (f: Force) =>
  active(f)
    .filter((s) => !crippled(s))
    .reduce((n, s) => n + s.unit.sensors, 0);
const totalAf = (f: Force) => active(f).reduce((n, s) => n + afNow(s), 0);
const strongestFirst = (ships: Ship[]) => [...ships].sort((x, y) => afNow(y) - afNow(x));
const fmt = (n: number) => String(Math.round(n * 100) / 100);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** GC A3.20, A3.25: the share of a side's DF lost, destroyed and captured units counting whole. */
function lossPercent(f: Force): number {
  const max = f.ships.reduce((n, s) => n + s.max, 0);
  const lost = f.ships.reduce((n, s) => n + (s.gone ? s.max : s.lost), 0);
  return max ? (100 * lost) / max : 0;
}

/**
 * GC A10.35b-d, A10.355-A10.356: the side's special form of attack spends its points on the enemy's
 * strongest units first (the largest current AF, then the first listed) and returns the points left
 * for self-applied damage. Directed damage (x2 DF) and capture (x5) take only whole units; partial
 * directed damage (x3) takes whole DF points of one unit after another.
 */
function special(attack: GcAttack, enemy: Force, points: number, out: string[]): number {
  if (attack === 'Normal') return points;
  const rule = attack === 'Capture' ? 'GC A10.35d' : attack === 'Directed' ? 'GC A10.35b' : 'GC A10.35c';
  // A10.40a: units in reserve are out of reach of every special form but directed damage, at DF x6.
  for (const s of strongestFirst(active(enemy).filter((x) => attack === 'Directed' || !x.reserve))) {
    const m = s.reserve ? RESERVE_MULTIPLIER : MULTIPLIER[attack];
    const cost = dfNow(s) * m;
    if (attack === 'Partial directed') {
      const taken = Math.min(dfNow(s), Math.floor(points / m));
      if (taken === 0) break;
      points -= taken * m;
      s.lost += taken;
      if (dfNow(s) === 0) s.gone = 'Destroyed';
      out.push(`partial directed damage on ${s.unit.id}: ${taken} DF for ${taken * m} points${s.gone ? ', destroyed' : ''} (${rule})`);
    } else if (cost <= points) {
      points -= cost;
      s.gone = attack === 'Capture' ? 'Captured' : 'Destroyed';
      out.push(
        `${attack === 'Capture' ? 'capture' : 'directed damage'} on ${s.unit.id}${s.reserve ? ' in reserve' : ''}: DF ${dfNow(s)} x ${m} = ${cost} points, ${s.gone.toLowerCase()} (${rule}${s.reserve ? ', A10.40a' : ''})`,
      );
      s.lost = s.max;
    }
  }
  if (attack === 'Directed' && points > 0 && !out.length)
    out.push(`too few points to destroy any enemy unit outright at DF x 2, so none is directed (GC A10.35b)`);
  return points;
}

/**
 * GC A10.35a: the owner takes self-applied damage as it sees fit. The add-on keeps every unit fighting
 * as long as it can (rule option GC4): first each unit down to just above half its AF and above the
 * crippling line, in list order; then each down to 1 DF, in list order; then it gives up whole units,
 * the weakest attack first. Units in reserve (A10.40a) are reached only once no other unit is left,
 * hospital units (C60.30) only once nothing else is (rule option GC250).
 */
function selfApplied(f: Force, points: number): string[] {
  const tiers = [active(f).filter((s) => !s.reserve && !s.unit.hospital), active(f).filter((s) => s.reserve && !s.unit.hospital)];
  const given = new Map<Ship, number>();
  for (const tier of [...tiers, active(f).filter((s) => s.unit.hospital)]) if (points > 0) points = applyTo(tier, points, given);
  for (const s of active(f)) if (dfNow(s) <= 0) s.gone = 'Destroyed';
  return [...given]
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${s.unit.id} -${n} DF${s.gone ? ' (destroyed)' : crippled(s) ? ' (crippled)' : afHalved(s) ? ' (AF halved)' : ''}`);
}

/** GC A10.35a, rule option GC4: `points` of self-applied damage on `ships` in the three passes; the points left. */
function applyTo(ships: readonly Ship[], points: number, given: Map<Ship, number>): number {
  const take = (s: Ship, n: number) => {
    const k = Math.min(n, dfNow(s), points);
    s.lost += k;
    given.set(s, (given.get(s) ?? 0) + k);
    return k;
  };
  const floorOf = (s: Ship) => {
    const halfAf = s.lost > 0 && dfNow(s) * 2 <= s.unit.af ? 0 : Math.floor(s.unit.af / 2) + 1;
    const cripple = crippled(s) ? 0 : Math.floor(s.max / 4) + 1;
    return Math.max(1, halfAf, cripple);
  };
  for (const s of ships) if (points > 0) points -= take(s, Math.max(0, dfNow(s) - floorOf(s)));
  for (const s of ships) if (points > 0) points -= take(s, dfNow(s) - 1);
  for (const s of [...ships].sort((x, y) => afNow(x) - afNow(y))) {
    if (points <= 0) break;
    points -= take(s, dfNow(s));
  }
  return points;
}

function check(sides: GcSide[]): void {
  const ids = new Set<string>();
  for (const side of sides) {
    if (side.disengageAt !== undefined && !(side.disengageAt >= 0 && side.disengageAt <= 100))
      throw new RangeError(`${side.name}: disengagement at ${side.disengageAt}% is not 0-100 (GC A3.20)`);
    for (const u of side.units) {
      if (ids.has(u.id)) throw new Error(`unit ${u.id} is listed twice`);
      ids.add(u.id);
      if (!(u.df >= 1) || !(u.af >= 0))
        throw new RangeError(`unit ${u.id} needs a GC defense factor of at least 1 and an attack factor of 0 or more`);
    }
  }
}

/** The first round's changes put on (GC D2.32): AF by its share, DF by points counted lost for the round. */
function firstRound(changed: Ship[], lines: string[]): void {
  for (const s of changed) {
    const by = s.unit.firstRound!;
    s.afShare = (100 + by.af) / 100;
    s.withheld = Math.max(0, Math.min(dfNow(s) - 1, Math.round((s.max * -Math.min(0, by.df)) / 100)));
    s.lost += s.withheld;
    lines.push(`Round 1: ${s.unit.id} fights at AF ${by.af}%, DF ${by.df}% (${s.withheld} DF) this round alone (GC D2.32)`);
  }
}

/**
 * GC A10.40a: the units a side holds in reserve: of those designated, up to a quarter of its units
 * (rounded down), those at full AF by fleet formation first (D7.0), then in list order (rule option GC251).
 */
function reserveOf(side: GcSide, lines: string[]): Map<GcUnit, 'half' | 'full'> {
  const asked = [...side.units.filter((u) => u.reserve === 'full'), ...side.units.filter((u) => u.reserve === 'half')];
  const most = Math.floor(side.units.length / RESERVE_SHARE);
  const held = new Map(asked.slice(0, most).map((u) => [u, u.reserve!] as const));
  const named = (how: 'half' | 'full') =>
    asked
      .filter((u) => held.get(u) === how)
      .map((u) => u.id)
      .join(', ');
  if (named('full')) lines.push(`${side.name}: ${named('full')} in reserve at full AF by fleet formation (GC A10.40a, A10.40e, D7.0)`);
  if (named('half')) lines.push(`${side.name}: ${named('half')} in reserve at half AF (GC A10.40a)`);
  const over = asked.slice(most).map((u) => u.id);
  if (over.length)
    lines.push(
      `${side.name}: ${over.join(', ')} ${over.length === 1 ? 'fights' : 'fight'} in the line: at most ${most} of its ${plural(side.units.length, 'unit')} may stand in reserve (GC A10.40a, rule option GC251)`,
    );
  return held;
}

/**
 * GC A10.60: after each round, half of a side's inactive units (rounded up), the strongest first, activate
 * (rule option GC252), of an effective poor crew for the rest of the battle: AF -30% (C9.40a), but an
 * outstanding crew's good crew keeps its AF (rule option GC291).
 */
function activate(f: Force, round: number, lines: string[]): void {
  const asleep = active(f).filter((s) => s.asleep);
  if (!asleep.length) return;
  const woken = [...asleep].sort((x, y) => y.unit.af - x.unit.af).slice(0, Math.ceil(asleep.length / 2));
  for (const s of woken) [s.asleep, s.woken] = [false, true];
  const good = woken.filter((s) => s.unit.outstanding).map((s) => s.unit.id);
  const crews = !good.length
    ? 'of an effective poor crew: AF -30% (GC A10.60, C9.40a'
    : good.length === woken.length
      ? 'of a good crew, being outstanding: AF whole (GC A10.60, C9.51'
      : `of an effective poor crew, AF -30%, but ${good.join(', ')} of a good crew, being outstanding (GC A10.60, C9.40a, C9.51`;
  lines.push(
    `After round ${round}: ${woken.map((s) => s.unit.id).join(', ')} of ${f.side.name} ${woken.length === 1 ? 'activates' : 'activate'}, ${crews}, rule options GC252, GC291)`,
  );
}

/**
 * GC A10.40a: a unit takes a whole round to leave reserve. Once a side has no unit left in its line (its
 * hospital units aside), its reserve begins to leave: it stands in reserve one more round and fights in the
 * line from the round after (rule option GC290).
 */
function leaveReserve(f: Force, round: number, lines: string[]): void {
  const out = active(f).filter((s) => s.leaving);
  for (const s of out) [s.reserve, s.leaving] = ['', false];
  if (out.length)
    lines.push(
      `After round ${round}: ${out.map((s) => s.unit.id).join(', ')} of ${f.side.name} ${out.length === 1 ? 'is' : 'are'} out of reserve and ${out.length === 1 ? 'fights' : 'fight'} in the line (GC A10.40a, rule option GC290)`,
    );
  const held = active(f).filter((s) => s.reserve);
  if (!held.length || active(f).some((s) => !s.reserve && !s.unit.hospital)) return;
  for (const s of held) s.leaving = true;
  lines.push(
    `After round ${round}: ${f.side.name} have no unit left in the line: ${held.map((s) => s.unit.id).join(', ')} ${held.length === 1 ? 'leaves' : 'leave'} reserve, a round in reserve first (GC A10.40a, rule option GC290)`,
  );
}

/** GC C60.10a: the cut a side's hospital units still in the battle make to its opponent's chart, in %. */
const hospitalCut = (f: Force): number => Math.min(HOSPITAL_MOST, active(f).filter((s) => s.unit.hospital).length);

/** GC A10.10: rounds until one side is destroyed or captured or disengages (at most GC_MAX_ROUNDS). */
export function resolveGcBattle(a: GcSide, b: GcSide, dice: Dice, battleId: string): GcResult {
  check([a, b]);
  const traits: string[] = [];
  const forces: Force[] = [a, b].map((side) => {
    const held = reserveOf(side, traits);
    const asleep = side.units.filter((u) => u.inactive).map((u) => u.id);
    if (asleep.length) traits.push(`${side.name}: ${asleep.join(', ')} inactive: no AF until activated (GC A10.60)`);
    const hospital = side.units.filter((u) => u.hospital).map((u) => u.id);
    if (hospital.length)
      traits.push(
        `${side.name}: hospital units ${hospital.join(', ')} (AF 0): the opponent's chart -1% each, ${HOSPITAL_MOST}% at most, while they last (GC C60.10a, C60.30)`,
      );
    return {
      side,
      startShips: side.units.length,
      ships: side.units.map((unit) => {
        const max = battleDf(unit.df, side.intensity);
        const lost = unit.crippled ? Math.ceil((max * 3) / 4) : 0;
        const [reserve, asleep] = [held.get(unit) ?? ('' as const), !!unit.inactive];
        return { unit, max, lost, gone: '' as const, afShare: 1, withheld: 0, reserve, asleep, woken: false, leaving: false };
      }),
    };
  });
  const changed = forces.flatMap((f) => f.ships.filter((s) => s.unit.firstRound));
  const [fa, fb] = forces;
  const enemyOf = (f: Force) => (f === fa ? fb : fa);
  const lines = forces.map(
    (f) =>
      `${f.side.name}: ${f.side.intensity} (DF ${CHART[f.side.intensity].dfMod >= 0 ? '+' : ''}${CHART[f.side.intensity].dfMod}%), ` +
      `${f.side.attack === 'Normal' ? 'normal damage' : f.side.attack.toLowerCase()}, ${f.side.disengageAt === undefined ? 'no disengagement' : `disengages at ${f.side.disengageAt}% losses`}; ` +
      `${f.ships.map((s) => `${s.unit.id} ${s.unit.af}/${s.max}${s.lost ? ` (crippled, -${s.lost})` : ''}`).join(', ')} (GC A3.10, A3.20, A10.20)`,
  );
  lines.unshift(`Battle ${battleId}: Galactic Conquest statistical combat, ${a.name} against ${b.name}`);
  lines.push(...traits);
  const disengaged: Force[] = [];
  let round = 0;
  while (round < GC_MAX_ROUNDS && forces.every((f) => active(f).length > 0) && !disengaged.length) {
    round++;
    if (round === 1) firstRound(changed, lines);
    // GC A10.40b: the side with more special sensors uses up to 5 of the difference where it is worth more.
    const [sa, sb] = forces.map(sensorsOf);
    const ew = Math.min(MAX_EW, Math.abs(sa - sb));
    const ahead = sa > sb ? fa : sb > sa ? fb : undefined;
    const basics = new Map(forces.map((f) => [f, basicAttack(totalAf(f), f.startShips)]));
    const bonus = new Map<Force, number>();
    if (ahead && ew) {
      const own = basics.get(ahead)! >= basics.get(enemyOf(ahead))!;
      bonus.set(own ? ahead : enemyOf(ahead), own ? ew : -ew);
      lines.push(
        `Round ${round}: ${ahead.side.name} have ${Math.max(sa, sb)} special sensors to ${Math.min(sa, sb)}: EW advantage ${ew}, ${own ? `+${ew}% to their own damage` : `-${ew}% to ${enemyOf(ahead).side.name}'s`} (GC A10.40b)`,
      );
    }
    const points = new Map<Force, number>();
    /** A10.40a: the points of units in reserve, which go to normal damage alone. */
    const reserved = new Map<Force, number>();
    for (const f of forces) {
      const die = dice.roll(1, 6, `Battle ${battleId}: ${f.side.name} damage die, round ${round} (GC A10.20)`);
      const base = damagePercent(f.side.intensity, die);
      const ew = bonus.get(f) ?? 0;
      const cut = hospitalCut(enemyOf(f));
      const percent = Math.max(0, base + ew - cut);
      const total = totalAf(f);
      const basic = basics.get(f)!;
      const p = gcDamagePoints(basic, percent);
      points.set(f, p);
      const inReserve = active(f)
        .filter((s) => s.reserve)
        .reduce((n, s) => n + afNow(s), 0);
      if (f.side.attack !== 'Normal' && inReserve) reserved.set(f, Math.round((p * inReserve) / total));
      const five = basic > total ? ` + square root ${fmt(basic - total)} for ${f.startShips} ships (GC A10.25)` : '';
      const mods = `${ew ? ` ${ew > 0 ? '+' : '-'} EW ${Math.abs(ew)}` : ''}${cut ? ` - hospital units ${cut}` : ''}`;
      lines.push(
        `Round ${round}: ${f.side.name} roll ${die}: ${f.side.intensity} ${base}%${mods ? `${mods} = ${percent}%` : ''} of attack ${fmt(total)}${five} = ${plural(p, 'damage point')} (GC A10.20${cut ? ', C60.10a' : ''})`,
      );
    }
    for (const f of forces) {
      const enemy = enemyOf(f);
      const out: string[] = [];
      const held = reserved.get(f) ?? 0;
      const left = special(f.side.attack, enemy, points.get(f)! - held, out) + held;
      if (held) out.push(`${held} of the points are its reserve's: normal damage alone (GC A10.40a)`);
      const taken = left > 0 ? selfApplied(enemy, left) : [];
      const what = [
        ...out,
        ...(taken.length ? [`${enemy.side.name} self-apply ${left}: ${taken.join(', ')} (GC A10.35a, rule option GC4)`] : []),
      ];
      lines.push(`Round ${round}: ${f.side.name} damage on ${enemy.side.name}: ${what.length ? what.join('; ') : 'nothing'}`);
    }
    if (round === 1) for (const s of changed) [s.afShare, s.lost, s.withheld] = [1, s.gone ? s.lost : Math.max(0, s.lost - s.withheld), 0];
    for (const f of forces) {
      const loss = lossPercent(f);
      if (f.side.disengageAt !== undefined && active(f).length && loss >= f.side.disengageAt) {
        disengaged.push(f);
        lines.push(
          `Round ${round}: ${f.side.name} have lost ${fmt(loss)}% of their DF, at or past ${f.side.disengageAt}%: they disengage (GC A3.20, A3.25)`,
        );
      }
    }
    if (!disengaged.length && forces.every((f) => active(f).length))
      for (const f of forces) {
        activate(f, round, lines);
        leaveReserve(f, round, lines);
      }
  }
  const gone = forces.filter((f) => active(f).length === 0);
  if (gone.length)
    lines.push(`${gone.map((f) => f.side.name).join(' and ')} ${gone.length > 1 ? 'have' : 'has'} no units left (GC A10.10)`);
  else if (!disengaged.length) lines.push(`No decision after ${GC_MAX_ROUNDS} rounds: the battle stops (rule option GC5)`);
  const fates: Record<string, GcFate> = {};
  const lost: Record<string, number> = {};
  for (const f of forces)
    for (const s of f.ships) {
      lost[s.unit.id] = s.lost;
      // C23.20b: a crippled unit cannot disengage; it stays with what is left of the battle.
      fates[s.unit.id] =
        s.gone || (crippled(s) ? 'Crippled' : disengaged.includes(f) && !s.unit.cannotDisengage ? 'Disengaged' : 'Unharmed');
    }
  const harmed = Object.entries(fates)
    .filter(([, v]) => v !== 'Unharmed')
    .map(([id, v]) => `${id} ${v.toLowerCase()}`);
  lines.push(`Result after ${plural(round, 'round')}: ${harmed.length ? harmed.join(', ') : 'no unit damaged'}`);
  return { fates, lost, rounds: round, disengaged: disengaged.map((f) => f.side.name), lines };
}
