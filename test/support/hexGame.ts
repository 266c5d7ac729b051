// A test game on a hex-like map, run phase by phase (Staley seed 002: DD1.3 eight phases a turn; BB1
// terrain, a border hex impassable; FF1 an engagement when fleets meet, each side choosing whether it
// wants battle; FF2.1 a hex claimed by the empire that enters it alone), defined here and nowhere in
// src/. Systems stand on axial hex coordinates (X, Y); two are adjacent at hex distance 1. It adds its
// own columns to the shared tabs: Systems Terrain (seen by all), Claimed by (seen by all, BB3.51) and
// Prospectors (the GM's), Fleets Heading (seen by its own admiral). A fleet entering a hex held by
// another empire pauses the turn in that phase for both admirals' orders (Engage or not); Process Season
// goes on from there, and an engagement pauses it again for the battle.

import { CHART_ROLES } from '../../src/engine/games/shipRoles';
import { Game, runTicks, TurnRefused, TurnStep } from '../../src/engine/core/game';
import type { GameColumns, GameRow, OrderTable } from '../../src/engine/core/game';
import { World } from '../../src/engine/core/world';
import { Dice, seededDice } from '../../src/engine/core/dice';
import type { Campaign, Fleet, Order, TickPause } from '../../src/engine/core/model';
import type { OrderResult } from '../../src/engine/core/plotting';
import { cellsSeenBy, rowsSeenBy } from '../../src/engine/core/tabsSeen';
import { nextTurn } from '../../src/engine/core/calendar';
import { processRefusal } from '../../src/engine/core/readiness';
import { sidesProblems, updateBattles } from '../../src/engine/core/combat/update';
import { BATTLES_STEP, battleShips, meet, PHASES_CALENDAR, PHASES_GAME, resolveThenRun } from './phasesGame';

/** Staley BB1 terrain, as far as this game reads it: a border hex cannot be entered. */
export const TERRAIN = ['Open', 'Asteroids', 'Border'] as const;

export const HEX_COLUMNS: GameColumns = {
  Systems: [
    { header: 'Terrain', type: 'text', values: TERRAIN, note: 'BB1: the hex terrain; a Border hex cannot be entered.', seenBy: 'all' },
    { header: 'Claimed by', type: 'text', note: 'FF2.1: the empire that entered it alone; known to all (BB3.51).', seenBy: 'all' },
    { header: 'Prospectors', type: 'int', note: 'HH1.6: prospecting freighters in the hex (the GM alone knows).' },
  ],
  Fleets: [{ header: 'Heading', type: 'text', note: 'The hex it moves to, one hex a phase (a Move order sets it).', seenBy: 'owner' }],
};

/** Move: Target names the hex to head for. Engage (only when the turn asks): the fleet wants battle where it stands (FF1.1). */
type HexKind = 'Move' | 'Engage';
interface HexRule {
  /** Given at the start of a turn (Move) or when a paused turn asks (Engage). */
  midTurn: boolean;
  /** Why the order cannot stand, or undefined; the order's effect done on `w`. */
  apply(w: World, fleet: Fleet, o: Order, turn: HexTurn): string | undefined;
}

interface HexTurn {
  tick: number;
  /** Fleets whose admirals chose battle in this pause (FF1.1). */
  engage: Set<string>;
}

const row = (w: World, tab: 'Systems' | 'Fleets', id: string): GameRow => ((w.c.extras ??= {})[tab] ??= {})[id] ?? {};
const setRow = (w: World, tab: 'Systems' | 'Fleets', id: string, cells: GameRow) =>
  (w.c.extras![tab]![id] = { ...row(w, tab, id), ...cells });
