// A game of two order kinds and one tab, defined here and nowhere in src/: it shows a game plugs into
// the kernel as a value (issue 21). Each of its kinds is one module (parse, check, plan, offered,
// choices; neither leaves post-combat work to complete), like Empires at War's (games/eaw/orders/rule.ts).

import { CHART_ROLES } from '../../src/engine/games/shipRoles';
import type { Game, GameTab, OrderTable, TurnStep } from '../../src/engine/core/game';
import { rowsSeenBy } from '../../src/engine/core/tabsSeen';
import { runSteps, TurnRefused } from '../../src/engine/core/game';
import { Calendar, nextTurn } from '../../src/engine/core/calendar';
import { World } from '../../src/engine/core/world';
import { seededDice } from '../../src/engine/core/dice';
import type { Campaign, Order } from '../../src/engine/core/model';
import type { OrderResult } from '../../src/engine/core/plotting';

export const PATROL_KINDS = ['Patrol', 'Hail'] as const;
export type PatrolKind = (typeof PATROL_KINDS)[number];

/** One order kind's module. */
export interface PatrolRule {
  parse(o: Order): { system: string } | { refused: string };
  check(w: World, o: Order, p: { system: string }): string | undefined;
  plan(w: World, o: Order, p: { system: string }): string;
  offered(w: World, fleet: string): boolean;
  choices(w: World, fleet: string): string[];
}

const namesSystem = (o: Order) => (o.target ? { system: o.target } : { refused: 'name a system in Target' });
const unknown = (w: World, p: { system: string }) => (w.system(p.system) ? undefined : `no system ${p.system}`);

/** A system its empire already patrols (its Patrols tab) is not patrolled twice. */
const patrolled = (w: World, o: Order, p: { system: string }) =>
  w.c.tables?.Patrols.some((r) => r.System === p.system && r.Empire === w.fleet(o.fleet)?.empire)
    ? `${p.system} is already patrolled`
    : undefined;

const patrol: PatrolRule = {
  parse: namesSystem,
  check: (w, o, p) => unknown(w, p) ?? patrolled(w, o, p),
  plan: (_w, o, p) => `${o.fleet} patrols ${p.system}`,
  offered: (w, fleet) => !!w.fleet(fleet),
  choices: (w, fleet) => w.neighbours(w.fleet(fleet)!.location),
};
const hail: PatrolRule = {
  parse: namesSystem,
  check: (w, _o, p) => unknown(w, p),
  plan: (_w, o, p) => `${o.fleet} hails ${p.system}`,
  offered: () => true,
  choices: (w, fleet) => [w.fleet(fleet)!.location],
};

export const PATROL_ORDERS: OrderTable<PatrolKind, never, PatrolRule> = {
  kinds: PATROL_KINDS,
  kernel: [],
  rules: { Patrol: patrol, Hail: hail },
};

/** Two watches a year, named as the four seasons' first two: the sample campaign it reads names no registered game, so its Season is read as EaW's. */
const WATCHES: Calendar = { turns: ['Spring', 'Summer'], ticks: { name: 'Bell', count: 1 }, turnWord: 'watch' };

interface Watch {
  results: Map<string, OrderResult[]>;
}

function results(w: World): Map<string, OrderResult[]> {
  const out = new Map<string, OrderResult[]>();
  for (const [empire, orders] of Object.entries(w.c.orders)) {
    out.set(
      empire,
      orders.map((o): OrderResult => {
        const rule = PATROL_ORDERS.rules[o.kind as PatrolKind];
        if (!rule) return { row: o.row, status: 'refused', text: `${o.kind}: not an order of this game` };
        const p = rule.parse(o);
        const why = 'refused' in p ? p.refused : rule.check(w, o, p);
        if (why || 'refused' in p) return { row: o.row, status: 'refused', text: `${o.kind}: ${why}` };
        if (o.kind === 'Patrol') w.c.tables!.Patrols.push({ Fleet: o.fleet, Empire: empire, System: p.system, Alert: 'High', Watches: 1 });
        return { row: o.row, status: 'done', text: rule.plan(w, o, p) };
      }),
    );
  }
  return out;
}

