// Galactic Conquest 5C (seed 003): squadrons (A6, D6) on a hex map of one spiral arm (A5, A200, A300),
// half-year turns of twelve segments (A7.10) in which each squadron moves by its speed (D1) and
// squadrons of empires at war that meet fight with the kernel's A10 combat (A1.10). Its tab, columns,
// map, orders and turn are the modules beside this one.

import type { Game } from '../../core/game';
import { updateBattles, sidesProblems } from '../../core/combat/update';
import { World } from '../../core/world';
import { GC_CALENDAR } from './base/calendar';
import { GC_COLUMNS, GC_ROLES, GC_TABS } from './tabs';
import { GC_VIEW } from './view';
import { gcBattleShips, gcCard, gcFactorChange, gcResultProblems } from './combat/battles';
import { gcTraits } from './combat/battleReserve';
import {
  checkGcEach,
  checkGcTurn,
  GC_KINDS,
  gcRefusal,
  move,
  OTHER_RULES,
  processGcTurn,
  resolveGcBattles,
  resumeGcTurn,
  SEGMENT_STEPS,
} from './turn';
import { brokenReferences } from '../../core/references';
import { gcSetupChecks } from './setup/setup';
import { alliedShip } from './forces/mixedSquadrons';
import { GC_MAP } from './base/map';
import { PURSE_RULES } from './purse/purse';

export const GALACTIC_CONQUEST: Game = {
  name: 'Galactic Conquest',
  document: '003 Galactic Conquest',
  calendar: GC_CALENDAR,
  classesByRace: false,
  tabs: GC_TABS,
  columns: GC_COLUMNS,
  roles: GC_ROLES,
  orders: {
    kinds: GC_KINDS,
    kernel: [],
    rules: { Move: move, ...Object.fromEntries(OTHER_RULES), ...PURSE_RULES },
  },
  sequence: { turn: SEGMENT_STEPS, close: [] },
  battlesWait: 'The rest of the segment and the turn wait for them (GC A1.10: battles are fought when squadrons meet).',
  pendingWords: ': waits for the battles',
  battleShips: gcBattleShips,
  checkResults: (c) => gcResultProblems(World.reading(c, { rolls: [], roll: (n) => n }, GC_MAP.layout)),
  resolveBattles: resolveGcBattles,
  combat: () => ({ system: 'Galactic Conquest', gcFactorsFromBpv: true, gcFactorChange, gcTraits }),
  updateBattles: (c) =>
    updateBattles(c, {
      cite: 'GC A2.10',
      nothingChanged: 'No battle needs updating.',
      battleShips: gcBattleShips,
      sideProblems: (w, b, open) => sidesProblems(w, b, open, b.place.kind === 'system' ? [b.place.system] : []),
      card: gcCard,
    }),
  view: GC_VIEW,
  formulas: {
    fleetCbpv: (ships, catalog) => ships.reduce((sum, s) => sum + (catalog.get(s.shipClass)?.cbpv ?? 0), 0),
    fleetJudge: () => () => 'OK',
    movePoints: () => 0,
  },
  options: {},
  sample: 'gc-sample',
  menu: { sample: 'menuNewGcSampleCampaign', empty: 'menuNewGcEmptyCampaign' },
  refusal: gcRefusal,
  process: processGcTurn,
  resume: resumeGcTurn,
  check: checkGcTurn,
  checkEach: checkGcEach,
  choices: (c) =>
    new Map(
      c.empires.map((e) => [
        e.id,
        { kinds: [...GC_KINDS], targets: [], buildClasses: c.classes.filter((k) => !e.race || k.race === e.race).map((k) => k.name) },
      ]),
    ),
  setupChecks: gcSetupChecks,
  // Fleets and battles hold together as Empires at War's do (a fleet at no hex, a ship of no fleet); an ally's ship may serve in a squadron (C22.20).
  brokenReferences: (c) => brokenReferences(c, { foreignShip: alliedShip }),
  over: () => undefined,
};
