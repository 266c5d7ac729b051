// Tab rows to campaign records (and the Campaign settings tab to Settings).

import { key } from '../../engine/core/ids';
import {
  LegendaryOfficerRow,
  Battle,
  BattleShip,
  BattleStatus,
  Crew,
  Development,
  Empire,
  EmpireStatus,
  Fleet,
  FleetStatus,
  Lane,
  LedgerEntry,
  Order,
  PlanetType,
  DiplomaticEvent,
  PHASES,
  parsePlace,
  Relation,
  Ruling,
  Settings,
  TickPause,
  Ship,
  ShipClass,
  ShipCondition,
  SizeClass,
  StarSystem,
  Status,
} from '../../engine/core/model';
import { parseStatus, parseTreaty, TREATIES } from '../../engine/core/diplomacy';
import { parseTurn, parseYear, SEASON_CALENDAR } from '../../engine/core/calendar';
import type { GcAttack, GcIntensity } from '../../engine/core/combat/gccombat';
import { gameNamed } from '../../engine/games';
import { findTab, ID_SETTINGS, PLAY_MODES, TICK_SETTINGS } from '../../../sheets-templates/schema';
import type { DeferredRow } from '../../engine/core/deferred';
import { Cell, isBlank, parseNumber, Problem, Row, Table, normalizeHeader } from './tables';
import type { Game } from '../../engine/core/game';

export function table(tab: string, values: Cell[][], name = tab): Table {
  const spec = findTab(tab);
  if (!spec) throw new Error(`no tab "${tab}" in the schema`);
  return new Table(spec, name, values);
}

export const readEmpire = (r: Row): Empire => ({
  id: r.text('Empire'),
  race: r.text('Race'),
  admiral: r.text('Admiral'),
  email: r.text('Email'),
  ordersTab: `Orders ${r.text('Empire')}`,
  reportTab: `Report ${r.text('Empire')}`,
  status: (r.text('Status') || 'Active') as EmpireStatus,
  vp: r.num('VP'),
  capital: r.text('Capital'),
  ready: false,
});

/** A row of the Legendary officers tab: "7" or "5-9", the officer, the cost. */
export function readLegendaryOfficer(r: Row): LegendaryOfficerRow {
  const roll = r.text('Roll');
  const m = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec(roll);
  if (!m) r.problem('Roll', `"${roll}" is not a 2D6 total or a range such as "5-9"`);
  const from = m ? Number(m[1]) : 0;
  return { from, to: m?.[2] ? Number(m[2]) : from, officer: r.text('Officer'), costPercent: r.num('Cost %') };
}

export const readSystem = (r: Row): StarSystem => ({
  id: r.text('System'),
  name: r.text('Name'),
  x: r.num('X'),
  y: r.num('Y'),
  planet: r.text('Planet') as PlanetType,
  owner: r.text('Owner'),
  development: r.text('Development') as Development,
  developedIn: r.season('Developed in'),
  exploredBy: r.list('Explored by'),
});

export const readLane = (r: Row): Lane => ({ a: r.text('From'), b: r.text('To') });

export const readFleet = (r: Row): Fleet => ({
  id: r.text('Fleet'),
  empire: r.text('Empire'),
  name: r.text('Name'),
  location: r.text('Location'),
  status: (r.text('Status') || 'Ready') as FleetStatus,
  arrivedFrom: r.text('Arrived from'),
  arrivedIn: r.season('Arrived in'),
  route: r
    .text('Route')
    .split('>')
    .map((s) => key(s.trim()))
    .filter(Boolean),
  trappedIn: r.season('Trapped in'),
  mpPenalty: r.num('MP penalty'),
});

const optionalNum = (r: Row, h: string): number | '' => (isBlank(r.raw(h)) ? '' : r.num(h));

/** A Battles row; `isSystem` tells a system id from an open-space lane "A-B" (ids may hold "-"). */
export const readBattle = (r: Row, isSystem: (id: string) => boolean): Battle => ({
  id: r.text('Battle'),
  season: r.season('Season'),
  place: parsePlace(r.text('System'), isSystem),
  map: r.text('Map'),
  fleetA: r.text('Fleet A'),
  fleetB: r.text('Fleet B'),
  status: (r.text('Status') || 'Pending') as BattleStatus,
  rules: (r.text('Rules') || 'Standard') as Battle['rules'],
  intensityA: r.num('Intensity A') || 2,
  intensityB: r.num('Intensity B') || 2,
  vpA: optionalNum(r, 'VP A'),
  vpB: optionalNum(r, 'VP B'),
  winner: r.text('Winner'),
  series: r.num('Series') || 1,
  thenA: r.text('Then A'),
  thenB: r.text('Then B'),
  setup: r.text('Setup'),
  gc: {
    // The schema's dropdown values: text() names any other value as a problem of the row.
    intensityA: r.text('GC intensity A') as GcIntensity | '',
    intensityB: r.text('GC intensity B') as GcIntensity | '',
    disengageA: optionalNum(r, 'Disengage A %'),
    disengageB: optionalNum(r, 'Disengage B %'),
    attackA: r.text('GC attack A') as GcAttack | '',
    attackB: r.text('GC attack B') as GcAttack | '',
  },
});

