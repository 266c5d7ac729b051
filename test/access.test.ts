// The GM-only adjudicator (issue 10, item 6), through the real bundle: every action that changes the
// campaign refuses anyone but the GM or the owner, an admiral sees only the admirals' menu, and the
// Undo snapshot is protected and checked against its digest.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { sample } from './support/bundle';

const DIST = join(__dirname, '../dist');
const KLI = 'kli.admiral@example.com';

type Fake = ReturnType<typeof sample>['fake'];
const tabs = (fake: Fake) => fake.spreadsheet.getSheets().map((s) => s.getName());
const everything = (fake: Fake) => Object.fromEntries(tabs(fake).map((n) => [n, fake.sheetValues(n)]));
const lastAlert = (fake: Fake) => fake.ui.alerts[fake.ui.alerts.length - 1];
const lastMenu = (fake: Fake) => fake.ui.menus[fake.ui.menus.length - 1].items.map((i) => i.functionName);

describe('GM-only actions', () => {
  it.each([
    ['menuProcessSeason', 'Process Season'],
    ['menuResolveBattles', 'Resolve battles'],
    ['menuAutoResolve', 'Auto-resolve battles'],
    ['menuUpdateBattles', 'Update battles'],
    ['menuRefreshProtections', 'Refresh protections'],
    ['menuNewSampleCampaign', 'New campaign'],
    ['menuAdmiralWorkbooks', 'Admiral workbooks'],
  ])('%s refuses an admiral and changes nothing, the undo snapshot included', (handler, title) => {
    const { addOn, fake } = sample();
    const before = everything(fake);
    fake.setActiveUser(KLI);
    addOn[handler]();
    expect(lastAlert(fake).title).toBe(`${title}: nothing was changed`);
    expect(lastAlert(fake).prompt).toMatch(
      /Only the GM \(the Campaign "GM email"\) or the spreadsheet's owner may do this; you are signed in as kli.admiral@example.com/,
    );
    expect(everything(fake)).toEqual(before);
    expect(fake.spreadsheet.getSheetByName('Undo')).toBeNull();
  });

  it('lets the GM named on the Campaign tab act even when someone else owns the spreadsheet', () => {
    const { addOn, fake } = loadAddOn(DIST, { owner: 'owner@example.com' });
    addOn.menuNewSampleCampaign();
    // The owner created the sample (so is its GM), then names another GM on the Campaign tab.
    const row = fake.sheetValues('Campaign').findIndex((r) => r[0] === 'GM email') + 1;
    fake.spreadsheet.getSheetByName('Campaign')!.getRange(row, 2).setValue('gm@example.com');
    fake.setActiveUser('gm@example.com');
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Y165 Spring processed/);
  });

  it('refuses when Google does not say who is signed in', () => {
    const { addOn, fake } = sample();
    fake.setActiveUser('');
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(/Google did not tell the add-on who you are/);
  });

  it('refuses an admiral Undo, and keeps the snapshot for the GM', () => {
    const { addOn, fake } = sample();
    addOn.menuProcessSeason();
    fake.setActiveUser(KLI);
    addOn.menuUndoProcessing();
    expect(lastAlert(fake).title).toBe('Undo last processing: nothing was changed');
    expect(fake.spreadsheet.getSheetByName('Undo')).not.toBeNull();
  });
});

describe('Menus', () => {
  it('shows the GM the campaign menu and an admiral only Check my orders and their own Map', () => {
    const { addOn, fake } = sample();
    addOn.onOpen();
    expect(lastMenu(fake)).toEqual(expect.arrayContaining(['menuProcessSeason', 'menuUndoProcessing', 'menuAdmiralWorkbooks']));
    fake.setActiveUser(KLI);
    addOn.onOpen();
    expect(lastMenu(fake)).toEqual(['menuCheckMyOrders', 'menuMap']);
  });

  it("shows an unknown user the admirals' menu with a way for the GM to ask for theirs, which checks who it is", () => {
    const { addOn, fake } = sample();
    fake.setActiveUser('');
    addOn.onOpen();
    expect(lastMenu(fake)).toEqual(['menuCheckMyOrders', 'menuMap', 'menuShowGmMenu']);
    addOn.menuShowGmMenu();
    expect(lastAlert(fake).title).toBe('Campaign menu: nothing was changed');
    fake.setActiveUser('gm@example.com');
    addOn.menuShowGmMenu();
    expect(lastMenu(fake)).toEqual(expect.arrayContaining(['menuProcessSeason']));
  });

  it("Check my orders checks only the signed-in admiral's orders, and changes nothing", () => {
    const { addOn, fake } = sample();
    fake.spreadsheet
      .getSheetByName('Orders KLI')!
      .getRange('A9:F9')
      .setValues([['KLI-2', 'Jump', 'S01 > S02', '', '', '']]);
    const before = everything(fake);
    fake.setActiveUser(KLI);
    addOn.menuCheckMyOrders();
    expect(lastAlert(fake).title).toBe('Check my orders: KLI');
    expect(lastAlert(fake).prompt).toMatch(/Row 3: OK: Jump S04 > S18 \(1 MP\)/);
    expect(lastAlert(fake).prompt).toMatch(/Row 9: rejected: needs 1 MP, 0 left \(EaW 5.0\)/);
    expect(lastAlert(fake).prompt).not.toMatch(/KZI-/);
    expect(everything(fake)).toEqual(before);
    fake.setActiveUser('stranger@example.com');
    addOn.menuCheckMyOrders();
    expect(lastAlert(fake).prompt).toBe('No empire on the Empires tab has the e-mail stranger@example.com.');
  });
});

describe('The Undo snapshot', () => {
  it('is a hidden tab only the GM may edit', () => {
    const { addOn, fake } = sample();
    addOn.menuProcessSeason();
    expect(fake.spreadsheet.getSheetByName('Undo')!.isSheetHidden()).toBe(true);
    expect(fake.canEdit(KLI, 'Undo', 1, 1)).toBe(false);
    expect(fake.canEdit('gm@example.com', 'Undo', 1, 1)).toBe(true);
  });

  it('is refused when it was changed after processing, and nothing is restored', () => {
    const { addOn, fake } = sample();
    addOn.menuProcessSeason();
    const undo = fake.spreadsheet.getSheetByName('Undo')!;
    const text = String(undo.getRange('A1').getValue());
    undo.getRange('A1').setValue(text.replace('"KLI-3"', '"KLI-4"'));
    const after = everything(fake);
    addOn.menuUndoProcessing();
    expect(lastAlert(fake).title).toBe('Undo last processing: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/not the snapshot the last processing saved/);
    expect(everything(fake)).toEqual(after);
  });

  it('keeps its digest in the document properties, not in a cell', () => {
    const { addOn, fake } = sample();
    addOn.menuProcessSeason();
    expect(fake.properties.document['SFB undo digest']).toMatch(/^[0-9a-f]{64}$/);
    addOn.menuUndoProcessing();
    expect(fake.properties.document['SFB undo digest']).toBeUndefined();
  });
});