const STEPS: readonly TurnStep<Watch>[] = [
  { name: 'Orders', run: (w, t) => void (t.results = results(w)) },
  {
    name: 'Next watch',
    run: (w) => {
      const next = nextTurn(WATCHES, { year: w.c.settings.year, turn: w.c.settings.season });
      [w.c.settings.year, w.c.settings.season] = [next.year, next.turn];
    },
  },
];

/** Its one tab: each admiral sees the rows of its own empire's patrols (an owner column). */
export const PATROL_TABS: readonly GameTab[] = [
  {
    name: 'Patrols',
    note: 'Where each fleet patrols.',
    columns: [
      { header: 'Fleet', type: 'text', note: 'The fleet.' },
      { header: 'Empire', type: 'text', note: 'Whose patrol it is: only its admiral sees the row.' },
      { header: 'System', type: 'text', note: 'The system it watches.' },
      { header: 'Alert', type: 'text', note: 'How watchful.', values: ['Low', 'High'] },
      { header: 'Watches', type: 'int', note: 'Watches kept there.' },
    ],
    seenBy: { owner: 'Empire' },
  },
];

export const PATROL_GAME: Game = {
  name: 'Patrol',
  document: 'test only',
  calendar: WATCHES,
  classesByRace: false,
  tabs: PATROL_TABS,
  // It plays SFB's ships, the chart's roles in their Classes rows, as the four games do.
  roles: CHART_ROLES,
  orders: PATROL_ORDERS,
  sequence: { turn: STEPS, close: [] },
  battlesWait: 'Nothing of the turn waits for them (test game).',
  pendingWords: ': waits for the battles',
  // No battles: a patrol only watches.
  battleShips: () => [],
  checkResults: () => [],
  // Patrols see nothing beyond their own systems, have no move points, a fleet's strength is its ship count, and each admiral sees its own patrols.
  formulas: { fleetCbpv: (ships) => ships.length, fleetJudge: () => () => 'OK', movePoints: () => 0 },
  view: {
    movePoints: () => 0,
    sightings: () => [],
    fleetCbpv: (w, id) => w.shipsOf(id).length,
    fleetProblems: () => [],
    tableRows: rowsSeenBy(PATROL_TABS),
    treasuryUnit: 'BPV',
  },
  options: {},
  sample: 'sample',
  menu: { sample: 'menuNewPatrolSample', empty: 'menuNewPatrolEmpty' },
  refusal: () => undefined,
  process(c, dice) {
    const w = new World(c, dice);
    const t: Watch = { results: new Map() };
    runSteps(STEPS, w, t);
    return { campaign: w.c, results: t.results, log: w.newLog, battles: [], reports: w.reports, closed: true };
  },
  resume: () => {
    throw new TurnRefused('a watch never pauses');
  },
  resolveBattles: () => {
    throw new TurnRefused('a watch fights no battle');
  },
  updateBattles: (c) => ({ campaign: c, log: [], revised: [], problems: [], nothingChanged: 'A watch fights no battle.' }),
  check: (c: Campaign) => results(new World(c, seededDice('check'))),
  checkEach: (c: Campaign, empires: string[]) => {
    const all = results(new World(c, seededDice('check')));
    return new Map(empires.map((e) => [e, all.get(e) ?? []]));
  },
  choices: (c: Campaign) => {
    const w = new World(c, seededDice('choices'));
    return new Map(
      c.empires.map((e) => {
        const fleets = c.fleets.filter((f) => f.empire === e.id).map((f) => f.id);
        const kinds = PATROL_KINDS.filter((k) => fleets.some((f) => PATROL_ORDERS.rules[k].offered(w, f)));
        const targets = [...new Set(fleets.flatMap((f) => kinds.flatMap((k) => PATROL_ORDERS.rules[k].choices(w, f))))].sort();
        return [e.id, { kinds, targets, buildClasses: [] }];
      }),
    );
  },
  brokenReferences: () => [],
  combat: () => ({ system: 'VBAM', gcFactorsFromBpv: true }),
  setupChecks: () => [],
  over: () => undefined,
};
