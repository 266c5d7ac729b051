// A VBAM-SFB campaign with a battle pending (VB90): the sample's Turn 1 processed with the Kzinti Home
// Fleet and Border Squadron standing in the Klingon border sector S0401, where the Klingon Border
// Squadron demands a scenario (KLI and KZI are at Hostilities).
import { join } from 'path';
import { loadAddOn } from '../fake/addon';
import { setCell } from './bundle';

const DIST = join(__dirname, '../../dist');

/** The scenario Turn 1 makes at S0401. */
export const BATTLE = 'Y168-Turn-1-S0401';

/** Turn 1 processed: the scenario at S0401 is pending, KLI-2 against KZI-1 + KZI-2. */
export function scenarioAtS0401(): ReturnType<typeof loadAddOn> {
  const loaded = loadAddOn(DIST);
  const { addOn, fake } = loaded;
  addOn.menuNewVbamSampleCampaign();
  for (const f of ['KZI-1', 'KZI-2']) setCell(fake, 'Fleets', (r) => r[0] === f, 'Location', 'S0401');
  fake.spreadsheet
    .getSheetByName('Standing orders')!
    .getRange('A2:B2')
    .setValues([['KLI-2', 'Demand']]);
  addOn.menuProcessSeason();
  return loaded;
}
