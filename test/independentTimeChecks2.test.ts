// The independent tester's second round on issue 31 (items 3 and 8, the hand-over findings), aimed at what
// changed since the first (test/independentTimeChecks.test.ts): J40, J41, J45 and J50. Each check repeats
// a finding on the real bundle in the fake, with a small campaign, by moves the fixes' own tests do not make.
import { sample, lastAlert, col, setting, setSetting, Fake, AddOn } from './support/bundle';
import { pricesAt } from './fake/cost';
import { twoEmpires } from './support/twoEmpires';
import { booksOf } from './support/adminBooks';
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { generateCampaign } from '../scripts/bench-campaign';

const GM = 'gm@example.com';
const changeTriggers = (fake: Fake) => fake.drive.triggers.filter((t) => t.handler === 'onCampaignChange');

/** The row of `fleet` in Fleets (1-based) and the Location column (1-based). */
function locationCell(fake: Fake, fleet: string): string {
  const rows = fake.sheetValues('Fleets');
  const r = rows.findIndex((x) => x[0] === fleet) + 1;
  const c = col(rows, 'Location');
  return `${String.fromCharCode(65 + c)}${r}`;
}

const locationOf = (fake: Fake, fleet: string) => {
  const rows = fake.sheetValues('Fleets');
  return rows.find((r) => r[0] === fleet)?.[col(rows, 'Location')];
};

/**
 * Where a GM's edit of a state tab (Fleets: a fleet with no order moved by hand) made during Process Season
 * ended: 'kept' (there after the action), 'named' (the action wrote nothing and named Fleets to the GM),
 * or '' (overwritten without a word).
 */
function gmEditFate(fake: Fake, fleet: string, to: string, season: unknown, alertsFrom: number): string {
  if (locationOf(fake, fleet) === to) return 'kept';
  const told = fake.ui.alerts
    .slice(alertsFrom)
    .map((a) => a.prompt)
    .join('\n');
  if (setting(fake, 'Last processed') === season && /Fleets/.test(told)) return 'named';
  return '';
}

/** A shared two-empire sample, run through Refresh protections (which makes the change trigger, J50). */
function shared(): { addOn: AddOn; fake: Fake } {
  const { addOn, fake } = twoEmpires(sample());
  addOn.menuRefreshProtections();
  return { addOn, fake };
}

/** The GM moves KZI-6 (no order this season) by hand at call `k` of Process Season; its fate. */
function sweep(addOn: AddOn, fake: Fake, points: number[], before?: () => void): Record<string, number[]> {
  const start = fake.saveState();
  const fates: Record<string, number[]> = {};
  for (const k of points) {
    fake.restoreState(start);
    before?.();
    const season = setting(fake, 'Last processed');
    const to = locationOf(fake, 'KZI-6') === 'S01' ? 'S02' : 'S01';
    const alerts = fake.ui.alerts.length;
    fake.inject(k, () => fake.drive.userEdit(GM, fake.spreadsheet.getId(), 'Fleets', locationCell(fake, 'KZI-6'), [[to]]));
    fake.survive(() => addOn.menuProcessSeason());
    (fates[gmEditFate(fake, 'KZI-6', to, season, alerts)] ??= []).push(k);
  }
  return fates;
}

/** The service calls of one clean Process Season, and the call at which Fleets is first written. */
function callsOf(addOn: AddOn, fake: Fake): { calls: number; fleetsWrite: number } {
  const start = fake.saveState();
  fake.faults.made = [];
  const c = fake.faults.calls;
  const at: number[] = [];
  for (let k = 1; k < 400; k++) fake.injectAtWrite(k, () => (at[k] = fake.faults.calls - c));
  addOn.menuProcessSeason();
  const calls = fake.faults.calls - c;
  const made = fake.faults.made;
  fake.faults.made = undefined;
  const fleetsWrite = at[made.findIndex((m) => m.tab === 'Fleets') + 1];
  fake.restoreState(start);
  return { calls, fleetsWrite };
}

