// The campaign state as the rules speak of it. Plain data: no Sheets types here.
//
// These are the records of the tabs every game shares. Their columns began as Empires at War's (seed
// 000), the first game; each column's rule is cited where a game reads it (src/engine/games/<game>),
// and a game adds columns of its own through Game.columns.

import type { Relation, Status } from './diplomacy/relations';
import type { Event as DiplomaticEvent } from './diplomacy/events';
import type { GcAttack, GcIntensity } from './combat/gccombat';
import type { GameRow, RowExtras } from './gameTabs';
import type { Deferred } from './deferred';

export type { DiplomaticEvent, Relation, Status };

// Each enumeration is listed once, here: the types below are derived from the lists, and the schema's
// validation dropdowns (sheets-templates/schema.ts) offer the same lists.

export const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter'] as const;
export type Season = (typeof SEASONS)[number];

/**
 * Where a turn stands: orders to process, battles to fight before the rest of the turn, rulings the GM
 * must give before it goes on (issue 21); Over once the campaign has ended.
 */
export const PHASES = ['Orders', 'Battles', 'Rulings', 'Over'] as const;
export type Phase = (typeof PHASES)[number];

/** The planet types a system can show on the map (Unknown until explored). */
export const PLANET_TYPES = ['Life', 'Mineral', 'Dead', 'Unknown'] as const;
export type PlanetType = (typeof PLANET_TYPES)[number];
/** What a system is developed into; blank when undeveloped. */
export const DEVELOPMENTS = ['Mine', 'Colony'] as const;
export type Development = '' | (typeof DEVELOPMENTS)[number];
/** A ship's crew quality. */
export const CREWS = ['Normal', 'Poor', 'Outstanding'] as const;
export type Crew = (typeof CREWS)[number];
/** A ship's state; a captured ship stays Captured until inspected. */
export const SHIP_CONDITIONS = ['OK', 'Crippled', 'Captured'] as const;
export type ShipCondition = (typeof SHIP_CONDITIONS)[number];
/** What holds a fleet where it is (pinned, trapped, non-compliant, disengaged, or interned by a treaty that closes the border, VBAM). */
export const FLEET_STATUSES = ['Ready', 'Pinned', 'Trapped', 'Non-compliant', 'Disengaged', 'Interned'] as const;
export type FleetStatus = (typeof FLEET_STATUSES)[number];
/** Whether an empire still plays. */
export const EMPIRE_STATUSES = ['Active', 'Eliminated', 'Dropped'] as const;
export type EmpireStatus = (typeof EMPIRE_STATUSES)[number];

/** SFB size classes: 2 (dreadnoughts), 3 (cruisers), 4 (frigates/destroyers), and the rest. */
export type SizeClass = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The ship roles the kernel's own rules read (a class's Roles column): the statistical combats'
 * scouts, cloaks, maulers, X-ships, tugs and FRDs (combat/autoresolve.ts). Every game's Roles column
 * accepts them; a game names the others its rules read (Game.roles, rolesOf).
 */
export const KERNEL_ROLES = ['scout', 'military tug', 'salvage tug', 'FRD', 'X-ship', 'cloak', 'mauler'] as const;

/** The legendary officers of SFB (G22) a ship may carry. */
export const LEGENDARY_OFFICERS = [
  'Legendary Captain',
  'Legendary Engineer',
  'Legendary Weapons Officer',
  'Legendary Science Officer',
  'Legendary Navigator',
  'Legendary Doctor',
  'Legendary Major',
  'Legendary Marine',
] as const;

