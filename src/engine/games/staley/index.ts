// The Staley campaign (seed 002), the third game: a hex map (map.ts), eight phases a turn (calendar.ts,
// turn.ts), movement by speed category (speed.ts, movement.ts), secret movement (detection.ts),
// engagements and hex ownership (engagement.ts, battles.ts), income (income.ts), construction
// (construction.ts; dock and base conversions, yardConversions.ts), conversions and scrap (refits.ts;
// refits and module changes, shipRefits.ts; the Refits tab, yardWork.ts), officers and crews (officers.ts), espionage and
// bribes (espionage.ts, bribes.ts), command points (commandPoints.ts), minefields (minefields.ts), supply (supply.ts), repairs
// (repairs.ts), a capital's fall (capital.ts), peace (peace.ts), the GM's intelligence report
// (intelligence.ts) and the
// campaign's end (victory.ts). docs/staley.md is its GM's guide.

import { Game, GameColumns } from '../../core/game';
import { updateBattles } from '../../core/combat/update';
import { sidesProblems } from '../../core/combat/update';
import { ViewRules } from '../../core/view';
import { cellsSeenBy, rowsSeenBy } from '../../core/tabsSeen';
import { STALEY_CALENDAR } from './calendar';
import { WAR_DOUBLING } from '../../core/warDoubling';
import { STALEY_COLUMNS, STALEY_MAP } from './map';
import { STALEY_ORDERS } from './orders';
import { DETECTIONS_TAB, lastSightings } from './detection';
import { CONSTRUCTION_TAB, SHIPYARD_COLUMN } from './construction';
import { REFITS_TAB } from './yardWork';
import { REFITS_COLUMN } from './shipRefits';
import { battleShips } from './engagement';
import { lostTo } from './capture';
import { applyRulings, checkTurn, PHASE_STEPS, processTurn, resolveBattles, staleyRefusal } from './turn';
import { INTELLIGENCE_OPTION } from './intelligence';
import { brokenReferences } from '../../core/references';
import { STALEY_OPTIONS, staleyOver } from './victory';
import { SUPPLY_COLUMN } from './supply';
import { REPAIRS_TAB } from './repairs';
import { STRATEGIC_COLUMN } from './strategic';
import { CREW_TABLE_TAB, MISSIONS_COLUMN, SPECIAL_CREW_COLUMN } from './officers';
import { COMMAND_POINTS_COLUMN } from './commandPoints';
import { CHART_ROLES } from '../shipRoles';
import { INTELLIGENCE_TAB, intelligenceRows, orionBases } from './espionage';
import { DOCKS_COLUMN } from './shipyards';
import { DOCKS_DONE_COLUMN, INACTIVE_COLUMN } from './yardConversions';
import { CARD_OPTIONS } from './battlecard';
import { CIVILIANS_COLUMN } from './prospectors';
import { ASTEROIDS_COLUMN } from './specialItems';
import { MINE_OPTIONS, MINE_PACKAGES_COLUMN, MINEFIELDS_TAB, minefieldRows } from './minefields';

const TABS = [DETECTIONS_TAB, CONSTRUCTION_TAB, REPAIRS_TAB, REFITS_TAB, CREW_TABLE_TAB, INTELLIGENCE_TAB, MINEFIELDS_TAB];
/**
 * The game's columns on the shared tabs: the map's, fleets' and ships' (map.ts), strategic moves (strategic.ts),
 * the ships' supply (supply.ts), crews (officers.ts) and shipyards (construction.ts), command points (commandPoints.ts),
 * the shipyards' docks (shipyards.ts), the civilians' state (prospectors.ts), mine packages in stock (minefields.ts).
 */
const COLUMNS: GameColumns = {
  ...STALEY_COLUMNS,
  Empires: [...(STALEY_COLUMNS.Empires ?? []), COMMAND_POINTS_COLUMN, MINE_PACKAGES_COLUMN],
  Systems: [...(STALEY_COLUMNS.Systems ?? []), DOCKS_COLUMN, DOCKS_DONE_COLUMN, INACTIVE_COLUMN, CIVILIANS_COLUMN, ASTEROIDS_COLUMN],
  Fleets: [...(STALEY_COLUMNS.Fleets ?? []), STRATEGIC_COLUMN],
  Ships: [...(STALEY_COLUMNS.Ships ?? []), SUPPLY_COLUMN, SPECIAL_CREW_COLUMN, MISSIONS_COLUMN, SHIPYARD_COLUMN, REFITS_COLUMN],
};

