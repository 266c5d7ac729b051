// The bundled sample campaign: the CSV files of sheets-templates/sample, inlined as text by the bundler.

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

export function sampleCampaign(): TabSources {
  return csvSources(SAMPLE);
}

/** A new, empty campaign: default settings, the illustrative legendary officer table (EaW 2e), every other tab with its header only. */
export function emptyCampaign(gmEmail: string): TabSources {
  const rows: Cell[][] = SETTINGS.map(([k, v, note]) => [k, k === 'GM email' ? gmEmail : v, note]);
  return new Map([
    ['Campaign', [['Setting', 'Value', 'Notes'], ...rows]],
    ['Legendary officers', parseCsv(LegendaryOfficers) as Cell[][]],
  ]);
}