const terrain = (w: World, id: string) => String(row(w, 'Systems', id).Terrain || 'Open');
/** Axial hex distance between two systems (X, Y as q, r). */
function distance(w: World, a: string, b: string): number {
  const [p, q] = [w.system(a)!, w.system(b)!];
  const [dq, dr] = [q.x - p.x, q.y - p.y];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
const enemiesAt = (w: World, f: Fleet) => w.fleetsAt(f.location).filter((x) => x.empire !== f.empire);

export const HEX_ORDERS: OrderTable<HexKind, never, HexRule> = {
  kinds: ['Move', 'Engage'],
  kernel: [],
  rules: {
    Move: {
      midTurn: false,
      apply: (w, f, o) => {
        if (!w.system(o.target)) return `no hex ${o.target || '(blank Target)'}`;
        setRow(w, 'Fleets', f.id, { Heading: o.target });
        return undefined;
      },
    },
    Engage: {
      midTurn: true,
      apply: (w, f, _o, turn) => {
        if (!enemiesAt(w, f).length) return `${f.id} meets no enemy at ${f.location}`;
        turn.engage.add(f.id);
        return undefined;
      },
    },
  },
};

/** Each order row and what became of it: at a turn's start its Moves, in a pause for orders the asked empires' choices. */
function plot(w: World, turn: HexTurn, from?: TickPause): Map<string, OrderResult[]> {
  const out = new Map<string, OrderResult[]>();
  for (const [empire, orders] of Object.entries(w.c.orders)) {
    if (from?.ordersFrom && !from.ordersFrom.includes(empire)) continue;
    out.set(
      empire,
      orders.map((o): OrderResult => {
        const rule = HEX_ORDERS.rules[o.kind as HexKind];
        const f = w.fleet(o.fleet);
        const why = !rule
          ? 'not an order of this game'
          : rule.midTurn !== !!from?.ordersFrom
            ? rule.midTurn
              ? 'given only when the turn asks for it'
              : 'given at the start of a turn'
            : f?.empire !== empire
              ? `${o.fleet} is not your fleet`
              : rule.apply(w, f, o, turn);
        return why
          ? { row: o.row, status: 'refused', text: `${o.kind}: ${why}` }
          : { row: o.row, status: 'done', text: `${o.kind} ${o.target}` };
      }),
    );
  }
  return out;
}

/** The hex next to a fleet's that is nearest its heading and not a border (BB1), if it is not there yet. */
function stepToward(w: World, f: Fleet): string | undefined {
  const heading = String(row(w, 'Fleets', f.id).Heading ?? '');
  if (!w.system(heading) || heading === f.location) return undefined;
  const next = w.c.systems
    .filter((s) => distance(w, f.location, s.id) === 1 && terrain(w, s.id) !== 'Border')
    .sort((a, b) => distance(w, a.id, heading) - distance(w, b.id, heading))[0];
  return next && distance(w, next.id, heading) < distance(w, f.location, heading) ? next.id : undefined;
}

/** FF2.1: a hex entered alone is the entering empire's; HH1.62: an asteroid hex with prospectors yields its claimant 1 BPV. */
function claim(w: World, f: Fleet): void {
  const hex = row(w, 'Systems', f.location);
  if (hex['Claimed by'] === f.empire) return;
  setRow(w, 'Systems', f.location, { 'Claimed by': f.empire });
  w.log('Claim', f.empire, `${f.location} claimed by ${f.id} (FF2.1)`);
  if (terrain(w, f.location) === 'Asteroids' && Number(hex.Prospectors) > 0)
    w.addLedger(f.empire, 1, `prospecting at ${f.location}`, 'HH1.62');
}

/** Each phase: fleets move a hex (claiming it when alone), a meeting asks both admirals for orders, the engaged fight. */
const HEX_STEPS: readonly TurnStep<HexTurn>[] = [
  {
    name: 'Move',
    run: (w) => {
      for (const f of w.c.fleets) {
        const to = stepToward(w, f);
        if (!to) continue;
        w.log('Move', f.empire, `${f.id} ${f.location} > ${to}`);
        w.report(f.empire, 'Movement', `${f.id} enters ${to} (${terrain(w, to)}).`);
        w.moveFleet(f, to);
        if (!enemiesAt(w, f).length) claim(w, f);
      }
    },
  },
  {
    name: 'Meetings',
    run: (w) => {
      const met = w.c.fleets.find((f) => row(w, 'Fleets', f.id).Heading === f.location && enemiesAt(w, f).length);
      if (!met) return;
      const ordersFrom = [met.empire, ...new Set(enemiesAt(w, met).map((x) => x.empire))];
      for (const e of ordersFrom) w.report(e, 'Battles', `Fleets meet at ${met.location}: engage (an Engage order) or not.`);
      setRow(w, 'Fleets', met.id, { Heading: '' }); // it has arrived: the meeting is asked about once
      return { ordersFrom };
    },
  },
  {
    name: 'Engagements',
    run: (w, t) => {
      for (const id of t.engage) meet(w, w.fleet(id)!, enemiesAt(w, w.fleet(id)!)[0]);
    },
  },
  BATTLES_STEP,
];

/** Runs the phases from the turn's first, or from its pause; after the eighth, the next turn. */
function runHexPhases(w: World, turn: HexTurn, from?: TickPause): boolean {
  const done = runTicks(PHASES_CALENDAR, HEX_STEPS, w, turn, from);
  if (done) {
    const s = w.c.settings;
    const next = nextTurn(PHASES_CALENDAR, { year: s.year, turn: s.season });
    [s.year, s.season, s.phase] = [next.year, next.turn, 'Orders'];
  }
  return done;
}

export const HEX_GAME: Game = {
  name: 'Hexes',
  document: 'test only',
  calendar: PHASES_CALENDAR,
  classesByRace: false,
  tabs: [],
  columns: HEX_COLUMNS,
  // It plays SFB's ships, the chart's roles in their Classes rows, as the four games do.
  roles: CHART_ROLES,
  orders: HEX_ORDERS,
  formulas: PHASES_GAME.formulas,
  menu: { sample: 'menuNewHexesSample', empty: 'menuNewHexesEmpty' },
  sequence: { turn: HEX_STEPS, close: [] },
  battlesWait: 'The rest of the phase and the turn wait for them (test game).',
  pendingWords: ': waits for the battles',
  battleShips,
  view: {
    movePoints: () => 0,
    sightings: () => [],
    fleetCbpv: (w, id) => w.shipsOf(id).length,
    fleetProblems: () => [],
    tableRows: rowsSeenBy([]),
    rowCells: cellsSeenBy(HEX_COLUMNS),
    treasuryUnit: 'BPV',
  },
  options: {},
  sample: 'sample',
  refusal: (c) => processRefusal(c, () => undefined),
  // A turn's start, or its pause for orders: the orders given go on from exactly there.
  process(c: Campaign, dice: Dice) {
    const w = new World(c, dice);
    const from = c.settings.pausedAt;
    const turn: HexTurn = { tick: 0, engage: new Set() };
    const results = plot(w, turn, from);
    const closed = runHexPhases(w, turn, from);
    w.c.ledger.push(...w.newLedger);
    w.c.settings.lastProcessed = w.season;
    return {
      campaign: w.c,
      results,
      log: w.newLog,
      battles: w.c.battles.filter((b) => b.status === 'Pending'),
      reports: w.reports,
      closed,
    };
  },
  resume: () => {
    throw new TurnRefused('a turn of hexes asks no rulings');
  },
  checkResults: () => [],
  resolveBattles: (c, dice) => resolveThenRun(c, dice, (w, from) => runHexPhases(w, { tick: 0, engage: new Set() }, from)),
  updateBattles: (c) =>
    updateBattles(c, {
      cite: 'test only',
      nothingChanged: 'Nothing to update.',
      battleShips,
      sideProblems: (w, b, open) => sidesProblems(w, b, open, b.place.kind === 'system' ? [b.place.system] : []),
      card: () => '',
    }),
  check: (c) => plot(new World(c, seededDice('check')), { tick: 0, engage: new Set() }, c.settings.pausedAt),
  checkEach: (c, empires) => {
    const all = HEX_GAME.check(c);
    return new Map(empires.map((e) => [e, all.get(e) ?? []]));
  },
  choices: (c) =>
    new Map(c.empires.map((e) => [e.id, { kinds: [...HEX_ORDERS.kinds], targets: c.systems.map((s) => s.id), buildClasses: [] }])),
  combat: () => ({ system: 'VBAM', gcFactorsFromBpv: true }),
  setupChecks: () => [],
  brokenReferences: () => [],
  over: () => undefined,
};

/** Axial hex coordinates (X, Y) of the hexes the tests' fleets cross, and the border between (BB1); every other hex stands apart. */
export const HEXES: Readonly<Record<string, { x: number; y: number; terrain: (typeof TERRAIN)[number] }>> = {
  S01: { x: 0, y: 0, terrain: 'Open' },
  S03: { x: 1, y: -1, terrain: 'Border' },
  S02: { x: 1, y: 0, terrain: 'Open' },
  S04: { x: 2, y: -1, terrain: 'Asteroids' },
  S17: { x: 3, y: -1, terrain: 'Open' },
  S18: { x: 4, y: -1, terrain: 'Open' },
  S09: { x: 5, y: -2, terrain: 'Open' },
};

/** A Systems tab (header first) laid on HEXES, every other system apart from them and each other, with Terrain and 2 prospectors at S04. */
export function hexSystems<C>([header, ...systems]: C[][]): (C | number | string)[][] {
  const [x, y] = [header.map(String).indexOf('X'), header.map(String).indexOf('Y')];
  return [
    [...header, 'Terrain', 'Prospectors'],
    ...systems.map((r, i) => {
      const hex = HEXES[String(r[0])];
      const at: (C | number | string)[] = [...r];
      [at[x], at[y]] = hex ? [hex.x, hex.y] : [20 + 3 * i, 20];
      return [...at, hex?.terrain ?? 'Open', r[0] === 'S04' ? 2 : ''];
    }),
  ];
}
