// The tabs VBAM-SFB adds to the shared ones (issue 22). The shared tabs carry what every game has: the
// Systems tab holds one row per sector (its X and Y are the grid's column and row, its Owner the power
// that controls it), Lanes join adjacent sectors, Fleets and Ships hold the units, Classes their SFB
// facts (BPV, command rating, attack and defense), Treasury the Point Pool.

import type { GameColumn, GameTab } from '../../core/game';
import { AFTER_BATTLE, STANCES } from './model';
import { CARGO_KINDS } from './cargo';

/** The kinds of work the Construction tab holds. */
export const WORK_JOBS = ['Build', 'Repair', 'Reactivate', 'Mothball', 'Upgrade', 'Productivity'] as const;

const TERRAINS = ['Dust cloud', 'Asteroid field', 'Gas giant', 'Nebula', 'Heat zone', 'Radiation zone'];

const text = (header: string, note: string, values?: readonly string[]): GameColumn => ({
  header,
  type: 'text',
  note,
  ...(values ? { values } : {}),
});
const int = (header: string, note: string): GameColumn => ({ header, type: 'int', note });
const bool = (header: string, note: string): GameColumn => ({ header, type: 'bool', note, values: ['yes', 'no'] });

/** `VBAM Map`: what fills each sector, and who controls it (computed each turn, unless the GM overrides). */
export const SECTORS_TAB: GameTab = {
  name: 'Sectors',
  // An admiral sees the sectors it controls or contests: control elsewhere tells where others stand.
  seenBy: { owner: 'Powers' },
  note: "One row per sector of the map (VBAM Map): its terrain, its control as the rules computed it at the end of the last turn, and the GM's override.",
  columns: [
    text('Sector', 'The sector id, as in Systems.'),
    text('Terrain', 'Terrain filling the sector, if any.', TERRAINS),
    text('Control', 'Controlled, Contested or Neutral (computed: VBAM Map).', ['Controlled', 'Contested', 'Neutral']),
    { header: 'Powers', type: 'list', note: 'The controlling power, or the powers contesting it (computed).' },
    text('Override', 'The GM\'s word ("determined diplomatically"): an empire id, Neutral, or "Contested: A, B". Blank: the rules decide.'),
  ],
};

/** `VBAM Income`, `VBAM Update Assets`: each settled system. */
export const COLONIES_TAB: GameTab = {
  name: 'Colonies',
  seenBy: { owner: 'Owner' },
  note: 'One row per colony: its census, productivity, raw materials and morale (VBAM Income, VBAM Update Assets).',
  columns: [
    text('Sector', 'The sector of the colonised system, as in Systems.'),
    text('Owner', 'The empire id owning the colony.'),
    int('Census', 'Population.'),
    int('Productivity', 'Industrial level; only up to Census is utilized.'),
    int('RAW', 'Raw materials: the multiplier of utilized productivity.'),
    int('Morale', 'From 0 (rebellion) to Census.'),
    int('Carrying capacity', 'Census never grows past this.'),
    bool('Homeworld', "The empire's capital."),
    bool('Depot', 'A supply depot is landed here (VBAM Supply).'),
    int('Growth bonus', 'Added to the census growth roll; grows with each failed roll (VBAM Update Assets).'),
    { header: 'Founded', type: 'season', note: 'The turn the colony was founded (it builds nothing that turn).' },
    bool('Raided', 'Raided since the last Income phase: it produces nothing at the next one, which clears this (VBAM Encounters).'),
    text(
      'Event',
      'A random event rolled for it at the last End Turn: the next Update Assets applies it to Morale and clears it (VBAM End Turn, VB108).',
    ),
    int('Event morale', "That event's change to Morale."),
  ],
};

/** `VBAM Tech`: each empire's Tech Year and investment pool. */
export const TECH_TAB: GameTab = {
  name: 'Tech',
  seenBy: { owner: 'Empire' },
  note: 'One row per empire: its Tech Year (which classes it may build), the tech investment pool and the advances gained this year (VBAM Tech).',
  columns: [
    text('Empire', 'The empire id.'),
    int('Tech year', 'Classes in service by this Y-year may be built.'),
    int('Pool', 'EP invested and not yet spent on an advance.'),
    int('Advances this year', 'At most two a year.'),
  ],
};

