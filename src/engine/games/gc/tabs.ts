// GC's own tab and its columns on the shared ones: each class's engines for D1.10 (Class movement),
// an empire's A5.30 code, a hex's terrain (A5.20, A200, A300), a squadron's plotted course (D1.60) and
// what it carries into the next turn (D6.90).

import type { GameColumns, GameTab } from '../../core/game';
import { PROPULSIONS } from './base/speed';
import { TERRAIN_COLUMN } from './base/map';
import { SENSOR_COLUMNS, SENSOR_READINGS_TAB } from './base/sensorTabs';
import { MORALE_COLUMNS } from './worlds/moraleChart';
import { PURSE_EMPIRE_COLUMNS, PURSE_FLEET_COLUMNS, PURSE_SHIP_COLUMNS } from './base/purseColumns';
import { TRADE_ROUTES_TAB } from './base/tradeRouteTab';
import { GROUND_DEFENCES_COLUMN, MERCHANT_EMPIRE_COLUMNS, RAID_FLEET_COLUMNS, RAIDED_COLUMN } from './base/commerceColumns';
import { DECIMATE_COLUMN } from './combat/civilianTargets';
import { CONVOY_FLEET_COLUMNS, CONVOY_FOUND_COLUMN } from './base/convoyColumns';
import { TECHS_COLUMN } from './base/techs';
import { PACT_EMPIRE_COLUMNS } from './commerce/tradingPacts';
import { COLONY_SYSTEM_COLUMNS } from './commerce/colonies';
import { SURVEY_FLEET_COLUMN } from './commerce/survey';
import { COUNTERSPY_COLUMN, ESPIONAGE_TABS } from './knowledge/espionage';
import { RESEARCH_TAB } from './knowledge/research';
import { MRR_FLEET_COLUMN } from './commerce/mrr';
import { UNSURVEYED_COLUMN } from './base/commerceColumns';
import { BLOCKADE_FLEET_COLUMN, BLOCKADED_COLUMN } from './worlds/blockades';
import { SUPPLY_FLEET_COLUMNS } from './worlds/supply';
import { EXPEDITION_FLEET_COLUMN } from './forces/expeditions';
import { BATTLE_RESERVE_COLUMN } from './combat/battleReserve';
import { BLOCKADE_SHIP_COLUMNS, MINEFIELD_COLUMN } from './worlds/blockadeBases';
import { ANNEX_FLEET_COLUMN } from './commerce/annexing';
import { HOMEWORLD_MOVE_COLUMN } from './worlds/homeworldMove';
import { ORION_COLUMN } from './orions';
import { NAVY_BUDGET_COLUMN } from './setup/navy';
import { RESERVE_FLEET_COLUMNS } from './commerce/reserve';
import { SPECIALTY_EMPIRE_COLUMNS } from './commerce/specialty';
import { MM_NAVY_BUDGET_COLUMN, MM_POL_BUDGET_COLUMN } from './setup/merchantNavy';
import { COMMERCIAL_BASE_COLUMN } from './base/commerceColumns';
import { SEARCH_FLEET_COLUMN } from './sensors/searches';
import { CONSTRUCTION_TAB, HULL_TYPE_COLUMN, SHIPYARDS_COLUMN } from './base/shipyards';

import { BOTTLENECK, CLASS_MOVEMENT, CONTESTED, DAMAGES, LEGENDARY_ADMIRAL, MOBILITIES, SYSTEM_CLASSES } from './base/rows';
import { CREW_SHIP_COLUMNS } from './forces/crew';
import { FUSION_BOMBS_COLUMN } from './forces/fusionBombs';
import { ALERT_EMPIRE_COLUMN, HOSPITAL_SHIP_COLUMN } from './forces/specialForces';
import { HIGH_SPEED_COLUMN } from './movement/specialMovement';
import { HYPERWARP_COLUMN } from './movement/hyperwarp';
import { TRAINING_SHIP_COLUMN } from './forces/training';
import { DESTROY_TECHS_SHIP_COLUMN } from './forces/foreignTech';
import { MEGA_SHIP_COLUMN } from './forces/attritionTechs';
import { TOP_GUN_SHIP_COLUMNS } from './forces/topGun';
import { ESCORT_SUBSTITUTES_COLUMN } from './forces/escortSubstitutes';
import { TECH_UNREST_COLUMN } from './knowledge/techSloshing';
import { CHART_ROLES } from '../shipRoles';