export const readBattleShip = (r: Row): BattleShip => ({
  battle: r.text('Battle'),
  side: (r.text('Side') || 'A') as BattleShip['side'],
  fleet: r.text('Fleet'),
  ship: r.text('Ship'),
  empire: r.text('Empire'),
  shipClass: r.text('Class'),
  cbpv: r.num('CBPV'),
  result: r.text('Result') as BattleShip['result'],
  capturedBy: r.text('Captured by'),
  disengagedTo: r.text('Disengaged to'),
  xp: optionalNum(r, 'XP'),
  row: r.number,
});

/** A Rulings row (issue 21): a question to the GM and the answer given. */
export const readRuling = (r: Row): Ruling => ({
  id: r.text('Ruling'),
  turn: r.season('Turn'),
  empire: r.text('Empire'),
  about: r.text('About'),
  question: r.text('Question'),
  choices: r.list('Choices'),
  default: r.text('Default'),
  answer: r.text('Answer'),
  applied: r.bool('Applied'),
});

/** A Deferred row by its columns, for the game's kind that names it to read (core/deferred.ts). */
export const readDeferredRow = (r: Row): DeferredRow => ({
  season: r.season('Season'),
  kind: r.text('Kind').toLowerCase(),
  empire: r.text('Empire'),
  fleet: r.text('Fleet'),
  system: r.text('System'),
  orderRow: r.num('Order row'),
  shipClass: r.text('Class'),
  extras: r.text('Extras'),
  amount: r.num('Amount'),
  reason: r.text('Reason'),
  reference: r.text('Reference'),
});

export const readShip = (r: Row): Ship => ({
  id: r.text('Ship'),
  empire: r.text('Empire'),
  fleet: r.text('Fleet'),
  shipClass: r.text('Class'),
  name: r.text('Name'),
  crew: (r.text('Crew') || 'Normal') as Crew,
  lo: r.text('LO'),
  loBpv: r.num('LO BPV'),
  otherLos: r.list('Other LOs'),
  ocBpv: r.num('OC BPV'),
  coPercent: r.num('CO %'),
  xp: r.num('XP'),
  condition: (r.text('Condition') || 'OK') as ShipCondition,
  fighters: r.num('Fighters'),
  fighterCbpv: r.num('Fighter CBPV'),
  pfs: r.num('PFs'),
  pfCbpv: r.num('PF CBPV'),
  extrasCbpv: r.num('Extras CBPV'),
});

/** A Classes row, its Roles read against the roles the campaign's game accepts (core/game.ts rolesOf): any other is a problem. */
export function readClass(r: Row, roleNames: readonly string[], problems: Problem[] = []): ShipClass {
  const roles = r
    .list('Roles')
    .map((name) => {
      const role = roleNames.find((x) => x.toLowerCase() === name.toLowerCase());
      if (!role) problems.push({ tab: 'Classes', row: r.number, column: 'Roles', message: `unknown role "${name}"` });
      return role;
    })
    .filter((x): x is string => !!x);
  return {
    race: r.text('Race'),
    name: r.text('Class'),
    hull: r.text('Hull'),
    sizeClass: r.num('Size class') as SizeClass,
    ebpv: r.num('EBPV'),
    cbpv: r.num('CBPV'),
    dockPoints: r.num('Dock points'),
    commandRating: r.num('Command rating'),
    yearInService: r.year('Year'),
    roles,
    escorts: r.list('Escorts'),
    damcon: r.num('DAMCON'),
    speed: r.num('Speed'),
    af: r.num('AF'),
    df: r.num('DF'),
    afCrippled: r.num('AF crippled'),
    dfCrippled: r.num('DF crippled'),
    gc: { af: optionalNum(r, 'GC AF'), df: optionalNum(r, 'GC DF'), sensors: optionalNum(r, 'Sensors') },
  };
}

