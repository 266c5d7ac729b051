// Auto-resolve: battles the GM marked "Auto" are fought with the statistical combat the game chooses
// (Game.combat): VBAM combat (seed 004) from the Classes tab's AF / DF, or Galactic Conquest A10 (seed
// 003) from its GC AF / GC DF. The results go into the same columns the GM would fill by hand, for review before
// Resolve battles applies them.

import { Battle, BattleShip, Campaign, hasRole, LogEntry, Ship } from '../model';
import { Dice } from '../dice';

import { resolveBattle, Unit } from './statcombat';
import { FACTOR_PER_BPV, factorsFromBpv, GcSide, GcUnit, resolveGcBattle } from './gccombat';
import { World } from '../world';
import { sidesChanged } from './sides';
import { TurnRefused } from '../refusal';
import { groupBy } from '../ids';

/** What auto-resolve asks of the campaign's game (its Game.battleShips and Game.combat). */
export interface AutoResolveRules {
  /** The ship rows a battle's sides give as they stand. */
  battleShips(w: World, b: Battle): BattleShip[];
  /** The statistical combat the battles are fought with. */
  combat(c: Campaign): CombatChoice;
}

/** The statistical combats Auto-resolve battles may fight with: VBAM combat (seed 004) or GC A10 (seed 003). */
export const AUTO_RESOLVE_SYSTEMS = ['VBAM', 'Galactic Conquest'] as const;
export type AutoResolveSystem = (typeof AUTO_RESOLVE_SYSTEMS)[number];

/** The combat a campaign's battles are auto-resolved with, as its game chooses it. */
export interface CombatChoice {
  system: AutoResolveSystem;
  /** GC Appendix 1/D: a class without GC factors gets them from its CBPV; false: such a class stops auto-resolve. */
  gcFactorsFromBpv: boolean;
  /** A ship's AF and DF changes in percent in a battle, by its place or its orders (GC A300.30, D2.31); none when absent. */
  gcFactorChange?: (c: Campaign, b: Battle, ship: Ship) => GcChanges;
  /** A ship's standing in a battle: in reserve, inactive, a hospital unit (GC A10.40a, A10.60, C60.30), special sensors the game gives it; none when absent. */
  gcTraits?: (w: World, b: Battle, ship: Ship) => GcTraits;
}

/** What the game says of a ship in a GC battle beyond its factors. */
export type GcTraits = Pick<GcUnit, 'reserve' | 'inactive' | 'outstanding' | 'hospital'> &
  Partial<Pick<GcUnit, 'sensors'>> & {
    /** An AF change in percent the game adds to the factor change's (GC D2.30: they add up; C5.60's -50). */
    afPercent?: number;
    /** No AF at all, the DF whole (GC D6.27: a CEFO escort). */
    noAf?: boolean;
  };

/** A ship's AF and DF changes in percent for the whole battle, and those of its first round alone (GC D2.32). */
export interface GcChanges {
  af: number;
  df: number;
  firstRound?: { af: number; df: number };
  /** Factors added to the ship's before the percent changes (GC C20.100: mega fighters' +15% AF, -15% DF). */
  added?: { af: number; df: number };
  /** A DF bonus of this percent of the ship's DF, at least `atLeast`, before the percent changes (GC C20.200). */
  dfGain?: { percent: number; atLeast: number };
}

/** A fighter factor per this much fighter CBPV, on the same scale as ships' factors (about CBPV / 15). */
const CBPV_PER_FACTOR = 15;

export interface AutoOutcome {
  campaign: Campaign;
  log: LogEntry[];
  filled: string[];
  lines: string[];
}

/** The game's `battleShips` tells a battle whose rows it no longer gives (changed); its `combat` fights them. */
export function autoResolve(c: Campaign, dice: Dice, game: AutoResolveRules): AutoOutcome {
  const w = new World(c, dice);
  const byBattle = groupBy(w.c.battleShips, (s) => s.battle); // once, not a search of every row per battle
  const rowsOf = (b: Battle) => byBattle.get(b.id) ?? [];
  const battles = w.c.battles.filter((b) => b.status === 'Auto' && !rowsOf(b).some((s) => s.result));
  const changed = battles.filter((b) => sidesChanged(w, b, game.battleShips(w, b), rowsOf(b)));
  if (changed.length) throw new TurnRefused(`The fleets of ${changed.map((b) => b.id).join(', ')} were changed: run Update battles first.`);
  const choice = game.combat(c);
  const gc = choice.system === 'Galactic Conquest';
  const factors = (s: Pick<Ship, 'empire' | 'shipClass'>) => gcFactors(w, s, choice.gcFactorsFromBpv);
  if (gc) refuseBadChoices(w, battles, factors);
  const change = choice.gcFactorChange ?? (() => ({ af: 0, df: 0 }));
  const traits = choice.gcTraits ?? (() => ({}));
  const lines: string[] = [];
  for (const b of battles) {
    const rows = rowsOf(b);
    const fought = gc
      ? fightGc(w, b, rows, dice, factors, (ship) => ({ ...change(w.c, b, ship), ...traits(w, b, ship) }))
      : fightVbam(w, b, rows, dice);
    lines.push(`Battle ${b.id}: ${describe(rows)}`, ...fought.lines.map((l) => `  ${l}`));
    w.log('Auto-resolve', w.fleet(b.fleetA)?.empire ?? '', `Battle ${b.id} auto-resolved (${fought.system})`, describe(rows));
  }
  w.flushRolls(0);
  return { campaign: w.c, log: w.newLog, filled: battles.map((b: Battle) => b.id), lines };
}

