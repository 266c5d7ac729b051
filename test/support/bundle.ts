// The real bundle (dist/Code.js) in the in-memory fake, with the sample campaign created from the menu.
import { join } from 'path';
import { loadAddOn } from '../fake/addon';
import { giveAdmiralEmails } from './admiralEmails';
import { pooled } from './pooled';

const DIST = join(__dirname, '../../dist');

/** New campaign: sample, then the admirals' e-mails filled in as the GM would. */
function newSample() {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewSampleCampaign();
  giveAdmiralEmails(loaded);
  return loaded;
}

/** The sample as newSample makes it, for this test alone (pooled.ts). */
export const sample = pooled(newSample);

/** New campaign: Galactic Conquest sample, for this test alone. */
export const gcSample = pooled(() => {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewGcSampleCampaign();
  return loaded;
});

export type Fake = ReturnType<typeof sample>['fake'];
export type AddOn = ReturnType<typeof sample>['addOn'];

/** A Campaign setting's value as the tab holds it. */
export const setting = (fake: Fake, name: string) => fake.sheetValues('Campaign').find((r) => r[0] === name)?.[1];
/** A Campaign setting set as the GM types it: its row, or a new row below the others. */
export function setSetting(fake: Fake, name: string, value: string): void {
  const rows = fake.sheetValues('Campaign');
  const at = rows.findIndex((r) => r[0] === name);
  fake.spreadsheet
    .getSheetByName('Campaign')!
    .getRange(at < 0 ? rows.length + 1 : at + 1, 1, 1, 2)
    .setValues([[name, value]]);
}

export const lastAlert = (fake: Fake) => fake.ui.alerts[fake.ui.alerts.length - 1];

/** The index of a tab's column by its header. */
export const col = (rows: unknown[][], header: string) => rows[0].map(String).indexOf(header);

/** Orders typed by an admiral on their Orders tab from sheet row `from`: each row Fleet, Order, Target, Ships, Build class, Extras. */
export function typeOrders(fake: Fake, empire: string, from: number, rows: string[][]): void {
  fake.spreadsheet.getSheetByName(`Orders ${empire}`)!.getRange(from, 1, rows.length, 6).setValues(rows);
}

/** One cell set as the GM types it: in the first data row `match` finds, the column `header` names. */
export function setCell(fake: Fake, tab: string, match: (r: unknown[]) => boolean, header: string, value: unknown): void {
  const rows = fake.sheetValues(tab);
  fake.spreadsheet
    .getSheetByName(tab)!
    .getRange(rows.findIndex((r, n) => n > 0 && match(r)) + 1, col(rows, header) + 1)
    .setValue(value);
}
