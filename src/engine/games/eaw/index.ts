// Empires at War (seed 000), the first game: its calendar (four seasons, EaW 2.0), its order kinds
// (EaW 5.0's list and the VBAM diplomatic orders), its sequence of play (4.0-4d, 3.0), setup checks
// (1d, 2a-2e), victory (1.0) and the Staley and Galactic Conquest options as values (core/ruleset.ts).

import type { Game, OrderTable } from '../../core/game';
import { SEASON_CALENDAR } from '../../core/calendar';
import { RULESET_SETTINGS, rulesetOf } from './ruleset';
import { DIPLOMATIC_KINDS, DiplomaticKind, ORDER_KINDS, OrderKind } from './orders/command';
import type { OrderRule } from './orders/rule';
import { RULES } from './orders/rules';
import { applyRulings, PENDING_WORDS, checkEachAlone, checkOrders, CLOSE_STEPS, processSeason, refusal, SEASON_STEPS } from './season';
import { navyOptions } from './options';
import { checkCampaign, EAW_REFERENCE_RULES } from './integrity';
import { brokenReferences } from '../../core/references';
import { overRefusal } from './victory';
import { ViewRules } from '../../core/view';
import { cellsSeenBy, rowsSeenBy } from '../../core/tabsSeen';
import { EAW_MAP } from './map';
import { movePoints } from './movement';
import { sightings } from './vision';
import { fleetCbpv, fleetProblemsNow } from './fleets';
import { BATTLE_CHANGES, battleShips } from './battles';
import { updateBattles } from '../../core/combat/update';
import { checkResults, resolveBattles } from './resolution';
import { EAW_FORMULAS } from './formulas';
import { EAW_DEFERRED } from './deferred';
import { CHART_ROLES } from '../shipRoles';
import { BASE_COLUMNS } from './bases';
import { fortifiedIn, SITE_COLUMNS, siteCellsSeen } from './site';

/** EaW's order kinds: the dropdown's list, the diplomatic ones, and each fleet order's module. */
export const EAW_ORDERS: OrderTable<OrderKind, DiplomaticKind, OrderRule> = {
  kinds: ORDER_KINDS,
  kernel: DIPLOMATIC_KINDS,
  rules: RULES,
};

/** EaW's own columns on the shared tabs: a system's fortification (EaW 10), battle map (16d) and bases (14.0). */
const EAW_COLUMNS = { Systems: [...SITE_COLUMNS, ...BASE_COLUMNS] };
const ownersCells = cellsSeenBy(EAW_COLUMNS);

/** What an EaW admiral sees: move points (EaW 5.0), sightings (5e), a fleet's CBPV and its 17.0 problems; EaW adds no tab. */
export const EAW_VIEW: ViewRules = {
  movePoints: (w, empire) => movePoints(empire, w.c.fleets, w.c.ships, w.catalog).points,
  sightings,
  fleetCbpv,
  fleetProblems: fleetProblemsNow,
  tableRows: rowsSeenBy([]),
  // EaW 1b: an admiral knows the bases of its own systems only; a CPL only where one stands (its cell blank, not "no").
  rowCells: (w, empire, tab, id, row, known) => {
    const { CPL, ...seen } = ownersCells(w, empire, tab, id, row);
    const site = tab === 'Systems' ? siteCellsSeen(w.c, empire, id, row, known) : {};
    return { ...seen, ...site, ...(CPL === true ? { CPL } : {}) };
  },
  fortified: fortifiedIn,
  treasuryUnit: 'BPV',
  map: EAW_MAP,
};

export const EMPIRES_AT_WAR: Game = {
  name: 'Empires at War',
  document: '000 Empires at War',
  calendar: SEASON_CALENDAR,
  classesByRace: false,
  tabs: [],
  columns: EAW_COLUMNS,
  // The chart's roles, as its workbooks have always had them: its rules read the FRD (6.0), scouts, carriers and escorts (17b), bases (14.0), X-ships, civilians and auxiliaries.
  roles: CHART_ROLES,
  deferred: EAW_DEFERRED,
  orders: EAW_ORDERS,
  sequence: { turn: SEASON_STEPS, close: CLOSE_STEPS },
  battlesWait: 'Post-combat resolution and vision wait for them (EaW 4b).',
  pendingWords: PENDING_WORDS,
  summaryEvents: ['Diplomacy', 'Capture', 'Discovery', 'Fortification', 'Elimination', 'Legendary officer'],
  battleShips,
  checkResults,
  resolveBattles,
  updateBattles: (c) => updateBattles(c, BATTLE_CHANGES),
  view: EAW_VIEW,
  formulas: EAW_FORMULAS,
  options: RULESET_SETTINGS,
  sample: 'sample',
  menu: { sample: 'menuNewSampleCampaign', empty: 'menuNewEmptyCampaign' },
  refusal,
  process: processSeason,
  resume: applyRulings,
  check: checkOrders,
  checkEach: checkEachAlone,
  choices: navyOptions,
  setupChecks: checkCampaign,
  // Its Campaign-tab option picks VBAM's or Galactic Conquest's statistical combat (seeds 003, 004).
  combat: (c) => {
    const r = rulesetOf(c);
    return { system: r.autoResolve, gcFactorsFromBpv: r.gcFactorsFromBpv };
  },
  brokenReferences: (c) => brokenReferences(c, EAW_REFERENCE_RULES),
  over: overRefusal,
};