/** J1's window: from the last look to Fleets' write, about 25 service calls on the two-empire sample. */
const J1_WINDOW = 30;

function onlyInWindow(lost: number[], fleetsWrite: number): void {
  for (const k of lost) expect([k, k > fleetsWrite - J1_WINDOW && k <= fleetsWrite + J1_WINDOW]).toEqual([k, true]);
}

describe('J50: a GM edit of a state tab (Fleets) during a shared Process Season', () => {
  it('with the change trigger: kept or named at every call up to the last look', () => {
    const { addOn, fake } = shared();
    expect(changeTriggers(fake)).toHaveLength(1);
    const { calls, fleetsWrite } = callsOf(addOn, fake);
    const points = Array.from({ length: Math.ceil(calls / 9) }, (_, i) => 1 + i * 9);
    const fates = sweep(addOn, fake, points);
    const lost = fates[''] ?? [];
    console.log(
      `J50 shared, trigger: ${JSON.stringify(Object.fromEntries(Object.entries(fates).map(([f, v]) => [f, v.length])))}, lost at ${JSON.stringify(lost)}, Fleets written at call ${fleetsWrite} of ${calls}`,
    );
    onlyInWindow(lost, fleetsWrite);
    expect(fates.kept.length).toBeGreaterThan(points.length - 5);
  });

  it('without it (a campaign made before J50, Refresh protections never run): every tab read again, kept or named', () => {
    const { addOn, fake } = shared();
    for (const t of changeTriggers(fake)) fake.drive.triggers.splice(fake.drive.triggers.indexOf(t), 1);
    const { calls, fleetsWrite } = callsOf(addOn, fake);
    const points = Array.from({ length: Math.ceil(calls / 9) }, (_, i) => 1 + i * 9);
    const fates = sweep(addOn, fake, points);
    const lost = fates[''] ?? [];
    console.log(
      `J50 shared, no trigger: ${JSON.stringify(Object.fromEntries(Object.entries(fates).map(([f, v]) => [f, v.length])))}, lost at ${JSON.stringify(lost)}, Fleets written at ${fleetsWrite}`,
    );
    onlyInWindow(lost, fleetsWrite);
    expect(fates.kept.length).toBeGreaterThan(points.length - 6);
  });

  // The residual of J50's "not covered" (3): the quota spent by the GM's other scripts, which the add-on's
  // own count (J65) does not see. Lost unnamed from Fleets' first read to its write: the window docs/rule-options.md states.
  it("with the trigger, the day's trigger runtime spent by another script: lost only between Fleets' first read and its write (J65's residual)", () => {
    const { addOn, fake } = shared();
    const { calls, fleetsWrite } = callsOf(addOn, fake);
    const points = Array.from({ length: Math.ceil(calls / 9) }, (_, i) => 1 + i * 9);
    const fates = sweep(addOn, fake, points, () => {
      fake.clock.prices = pricesAt('central');
      fake.clock.triggers.used = 90 * 60 * 1000;
    });
    fake.clock.prices = undefined;
    const lost = fates[''] ?? [];
    console.log(
      `J50 shared, runtime spent: ${JSON.stringify(Object.fromEntries(Object.entries(fates).map(([f, v]) => [f, v.length])))}, lost at ${JSON.stringify(lost)}, Fleets written at ${fleetsWrite}`,
    );
    for (const k of lost) expect(k).toBeLessThanOrEqual(fleetsWrite);
    expect(fates.kept.length).toBeGreaterThan(0);
  });
});