export interface Settings {
  campaignName: string;
  ruleset: string;
  raceGroup: 'A' | 'B';
  startYear: number;
  year: number;
  /** The current turn, by its calendar's name (a season, "Turn 3"), which the Campaign tab is checked against. */
  season: string;
  phase: Phase;
  gmEmail: string;
  /** Base of every processing's seed; each season's dice use this plus the season. */
  diceSeed: string;
  /** The last season processed, e.g. "Y165 Spring" (a season is never processed twice). */
  lastProcessed: string;
  tacticalRules: TacticalRules;
  /** Victory points per result, as % of the ship's CBPV (SFB S2.21). */
  vpPercent: { destroyed: number; captured: number; crippled: number; disengaged: number };
  autoRounds: number;
  /** Relation of a pair with no Treaties row: War where every meeting is a battle, No contact where empires must meet first (VBAM). */
  defaultRelation: Status;
  /** The campaign ends after this year's last turn (default Y205). */
  endYear: number;
  /** What Process Season does when an admiral has not marked their orders Ready: ask the GM, or refuse. */
  notReady: 'Ask' | 'Refuse';
  /** E-mail each admiral their report after each processing. */
  mailAdmirals: boolean;
  /** Where a turn run tick by tick stopped (core/game.ts, runTicks); absent while none is paused inside its ticks. */
  pausedAt?: TickPause;
  /**
   * The highest fleet and ship id ever issued after each prefix (World.nextId), kept so that an id whose
   * holder is gone is never issued again (rule option K14); absent in a campaign older than it: the
   * highest in use counts then.
   */
  idsIssued?: { fleet: string[]; ship: string[] };
}

/**
 * A turn paused inside its ticks: the tick (1-based: Staley's phase, GC's segment) and the step of it
 * that paused; when it waits for admirals' choices, the empires whose orders it waits for.
 */
export interface TickPause {
  tick: number;
  step: string;
  ordersFrom?: string[];
}

export interface Empire {
  id: string;
  race: string;
  admiral: string;
  email: string;
  ordersTab: string;
  reportTab: string;
  /** Blank reads as Active. */
  status: EmpireStatus | '';
  vp: number;
  /** The admiral marked their orders Ready (a Ready cell of their Orders tab); cleared by processing. */
  ready: boolean;
  /** The capital system (a game that has one, as Staley does); blank: its home system developed at setup. */
  capital?: string;
}

/** An empire whose status is one of these is out of the campaign. */
export const OUT_OF_PLAY = ['Eliminated', 'Dropped'] as const;

/** The empire still plays: it gives orders, earns income and gets reports. */
export function inPlay(e: Empire): boolean {
  return !OUT_OF_PLAY.some((s) => s.toLowerCase() === e.status.trim().toLowerCase());
}

/** A row of the GM's legendary officer table (SFB G22.111 is not in our rules): a 2D6 roll and what it gives. */
export interface LegendaryOfficerRow {
  /** Lowest and highest 2D6 total of the row. */
  from: number;
  to: number;
  /** Blank: no officer this year. */
  officer: string;
  /** The officer's cost, as % of the receiving ship's CBPV. */
  costPercent: number;
}

export interface StarSystem {
  id: string;
  name: string;
  x: number;
  y: number;
  planet: PlanetType;
  owner: string;
  development: Development;
  /** When the development was completed, e.g. "Y165 Summer" (income is prorated by it). */
  developedIn: string;
  exploredBy: string[];
}

export interface Lane {
  a: string;
  b: string;
}

export interface Fleet {
  id: string;
  empire: string;
  name: string;
  location: string;
  status: FleetStatus;
  arrivedFrom: string;
  arrivedIn: string;
  /** The systems of its moves in \`arrivedIn\`, from where it set out to where it stands (the map draws them). */
  route: string[];
  /** The turn the fleet was trapped by an enemy fortification (a siege may follow). */
  trappedIn: string;
  /** Movement points its empire loses next turn: it disengaged away from where it came. */
  mpPenalty: number;
}

export interface Ship {
  id: string;
  empire: string;
  fleet: string;
  shipClass: string;
  name: string;
  crew: Crew;
  /** Legendary officer carried (e.g. "Legendary Captain"); blank when none. */
  lo: string;
  /** The cost of \`lo\`, the highest-valued officer aboard: the one whose value counts toward CBPV. */
  loBpv: number;
  /** Other, lower-valued legendary officers aboard (a ship may carry several: rule option Y4). */
  otherLos: string[];
  /** What the outstanding crew cost; counts only when crew is Outstanding. */
  ocBpv: number;
  coPercent: number;
  xp: number;
  condition: ShipCondition;
  fighters: number;
  fighterCbpv: number;
  pfs: number;
  pfCbpv: number;
  /** CBPV of drone speed, sabots, drogues and special-ship surcharges. */
  extrasCbpv: number;
}