function fightVbam(w: World, b: Battle, rows: BattleShip[], dice: Dice): { lines: string[]; system: string } {
  const side = (s: 'A' | 'B', intensity: number) => ({
    name: s === 'A' ? b.fleetA : b.fleetB,
    units: rows.filter((r) => r.side === s).map((r) => unit(w, r)),
    intensity,
  });
  const result = resolveBattle(side('A', b.intensityA), side('B', b.intensityB), w.c.settings.autoRounds, dice, b.id);
  for (const r of rows) r.result = result.fates[r.ship] ?? 'Unharmed';
  return { lines: result.lines, system: `VBAM statistical combat, ${w.c.settings.autoRounds} rounds` };
}

/** GC A10: each side's choices from the Battles row; captures name the captor, disengagements a way out. */
type GcFactors = (ship: Pick<Ship, 'empire' | 'shipClass'>) => { af: number; df: number; sensors: number } | undefined;
type GcChange = (ship: Ship) => GcChanges & GcTraits;

function fightGc(
  w: World,
  b: Battle,
  rows: BattleShip[],
  dice: Dice,
  factors: GcFactors,
  change: GcChange,
): { lines: string[]; system: string } {
  const side = (s: 'A' | 'B'): GcSide => {
    const [intensity, disengage, attack] =
      s === 'A' ? [b.gc?.intensityA, b.gc?.disengageA, b.gc?.attackA] : [b.gc?.intensityB, b.gc?.disengageB, b.gc?.attackB];
    return {
      name: s === 'A' ? b.fleetA : b.fleetB,
      units: rows.filter((r) => r.side === s).map((r) => gcUnit(w, r, factors, change)),
      intensity: intensity || 'Typical',
      disengageAt: disengage === '' || disengage === undefined ? undefined : disengage,
      attack: attack || 'Normal',
    };
  };
  const result = resolveGcBattle(side('A'), side('B'), dice, b.id);
  const lines = [...result.lines];
  for (const r of rows) {
    r.result = result.fates[r.ship] ?? 'Unharmed';
    const enemy = rows.find((x) => x.side !== r.side);
    if (r.result === 'Captured') r.capturedBy = enemy?.empire ?? '';
    if (r.result === 'Disengaged') r.disengagedTo = wayOut(w, b, r.fleet);
  }
  const fled = rows.filter((r) => r.result === 'Disengaged' && !r.disengagedTo).map((r) => r.ship);
  if (fled.length) lines.push(`GM: enter "Disengaged to" for ${fled.join(', ')}: no way out was found`);
  return { lines, system: `Galactic Conquest statistical combat, ${result.rounds} rounds` };
}

/** Where a disengaging fleet goes: back where it came from when it can, else down the first lane listed (the way back costs no move points). */
function wayOut(w: World, b: Battle, fleetId: string): string {
  const fleet = w.fleet(fleetId);
  if (!fleet) return '';
  if (b.place.kind === 'lane') return fleet.location;
  const at = b.place.system;
  if (fleet.arrivedFrom && w.laneExists(at, fleet.arrivedFrom)) return fleet.arrivedFrom;
  return w.neighbours(at)[0] ?? '';
}

/** GC Appendix 1: the class's own GC factors, else (rule option) from its CBPV by Appendix 1/D. */
export function gcFactors(
  w: World,
  ship: Pick<Ship, 'empire' | 'shipClass'>,
  fromBpv: boolean,
): { af: number; df: number; sensors: number } | undefined {
  const cls = w.classOf(ship);
  if (!cls) return undefined;
  const sensors = cls.gc?.sensors === '' || cls.gc?.sensors === undefined ? (hasRole(cls, 'scout') ? 1 : 0) : cls.gc.sensors;
  if (cls.gc && cls.gc.af !== '' && cls.gc.df !== '') return { af: cls.gc.af, df: cls.gc.df, sensors };
  if (!fromBpv) return undefined;
  const derived = factorsFromBpv({
    bpv: cls.cbpv,
    sizeClass: cls.sizeClass,
    xShip: hasRole(cls, 'X-ship'),
    frd: hasRole(cls, 'FRD'),
    tug: hasRole(cls, 'military tug') || hasRole(cls, 'salvage tug'),
  });
  return { ...derived, sensors };
}