export const readLedgerEntry = (r: Row): LedgerEntry => ({
  season: r.season('Season'),
  empire: r.text('Empire'),
  amount: r.num('Amount'),
  reason: r.text('Reason'),
  reference: r.text('Reference'),
});

export function readRelation(r: Row, problems: Problem[] = []): Relation {
  const treaties = r
    .list('Treaties')
    .map((name) => {
      const t = parseTreaty(name);
      if (!t || t === 'Armistice')
        problems.push({
          tab: 'Treaties',
          row: r.number,
          column: 'Treaties',
          message: `"${name}" is not a treaty (${TREATIES.join(', ')})`,
        });
      return t;
    })
    .filter((t): t is Relation['treaties'][number] => !!t && t !== 'Armistice');
  return {
    a: r.text('Empire A'),
    b: r.text('Empire B'),
    status: (r.text('Status') || 'War') as Status,
    treaties,
    since: r.season('Since'),
  };
}

export const readDiplomaticEvent = (r: Row): DiplomaticEvent => ({
  season: r.season('Season'),
  empire: r.text('Empire'),
  target: r.text('Target'),
  action: r.text('Action') as DiplomaticEvent['action'],
  treaty: r.text('Treaty'),
  chance: optionalNum(r, 'Chance'),
  roll: optionalNum(r, 'Roll'),
  outcome: r.text('Outcome') as DiplomaticEvent['outcome'],
  note: r.text('Note'),
});

export const readOrder = (r: Row): Order => ({
  row: r.number,
  fleet: r.text('Fleet'),
  kind: r.text('Order'),
  target: r.text('Target'),
  ships: r.list('Ships'),
  buildClass: r.text('Build class'),
  extras: r.text('Extras'),
});

/** A problem with a setting's Value cell, at the setting's row (0 when the setting is missing). */
function badSetting(t: Table, name: string, message: string): void {
  const row = t.rows.find((r) => normalizeHeader(r.raw('Setting')) === normalizeHeader(name))?.number ?? 0;
  t.problems.push({ tab: t.name, row, column: 'Value', message });
}

