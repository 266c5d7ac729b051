// VBAM-SFB (seed 004), the second game: a 4X campaign on a sector map, twelve turns a year. Its tabs
// (tabs.ts), order kinds (orders/), sequence of play (turn.ts, phases/), options and view; the rule
// modules beside them are pure functions of the document's phases.

import type { Game } from '../../core/game';
import { VBAM_CALENDAR } from './calendar';
import { VBAM_TABS } from './tabs';
import { VBAM_ORDERS } from './orders';
import { VBAM_OPTIONS } from './options';
import { checkEachAlone, checkTurn, CLOSE_STEPS, processTurn, resumeTurn, TURN_STEPS, turnRefusal, VBAM_PENDING } from './turn';
import { vbamChoices } from './choices';
import { vbamSetupChecks } from './setup';
import { VBAM_VIEW } from './view';
import { vbamOver } from './phases/victory';
import { gameBattleShips, VBAM_BATTLE_CHANGES } from './battles';
import { checkVbamResults, resolveVbamBattles } from './battleResults';
import { updateBattles } from '../../core/combat/update';
import { VBAM_FORMULAS } from './formulas';
import { brokenReferences } from '../../core/references';
import { CHART_ROLES } from '../shipRoles';

export const VBAM_SFB: Game = {
  name: 'VBAM-SFB',
  document: '004 VBAM-SFB',
  calendar: VBAM_CALENDAR,
  classesByRace: true,
  tabs: VBAM_TABS,
  // The chart's roles, as its workbooks have always had them (its fleet cap reads the scout's, an economic unit's, BPV).
  roles: CHART_ROLES,
  orders: VBAM_ORDERS,
  sequence: { turn: TURN_STEPS, close: CLOSE_STEPS },
  battlesWait:
    'The next round of encounters (VB74) and the rest of the turn, Civilian fleets to End turn, wait for them (VBAM Sequence of Play).',
  // No VBAM order waits for the battles: each is done or not when the turn's steps reach it.
  pendingWords: VBAM_PENDING,
  summaryEvents: [
    'Diplomacy',
    'Raid',
    'Rebellion',
    'Colonisation',
    'Conquest',
    'Ground combat',
    'Elimination',
    'Victory',
    'Random event',
    'Civilian fleet',
    'Cargo',
  ],
  battleShips: gameBattleShips,
  checkResults: checkVbamResults,
  resolveBattles: resolveVbamBattles,
  updateBattles: (c) => updateBattles(c, VBAM_BATTLE_CHANGES),
  view: VBAM_VIEW,
  formulas: VBAM_FORMULAS,
  options: VBAM_OPTIONS,
  sample: 'vbam-sample',
  menu: { sample: 'menuNewVbamSampleCampaign', empty: 'menuNewVbamEmptyCampaign' },
  refusal: turnRefusal,
  process: processTurn,
  resume: resumeTurn,
  check: checkTurn,
  checkEach: checkEachAlone,
  choices: vbamChoices,
  setupChecks: vbamSetupChecks,
  // VBAM combat (`VBAM Combat`), the document's own.
  combat: () => ({ system: 'VBAM', gcFactorsFromBpv: true }),
  // The Battles tab and the fleets it names hold together as Empires at War's do (EaW 19.0, 28a).
  brokenReferences,
  over: vbamOver,
};
