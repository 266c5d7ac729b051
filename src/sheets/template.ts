// The bundled sample campaign of each game (Game.sample names its folder of sheets-templates/): CSV
// files inlined as text by the bundler; and the empty template.

import Campaign from '../../sheets-templates/sample/Campaign.csv';
import Empires from '../../sheets-templates/sample/Empires.csv';
import Systems from '../../sheets-templates/sample/Systems.csv';
import Lanes from '../../sheets-templates/sample/Lanes.csv';
import Fleets from '../../sheets-templates/sample/Fleets.csv';
import Ships from '../../sheets-templates/sample/Ships.csv';
import Classes from '../../sheets-templates/sample/Classes.csv';
import Treasury from '../../sheets-templates/sample/Treasury.csv';
import Treaties from '../../sheets-templates/sample/Treaties.csv';
import Diplomacy from '../../sheets-templates/sample/Diplomacy.csv';
import Battles from '../../sheets-templates/sample/Battles.csv';
import BattleShips from '../../sheets-templates/sample/Battle ships.csv';
import Log from '../../sheets-templates/sample/Log.csv';
import LegendaryOfficers from '../../sheets-templates/sample/Legendary officers.csv';
import OrdersKLI from '../../sheets-templates/sample/Orders KLI.csv';
import OrdersKZI from '../../sheets-templates/sample/Orders KZI.csv';
import OrdersLYR from '../../sheets-templates/sample/Orders LYR.csv';
import OrdersHYD from '../../sheets-templates/sample/Orders HYD.csv';
import { SETTINGS } from '../../sheets-templates/schema';
import type { Game } from '../engine/core/game';
import { DEFAULT_GAME } from '../engine/games';
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

/** Tab sources from CSV texts by tab name. */
export function csvSources(texts: Record<string, string>): TabSources {
  return new Map(Object.entries(texts).map(([name, text]) => [name, parseCsv(text) as Cell[][]]));
}

/** Each game's sample campaign by its folder (Game.sample). */
const SAMPLES: Record<string, Record<string, string>> = { sample: SAMPLE };

export function sampleCampaign(game: Game = DEFAULT_GAME): TabSources {
  return csvSources(SAMPLES[game.sample]);
}

/** A new, empty campaign: default settings, the illustrative legendary officer table (EaW 2e), every other tab with its header only. */
export function emptyCampaign(gmEmail: string, game: Game = DEFAULT_GAME): TabSources {
  const chosen: Record<string, string> = { 'GM email': gmEmail, Ruleset: game.name };
  const rows: Cell[][] = SETTINGS.map(([k, v, note]) => [k, chosen[k] ?? v, note]);
  return new Map([
    ['Campaign', [['Setting', 'Value', 'Notes'], ...rows]],
    ['Legendary officers', parseCsv(LegendaryOfficers) as Cell[][]],
  ]);
}
