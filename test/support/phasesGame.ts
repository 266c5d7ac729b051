// A test game shaped like the Staley campaign (seed 002, DD1.2-DD1.3: six turns a year, eight phases a
// turn, battles in any phase), defined here and nowhere in src/: its turn runs phase by phase through
// the kernel's tick stepper (core/game.ts runTicks) and pauses in the phase a battle is found; Resolve
// battles goes on from exactly there. Everything the paused turn needs is in typed tabs: the raids
// plotted (Raids: which phase, done or not), the phases run (Phase log), and where it paused (the
// Campaign tab's Tick and Paused step).

import { CHART_ROLES } from '../../src/engine/games/shipRoles';
import { BattlesOutcome, Game, GameTab, OrderTable, runTicks, TurnRefused, TurnStep } from '../../src/engine/core/game';
import { Calendar, nextTurn, numberedTurns, stamp } from '../../src/engine/core/calendar';
import { World } from '../../src/engine/core/world';
import { Dice, seededDice } from '../../src/engine/core/dice';
import type { Battle, BattleShip, Campaign, Fleet, Order, TickPause } from '../../src/engine/core/model';
import type { OrderResult } from '../../src/engine/core/plotting';
import { rowsSeenBy } from '../../src/engine/core/tabsSeen';
import { sidesProblems, updateBattles } from '../../src/engine/core/combat/update';
import { sideShipRows } from '../../src/engine/core/combat/sides';

/** Staley DD1.2-DD1.3: six turns a year, eight phases a turn. */
export const PHASES_CALENDAR: Calendar = { turns: numberedTurns(6), ticks: { name: 'Phase', count: 8 }, turnWord: 'turn' };

export const PHASES_TABS: readonly GameTab[] = [
  {
    name: 'Raids',
    note: 'Each raid plotted this turn: the phase it strikes in, and whether it struck.',
    columns: [
      { header: 'Fleet', type: 'text', note: 'The raiding fleet.' },
      { header: 'Empire', type: 'text', note: 'Whose raid it is: only its admiral sees the row.' },
      { header: 'Target', type: 'text', note: 'The system it strikes.' },
      { header: 'Phase', type: 'int', note: 'The phase it strikes in (1-8).' },
      { header: 'Done', type: 'bool', note: 'yes once it struck.', values: ['yes', 'no'] },
    ],
    seenBy: { owner: 'Empire' },
  },
  {
    name: 'Phase log',
    note: 'Each phase of a turn as it ran.',
    columns: [
      { header: 'Turn', type: 'text', note: 'The turn.' },
      { header: 'Phase', type: 'int', note: 'The phase.' },
      { header: 'Raids', type: 'int', note: 'Raids that struck in it.' },
    ],
    seenBy: 'all',
  },
];

/** Raid: Target names a system, Extras the phase (1-8) the fleet strikes in. */
interface RaidRule {
  parse(w: World, empire: string, o: Order): { phase: number } | { refused: string };
}
const raid: RaidRule = {
  parse: (w, empire, o) => {
    const phase = Number(o.extras);
    if (w.fleet(o.fleet)?.empire !== empire) return { refused: `${o.fleet} is not your fleet` };
    if (!w.system(o.target)) return { refused: `no system ${o.target || '(blank Target)'}` };
    if (!Number.isInteger(phase) || phase < 1 || phase > PHASES_CALENDAR.ticks.count) return { refused: 'write the phase (1-8) in Extras' };
    return { phase };
  },
};

export const PHASES_ORDERS: OrderTable<'Raid', never, RaidRule> = { kinds: ['Raid'], kernel: [], rules: { Raid: raid } };

interface PhaseTurn {
  tick: number;
}

const raids = (w: World) => w.c.tables!.Raids;

/** The ship rows of a battle's two sides as they stand. */
export function battleShips(w: World, b: Battle): BattleShip[] {
  return sideShipRows(w, b, (s) => w.catalog.get(s.shipClass)?.cbpv ?? 0);
}

