// The bundled sample campaign of each game (Game.sample names its folder of sheets-templates/): CSV
// files inlined as text by the bundler; and the empty template.

import Campaign from '../../../sheets-templates/sample/Campaign.csv';
import Empires from '../../../sheets-templates/sample/Empires.csv';
import Systems from '../../../sheets-templates/sample/Systems.csv';
import Lanes from '../../../sheets-templates/sample/Lanes.csv';
import Fleets from '../../../sheets-templates/sample/Fleets.csv';
import Ships from '../../../sheets-templates/sample/Ships.csv';
import Classes from '../../../sheets-templates/sample/Classes.csv';
import Treasury from '../../../sheets-templates/sample/Treasury.csv';
import Treaties from '../../../sheets-templates/sample/Treaties.csv';
import Diplomacy from '../../../sheets-templates/sample/Diplomacy.csv';
import Battles from '../../../sheets-templates/sample/Battles.csv';
import BattleShips from '../../../sheets-templates/sample/Battle ships.csv';
import Log from '../../../sheets-templates/sample/Log.csv';
import LegendaryOfficers from '../../../sheets-templates/sample/Legendary officers.csv';
import OrdersKLI from '../../../sheets-templates/sample/Orders KLI.csv';
import OrdersKZI from '../../../sheets-templates/sample/Orders KZI.csv';
import OrdersLYR from '../../../sheets-templates/sample/Orders LYR.csv';
import OrdersHYD from '../../../sheets-templates/sample/Orders HYD.csv';
import VBattleShips from '../../../sheets-templates/vbam-sample/Battle ships.csv';
import VBattles from '../../../sheets-templates/vbam-sample/Battles.csv';
import VCampaign from '../../../sheets-templates/vbam-sample/Campaign.csv';
import VClasses from '../../../sheets-templates/vbam-sample/Classes.csv';
import VColonies from '../../../sheets-templates/vbam-sample/Colonies.csv';
import VConstruction from '../../../sheets-templates/vbam-sample/Construction.csv';
import VDiplomacy from '../../../sheets-templates/vbam-sample/Diplomacy.csv';
import VEmpires from '../../../sheets-templates/vbam-sample/Empires.csv';
import VFleets from '../../../sheets-templates/vbam-sample/Fleets.csv';
import VLanes from '../../../sheets-templates/vbam-sample/Lanes.csv';
import VLog from '../../../sheets-templates/vbam-sample/Log.csv';
import VOrdersFed from '../../../sheets-templates/vbam-sample/Orders FED.csv';
import VOrdersKli from '../../../sheets-templates/vbam-sample/Orders KLI.csv';
import VOrdersKzi from '../../../sheets-templates/vbam-sample/Orders KZI.csv';
import VOrdersRom from '../../../sheets-templates/vbam-sample/Orders ROM.csv';
import VSectors from '../../../sheets-templates/vbam-sample/Sectors.csv';
import VShips from '../../../sheets-templates/vbam-sample/Ships.csv';
import VSystems from '../../../sheets-templates/vbam-sample/Systems.csv';
import VTech from '../../../sheets-templates/vbam-sample/Tech.csv';
import VTreasury from '../../../sheets-templates/vbam-sample/Treasury.csv';
import VTreaties from '../../../sheets-templates/vbam-sample/Treaties.csv';
import VUnitList from '../../../sheets-templates/vbam-sample/Unit list.csv';
import VCargo from '../../../sheets-templates/vbam-sample/Cargo.csv';
import VCivilian from '../../../sheets-templates/vbam-sample/Civilian fleets.csv';
import VMisc from '../../../sheets-templates/vbam-sample/Misc items.csv';
import VMothballed from '../../../sheets-templates/vbam-sample/Mothballed.csv';
import VEvents from '../../../sheets-templates/vbam-sample/Random events.csv';
import VStanding from '../../../sheets-templates/vbam-sample/Standing orders.csv';
import GCampaign from '../../../sheets-templates/gc-sample/Campaign.csv';
import GClassMovement from '../../../sheets-templates/gc-sample/Class movement.csv';
import GClasses from '../../../sheets-templates/gc-sample/Classes.csv';
import GConstruction from '../../../sheets-templates/gc-sample/Construction.csv';
import GDiplomacy from '../../../sheets-templates/gc-sample/Diplomacy.csv';
import GEmpires from '../../../sheets-templates/gc-sample/Empires.csv';
import GFleets from '../../../sheets-templates/gc-sample/Fleets.csv';
import GLanes from '../../../sheets-templates/gc-sample/Lanes.csv';
import GLog from '../../../sheets-templates/gc-sample/Log.csv';
import GOrdersHYD from '../../../sheets-templates/gc-sample/Orders HYD.csv';
import GOrdersKLI from '../../../sheets-templates/gc-sample/Orders KLI.csv';
import GOrdersKZI from '../../../sheets-templates/gc-sample/Orders KZI.csv';
import GOrdersLYR from '../../../sheets-templates/gc-sample/Orders LYR.csv';
import GShips from '../../../sheets-templates/gc-sample/Ships.csv';
import GSystems from '../../../sheets-templates/gc-sample/Systems.csv';
import GTreasury from '../../../sheets-templates/gc-sample/Treasury.csv';
import GTreaties from '../../../sheets-templates/gc-sample/Treaties.csv';
import SBattleShips from '../../../sheets-templates/staley-sample/Battle ships.csv';
import SBattles from '../../../sheets-templates/staley-sample/Battles.csv';
import SCampaign from '../../../sheets-templates/staley-sample/Campaign.csv';
import SClasses from '../../../sheets-templates/staley-sample/Classes.csv';
import SConstruction from '../../../sheets-templates/staley-sample/Construction.csv';
import SCrewTable from '../../../sheets-templates/staley-sample/Crew table.csv';
import SDetections from '../../../sheets-templates/staley-sample/Detections.csv';
import SDiplomacy from '../../../sheets-templates/staley-sample/Diplomacy.csv';
import SEmpires from '../../../sheets-templates/staley-sample/Empires.csv';
import SFleets from '../../../sheets-templates/staley-sample/Fleets.csv';
import SLanes from '../../../sheets-templates/staley-sample/Lanes.csv';
import SLog from '../../../sheets-templates/staley-sample/Log.csv';
import SOrdersFed from '../../../sheets-templates/staley-sample/Orders FED.csv';
import SOrdersGrn from '../../../sheets-templates/staley-sample/Orders GRN.csv';
import SOrdersHyd from '../../../sheets-templates/staley-sample/Orders HYD.csv';
import SOrdersIsc from '../../../sheets-templates/staley-sample/Orders ISC.csv';
import SOrdersKli from '../../../sheets-templates/staley-sample/Orders KLI.csv';
import SOrdersKzi from '../../../sheets-templates/staley-sample/Orders KZI.csv';
import SOrdersLyr from '../../../sheets-templates/staley-sample/Orders LYR.csv';
import SOrdersRom from '../../../sheets-templates/staley-sample/Orders ROM.csv';
import SShips from '../../../sheets-templates/staley-sample/Ships.csv';
import SSystems from '../../../sheets-templates/staley-sample/Systems.csv';
import STreasury from '../../../sheets-templates/staley-sample/Treasury.csv';
import STreaties from '../../../sheets-templates/staley-sample/Treaties.csv';
import { settingsOf } from '../../../sheets-templates/schema';
import type { Game } from '../../engine/core/game';
import { DEFAULT_GAME } from '../../engine/games';
import { Cell, parseCsv } from './csv';
import { TabSources } from './workbook';

