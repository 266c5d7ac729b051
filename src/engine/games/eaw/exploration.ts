// Exploring an unknown planet: EaW 16.0 (discovery tables 16a/16b, precursor objects 16c, map type 16d).
//
// Dice order (a contract: adjudication cases script the dice in this order):
//   1. 2D6 on the discovery table (16a without a scout, 16b with one);
//   2. 1D6 planet type, unless the table gave a developed mine or colony;
//   3. 1D6 on the precursor table (16c), only on a bonus row when the admiral chose "precursor";
//   4. 1D6 for a 16c disaster, only when the precursor roll was a 6;
//   5. 1D6 map type (16d), always last, once the planet type is known.

import { refuse, refusalText } from './orders/refusal';
import { Development, LEGENDARY_OFFICERS, Ship, ShipClass, hasRole } from '../../core/model';
import { MAX_CO_PERCENT } from './officers';
import { Catalog } from '../../core/catalog';
import { Dice } from '../../core/dice';
import { key, sameName } from '../../core/ids';

export type KnownPlanet = 'Life' | 'Mineral' | 'Dead';
/** What the admiral chose in advance on the Explore order (the Extras column). */
export interface ExploreChoice {
  /** On a bonus result (16a 3/11, 16b 4/10): roll on the precursor table (16c) instead of taking the BPV. Default false. */
  precursor: boolean;
  /** Planet type when the type roll gives "admiral's choice" (a 6 on 16a 3/11 or 16b 4/10). Default 'Mineral'. */
  planet: KnownPlanet;
  /** Ship to receive a free LO / OC, or to take a poor crew, or to be refunded; blank = the default below. */
  ship?: string;
  /** Kind of free legendary officer on a 16c "1" (e.g. "Legendary Captain"). Default 'Legendary Captain'. */
  officer?: string;
}
export interface ShipChange {
  ship: string;
  field: 'lo' | 'crew' | 'coPercent';
  value: string | number;
}
export interface ExplorationOutcome {
  planet: KnownPlanet;
  /** 'Mine' / 'Colony' when the table gives a developed site to the explorer (16a 2/12, 16b 2-3/11-12), else ''. */
  development: Development;
  mapType: MapType | ''; // EaW 16d, once rolled
  bpv: number; // BPV the explorer's treasury receives (10 or 20 bonus, 50 treasure, or a CO refund)
  shipChanges: ShipChange[];
  /** A 16c "5": the GM must add a captured SC4 ship up to 5 years ahead (kept as a note; the season adds nothing by itself). */
  futureShip: boolean;
  /** Report lines for the exploring admiral, in plain words, each citing its rule. */
  notes: string[];
}

export const DEFAULT_EXPLORE_CHOICE: ExploreChoice = { precursor: false, planet: 'Mineral' };
export const DEFAULT_OFFICER = 'Legendary Captain';
/** EaW 16c "4": treasure. */
export const TREASURE_BPV = 50;

// ---- Tables ---------------------------------------------------------------------------------------

type Row = 'mine' | 'colony' | 'normal' | 'bonus';
interface DiscoveryTable {
  rule: string;
  mine: number[];
  colony: number[];
  bonus: number[];
  bonusBpv: number;
}
/** EaW 16a (no scout) and 16b (scout): 2D6 totals of each row; any other total is the normal row. */
const NO_SCOUT: DiscoveryTable = { rule: 'EaW 16a', mine: [2], colony: [12], bonus: [3, 11], bonusBpv: 10 };
const WITH_SCOUT: DiscoveryTable = { rule: 'EaW 16b', mine: [2, 3], colony: [11, 12], bonus: [4, 10], bonusBpv: 20 };

function rowOf(table: DiscoveryTable, total: number): Row {
  if (table.mine.includes(total)) return 'mine';
  if (table.colony.includes(total)) return 'colony';
  return table.bonus.includes(total) ? 'bonus' : 'normal';
}