/** The unit lists (`VBAM Turn Orders`): what each class costs and keeps costing, and its traits. */
export const UNIT_LIST_TAB: GameTab = {
  name: 'Unit list',
  seenBy: 'all',
  note: 'One row per class an empire may build: cost, maintenance, command rating and traits (data from the VBSF unit lists, sheets-templates/vbam/classes.csv).',
  columns: [
    text('Empire', 'The empire (race) name, as in Classes.'),
    text('Class', 'The class, as in Classes.'),
    int('In service', 'The Y-year from which it can be bought.'),
    text('Hull', 'The base hull (a CC is a CA hull); blank for civilian fleets.'),
    text('Cost', 'EP, or N/M for flights (1/3: 1 EP for 3 flights).'),
    text('Maintenance', 'N/M: N EP every turn for each M in service.'),
    int('Attack', 'Anti-ship rate.'),
    int('Defense', 'Defense value.'),
    int('Command rating', 'The row of the BPV capacity table.'),
    text('Basing', 'Fighter or PF boxes carried.'),
    { header: 'Traits', type: 'list', note: 'Slow, Fast, Scout(n), Supply(n), Assault(n), Shipyard, Trade, Colonize …' },
  ],
};

/** `VBAM Construction Completion`: work paid for and not yet finished. */
export const CONSTRUCTION_TAB: GameTab = {
  name: 'Construction',
  seenBy: { owner: 'Empire' },
  note: "Units paid for in the Orders step and waiting for Construction Completion; work beyond capacity is Delayed and finishes in a later turn, in the admiral's order.",
  columns: [
    text('Id', "The work's id."),
    text('Empire', 'The empire id.'),
    text('Class', 'The class being built.'),
    text('Sector', "Where it is built (a colony, or a shipyard's sector)."),
    int('Paid', 'EP paid.'),
    { header: 'Ordered', type: 'season', note: 'The turn it was ordered.' },
    int('Priority', "The order of the admiral's Build rows: delayed work finishes first by this."),
    text('Status', 'Building, or Delayed (over capacity).', ['Building', 'Delayed']),
    text(
      'Work',
      'Build, Repair, Reactivate, Mothball, Upgrade (a base to the next version) or Productivity (lands at Update Assets).',
      WORK_JOBS,
    ),
    text('Unit', 'The ship repaired, reactivated, mothballed or upgraded; blank for new units.'),
    int('Count', 'Units built by this row (flights and ground units may be several); blank is 1.'),
    int('Progress', 'EP of construction capacity spent on it so far (it finishes when Progress reaches Paid).'),
    text('From', 'A base built in another system: the colony whose capacity builds it.'),
    int(
      'Owed',
      'EP of its cost still to pay: begun before full payment (Build with "pay N"), or base points lost with their Transport Fleets. Paid from the Point Pool at Construction Completion as far as it holds; it finishes only when nothing is owed.',
    ),
    bool(
      'Keep points',
      "A base built in another system whose points the owner keeps first (a Keep points order, VB113): its sector's Transport Fleets carry them before the owner's other work there.",
    ),
  ],
};

/** `VBAM Construction Completion`: units in the Mothballed status, paying no maintenance. */
export const MOTHBALLED_TAB: GameTab = {
  name: 'Mothballed',
  note: 'Ships out of active duty (VBAM Construction Completion): they pay no maintenance, and a Reactivate order brings them back.',
  columns: [
    text('Ship', 'The ship id, as in Ships.'),
    text('Empire', 'The empire id.'),
    { header: 'Since', type: 'season', note: 'The turn it was mothballed.' },
  ],
};

/** `VBAM Income`: one-time income or expenses that arose during a turn, applied at the next Income phase. */
export const MISC_ITEMS_TAB: GameTab = {
  name: 'Misc items',
  note: 'Income or costs that arose during a turn (random events, one-time payments): the next Income phase books each in the Treasury and removes it (VBAM Income).',
  columns: [
    text('Empire', 'The empire id.'),
    int('Amount', 'EP: positive income, negative expense.'),
    text('Reason', 'What it is, as the Treasury will say.'),
    { header: 'Arose', type: 'season', note: 'The turn it arose in: it is booked at the first Income phase after it.' },
  ],
};