const SAMPLE: Record<string, string> = {
  Campaign,
  Empires,
  Systems,
  Lanes,
  Fleets,
  Ships,
  Classes,
  Treasury,
  Treaties,
  Diplomacy,
  Battles,
  'Battle ships': BattleShips,
  Log,
  'Legendary officers': LegendaryOfficers,
  'Orders KLI': OrdersKLI,
  'Orders KZI': OrdersKZI,
  'Orders LYR': OrdersLYR,
  'Orders HYD': OrdersHYD,
};

/** The VBAM-SFB sample (scripts/vbam-sample.ts writes it). */
const VBAM_SAMPLE: Record<string, string> = {
  'Battle ships': VBattleShips,
  Battles: VBattles,
  Campaign: VCampaign,
  Classes: VClasses,
  Colonies: VColonies,
  Construction: VConstruction,
  Diplomacy: VDiplomacy,
  Empires: VEmpires,
  Fleets: VFleets,
  Lanes: VLanes,
  Log: VLog,
  'Orders FED': VOrdersFed,
  'Orders KLI': VOrdersKli,
  'Orders KZI': VOrdersKzi,
  'Orders ROM': VOrdersRom,
  Sectors: VSectors,
  Ships: VShips,
  Systems: VSystems,
  Tech: VTech,
  Treasury: VTreasury,
  Treaties: VTreaties,
  'Unit list': VUnitList,
  Cargo: VCargo,
  'Civilian fleets': VCivilian,
  'Misc items': VMisc,
  Mothballed: VMothballed,
  'Random events': VEvents,
  'Standing orders': VStanding,
};