/** What Galactic Conquest cannot fight: classes without factors (GC1), a disengagement outside 0-100% (A3.20). */
function refuseBadChoices(w: World, battles: Battle[], factors: GcFactors): void {
  const odd = battles.flatMap((b) =>
    [b.gc?.disengageA, b.gc?.disengageB].filter((d) => d !== '' && d !== undefined && !(d >= 0 && d <= 100)).map((d) => `${b.id} (${d})`),
  );
  if (odd.length) throw new TurnRefused(`Disengage % is a share of the side's losses, 0 to 100 (GC A3.20): battle ${odd.join(', ')}.`);
  const missing = new Set(
    w.c.battleShips
      .filter((r) => battles.some((b) => b.id === r.battle))
      .map((r) => w.ship(r.ship) ?? { empire: r.empire, shipClass: r.shipClass })
      .filter((s) => !factors(s))
      .map((s) => s.shipClass),
  );
  if (missing.size)
    throw new TurnRefused(
      `Galactic Conquest auto-resolve needs GC AF and GC DF on the Classes tab for ${[...missing].join(', ')} (or set "GC factors from BPV" to yes).`,
    );
}

/**
 * GC Appendix 1/D (rule option GC1), C20: what a ship's attrition units add to it: AF by their CBPV
 * (0.143 a BPV), fighters' DF half their AF, gunboats' (PFs, interceptors) two thirds.
 */
export function gcAttritionFactors(ship: Pick<Ship, 'fighters' | 'fighterCbpv' | 'pfs' | 'pfCbpv'>): { af: number; df: number } {
  const fighters = Math.round(ship.fighters * ship.fighterCbpv * FACTOR_PER_BPV);
  const gunboats = Math.round(ship.pfs * ship.pfCbpv * FACTOR_PER_BPV);
  return { af: fighters + gunboats, df: Math.round(fighters / 2) + Math.round((gunboats * 2) / 3) };
}

/** A ship's GC unit with its attrition units' factors; then the game's percent changes, rounded (GC D2.30: they add up). */
function gcUnit(w: World, r: BattleShip, factors: GcFactors, change: GcChange): GcUnit {
  const ship = w.ship(r.ship)!;
  const f = factors(ship)!;
  const attrition = gcAttritionFactors(ship);
  const by = change(ship);
  const percent = (factor: number, p: number) => Math.round((factor * (100 + p)) / 100);
  const df = f.df + attrition.df + (by.added?.df ?? 0);
  const gain = by.dfGain ? Math.max(by.dfGain.atLeast, Math.round((df * by.dfGain.percent) / 100)) : 0;
  return {
    id: ship.id,
    af: by.noAf ? 0 : percent(f.af + attrition.af + (by.added?.af ?? 0), by.af + (by.afPercent ?? 0)),
    df: percent(df + gain, by.df),
    sensors: by.sensors ?? f.sensors,
    crippled: ship.condition === 'Crippled',
    cannotDisengage: hasRole(w.classOf(ship), 'FRD'),
    ...(by.firstRound ? { firstRound: by.firstRound } : {}),
    ...(by.reserve ? { reserve: by.reserve } : {}),
    ...(by.inactive ? { inactive: true } : {}),
    ...(by.outstanding ? { outstanding: true } : {}),
    ...(by.hospital ? { hospital: true } : {}),
  };
}

function unit(w: World, r: BattleShip): Unit {
  const ship = w.ship(r.ship)!;
  const cls = w.classOf(ship);
  return {
    id: ship.id,
    af: cls?.af ?? 0,
    df: cls?.df ?? 0,
    afCrippled: cls?.afCrippled ?? 0,
    dfCrippled: cls?.dfCrippled ?? 0,
    condition: ship.condition === 'Crippled' ? 'Crippled' : 'OK',
    scout: hasRole(cls, 'scout'),
    cloak: hasRole(cls, 'cloak'),
    mauler: hasRole(cls, 'mauler'),
    fighters: Math.round((ship.fighters * ship.fighterCbpv) / CBPV_PER_FACTOR),
    noCrippledState: hasRole(cls, 'FRD'),
  };
}

function describe(rows: BattleShip[]): string {
  const hit = rows.filter((r) => r.result !== 'Unharmed').map((r) => `${r.ship} ${r.result.toLowerCase()}`);
  return hit.length ? hit.join(', ') : 'no ship damaged';
}
