// The tabs VBAM-SFB adds to the shared ones (issue 22). The shared tabs carry what every game has: the
// Systems tab holds one row per sector (its X and Y are the grid's column and row, its Owner the power
// that controls it), Lanes join adjacent sectors, Fleets and Ships hold the units, Classes their SFB
// facts (BPV, command rating, attack and defense), Treasury the Point Pool.

import type { GameColumn, GameTab } from '../../core/game';

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
  ],
};

/** `VBAM Tech`: each empire's Tech Year and investment pool. */
export const TECH_TAB: GameTab = {
  name: 'Tech',
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
  ],
};

/** Every tab VBAM-SFB adds, in the order the workbook shows them. */
export const VBAM_TABS: readonly GameTab[] = [SECTORS_TAB, COLONIES_TAB, TECH_TAB, UNIT_LIST_TAB, CONSTRUCTION_TAB];