export interface ShipClass {
  race: string;
  name: string;
  /** Hull type, for a similar-hull penalty; variants are distinct types. */
  hull: string;
  sizeClass: SizeClass;
  ebpv: number;
  cbpv: number;
  dockPoints: number;
  commandRating: number;
  yearInService: number;
  /** As the Roles column names them: the kernel's roles and the game's (rolesOf). */
  roles: string[];
  /** Classes a carrier must be escorted by. */
  escorts: string[];
  damcon: number;
  /** Maximum speed. */
  speed: number;
  /** Attack and defense factors for statistical combat (VBAM), undamaged and crippled. */
  af: number;
  df: number;
  afCrippled: number;
  dfCrippled: number;
  /** Galactic Conquest factors (GC Appendix 1) and special sensors (A10.40b); '' when not entered. */
  gc?: { af: number | ''; df: number | ''; sensors: number | '' };
}

export interface LedgerEntry {
  season: string;
  empire: string;
  amount: number;
  reason: string;
  reference: string;
}

/** Where a battle is fought: a system, or a warp lane when fleets met in open space. */
export type BattlePlace = { kind: 'system'; system: string } | LanePlace;
export interface LanePlace {
  kind: 'lane';
  a: string;
  b: string;
}

/** A place as the Battles tab writes it and reports name it: "S18", or the lane "S03-S20". */
export function placeText(p: BattlePlace): string {
  return p.kind === 'system' ? p.system : `${p.a}-${p.b}`;
}

/**
 * The Battles tab's place back to a typed place, knowing which systems exist: a system id is a system
 * (even "S-18"); otherwise the text is a lane "A-B" split where both ends are systems ("S-18-S03").
 */
export function parsePlace(text: string, isSystem: (id: string) => boolean): BattlePlace {
  const t = text.trim();
  if (isSystem(t)) return { kind: 'system', system: t };
  for (let i = t.indexOf('-'); i > 0; i = t.indexOf('-', i + 1)) {
    const [a, b] = [t.slice(0, i).trim(), t.slice(i + 1).trim()];
    if (isSystem(a) && isSystem(b)) return { kind: 'lane', a, b };
  }
  return { kind: 'system', system: t };
}

export const BATTLE_STATUSES = ['Pending', 'Auto', 'Resolved'] as const;
export type BattleStatus = (typeof BATTLE_STATUSES)[number];
/** How a battle is fought: standard SFB, or the optional Two-Phase rules. */
export const TACTICAL_RULES = ['Standard', 'Two-Phase'] as const;
export type TacticalRules = (typeof TACTICAL_RULES)[number];
export const BATTLE_SIDES = ['A', 'B'] as const;
export type BattleSide = (typeof BATTLE_SIDES)[number];
/** What became of a ship in battle. */
export const SHIP_FATES = ['Unharmed', 'Crippled', 'Destroyed', 'Captured', 'Disengaged'] as const;
export type ShipFate = (typeof SHIP_FATES)[number];

export interface Battle {
  id: string;
  season: string;
  place: BattlePlace;
  map: string;
  fleetA: string;
  fleetB: string;
  status: BattleStatus;
  rules: TacticalRules;
  intensityA: number;
  intensityB: number;
  /** Blank until entered or computed. */
  vpA: number | '';
  vpB: number | '';
  winner: string;
  series: number;
  /** Open space: where each fleet was heading. */
  thenA: string;
  thenB: string;
  setup: string;
  /** Galactic Conquest auto-resolve choices of each side (intensity, disengagement, special form: combat/gccombat.ts); blank: Typical, none, Normal. */
  gc?: {
    intensityA: GcIntensity | '';
    intensityB: GcIntensity | '';
    disengageA: number | '';
    disengageB: number | '';
    attackA: GcAttack | '';
    attackB: GcAttack | '';
  };
}

/**
 * The fleets of a battle side: one fleet, or a pool of fleets written "KLI-2 + KLI-FRD" (a defender's
 * pool at its FRD). Each ship keeps its own fleet, so after the battle it is back where it was.
 */