export const GC_TABS: readonly GameTab[] = [
  {
    name: CLASS_MOVEMENT,
    note: "GC D1.10: each class's warp boxes, movement cost and kind of engines, from its SSD; its strategic hexes a turn follow.",
    seenBy: 'all',
    columns: [
      { header: 'Class', type: 'text', note: 'A class of the Classes tab.' },
      { header: 'Warp boxes', type: 'int', note: 'Warp engine boxes on its SSD (D1.10 adds one for the impulse engines).' },
      { header: 'Move cost', type: 'text', note: 'Movement cost as the SSD writes it: 1, 1/3, 2/3, 0.5.' },
      {
        header: 'Engines',
        type: 'text',
        values: PROPULSIONS,
        note: 'D1.10: Warp (second generation), First generation or Freighter (at most 2 hexes a turn), Fast transport (at most 3).',
      },
      HULL_TYPE_COLUMN,
    ],
  },
  CONSTRUCTION_TAB,
  SENSOR_READINGS_TAB,
  TRADE_ROUTES_TAB,
  ...ESPIONAGE_TABS,
  RESEARCH_TAB,
];

/**
 * GC's Classes Roles: the chart's, and its own: nimble (an AST tech's DF, C20.200), standard (a quarter of
 * the SC3 hulls bought, Z1.60) and old (the Romulans' quarter, Z1.150).
 */
export const GC_ROLES: readonly string[] = [...CHART_ROLES, 'nimble', 'standard', 'old'];