/** The Campaign tab: settings by name; a missing or malformed setting is a problem. */
export function readSettings(t: Table): Settings {
  const values = new Map<string, Cell>();
  for (const r of t.rows) values.set(normalizeHeader(r.raw('Setting')), r.raw('Value'));
  const get = (name: string): string => {
    const v = values.get(normalizeHeader(name));
    if (v === undefined) t.problems.push({ tab: t.name, row: 0, column: 'Setting', message: `setting "${name}" is missing` });
    return String(v ?? '').trim();
  };
  const optional = (name: string): string => String(values.get(normalizeHeader(name)) ?? '').trim();
  /** A numeric setting that may be left out (its default then applies). */
  const percent = (name: string, fallback: number): number => {
    const text = optional(name);
    const n = text ? parseNumber(text) : fallback;
    if (typeof n === 'string') badSetting(t, name, `"${name}": ${n}`);
    return typeof n === 'number' ? n : fallback;
  };
  const year = (name: string): number => {
    const y = parseYear(get(name));
    if (Number.isNaN(y)) badSetting(t, name, `"${name}" is not a year (write 165 or Y165)`);
    return Number.isNaN(y) ? 0 : y;
  };
  const relationSetting = (text: string): Status => {
    const found = parseStatus(text);
    if (text && !found) badSetting(t, 'Default relation', `"Default relation" is "${text}": write War or No contact`);
    return found ?? 'War';
  };
  // The play mode decides where orders are read (admirals.ts): anything else is a problem, not taken for Shared.
  const playMode = optional('Play mode');
  if (playMode && !PLAY_MODES.some((m) => normalizeHeader(m) === normalizeHeader(playMode))) {
    badSetting(t, 'Play mode', `"Play mode" is "${playMode}": write ${PLAY_MODES.join(' or ')}`);
  }
  /** Y205 unless the Campaign tab says otherwise. */
  const endYear = (): number => {
    const text = optional('End year');
    const y = parseYear(text);
    if (text && Number.isNaN(y)) badSetting(t, 'End year', `"End year" is "${text}", not a year (write 205 or Y205)`);
    return text && !Number.isNaN(y) ? y : 205;
  };
  const phaseText = get('Phase');
  const phase = PHASES.find((p) => p.toLowerCase() === phaseText.toLowerCase());
  if (!phase && values.has(normalizeHeader('Phase'))) badSetting(t, 'Phase', `"Phase" is "${phaseText}", not ${PHASES.join(' or ')}`);
  // The game the campaign plays (engine/games): one that cannot be played yet stops every action.
  const ruleset = get('Ruleset');
  const game = gameNamed(ruleset);
  if (typeof game === 'string') badSetting(t, 'Ruleset', game);
  // The turn, by the game's calendar (the four seasons while no playable game is named).
  const calendar = typeof game === 'string' ? SEASON_CALENDAR : game.calendar;
  const seasonText = get('Season');
  const season = parseTurn(calendar, seasonText);
  if (!season) {
    const turns = `${calendar.turns.slice(0, -1).join(', ')} or ${calendar.turns[calendar.turns.length - 1]}`;
    badSetting(t, 'Season', `"Season" is "${seasonText}", not ${turns}`);
  }
  const group = get('Race group').toUpperCase();
  if (group !== 'A' && group !== 'B') badSetting(t, 'Race group', `"Race group" must be A or B`);
  return {
    campaignName: get('Campaign name'),
    ruleset,
    raceGroup: group === 'A' ? 'A' : 'B',
    startYear: year('Start year'),
    year: year('Year'),
    season: season ?? 'Spring',
    phase: phase ?? 'Orders',
    gmEmail: get('GM email'),
    diceSeed: get('Dice seed'),
    lastProcessed: optional('Last processed'),
    tacticalRules: /two/i.test(optional('Tactical rules')) ? 'Two-Phase' : 'Standard',
    vpPercent: {
      destroyed: percent('VP destroyed %', 100),
      captured: percent('VP captured %', 150),
      crippled: percent('VP crippled %', 50),
      disengaged: percent('VP disengaged %', 25),
    },
    autoRounds: percent('Auto-resolve rounds', 3),
    defaultRelation: relationSetting(optional('Default relation')),
    endYear: endYear(),
    notReady: /^refuse$/i.test(optional('Not ready')) ? 'Refuse' : 'Ask',
    mailAdmirals: /^(yes|y|true)$/i.test(optional('Mail admirals')),
    ...pausedAt(),
    ...idsIssued(),
  };

  /** The highest fleet and ship ids issued (K1): absent while both rows are blank or missing (a campaign older than them). */
  function idsIssued(): { idsIssued?: Settings['idsIssued'] } {
    const [fleet, ship] = [ID_SETTINGS.fleet, ID_SETTINGS.ship].map((name) =>
      optional(name)
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map(key),
    );
    return fleet.length || ship.length ? { idsIssued: { fleet, ship } } : {};
  }

  /** A turn paused inside its ticks (core/game.ts runTicks): its Tick and Paused step rows, both or neither. */
  function pausedAt(): { pausedAt?: TickPause } {
    const [tickText, step] = [optional(TICK_SETTINGS.tick), optional(TICK_SETTINGS.step)];
    if (!tickText && !step) return {};
    const tick = parseNumber(tickText);
    if (typeof tick !== 'number' || !Number.isInteger(tick) || tick < 1 || !step) {
      badSetting(
        t,
        TICK_SETTINGS.tick,
        `"${TICK_SETTINGS.tick}" is "${tickText}" and "${TICK_SETTINGS.step}" is "${step}": a turn paused inside its ticks has both (a whole tick from 1, and its step); blank both otherwise`,
      );
      return {};
    }
    const ordersFrom = optional(TICK_SETTINGS.ordersFrom)
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map(key);
    return { pausedAt: { tick, step, ...(ordersFrom.length ? { ordersFrom } : {}) } };
  }
}

/**
 * The campaign game's own options (Game.options) by key: a blank or missing setting takes its default; a
 * value that is not one of its choices is a problem (and the default applies). An option listing no
 * choices takes any text.
 */
export function readGameOptions(t: Table, options: Game['options']): Record<string, string> {
  const values = new Map<string, Cell>();
  for (const r of t.rows) values.set(normalizeHeader(r.raw('Setting')), r.raw('Value'));
  const out: Record<string, string> = {};
  for (const [k, [name, fallback, allowed]] of Object.entries(options)) {
    const text = String(values.get(normalizeHeader(name)) ?? '').trim();
    const found = allowed.length ? allowed.find((a) => a.toLowerCase() === text.toLowerCase()) : text || undefined;
    if (text && !found) badSetting(t, name, `"${name}" is "${text}": write ${allowed.join(' or ')}`);
    out[k] = found ?? fallback;
  }
  return out;
}