/** Planet type by 1D6 face (index 0 = face 1): the normal rows and the bonus rows of 16a/16b. */
const NORMAL_TYPE: KnownPlanet[] = ['Dead', 'Dead', 'Life', 'Life', 'Mineral', 'Mineral'];
const BONUS_TYPE: Array<KnownPlanet | 'choice'> = ['Dead', 'Life', 'Life', 'Mineral', 'Mineral', 'choice'];

/** EaW 16d: the battle maps a system may show once explored (the Systems tab's Map type). */
export const MAP_TYPES = ['Solar System Slice', 'Dual Planets With Moons', 'Open Space', 'Star Edge', 'Death Map'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** EaW 16d: map type by 1D6 face, for a life or mineral planet and for a dead one. */
const MAP_TYPE: Record<'live' | 'dead', MapType[]> = {
  live: ['Solar System Slice', 'Solar System Slice', 'Dual Planets With Moons', 'Dual Planets With Moons', 'Open Space', 'Open Space'],
  dead: ['Star Edge', 'Star Edge', 'Star Edge', 'Death Map', 'Death Map', 'Death Map'],
};

/** EaW 16c "6": the lowest disaster face that turns a crew poor, without and with a scout. */
const DISASTER_FROM = { noScout: 5, scout: 6 };

// ---- Ships ----------------------------------------------------------------------------------------

/** A ship that takes part in the discovery, with its class. */
export interface Discoverer {
  ship: Ship;
  cls: ShipClass;
}

/**
 * The ships that explore: not the FRD (EaW 15.0), not an uninspected captured ship (EaW 25b), and not a
 * ship whose class the catalog lacks (the workbook check reports those).
 */
export function discoverers(fleetShips: Ship[], catalog: Catalog): Discoverer[] {
  return fleetShips
    .map((ship) => ({ ship, cls: catalog.get(ship.shipClass) }))
    .filter((d): d is Discoverer => !!d.cls && d.ship.condition !== 'Captured' && !hasRole(d.cls, 'FRD'));
}

/** EaW 16b: a scout is any ship with special sensors (role "scout"); a crippled scout still counts. */
export function hasScout(fleetShips: Ship[], catalog: Catalog): boolean {
  return discoverers(fleetShips, catalog).some((d) => hasRole(d.cls, 'scout'));
}

/** Why this fleet cannot explore, or '' when it can. */
export function explorationProblem(fleetShips: Ship[], catalog: Catalog): string {
  return discoverers(fleetShips, catalog).length > 0 ? '' : refusalText(refuse({ code: 'no-explorer' }));
}

const label = (d: Discoverer) => `${d.ship.id} (${d.cls.name})`;

// ---- Exploration ----------------------------------------------------------------------------------

interface Context {
  systemId: string;
  ships: Discoverer[];
  scout: boolean;
  choice: ExploreChoice;
  dice: Dice;
  out: ExplorationOutcome;
  /** Size classes of the outstanding crews the empire has outside this fleet (EaW 2e is navy-wide). */
  navyOutstanding: number[];
}

/**
 * Explores `systemId` with the exploring fleet's ships (EaW 16.0). Throws when no ship can explore
 * (check `explorationProblem` first). Rolls in the order given at the top of this file.
 */
export function explore(
  systemId: string,
  fleetShips: Ship[],
  catalog: Catalog,
  choice: ExploreChoice,
  dice: Dice,
  navyOutstanding: number[] = [],
): ExplorationOutcome {
  const ships = discoverers(fleetShips, catalog);
  if (ships.length === 0) throw new Error(`cannot explore ${systemId}: ${explorationProblem(fleetShips, catalog)}`);
  const scout = ships.some((d) => hasRole(d.cls, 'scout'));
  const table = scout ? WITH_SCOUT : NO_SCOUT;
  const out: ExplorationOutcome = { planet: 'Dead', development: '', mapType: '', bpv: 0, shipChanges: [], futureShip: false, notes: [] };
  const ctx: Context = { systemId, ships, scout, choice, dice, out, navyOutstanding };

  const total = dice.roll(2, 6, `Exploration of ${systemId} (${table.rule})`);
  const row = rowOf(table, total);
  const head = `Exploration of ${systemId}, ${scout ? 'with a scout' : 'no scout'} in the fleet (${table.rule}): 2D6 = ${total}`;
  if (row === 'mine' || row === 'colony') {
    out.planet = row === 'mine' ? 'Mineral' : 'Life';
    out.development = row === 'mine' ? 'Mine' : 'Colony';
    out.notes.push(`${head}: a ${out.planet.toLowerCase()} planet with a developed ${row}, now yours.`);
  } else {
    out.notes.push(`${head}.`);
    const face = dice.roll(1, 6, `Planet type of ${systemId} (${table.rule})`);
    const type = (row === 'bonus' ? BONUS_TYPE : NORMAL_TYPE)[face - 1];
    out.planet = type === 'choice' ? choice.planet : type;
    out.notes.push(
      `Planet type (${table.rule}): 1D6 = ${face}, ${type === 'choice' ? `admiral's choice: ` : ''}a ${out.planet.toLowerCase()} planet.`,
    );
    if (row === 'bonus') {
      if (choice.precursor) {
        out.notes.push(`Bonus (${table.rule}): you chose a roll for a precursor object instead of ${table.bonusBpv} BPV.`);
        precursor(ctx);
      } else {
        out.bpv += table.bonusBpv;
        out.notes.push(`Bonus (${table.rule}): +${table.bonusBpv} BPV to your treasury.`);
      }
    }
  }

  const mapFace = dice.roll(1, 6, `Map type of ${systemId} (EaW 16d)`);
  out.mapType = MAP_TYPE[out.planet === 'Dead' ? 'dead' : 'live'][mapFace - 1];
  out.notes.push(`Map type (EaW 16d): 1D6 = ${mapFace}, ${out.mapType}; every battle at ${systemId} uses it from now on.`);
  return out;
}

/** EaW 16c: one 1D6 on the precursor object table. */
function precursor(ctx: Context): void {
  const face = ctx.dice.roll(1, 6, `Precursor object at ${ctx.systemId} (EaW 16c)`);
  PRECURSOR[face - 1](ctx, `Precursor object (EaW 16c): 1D6 = ${face}`);
}

type Handler = (ctx: Context, head: string) => void;
const PRECURSOR: Handler[] = [
  // 1: a free legendary officer on one discovering ship (EaW 16c, 2e, 17.0).
  (ctx, head) => {
    const officer = ctx.choice.officer || DEFAULT_OFFICER;
    ctx.out.notes.push(`${head}, a ${officer} at no cost.`);
    const d = pickShip(ctx, 'the officer', 'highest', (c) => (c.ship.lo ? `it already carries a ${c.ship.lo}` : ''));
    if (!d) {
      ctx.out.notes.push(
        `Every discovering ship already carries a legendary officer and the Ships tab holds one per ship: the GM records the ${officer} by hand, or it is lost (an identical officer on the same ship is lost, EaW 2e).`,
      );
      return;
    }
    change(ctx, d, 'lo', officer);
    ctx.out.notes.push(
      `The ${officer} joins ${label(d)}. Enter the officer's BPV in LO BPV: it counts toward the fleet's CBPV cap (EaW 2e, 17.0).`,
    );
  },
  // 2: a free outstanding crew on one discovering ship, within the EaW 2e limits.
  (ctx, head) => {
    ctx.out.notes.push(`${head}, an outstanding crew at no cost.`);
    const d = pickShip(ctx, 'the outstanding crew', 'highest', (c) => ocBar(ctx, c));
    if (!d) {
      ctx.out.notes.push(
        'No discovering ship can take an outstanding crew (EaW 2e: an SC3 or SC4 ship not already outstanding, at most one on an SC3 and one on an SC4): the find is lost.',
      );
      return;
    }
    const was = d.ship.crew;
    change(ctx, d, 'crew', 'Outstanding');
    if (d.ship.coPercent < MAX_CO_PERCENT) change(ctx, d, 'coPercent', MAX_CO_PERCENT); // EaW 6.0: an OC gets CO 20% free
    ctx.out.notes.push(
      `${label(d)} now has an outstanding crew${was === 'Poor' ? ' in place of its poor one' : ''} and CO ${MAX_CO_PERCENT}% at no cost (EaW 2e, 6.0). Enter the crew's cost in OC BPV (EaW 17.0); the season re-checks the limit of 2 outstanding crews per empire across all its fleets (EaW 2e).`,
    );
  },
  // 3: every discovering ship to CO 20% free; if all are full already, 20% of one ship's CBPV back.
  (ctx, head) => {
    const below = ctx.ships.filter((d) => d.ship.coPercent < MAX_CO_PERCENT);
    if (below.length > 0) {
      for (const d of below) change(ctx, d, 'coPercent', MAX_CO_PERCENT);
      ctx.out.notes.push(`${head}: CO raised to ${MAX_CO_PERCENT}% at no cost on ${below.map(label).join(', ')}.`);
      return;
    }
    const d = pickShip(ctx, 'the refund', 'highest', () => '')!;
    const refund = Math.round((d.cls.cbpv * MAX_CO_PERCENT) / 100);
    ctx.out.bpv += refund;
    ctx.out.notes.push(
      `${head}: every ship already has CO ${MAX_CO_PERCENT}% (the most EaW 6.0 allows), so ${MAX_CO_PERCENT}% of the CBPV of ${label(d)} comes back instead: +${refund} BPV to your treasury.`,
    );
  },
  // 4: treasure.
  (ctx, head) => {
    ctx.out.bpv += TREASURE_BPV;
    ctx.out.notes.push(`${head}, valuable treasure: +${TREASURE_BPV} BPV to your treasury.`);
  },
  // 5: a size class 4 ship from up to 5 years ahead, captured until inspected (EaW 9b).
  (ctx, head) => {
    ctx.out.futureShip = true;
    ctx.out.notes.push(
      `${head}, a size class 4 ship of your race from up to 5 years ahead. The GM adds it to this fleet as a captured ship until it is inspected (EaW 9b).`,
    );
  },
  // 6: disaster, a second 1D6; on a hit one ship's crew becomes poor (never one poor already).
  (ctx, head) => {
    const face = ctx.dice.roll(1, 6, `Disaster at ${ctx.systemId} (EaW 16c)`);
    const from = ctx.scout ? DISASTER_FROM.scout : DISASTER_FROM.noScout;
    const roll = `${head}, disaster: 1D6 = ${face} (${ctx.scout ? 'with a scout, 6 strikes' : `no scout, ${from}-6 strikes`})`;
    if (face < from) {
      ctx.out.notes.push(`${roll}: no effect.`);
      return;
    }
    ctx.out.notes.push(`${roll}.`);
    const d = pickShip(ctx, 'the poor crew', 'lowest', poorBar);
    if (!d) {
      ctx.out.notes.push('No discovering ship can take a poor crew (all are poor already or not size class 2-4, EaW 2e): no effect.');
      return;
    }
    change(ctx, d, 'crew', 'Poor');
    ctx.out.notes.push(
      `${label(d)} now has a poor crew${d.ship.crew === 'Outstanding' ? ', losing its outstanding one' : ''}; it counts 20% less toward the fleet's CBPV (EaW 17.0).`,
    );
  },
];

/** EaW 2e: why a ship cannot take a free outstanding crew ('' when it can). */
function ocBar(ctx: Context, d: Discoverer): string {
  const sc = d.cls.sizeClass;
  if (sc !== 3 && sc !== 4) return `it is size class ${sc}, and an outstanding crew goes on an SC3 or SC4 ship (EaW 2e)`;
  if (d.ship.crew === 'Outstanding') return 'it already has an outstanding crew';
  const held = [...ctx.navyOutstanding, ...ctx.ships.filter((o) => o.ship.crew === 'Outstanding').map((o) => o.cls.sizeClass)];
  if (held.includes(sc)) return `your navy already has an outstanding crew on an SC${sc} ship (EaW 2e: one SC3 and one SC4)`;
  if (held.length >= 2) return 'your navy already has its two outstanding crews (EaW 2e)';
  return '';
}

/** EaW 16c "6", 2e: why a ship cannot be given a poor crew ('' when it can). */
function poorBar(d: Discoverer): string {
  if (d.ship.crew === 'Poor') return 'its crew is poor already';
  const sc = d.cls.sizeClass;
  return sc >= 2 && sc <= 4 ? '' : `it is size class ${sc}, and poor crews are for SC2-SC4 ships (EaW 2e)`;
}

/**
 * The ship the admiral named in the Extras if it qualifies (bar returns '' for a ship that does),
 * else the qualifying ship of highest or lowest class CBPV (the first in fleet order on a tie).
 * A named ship that is missing or does not qualify is reported, and the default is used.
 */
function pickShip(ctx: Context, what: string, prefer: 'highest' | 'lowest', bar: (d: Discoverer) => string): Discoverer | undefined {
  const named = ctx.choice.ship?.trim();
  if (named) {
    const d = ctx.ships.find((c) => sameName(c.ship.id, named) || (!!c.ship.name && sameName(c.ship.name, named)));
    const why = d ? bar(d) : 'it is not a discovering ship of this fleet';
    if (d && !why) return d;
    ctx.out.notes.push(`${d ? label(d) : `Ship "${named}"`} cannot take ${what}: ${why}; the default ship is used.`);
  }
  const better = (a: Discoverer, b: Discoverer) => (prefer === 'highest' ? b.cls.cbpv > a.cls.cbpv : b.cls.cbpv < a.cls.cbpv);
  return ctx.ships.filter((d) => !bar(d)).reduce<Discoverer | undefined>((best, d) => (!best || better(best, d) ? d : best), undefined);
}

function change(ctx: Context, d: Discoverer, field: ShipChange['field'], value: string | number): void {
  ctx.out.shipChanges.push({ ship: d.ship.id, field, value });
}

// ---- The Explore order's Extras -------------------------------------------------------------------

const PLANETS: KnownPlanet[] = ['Life', 'Mineral', 'Dead'];
const KEYWORDS = ['precursor', 'choose', 'ship', 'officer'];
const USAGE = 'expected: precursor; choose Life|Mineral|Dead; ship <ship id or name>; officer <legendary officer>';

/**
 * Parses the Explore order's Extras, e.g. "precursor, choose Life, ship KLI-07, officer Legendary Engineer".
 * Keywords are case-insensitive; commas and semicolons are optional separators. A value runs to the next
 * keyword or separator (an officer's name may contain "Officer"). Unknown words are errors.
 */
export function parseExploreChoice(extras: string): ExploreChoice | { error: string } {
  const words = String(extras ?? '')
    .replace(/[,;]/g, ' , ')
    .split(/\s+/)
    .filter(Boolean);
  const choice: ExploreChoice = { ...DEFAULT_EXPLORE_CHOICE };
  const seen = new Set<string>();
  for (let i = 0; i < words.length;) {
    const word = words[i++];
    const kw = word.toLowerCase();
    if (kw === ',') continue;
    if (!KEYWORDS.includes(kw)) return { error: `unknown word "${word}" in Extras (${USAGE})` };
    if (seen.has(kw)) return { error: `"${kw}" is given twice in Extras` };
    seen.add(kw);
    const value: string[] = [];
    const stop = (w: string) => w === ',' || (KEYWORDS.includes(w.toLowerCase()) && !(kw === 'officer' && key(w) === 'OFFICER'));
    if (kw !== 'precursor') while (i < words.length && !stop(words[i])) value.push(words[i++]);
    const text = value.join(' ');
    if (kw === 'precursor') choice.precursor = true;
    else if (!text) return { error: `"${kw}" needs a value in Extras (${USAGE})` };
    else if (kw === 'choose') {
      const planet = PLANETS.find((p) => sameName(p, text));
      if (!planet) return { error: `"choose ${text}": the planet must be Life, Mineral or Dead (EaW 16a/16b)` };
      choice.planet = planet;
    } else if (kw === 'ship') choice.ship = text;
    else {
      const officer = LEGENDARY_OFFICERS.find((o) => sameName(o, text) || sameName(o, `Legendary ${text}`));
      if (!officer) return { error: `"officer ${text}": not a legendary officer (${LEGENDARY_OFFICERS.join(', ')})` };
      choice.officer = officer;
    }
  }
  return choice;
}
