// Sample campaigns for the map tests: Spring processed (scouts have seen fleets next door, EaW 5e), and
// Summer, in which KLI-3 meets LYR-4 at S17 and KLI-5 meets KZI-6 on the lane S20-S27 (battles pending).
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { processSeason } from '../../src/engine/games/eaw/season';
import { seededDice } from '../../src/engine/core/dice';
import { Campaign } from '../../src/engine/core/model';
import { Cell } from '../../src/sheets/tabs/tables';
import { join } from 'path';
import { loadAddOn } from '../fake/addon';
import { sampleTexts } from './sample';
import { giveAdmiralEmails } from './admiralEmails';
import { order } from './builders';

export const start: Campaign = parseCampaign(csvSources(sampleTexts())).campaign;
export const spring: Campaign = processSeason(start, seededDice('leak'), 'leak').campaign;
export const summer: Campaign = processSeason(
  {
    ...spring,
    orders: {
      KLI: [order(2, 'KLI-3', 'Jump', 'S18 > S17'), order(3, 'KLI-5', 'Jump', 'S20 > S27')],
      KZI: [order(2, 'KZI-6', 'Jump', 'S27 > S20')],
      LYR: [],
      HYD: [],
    },
  },
  seededDice('leak2'),
  'leak2',
).campaign;

/**
 * Through the real bundle: Spring, then Summer in which KLI-3 meets LYR-4 at S17 and KLI-5 meets KZI-6
 * on the lane S20-S27, battles auto-resolved and resolved, so the season closes (Fall, Orders) with
 * fleets that met; or, with `stopAt`, left pending ('battles') or auto-resolved, ready for Resolve
 * battles ('auto-resolved'). `cut` changes the new sample first (twoEmpires.ts): an empire cut away gives no order.
 */
export function sampleAfterMeeting(
  stopAt: 'battles' | 'auto-resolved' | 'closed' = 'closed',
  cut?: (loaded: ReturnType<typeof loadAddOn>) => void,
): ReturnType<typeof loadAddOn> {
  const loaded = loadAddOn(join(__dirname, '../../dist'));
  const { addOn, fake } = loaded;
  addOn.menuNewSampleCampaign();
  cut?.(loaded);
  giveAdmiralEmails(loaded);
  addOn.menuProcessSeason();
  fake.spreadsheet
    .getSheetByName('Orders KLI')!
    .getRange('A2:F3')
    .setValues([
      ['KLI-3', 'Jump', 'S18 > S17', '', '', ''],
      ['KLI-5', 'Jump', 'S20 > S27', '', '', ''],
    ]);
  fake.spreadsheet
    .getSheetByName('Orders KZI')
    ?.getRange('A2:F2')
    .setValues([['KZI-6', 'Jump', 'S27 > S20', '', '', '']]);
  addOn.menuProcessSeason();
  if (stopAt === 'battles') return loaded;
  const battles = fake.sheetValues('Battles');
  const status = battles[0].map(String).indexOf('Status') + 1;
  battles.slice(1).forEach((_, i) =>
    fake.spreadsheet
      .getSheetByName('Battles')!
      .getRange(i + 2, status)
      .setValue('Auto'),
  );
  addOn.menuAutoResolve();
  if (stopAt === 'auto-resolved') return loaded;
  addOn.menuResolveBattles();
  return loaded;
}

/** The campaign as the fake's tabs hold it now. */
export function campaignOf(fake: ReturnType<typeof loadAddOn>['fake']): Campaign {
  return parseCampaign(new Map(fake.spreadsheet.getSheets().map((s) => [s.getName(), fake.sheetValues(s.getName()) as Cell[][]]))).campaign;
}