export const GC_COLUMNS: GameColumns = {
  Empires: [
    {
      header: 'Code',
      type: 'text',
      seenBy: 'all',
      note: 'GC A5.30: the letter its squadron codes start with (K for the Klingons, F for the Federation).',
    },
    // The status sheet's figures (B11.10), which the document leaves to each campaign (rule option GC17).
    {
      header: 'Core economics',
      type: 'int',
      seenBy: 'owner',
      note: 'GC B11.20: what its homeworld is worth over the B1.40 values, in EPs.',
    },
    {
      header: 'Mobility',
      type: 'text',
      values: MOBILITIES,
      seenBy: 'owner',
      note: 'GC B12.70: FW (BEV x2), LW (x1.5), PT (x1, blank) or RB (x0.5).',
    },
    {
      header: 'EEP',
      type: 'number',
      seenBy: 'owner',
      note: 'GC B12.40: its economic exhaustion plateau; at 0 or below it is exhausted (BEV -50%, score x0.9).',
    },
    {
      header: 'Command rating cut',
      type: 'int',
      seenBy: 'owner',
      note: 'GC B12.110, B12.115, B13.10: 3 (BEV +25%) or 5 (+40%); on restoration 4, or 3 with seven majors or fewer (no BEV change); blank none. Every command rating is lowered by it (D6.10).',
    },
    {
      header: 'Crippled',
      type: 'bool',
      seenBy: 'all',
      note: 'GC B11.11: under half the trade routes it needs kept (BEV -50%); a damaged homeworld cripples it anyway.',
    },
    {
      header: 'Systems at start',
      type: 'number',
      seenBy: 'all',
      note: 'GC A11.10: its systems counted by A11.20 when the campaign began; its score is measured from them.',
    },
    ...PURSE_EMPIRE_COLUMNS,
    ...MERCHANT_EMPIRE_COLUMNS,
    TECHS_COLUMN,
    ...PACT_EMPIRE_COLUMNS,
    COUNTERSPY_COLUMN,
    NAVY_BUDGET_COLUMN,
    HOMEWORLD_MOVE_COLUMN,
    ORION_COLUMN,
    ALERT_EMPIRE_COLUMN,
    ...SPECIALTY_EMPIRE_COLUMNS,
    MM_NAVY_BUDGET_COLUMN,
    MM_POL_BUDGET_COLUMN,
    TECH_UNREST_COLUMN,
  ],
  Systems: [
    TERRAIN_COLUMN,
    {
      header: 'System class',
      type: 'text',
      values: SYSTEM_CLASSES,
      seenBy: 'all',
      note: 'GC B1: Homeworld (its core economics, B11.20), Major (B1.40) or Minor colony (B1.50); blank: no system. Owned ones count for the treasury (B11.15) and the score (A11.20).',
    },
    {
      header: 'Damage',
      type: 'text',
      values: DAMAGES,
      seenBy: 'all',
      note: 'GC C7.30, C7.40: Decimated (half its worth) or Rubbled (a quarter); a damaged homeworld cripples its empire (B11.11, B1.30).',
    },
    SHIPYARDS_COLUMN,
    ...MORALE_COLUMNS,
    RAIDED_COLUMN,
    GROUND_DEFENCES_COLUMN,
    CONVOY_FOUND_COLUMN,
    UNSURVEYED_COLUMN,
    ...COLONY_SYSTEM_COLUMNS,
    COMMERCIAL_BASE_COLUMN,
    {
      header: CONTESTED,
      type: 'bool',
      seenBy: 'all',
      note: "GC B1.60: contested: it produces nothing for any empire this turn. Set by the GM's ruling at the end of a turn that left enemy squadrons in its hex (or ticked by hand); each turn's end clears it and asks again.",
    },
    BLOCKADED_COLUMN,
    MINEFIELD_COLUMN,
    FUSION_BOMBS_COLUMN,
  ],
  Ships: [
    ...PURSE_SHIP_COLUMNS,
    ...SENSOR_COLUMNS.Ships,
    {
      header: LEGENDARY_ADMIRAL,
      type: 'bool',
      seenBy: 'owner',
      note: 'GC A12.10: a legendary admiral is aboard. In a battle he sees the set-up first and may decline it (A1.10): a ruling asks the GM.',
    },
    ...BLOCKADE_SHIP_COLUMNS,
    ...CREW_SHIP_COLUMNS,
    HOSPITAL_SHIP_COLUMN,
    TRAINING_SHIP_COLUMN,
    DESTROY_TECHS_SHIP_COLUMN,
    MEGA_SHIP_COLUMN,
    ...TOP_GUN_SHIP_COLUMNS,
    ESCORT_SUBSTITUTES_COLUMN,
  ],
  Fleets: [
    HIGH_SPEED_COLUMN,
    HYPERWARP_COLUMN,
    {
      header: 'Course',
      type: 'text',
      seenBy: 'owner',
      note: 'GC D1.60: the hexes of its plotted course this turn, each with the segment it is reached in (D1.40), e.g. "K11@4 K12@8". A Move order sets it.',
    },
    {
      header: 'Standing orders',
      type: 'text',
      seenBy: 'owner',
      note: 'GC A9.10: what its Move order asked beyond the course, for this turn: RX clauses not yet spent (D2), BI (A9.20), DI (A3.20), e.g. "RX BN Z01A; BI Pressed; DI 30".',
    },
    {
      header: BOTTLENECK,
      type: 'text',
      seenBy: 'owner',
      note: 'GC D2.32: the hex and segment its bottleneck took it into this turn, e.g. "I11@6": it fights the first round of the battle there at AF -25%, DF -20%. Set by its RX BN.',
    },
    {
      header: 'Bogged',
      type: 'int',
      seenBy: 'owner',
      note: 'GC D6.90: the command slots it ended the last turn with, when more than 15 (its movement this turn is halved; more than 25, quartered).',
    },
    ...PURSE_FLEET_COLUMNS,
    ...SENSOR_COLUMNS.Fleets,
    ...RAID_FLEET_COLUMNS,
    DECIMATE_COLUMN,
    ...CONVOY_FLEET_COLUMNS,
    MRR_FLEET_COLUMN,
    SEARCH_FLEET_COLUMN,
    SURVEY_FLEET_COLUMN,
    BLOCKADE_FLEET_COLUMN,
    ...SUPPLY_FLEET_COLUMNS,
    EXPEDITION_FLEET_COLUMN,
    ANNEX_FLEET_COLUMN,
    ...RESERVE_FLEET_COLUMNS,
    BATTLE_RESERVE_COLUMN,
  ],
};
