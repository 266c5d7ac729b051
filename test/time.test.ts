// Time in real Sheets (issue 31): the fake's priced clock (workbook.ts, Clock) charges every call its
// price from the cost model, a dialog the time the test gives it, ends an execution at its sixth minute
// and runs a one-off clock trigger as soon as it is due, even while another execution holds the lock.
// A small private campaign, priced SCALE times the central prices, takes as long as the 4x benchmark
// campaign would: Process Season hands over after one workbook a run.
import { join } from 'path';
import { loadAddOn, AddOn } from './fake/addon';
import type { FakeHandle } from './fake/spreadsheet';
import { pricesAt } from './fake/cost';
import { generateCampaign } from '../scripts/bench-campaign';
import { JOURNAL, lastAlert } from './support/journal';
import { setSetting as setting } from './support/bundle';

const DIST = join(__dirname, '../dist');
const FOLLOW_UP = 'finishInterruptedAction';
const SCALE = 24;
/** Sheets at its slowest later on (the model's high prices): each follow-up run writes one workbook. */
const LATER = 20;
const MINUTE = 60 * 1000;

/** Four empires; in private mode every admiral's workbook made, the admirals mailed their season. */
function campaign(mode: 'Private workbooks' | 'Shared workbook'): { addOn: AddOn; fake: FakeHandle } {
  const loaded = loadAddOn(DIST, { stillClock: true });
  loaded.addOn.importCampaignCsv_(generateCampaign({ empires: 4, systems: 32, fleets: 12, ships: 48, ordersPerEmpire: 3 }).texts);
  setting(loaded.fake, 'Play mode', mode);
  setting(loaded.fake, 'Mail admirals', 'Yes');
  if (mode === 'Private workbooks') loaded.addOn.menuAdmiralWorkbooks();
  loaded.fake.mail.sent.length = 0;
  return loaded;
}

const journal = (fake: FakeHandle) =>
  JSON.parse(fake.properties.document[JOURNAL] ?? 'null') as { resume?: { written: string[]; of: number; stopped?: string } } | null;

/** Each admiral's workbook: its empire, e-mail and id (Empires tab). */
function books(fake: FakeHandle): { empire: string; email: string; id: string }[] {
  const [header, ...rows] = fake.sheetValues('Empires');
  const at = (h: string) => header.indexOf(h);
  return rows
    .filter((r) => r[at('Workbook id')])
    .map((r) => ({ empire: String(r[0]), email: String(r[at('Email')]), id: String(r[at('Workbook id')]) }));
}

const pending = (fake: FakeHandle) => fake.drive.triggers.filter((t) => t.handler === FOLLOW_UP && !t.once?.fired);

/** The admiral of the first workbook not yet written types an order below the last row of its Orders tab. */
function typeOrder(fake: FakeHandle): { id: string; order: string[] } {
  const next = books(fake).find((b) => !journal(fake)!.resume!.written.includes(b.empire))!;
  const fleet = String(fake.valuesOf(next.id, 'Fleets')[1][0]);
  const order = [fleet, 'Stay'];
  fake.drive.userEdit(next.email, next.id, 'Orders', `A${fake.valuesOf(next.id, 'Orders').length + 1}`, [order]);
  return { id: next.id, order };
}

describe('the priced clock', () => {
  it('ends an execution at its sixth minute at any call, a read too', () => {
    const { addOn, fake } = campaign('Shared workbook');
    fake.clock.prices = pricesAt('central', 1000);
    expect(fake.survive(() => addOn.menuCheckOrders())).toBe(true);
    expect(fake.clock.offset).toBeGreaterThan(6 * MINUTE);
  });

  it('lets a dialog take the time the test gives it, and a slow Yes writes nothing', () => {
    const { addOn, fake } = campaign('Shared workbook');
    fake.clock.prices = pricesAt('central');
    const log = fake.sheetValues('Log').length;
    fake.ui.queueResponse('YES', undefined, 5 * MINUTE);
    expect(fake.survive(() => addOn.menuProcessSeason())).toBe(false);
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/^The question stayed open too long/);
    expect(fake.sheetValues('Log').length).toBe(log);
    expect(fake.properties.document[JOURNAL]).toBeUndefined();
  });
});