/** `VBAM Civilian Fleets`: each Trade, Transport or Colony Fleet (a Ships row) with its route and its losses. */
export const CIVILIAN_TAB: GameTab = {
  name: 'Civilian fleets',
  note: "One row per civilian fleet (a Ships row of class Trade, Transport or Colony Fleet): a trade fleet's route, whether it visited it last turn, and the freighters the GM enters as crippled or destroyed after a battle or raid (VBAM Civilian Fleets).",
  columns: [
    text('Ship', "The civilian fleet's Ships id."),
    { header: 'Route', type: 'list', note: 'Trade Fleets: 1 to 3 adjacent sectors, in order (an empty sector counts as one).' },
    bool('Visited', 'The trade fleet ended last turn on its route: it earns commerce at this Income (computed).'),
    int('Crippled', "Its freighters crippled in this turn's battle or raid (the GM enters them; applied at the turn's close)."),
    int('Destroyed', "Its freighters destroyed in this turn's battle or raid."),
  ],
};

/** `VBAM Invasion`: what is aboard carriers. */
export const CARGO_TAB: GameTab = {
  name: 'Cargo',
  seenBy: { owner: 'Empire' },
  note: 'One row per item aboard: a ground unit, a flight or a defsat (its Ships id), or one Census, and the carriers holding it together; lost with them if any is lost (VBAM Invasion).',
  columns: [
    text('Item', "A unit's Ships id, or Census."),
    text('Kind', 'Ground unit, Census, a flight, or Other (a defsat: half its defense in size).', [...CARGO_KINDS]),
    text('Empire', 'The empire id.'),
    { header: 'Carriers', type: 'list', note: 'The Ships ids carrying it (combined ratings share one load).' },
    { header: 'Loaded', type: 'season', note: 'The turn it was embarked.' },
  ],
};

/** `VBAM Update Assets`: the GM's random event table (the document gives none). */
export const EVENTS_TAB: GameTab = {
  name: 'Random events',
  note: "The GM's table of random events, rolled on 1D100 for each empire at every End Turn when the Campaign setting Random events is on; the results apply in the next turn (VBAM End Turn, rule options VB66, VB108).",
  columns: [
    int('From', 'Lowest 1D100 roll of the row.'),
    int('To', 'Highest 1D100 roll of the row.'),
    text('Event', 'What happens (blank: nothing this turn).'),
    int('Morale', "Change to the Morale of one of the empire's colonies, picked at random."),
    int('EP', 'Points added to (or taken from) the Point Pool.'),
    bool('Ask GM', 'The GM settles the rest of the event: a ruling is asked.'),
  ],
};

/** `VBAM Encounters`: each fleet's standing order when it meets a power it may fight (VB54). */
export const STANDING_ORDERS_TAB: GameTab = {
  name: 'Standing orders',
  note: 'One row per fleet whose admiral chose how it meets an enemy (VBAM Encounters): Demand makes a scenario, Accept fights if the other side demands, Refuse declines a deep-space scenario (and goes back) or a defensive one at a colony (which stops the invasion there). A fleet without a row Accepts, does not pursue, and returns.',
  columns: [
    text('Fleet', 'The fleet id, as in Fleets.'),
    text('Encounter', 'Demand, Accept or Refuse.', STANCES),
    bool('Pursue', 'yes: when the other side refuses a scenario at a colony, this fleet demands a Pursuit scenario (VB73).'),
    text(
      'After battle',
      "After a deep-space encounter: Continue to the Move order's destination, or Return (stay in the sector it left; blank: Return, VB71).",
      AFTER_BATTLE,
    ),
  ],
};

/** Every tab VBAM-SFB adds, in the order the workbook shows them. */
export const VBAM_TABS: readonly GameTab[] = [
  SECTORS_TAB,
  COLONIES_TAB,
  TECH_TAB,
  UNIT_LIST_TAB,
  CONSTRUCTION_TAB,
  MOTHBALLED_TAB,
  MISC_ITEMS_TAB,
  CIVILIAN_TAB,
  CARGO_TAB,
  EVENTS_TAB,
  STANDING_ORDERS_TAB,
];
