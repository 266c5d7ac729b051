// The real bundle (dist/Code.js) in the in-memory fake, with the sample campaign created from the menu.
import { join } from 'path';
import { loadAddOn } from '../fake/addon';
import { giveAdmiralEmails } from './admiralEmails';

const DIST = join(__dirname, '../../dist');

/** New campaign: sample, then the admirals' e-mails filled in as the GM would. */
export function sample() {
  const loaded = loadAddOn(DIST);
  loaded.addOn.menuNewSampleCampaign();
  giveAdmiralEmails(loaded);
  return loaded;
}

export type Fake = ReturnType<typeof sample>['fake'];
export type AddOn = ReturnType<typeof sample>['addOn'];

/** A Campaign setting's value as the tab holds it. */
export const setting = (fake: Fake, name: string) => fake.sheetValues('Campaign').find((r) => r[0] === name)?.[1];
export const lastAlert = (fake: Fake) => fake.ui.alerts[fake.ui.alerts.length - 1];