/** A battle where `fleet` meets `enemy`, in the tick that runs: its id and season carry it ("Y165-Turn-1-Phase-3-S09"). */
export function meet(w: World, fleet: Fleet, enemy: Fleet): Battle {
  const id = `${w.nowId}-${fleet.location}`;
  const b: Battle = {
    id,
    season: w.now,
    place: { kind: 'system', system: fleet.location },
    map: '',
    fleetA: fleet.id,
    fleetB: enemy.id,
    status: 'Pending',
    rules: 'Standard',
    intensityA: 1,
    intensityB: 1,
    vpA: '',
    vpB: '',
    winner: '',
    series: 1,
    thenA: '',
    thenB: '',
    setup: '',
  };
  w.c.battles.push(b);
  w.c.battleShips.push(...battleShips(w, b));
  w.log('Battle', fleet.empire, `${id}: ${fleet.id} meets ${enemy.id}`, `${PHASES_CALENDAR.ticks.name} ${w.tick}`);
  return b;
}

/** Battles pending pause the turn in the tick they were found in. */
export const BATTLES_STEP: TurnStep<{ tick: number }> = {
  name: 'Battles',
  run: (w) => {
    if (!w.c.battles.some((b) => b.status !== 'Resolved')) return;
    w.c.settings.phase = 'Battles';
    return 'pause';
  },
};

/** Each phase: the raids of that phase strike (a battle where another empire's fleet stands), battles pause the turn, the phase is logged. */
const PHASE_STEPS: readonly TurnStep<PhaseTurn>[] = [
  {
    name: 'Raids',
    run: (w, t) => {
      for (const r of raids(w).filter((x) => x.Phase === t.tick && !x.Done)) {
        const fleet = w.fleet(String(r.Fleet))!;
        w.moveFleet(fleet, String(r.Target));
        r.Done = true;
        const enemy = w.fleetsAt(fleet.location).find((f) => f.empire !== fleet.empire);
        if (enemy) meet(w, fleet, enemy);
      }
    },
  },
  BATTLES_STEP,
  {
    name: 'Log',
    run: (w, t) =>
      void w.c.tables!['Phase log'].push({ Turn: w.season, Phase: t.tick, Raids: raids(w).filter((r) => r.Phase === t.tick).length }),
  },
];

/** After the eighth phase: the next turn, its raids still to plot. */
function nextPhaseTurn(w: World): void {
  const s = w.c.settings;
  const next = nextTurn(PHASES_CALENDAR, { year: s.year, turn: s.season });
  [s.year, s.season, s.phase] = [next.year, next.turn, 'Orders'];
  w.c.tables!.Raids = [];
}

/** Each order row and what became of it; a raid plotted goes to the Raids tab (on a check, to a copy). */
function plot(w: World): Map<string, OrderResult[]> {
  const out = new Map<string, OrderResult[]>();
  for (const [empire, orders] of Object.entries(w.c.orders))
    out.set(
      empire,
      orders.map((o): OrderResult => {
        if (o.kind !== 'Raid') return { row: o.row, status: 'refused', text: `${o.kind}: not an order of this game` };
        const p = PHASES_ORDERS.rules.Raid.parse(w, empire, o);
        if ('refused' in p) return { row: o.row, status: 'refused', text: `Raid: ${p.refused}` };
        raids(w).push({ Fleet: o.fleet, Empire: empire, Target: o.target, Phase: p.phase, Done: false });
        return { row: o.row, status: 'done', text: `${o.fleet} raids ${o.target} in Phase ${p.phase}` };
      }),
    );
  return out;
}

/** Runs the phases from `from` (the turn's first, or just after its pause) and closes the turn after the eighth. */
function runPhases(w: World, from?: TickPause): boolean {
  const done = runTicks(PHASES_CALENDAR, PHASE_STEPS, w, { tick: 0 }, from);
  if (done) nextPhaseTurn(w);
  return done;
}