describe("J50 and J65: the day's trigger runtime spent by the add-on's own live checks (private workbooks)", () => {
  it('a GM edit of Fleets during Process Season is kept or named, the change trigger no longer trusted', () => {
    const { addOn, fake } = twoEmpires(sample());
    setSetting(fake, 'Play mode', 'Private workbooks');
    addOn.menuAdmiralWorkbooks();
    expect(changeTriggers(fake)).toHaveLength(1);
    // The admirals type and retype a Stay order all day; every edit's live check is a trigger run, priced.
    const book = booksOf(fake)[0];
    const fleet = String(fake.valuesOf(book.id, 'Fleets')[1][0]);
    fake.clock.prices = pricesAt('high', 30);
    let edits = 0;
    for (; fake.clock.triggers.refused === 0 && edits < 400; edits++)
      fake.drive.userEdit(book.email, book.id, 'Orders', 'A2', [[fleet, edits % 2 ? 'Stay' : '']]);
    fake.drive.userEdit(book.email, book.id, 'Orders', 'A2', [['', '']]);
    expect(fake.clock.triggers.refused).toBeGreaterThan(0);
    const used = fake.clock.triggers.used;
    console.log(`J65: ${edits} edits spent ${Math.round(used / 60000)} min of trigger runtime`);
    fake.clock.prices = pricesAt('central');
    const { calls, fleetsWrite } = callsOf(addOn, fake);
    const points = Array.from({ length: Math.ceil(calls / 12) }, (_, i) => 1 + i * 12);
    const fates = sweep(addOn, fake, points);
    fake.clock.prices = undefined;
    const lost = fates[''] ?? [];
    console.log(
      `J65 private, runtime spent: ${JSON.stringify(Object.fromEntries(Object.entries(fates).map(([f, v]) => [f, v.length])))}, lost at ${JSON.stringify(lost)}, Fleets written at ${fleetsWrite} of ${calls} calls`,
    );
    // Without J65 lost from Fleets' first read on (14 of 42 points); with it, only in J1's window.
    onlyInWindow(lost, fleetsWrite);
    expect(lost.length).toBeLessThanOrEqual(3);
  });
});

describe('a tab renamed by the GM while Process Season runs (shared workbook)', () => {
  it.each([
    ['Orders KZI', 'Orders KZI (old)'],
    ['Fleets', 'Fleets (old)'],
  ])(
    '"%s" renamed "%s" at any call: no raw error; nothing processed and the tab named missing, or the season written whole in the renamed tab',
    (name, renamed) => {
      const { addOn, fake } = shared();
      const start = fake.saveState();
      const c = fake.faults.calls;
      addOn.menuProcessSeason();
      const clean = fake.sheetValues(name);
      const calls = fake.faults.calls - c;
      const outcomes: Record<string, number[]> = {};
      for (let k = 1; k <= calls; k += 24) {
        fake.restoreState(start);
        const alerts = fake.ui.alerts.length;
        fake.inject(k, () => {
          fake.spreadsheet.getSheetByName(name)!.setName(renamed);
          fake.drive.changed(fake.spreadsheet.getId(), GM);
        });
        expect(() => fake.survive(() => addOn.menuProcessSeason())).not.toThrow();
        const told = fake.ui.alerts
          .slice(alerts)
          .map((a) => a.prompt)
          .join('\n');
        expect(told).not.toMatch(/Exception|TypeError|undefined/);
        expect(fake.properties.document['SFB journal']).toBeUndefined();
        const outcome =
          setting(fake, 'Last processed') !== 'Y165 Spring'
            ? told.includes(`${name}: tab is missing`) && 'not processed, named missing'
            : JSON.stringify(fake.sheetValues(renamed)) === JSON.stringify(clean) && 'processed in the renamed tab';
        (outcomes[String(outcome)] ??= []).push(k);
      }
      expect(Object.keys(outcomes).sort()).toEqual(['not processed, named missing', 'processed in the renamed tab']);
      // The next click names the tab the GM renamed.
      addOn.menuCheckOrders();
      expect(lastAlert(fake).prompt).toContain(name);
    },
  );
});