export function sideFleets(side: string): string[] {
  return side
    .split(/[+,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One ship in a battle and what became of it. */
export interface BattleShip {
  battle: string;
  side: BattleSide;
  fleet: string;
  ship: string;
  empire: string;
  shipClass: string;
  cbpv: number;
  result: ShipFate | '';
  capturedBy: string;
  disengagedTo: string;
  xp: number | '';
  /** Sheet row, for messages. */
  row: number;
}

export interface LogEntry {
  season: string;
  kind: string;
  empire: string;
  purpose: string;
  dice: string;
  result: string;
}

/**
 * A question the GM must answer before the turn goes on (issue 21): a row of the Rulings tab. A To GM
 * order asks one; its effect is what the GM enters (Treasury rows, edits) and writes as the answer.
 */
export interface Ruling {
  id: string;
  /** The turn that asked it, e.g. "Y165 Spring". */
  turn: string;
  /** The empire it concerns: only it hears of it. */
  empire: string;
  /** What it is about: the fleet, system or order row. */
  about: string;
  question: string;
  /** The answers the GM may give; none: free text. */
  choices: string[];
  /** The answer taken when the GM leaves Answer blank; blank: an answer is needed. */
  default: string;
  answer: string;
  /** The answer took effect (Apply rulings). */
  applied: boolean;
}

/**
 * The most characters an order cell may hold (rule option K12): a longer one is refused, never read,
 * so that no Result echoing it can outgrow a cell (Sheets holds 50,000 characters) or block others.
 */
export const ORDER_CELL_LIMIT = 1000;

export interface Order {
  row: number;
  fleet: string;
  kind: string;
  target: string;
  ships: string[];
  buildClass: string;
  extras: string;
}

export interface Campaign {
  settings: Settings;
  empires: Empire[];
  systems: StarSystem[];
  lanes: Lane[];
  fleets: Fleet[];
  ships: Ship[];
  classes: ShipClass[];
  ledger: LedgerEntry[];
  /** Diplomatic relation of each pair of empires (VBAM); a pair with no row has the default status. */
  treaties: Relation[];
  /** Every diplomatic event, append-only: the declaration modifiers are computed from it. */
  diplomacy: DiplomaticEvent[];
  battles: Battle[];
  battleShips: BattleShip[];
  /** Work an order set going that ends later, by the game's kinds (core/deferred.ts): the hidden Deferred tab's rows. */
  deferred: Deferred;
  orders: Record<string, Order[]>;
  /** The GM's legendary officer table (the Legendary officers tab), rolled at each year's end. */
  legendaryOfficers: LegendaryOfficerRow[];
  /** The Rulings tab: questions to the GM, answered or not; absent until the first is asked. */
  rulings?: Ruling[];
  /** The campaign game's own options (Game.options) by key, as the Campaign tab gives them; absent: each its default. */
  options?: Record<string, string>;
  /** The tabs the campaign's game adds, by name, row by row (core/game.ts); written back when changed. */
  tables?: Record<string, GameRow[]>;
  /** The values of the columns the game adds to the shared tabs (Game.columns), by tab and row id; written back when changed. */
  extras?: RowExtras;
}

/** A new fleet record. */
export function newFleet(id: string, empire: string, location: string, season: string, name = ''): Fleet {
  return { id, empire, name, location, status: 'Ready', arrivedFrom: '', arrivedIn: season, route: [], trappedIn: '', mpPenalty: 0 };
}

/** A battle just made, waiting for its fight: intensity 2 a side, no VP and no winner yet; the rest as the game places it. */
export function pendingBattle(
  b: Pick<Battle, 'id' | 'season' | 'place' | 'map' | 'fleetA' | 'fleetB' | 'rules' | 'series' | 'thenA' | 'thenB' | 'setup'>,
): Battle {
  return { ...b, status: 'Pending', intensityA: 2, intensityB: 2, vpA: '', vpB: '', winner: '' };
}

/** A new ship record: a Normal crew, no officers, no experience, no fighters or PFs; its CO% as the game gives it. */
export function newShip(id: string, empire: string, fleet: string, shipClass: string, coPercent: number): Ship {
  return {
    id,
    empire,
    fleet,
    shipClass,
    name: '',
    crew: 'Normal',
    lo: '',
    loBpv: 0,
    otherLos: [],
    ocBpv: 0,
    coPercent,
    xp: 0,
    condition: 'OK',
    fighters: 0,
    fighterCbpv: 0,
    pfs: 0,
    pfCbpv: 0,
    extrasCbpv: 0,
  };
}

export function hasRole(cls: ShipClass | undefined, role: string): boolean {
  return !!cls && cls.roles.indexOf(role) >= 0;
}