/** Resolve battles of a game run phase by phase: the results applied (Destroyed ships removed), then the turn goes on from its pause (`run`) once none is pending. */
export function resolveThenRun(c: Campaign, dice: Dice, run: (w: World, from: TickPause) => boolean): BattlesOutcome {
  const w = new World(c, dice);
  const from = w.c.settings.pausedAt;
  if (!from) throw new TurnRefused('No turn is paused in a phase: the Campaign tab has no Tick and Paused step.');
  const ready = w.c.battles.filter((b) => b.status !== 'Resolved' && w.c.battleShips.some((s) => s.battle === b.id && s.result));
  for (const b of ready) {
    b.status = 'Resolved';
    const lost = w.c.battleShips.filter((s) => s.battle === b.id && s.result === 'Destroyed').map((s) => w.ship(s.ship)!);
    w.removeShips(lost);
  }
  const pending = w.c.battles.some((b) => b.status !== 'Resolved');
  const closed = !pending && run(w, from);
  return { campaign: w.c, log: w.newLog, reports: w.reports, resolved: ready.map((b) => b.id), created: [], closed, orderNotes: [] };
}

export const PHASES_GAME: Game = {
  name: 'Phases',
  document: 'test only',
  calendar: PHASES_CALENDAR,
  classesByRace: false,
  tabs: PHASES_TABS,
  // It plays SFB's ships, the chart's roles in their Classes rows, as the four games do.
  roles: CHART_ROLES,
  orders: PHASES_ORDERS,
  sequence: { turn: PHASE_STEPS, close: [{ name: 'Next turn', run: nextPhaseTurn }] },
  battlesWait: 'Nothing of the turn waits for them (test game).',
  pendingWords: ': waits for the battles',
  battleShips,
  formulas: { fleetCbpv: (ships) => ships.length, fleetJudge: () => () => 'OK', movePoints: () => 0 },
  view: {
    movePoints: () => 0,
    sightings: () => [],
    fleetCbpv: (w, id) => w.shipsOf(id).length,
    fleetProblems: () => [],
    tableRows: rowsSeenBy(PHASES_TABS),
    treasuryUnit: 'BPV',
  },
  options: {},
  sample: 'sample',
  menu: { sample: 'menuNewPhasesSample', empty: 'menuNewPhasesEmpty' },
  refusal: (c) => {
    const now = stamp(c.settings.year, c.settings.season);
    if (c.settings.phase !== 'Orders') return `The campaign is in the ${c.settings.phase} phase, not Orders: finish it first.`;
    return c.settings.lastProcessed === now ? `${now} was already processed.` : undefined;
  },
  process(c: Campaign, dice: Dice) {
    const w = new World(c, dice);
    const results = plot(w);
    const closed = runPhases(w);
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
    throw new TurnRefused('a turn of phases pauses only for battles');
  },
  // Every Destroyed or blank result is one this game can apply.
  checkResults: () => [],
  resolveBattles: (c, dice) => resolveThenRun(c, dice, runPhases),
  // The kernel's checks of a raid's two sides; a raid has no set-up card.
  updateBattles: (c) =>
    updateBattles(c, {
      cite: 'test only',
      nothingChanged: 'Nothing to update: change Fleet A or Fleet B of a pending raid.',
      battleShips,
      sideProblems: (w, b, open) => sidesProblems(w, b, open, b.place.kind === 'system' ? [b.place.system] : []),
      card: () => '',
    }),
  check: (c) => plot(new World(c, seededDice('check'))),
  checkEach: (c, empires) => {
    const all = plot(new World(c, seededDice('check')));
    return new Map(empires.map((e) => [e, all.get(e) ?? []]));
  },
  choices: (c) => new Map(c.empires.map((e) => [e.id, { kinds: ['Raid'], targets: c.systems.map((s) => s.id), buildClasses: [] }])),
  brokenReferences: () => [],
  combat: () => ({ system: 'VBAM', gcFactorsFromBpv: true }),
  setupChecks: () => [],
  over: () => undefined,
};