const DIST = join(__dirname, '../dist');
const MINUTE = 60 * 1000;
const journalOf = (fake: Fake) =>
  JSON.parse(fake.properties.document['SFB journal'] ?? 'null') as { resume?: { written: string[]; stopped?: string } } | null;

describe("finding 4 again: the day's trigger runtime spent while a follow-up is pending (private workbooks)", () => {
  it('no follow-up runs; the next click says none has run since it handed over, and that Recover finishes it (J66); every admiral is mailed once', () => {
    const { addOn, fake } = loadAddOn(DIST, { stillClock: true }) as { addOn: AddOn; fake: Fake };
    addOn.importCampaignCsv_(generateCampaign({ empires: 4, systems: 30, fleets: 12, ships: 48, ordersPerEmpire: 2 }).texts);
    setSetting(fake, 'Play mode', 'Private workbooks');
    setSetting(fake, 'Mail admirals', 'Yes');
    addOn.menuAdmiralWorkbooks();
    fake.mail.sent.length = 0;
    fake.clock.prices = pricesAt('central', 20);
    fake.survive(() => addOn.menuProcessSeason());
    const written = journalOf(fake)?.resume?.written.length ?? 0;
    expect(written).toBeGreaterThan(0);
    fake.clock.prices = undefined;
    addOn.menuCheckOrders();
    expect(lastAlert(fake).prompt).toMatch(/A follow-up run finishes it within minutes/);
    // Another script of the GM's spent the day's 90 minutes.
    fake.clock.triggers.used = 90 * MINUTE;
    fake.clock.prices = pricesAt('central');
    for (let m = 0; m < 60; m++) fake.wait(MINUTE);
    expect(fake.clock.triggers.refused).toBeGreaterThan(0);
    expect(journalOf(fake)?.resume?.written.length).toBe(written);
    fake.clock.prices = undefined;
    addOn.menuCheckOrders();
    const told = lastAlert(fake).prompt;
    console.log(`the GM's next click: ${told.slice(0, 300)}`);
    // Before J66: "A follow-up run finishes it within minutes", an hour after the follow-up was due.
    expect(told).toMatch(
      /^Process Season is not finished yet: .*No follow-up run has run since \d{4}-\d\d-\d\d \d\d:\d\d UTC: .*trigger runtime.*Run Recover/s,
    );
    expect(told).not.toMatch(/within minutes/);
    addOn.menuRecover();
    expect(journalOf(fake)).toBeNull();
    const emails = booksOf(fake).map((b) => b.email);
    expect(
      fake.mail.sent
        .map((m) => m.to)
        .filter((to) => emails.includes(to))
        .sort(),
    ).toEqual([...emails].sort());
  });
});

describe('item 8 again: new fleet ids that look like a good one', () => {
  it('an id with spaces, a zero-width space, a Unicode minus or a tab is refused or made as the clean id, never a second fleet of the same name', () => {
    const { addOn, fake } = twoEmpires(sample());
    const header = fake.sheetValues('Orders KLI')[0];
    const looksGood = [' KLI-9', 'KLI-9 ', 'KLI-9\u200b', 'KLI\u22129', 'KLI-\t9', 'KLI-9'];
    fake.loadTab('Orders KLI', [header, ...looksGood.map((id) => header.map((_, i) => [id, 'New FRD', 'S01'][i] ?? ''))]);
    expect(() => addOn.menuProcessSeason()).not.toThrow();
    expect(lastAlert(fake).prompt).toMatch(/Y165 Spring processed/);
    const ids = fake
      .sheetValues('Fleets')
      .slice(1)
      .map((r) => String(r[0]));
    const clean = ids.map((i) =>
      i
        .normalize('NFKC')
        .replace(/[\s\u200b]/g, '')
        .replace('\u2212', '-')
        .toUpperCase(),
    );
    expect(new Set(clean).size).toBe(clean.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z]{3}-[A-Z0-9-]+$/);
  });
});