describe('Process Season in private mode, priced as the 4x campaign', () => {
  it('hands over three times, a follow-up coming due inside each run, and ends complete; each admiral is mailed once their workbook holds the new season', () => {
    const { addOn, fake } = campaign('Private workbooks');
    fake.clock.prices = pricesAt('central', SCALE);
    fake.ui.queueResponse('YES', undefined, 30 * 1000);
    expect(fake.survive(() => addOn.menuProcessSeason())).toBe(false);
    expect(journal(fake)?.resume?.written).toHaveLength(1);
    expect(fake.mail.sent).toHaveLength(1);
    fake.clock.prices = pricesAt('high', LATER);
    let handOvers = 1;
    for (let runs = 0; journal(fake) && runs < 6; runs++) {
      // Another follow-up comes due while this one holds the lock: it cannot run, and must not break the chain.
      fake.injectAtWrite(3, () => addOn.finishInterruptedAction());
      fake.wait(2 * MINUTE);
      if (journal(fake)) handOvers++;
      expect(fake.mail.sent).toHaveLength(journal(fake)?.resume?.written.length ?? 4);
    }
    expect(journal(fake)).toBeNull();
    expect(handOvers).toBe(3);
    expect(pending(fake)).toHaveLength(0);
    // Each run, the follow-ups' included, flushed before it let go of a lock (issue 31, finding 7).
    expect(fake.count('Lock.releaseLock')).toBeGreaterThan(3);
    expect(fake.releasesBeforeFlush()).toEqual([]);
    expect(fake.mail.sent.map((m) => m.to).sort()).toEqual(
      books(fake)
        .map((b) => b.email)
        .sort(),
    );
  }, 60000);

  it('keeps an order typed during each hand-over, and names it to the GM and to its admiral', () => {
    const { addOn, fake } = campaign('Private workbooks');
    fake.clock.prices = pricesAt('central', SCALE);
    fake.survive(() => addOn.menuProcessSeason());
    fake.clock.prices = pricesAt('high', LATER);
    const typed: { id: string; order: string[] }[] = [];
    for (let runs = 0; journal(fake) && runs < 6; runs++) {
      typed.push(typeOrder(fake));
      fake.wait(2 * MINUTE);
    }
    expect(journal(fake)).toBeNull();
    expect(typed).toHaveLength(3);
    for (const t of typed) {
      expect(fake.valuesOf(t.id, 'Orders').some((r) => r[0] === t.order[0] && r[1] === 'Stay')).toBe(true);
      const admiral = books(fake).find((b) => b.id === t.id)!;
      expect(fake.mail.sent.find((m) => m.to === admiral.email)?.body).toContain(`${t.order[0]} Stay`);
    }
    // The GM hears of them at the next click.
    fake.clock.prices = undefined;
    addOn.menuCheckOrders();
    const told = fake.ui.alerts.find((a) => a.title === 'While you were away');
    for (const t of typed) expect(told?.prompt).toContain(`${t.order[0]} Stay`);
  }, 60000);

  it('a follow-up whose campaign no longer parses stops after one attempt and tells the GM', () => {
    const { addOn, fake } = campaign('Private workbooks');
    fake.clock.prices = pricesAt('central', SCALE);
    fake.survive(() => addOn.menuProcessSeason());
    expect(journal(fake)?.resume).toBeDefined();
    fake.type('Fleets', 'A1', 'Nonsense');
    fake.mail.sent.length = 0;
    fake.wait(2 * MINUTE);
    expect(journal(fake)?.resume?.stopped).toMatch(
      /^Process Season could not be finished \(1 of 4 admiral workbooks are written\): the campaign has problems/,
    );
    expect(pending(fake)).toHaveLength(0);
    const runs = fake.clock.triggers.used;
    fake.wait(60 * MINUTE);
    expect(fake.clock.triggers.used).toBe(runs);
    const gm = String(fake.sheetValues('Campaign').find((r) => r[0] === 'GM email')?.[1]);
    expect(fake.mail.sent).toEqual([expect.objectContaining({ to: gm, subject: 'Process Season is not finished' })]);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(
      /^Process Season could not be finished \(1 of 4 admiral workbooks are written\): the campaign has problems.*No follow-up run will try again\.$/s,
    );
    // Fixed, Recover finishes it.
    fake.type('Fleets', 'A1', 'Fleet');
    fake.clock.prices = undefined;
    addOn.menuRecover();
    expect(journal(fake)).toBeNull();
  }, 60000);
});

describe('an edit made while the Undo tab is saved (rule option J1)', () => {
  it('is seen by the last look for edits: nothing is written, and it is named', () => {
    const { addOn, fake } = campaign('Shared workbook');
    const log = fake.sheetValues('Log').length;
    // The first write of Process Season saves the Undo tab; the order is typed just before it.
    fake.failWrite(0);
    fake.injectAtWrite(1, () => fake.type('Orders KLI', 'A20', 'KLI-1'));
    addOn.menuProcessSeason();
    expect(lastAlert(fake)).toMatchObject({ title: 'Process Season: nothing was changed' });
    expect(lastAlert(fake).prompt).toContain('Orders KLI changed');
    expect(fake.sheetValues('Orders KLI')[19][0]).toBe('KLI-1');
    expect(fake.sheetValues('Log').length).toBe(log);
    expect(fake.properties.document[JOURNAL]).toBeUndefined();
  });
});

describe('an order typed while Process Season writes the admiral workbooks (issue 31, item 3)', () => {
  it('is kept in its workbook and named to the GM and to its admiral', () => {
    const { addOn, fake } = campaign('Private workbooks');
    fake.clock.prices = pricesAt('central');
    const [first, , , last] = books(fake);
    const stamp = (id: string) => fake.valuesOf(id, 'Summary').find((r) => r[0] === 'Campaign revision')?.[1];
    const was = stamp(first.id);
    const fleet = String(fake.valuesOf(last.id, 'Fleets')[1][0]);
    let typedAt = 0;
    // Once the first workbook holds the new season, the last one's admiral types an order.
    for (let k = 1; k < 2000; k++)
      fake.injectAtWrite(k, () => {
        if (typedAt || stamp(first.id) === was) return;
        typedAt = fake.clock.offset;
        fake.drive.userEdit(last.email, last.id, 'Orders', 'A2', [[fleet, 'Stay']]);
      });
    fake.survive(() => addOn.menuProcessSeason());
    expect(typedAt).toBeGreaterThan(0);
    expect(journal(fake)).toBeNull();
    expect(stamp(last.id)).not.toBe(was);
    expect(fake.valuesOf(last.id, 'Orders').some((r) => r[0] === fleet && r[1] === 'Stay')).toBe(true);
    expect(lastAlert(fake).prompt).toContain(
      `These orders were typed while Process Season wrote the admiral workbooks; they are kept in the new orders:\n• ${last.empire}'s admiral workbook, Orders row 2: ${fleet} Stay`,
    );
    expect(fake.mail.sent.find((m) => m.to === last.email)?.body).toContain(`Orders row 2: ${fleet} Stay`);
    expect(fake.mail.sent.find((m) => m.to === first.email)?.body).not.toContain('Orders row');
  });
});