const fleetCbpv = (ships: { shipClass: string }[], cbpv: (cls: string) => number) => ships.reduce((n, s) => n + cbpv(s.shipClass), 0);

/** EE1, BB3.51, PP1: each admiral sees its own fleets, what they detected, every hex's owner and terrain, and what PP1.1 tells of the others. */
export const STALEY_VIEW: ViewRules = {
  sightings: lastSightings,
  fleetCbpv: (w, id) => w.shipsOf(id).reduce((n, s) => n + (w.classOf(s)?.cbpv ?? 0), 0),
  fleetProblems: () => [],
  tableRows: minefieldRows(intelligenceRows(rowsSeenBy(TABS))),
  rowCells: orionBases(cellsSeenBy(COLUMNS)),
  ownersPublic: true,
  lostTo,
  treasuryUnit: 'EBPV',
  map: STALEY_MAP,
};

export const STALEY: Game = {
  name: 'Staley',
  document: '002 Staley',
  calendar: STALEY_CALENDAR,
  // Every race has its own classes (the sample's share names: CA, DD).
  classesByRace: true,
  tabs: TABS,
  // Rule option J72: the first turn's Intelligence is about a row per warship (PP1.11, with PP1.12-PP1.15's
  // few), its Treasury rows the fleets' repairs, drydocks and strategic moves (about a row per fleet).
  firstSeasonRows: { Intelligence: ['Ships'], Treasury: ['Fleets'] },
  columns: COLUMNS,
  // The chart's roles: its rules read freighters, auxiliaries, tugs, FRDs, minesweepers and layers, carriers, cloaks and X-ships.
  roles: CHART_ROLES,
  // HH2: war doubling's history (core/warDoubling).
  deferred: [WAR_DOUBLING],
  orders: STALEY_ORDERS,
  sequence: { turn: PHASE_STEPS, close: [] },
  battlesWait: 'The rest of the phase (disengaged moves, claims, builds) and the phases after it wait for them (Staley Annex AAA 4-5).',
  pendingWords: ': waits for the battles',
  battleShips,
  checkResults: () => [],
  resolveBattles,
  updateBattles: (c) =>
    updateBattles(c, {
      cite: 'Staley FF1.1',
      nothingChanged: 'Nothing to update: change Fleet A or Fleet B of a pending battle (fleets in its hex, "A + B" for several).',
      battleShips,
      sideProblems: (w, b, open) => sidesProblems(w, b, open, b.place.kind === 'system' ? [b.place.system] : []),
      card: (_w, b) => b.setup,
    }),
  combat: () => ({ system: 'VBAM', gcFactorsFromBpv: true }),
  view: STALEY_VIEW,
  formulas: {
    fleetCbpv: (ships, catalog) => fleetCbpv(ships, (cls) => catalog.get(cls)?.cbpv ?? 0),
    fleetJudge: () => () => 'OK',
    movePoints: () => 0,
  },
  options: { ...STALEY_OPTIONS, ...CARD_OPTIONS, ...MINE_OPTIONS, intelligence: INTELLIGENCE_OPTION },
  sample: 'staley-sample',
  menu: { sample: 'menuNewStaleySampleCampaign', empty: 'menuNewStaleyEmptyCampaign' },
  refusal: staleyRefusal,
  process: processTurn,
  resume: applyRulings,
  check: (c) => checkTurn(c),
  checkEach: (c, empires) => checkTurn(c, empires),
  choices: (c, limit = Infinity) =>
    new Map(
      c.empires.map((e) => [
        e.id,
        {
          kinds: [...STALEY_ORDERS.kinds],
          targets: c.systems.slice(0, limit).map((s) => s.id),
          buildClasses: c.classes.filter((k) => k.race === e.race).map((k) => k.name),
        },
      ]),
    ),
  setupChecks: () => [],
  // The Battles tab and the fleets it names hold together as in the other games.
  brokenReferences,
  over: staleyOver,
};