/** The Galactic Conquest sample (scripts/gc-sample.ts writes it). */
const GC_SAMPLE: Record<string, string> = {
  Campaign: GCampaign,
  'Class movement': GClassMovement,
  Classes: GClasses,
  Construction: GConstruction,
  Diplomacy: GDiplomacy,
  Empires: GEmpires,
  Fleets: GFleets,
  Lanes: GLanes,
  Log: GLog,
  'Orders HYD': GOrdersHYD,
  'Orders KLI': GOrdersKLI,
  'Orders KZI': GOrdersKZI,
  'Orders LYR': GOrdersLYR,
  Ships: GShips,
  Systems: GSystems,
  Treasury: GTreasury,
  Treaties: GTreaties,
};

/** The Staley sample (scripts/staley-sample.ts writes it). */
const STALEY_SAMPLE: Record<string, string> = {
  'Battle ships': SBattleShips,
  Battles: SBattles,
  Campaign: SCampaign,
  Classes: SClasses,
  Construction: SConstruction,
  'Crew table': SCrewTable,
  Detections: SDetections,
  Diplomacy: SDiplomacy,
  Empires: SEmpires,
  Fleets: SFleets,
  Lanes: SLanes,
  Log: SLog,
  'Orders FED': SOrdersFed,
  'Orders GRN': SOrdersGrn,
  'Orders HYD': SOrdersHyd,
  'Orders ISC': SOrdersIsc,
  'Orders KLI': SOrdersKli,
  'Orders KZI': SOrdersKzi,
  'Orders LYR': SOrdersLyr,
  'Orders ROM': SOrdersRom,
  Ships: SShips,
  Systems: SSystems,
  Treasury: STreasury,
  Treaties: STreaties,
};

/** Tab sources from CSV texts by tab name. */
export function csvSources(texts: Record<string, string>): TabSources {
  return new Map(Object.entries(texts).map(([name, text]) => [name, parseCsv(text) as Cell[][]]));
}

/** Each game's sample campaign by its folder (Game.sample). */
const SAMPLES: Record<string, Record<string, string>> = {
  sample: SAMPLE,
  'vbam-sample': VBAM_SAMPLE,
  'staley-sample': STALEY_SAMPLE,
  'gc-sample': GC_SAMPLE,
};

export function sampleCampaign(game: Game = DEFAULT_GAME): TabSources {
  return csvSources(SAMPLES[game.sample]);
}

/** A new, empty campaign: default settings, the illustrative legendary officer table, every other tab with its header only. */
export function emptyCampaign(gmEmail: string, game: Game = DEFAULT_GAME): TabSources {
  // The first turn of the game's calendar: Spring for Empires at War, Turn 1 for VBAM-SFB.
  const chosen: Record<string, string> = { 'GM email': gmEmail, Ruleset: game.name, Season: game.calendar.turns[0] };
  const rows: Cell[][] = settingsOf(game).map(([k, v, note]) => [k, chosen[k] ?? v, note]);
  return new Map([
    ['Campaign', [['Setting', 'Value', 'Notes'], ...rows]],
    ['Legendary officers', parseCsv(LegendaryOfficers) as Cell[][]],
  ]);
}
