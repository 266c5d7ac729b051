// The Orders tabs' dropdowns offer each admiral's legal choices (engine options), through the real bundle.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { parseCampaign } from '../src/sheets/tabs/load';
import { Cell } from '../src/sheets/tabs/tables';
import { csvSources } from '../src/sheets/tabs/template';
import { options } from '../src/engine/games/eaw/options';
import { sampleTexts } from './support/sample';

const DIST = join(__dirname, '../dist');

function listIn(fake: ReturnType<typeof loadAddOn>['fake'], tab: string, header: string): unknown[] | undefined {
  const headers = fake.sheetValues(tab)[0];
  const rule = fake.spreadsheet
    .getSheetByName(tab)!
    .getRange(2, headers.indexOf(header) + 1)
    .getDataValidation();
  return rule ? (rule.getCriteriaValues()[0] as unknown[]) : undefined;
}

describe('Orders dropdowns (legal choices)', () => {
  const { addOn, fake } = loadAddOn(DIST);
  addOn.menuNewSampleCampaign();
  const sample = parseCampaign(csvSources(sampleTexts())).campaign;

  it("Fleet offers the admiral's own fleets; Target the systems their jumps reach; Build class what their race builds this year", () => {
    expect(listIn(fake, 'Orders KLI', 'Fleet')).toEqual(sample.fleets.filter((f) => f.empire === 'KLI').map((f) => f.id));
    const legal = options(sample, 'KLI');
    expect(listIn(fake, 'Orders KLI', 'Target')).toEqual(legal.targets);
    expect(listIn(fake, 'Orders KLI', 'Build class')).toEqual(legal.buildClasses);
    expect(listIn(fake, 'Orders KZI', 'Build class')).not.toContain('D7');
  });

  it('a list only warns: a Jump path in Target is still accepted', () => {
    const headers = fake.sheetValues('Orders KLI')[0];
    const rule = fake.spreadsheet
      .getSheetByName('Orders KLI')!
      .getRange(2, headers.indexOf('Target') + 1)
      .getDataValidation()!;
    expect(rule.getAllowInvalid()).toBe(true);
  });

  it('the lists follow the campaign after Process Season', () => {
    addOn.menuProcessSeason();
    const after = parseCampaign(
      new Map(fake.spreadsheet.getSheets().map((s) => [s.getName(), fake.sheetValues(s.getName()) as Cell[][]])),
    ).campaign;
    expect(after.settings.season).toBe('Summer');
    expect(listIn(fake, 'Orders KLI', 'Target')).toEqual(options(after, 'KLI').targets);
  });
});

// Rule option J8 (issue 31): a dropdown whose list is the one last given is not set again; one in doubt is.
describe('Orders dropdowns set only when their lists changed', () => {
  const processed = () => {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    addOn.menuProcessSeason();
    addOn.menuUndoProcessing();
    return { addOn, fake };
  };
  const rules = (fake: ReturnType<typeof loadAddOn>['fake']) =>
    fake.count('Range.setDataValidation') + fake.count('Range.clearDataValidations');

  it("Undo puts the dropdowns back with the campaign; Process Season run again sets only the columns whose lists changed (never the Build class of the same year) and gives the first run's lists", () => {
    const { addOn, fake } = loadAddOn(DIST);
    addOn.menuNewSampleCampaign();
    const before = listIn(fake, 'Orders KLI', 'Target');
    addOn.menuProcessSeason();
    const held = listIn(fake, 'Orders KLI', 'Target');
    expect(held).not.toEqual(before);
    addOn.menuUndoProcessing();
    expect(listIn(fake, 'Orders KLI', 'Target')).toEqual(before);
    const empires = fake.spreadsheet.getSheets().filter((s) => s.getName().startsWith('Orders ')).length;
    fake.resetCalls();
    addOn.menuProcessSeason();
    expect(rules(fake)).toBeGreaterThan(0);
    expect(rules(fake)).toBeLessThanOrEqual(2 * empires);
    expect(listIn(fake, 'Orders KLI', 'Target')).toEqual(held);
  });

  it('with the record lost (a run stopped while setting them), every dropdown is set again', () => {
    const { addOn, fake } = processed();
    for (const k of Object.keys(fake.properties.script))
      if (k.startsWith('SFB book written Orders lists ')) delete fake.properties.script[k];
    const empires = fake.spreadsheet.getSheets().filter((s) => s.getName().startsWith('Orders ')).length;
    fake.resetCalls();
    addOn.menuProcessSeason();
    expect(rules(fake)).toBe(3 * empires);
  });
});
