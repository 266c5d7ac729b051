// A campaign's life in a spreadsheet, through the real bundle and the in-memory fake: admirals mark their
// orders Ready (EaW 4.0), the standings follow every season with their chart, the campaign runs from
// Y165 Spring to the End year's Winter and ends (EaW 1.0), and each admiral is e-mailed what they may see.
import { EAW_VIEW } from '../src/engine/games/eaw';
import { AddOn, Fake, lastAlert, sample, setting } from './support/bundle';
import { parseCampaign } from '../src/sheets/tabs/load';
import { viewFor } from '../src/engine/core/view';
import { Cell } from '../src/sheets/tabs/tables';

const column = (fake: Fake, tab: string, header: string) => {
  const [head, ...rows] = fake.sheetValues(tab);
  return rows.map((r) => r[head.indexOf(header)]);
};
/** Sets one cell, found by tab, row id (first column) and header, as the GM or an admiral would type it. */
function setCell(fake: Fake, tab: string, rowIndex: number, header: string, value: unknown): void {
  const head = fake.sheetValues(tab)[0];
  fake.spreadsheet
    .getSheetByName(tab)!
    .getRange(rowIndex, head.indexOf(header) + 1)
    .setValue(value);
}
function setSetting(fake: Fake, name: string, value: unknown): void {
  const i = fake.sheetValues('Campaign').findIndex((r) => r[0] === name);
  fake.spreadsheet
    .getSheetByName('Campaign')!
    .getRange(i + 1, 2)
    .setValue(value);
}
/** The campaign as the add-on reads it now. */
function campaignOf(fake: Fake) {
  const names = fake.spreadsheet.getSheets().map((s) => s.getName());
  return parseCampaign(new Map(names.map((n) => [n, fake.sheetValues(n) as Cell[][]]))).campaign;
}

describe('Orders in: Ready', () => {
  it('an admiral marks Ready on their Orders tab; Check orders and Process Season name who is not ready; processing clears it', () => {
    const { addOn, fake } = sample();
    expect(fake.canEdit('kli.admiral@example.com', 'Orders KLI', 2, fake.sheetValues('Orders KLI')[0].indexOf('Ready') + 1)).toBe(true);
    setCell(fake, 'Orders KLI', 2, 'Ready', 'yes');
    setCell(fake, 'Orders LYR', 5, 'Ready', 'yes');
    addOn.menuCheckOrders();
    expect(lastAlert(fake).prompt).toMatch(/Not marked Ready: KZI \(Admiral Rrawl-Strategist\), HYD \(Admiral Velomar Tass\)\./);
    expect(column(fake, 'Empires', 'Ready')).toEqual(['yes', '', 'yes', '']);

    fake.ui.queueResponse('NO');
    const before = fake.sheetValues('Fleets');
    addOn.menuProcessSeason();
    expect(lastAlert(fake).prompt).toMatch(
      /Not marked Ready: KZI \(Admiral Rrawl-Strategist\), HYD \(Admiral Velomar Tass\)\. Go on without waiting for them\?/,
    );
    expect(fake.sheetValues('Fleets')).toEqual(before);
    expect(setting(fake, 'Last processed')).toBe('');

    addOn.menuProcessSeason();
    expect(setting(fake, 'Last processed')).toBe('Y165 Spring');
    for (const e of ['KLI', 'KZI', 'LYR', 'HYD']) expect(column(fake, `Orders ${e}`, 'Ready').every((v) => v === '')).toBe(true);
    expect(column(fake, 'Empires', 'Ready')).toEqual(['', '', '', '']);
  });

  it('Check orders reads and writes Ready under one lock: a season processed by another window meanwhile never gets the old Ready back', () => {
    const { addOn, fake } = sample();
    setCell(fake, 'Orders KLI', 2, 'Ready', 'yes');
    const state = fake.saveState();
    fake.failWrite(0);
    addOn.menuCheckOrders();
    const calls = fake.faults.calls;
    // Another GM window processes the season before each service call of Check orders in turn.
    for (let n = 1; n <= calls; n++) {
      fake.restoreState(state);
      fake.failWrite(0);
      fake.inject(n, () => {
        // Its question is answered Yes; while Check orders holds the lock it is told the campaign is busy.
        if (!fake.lock.held.document) fake.ui.queueResponse('YES');
        addOn.menuProcessSeason();
      });
      addOn.menuCheckOrders();
      const processed = setting(fake, 'Last processed') === 'Y165 Spring';
      // Processing clears every Ready: the Empires tab may not say KLI is ready once it ran.
      if (processed) expect([n, column(fake, 'Empires', 'Ready')[0]]).toEqual([n, '']);
    }
  });

  it('with Not ready = Refuse, Process Season refuses and names them, changing nothing', () => {
    const { addOn, fake } = sample();
    setSetting(fake, 'Not ready', 'Refuse');
    setCell(fake, 'Orders KLI', 2, 'Ready', 'yes');
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season: nothing was changed');
    expect(lastAlert(fake).prompt).toMatch(/Not every admiral has marked their orders Ready: KZI .*, LYR .*, HYD /);
    expect(setting(fake, 'Last processed')).toBe('');
  });
});

/** Takes the campaign's next step as the GM would: process, or auto-resolve and resolve the pending battles. */
function nextStep(addOn: AddOn, fake: Fake): void {
  if (String(setting(fake, 'Phase')) !== 'Battles') {
    addOn.menuProcessSeason();
    return;
  }
  const status = column(fake, 'Battles', 'Status');
  status.forEach((s, i) => s === 'Pending' && setCell(fake, 'Battles', i + 2, 'Status', 'Auto'));
  addOn.menuAutoResolve();
  addOn.menuResolveBattles();
}

describe('A whole campaign (EaW 1.0)', () => {
  it("runs from Y165 Spring through the End year's Winter, with standings each season, and ends Over with final standings and a chart", () => {
    const { addOn, fake } = sample();
    setSetting(fake, 'End year', 165);
    setSetting(fake, 'Mail admirals', 'no');
    const seasons: string[] = [];
    for (let step = 0; step < 30 && setting(fake, 'Phase') !== 'Over'; step++) {
      nextStep(addOn, fake);
      const processed = String(setting(fake, 'Last processed'));
      if (setting(fake, 'Phase') === 'Orders' && seasons.at(-1) !== processed) {
        seasons.push(processed);
        expect(column(fake, 'Standings', 'As of')).toEqual(Array(4).fill(`After ${processed}`));
      }
    }
    expect(seasons).toEqual(['Y165 Spring', 'Y165 Summer', 'Y165 Fall']);
    expect(setting(fake, 'Phase')).toBe('Over');
    expect(setting(fake, 'Last processed')).toBe('Y165 Winter');
    expect(setting(fake, 'Year')).toBe(165);

    const standings = fake.sheetValues('Standings');
    expect(standings[0]).toEqual(['Rank', 'Empire', 'Admiral', 'Status', 'VP', 'Systems held', 'Fleets', 'Treasury', 'As of']);
    const c = campaignOf(fake);
    const byVp = [...c.empires].sort((a, b) => b.vp - a.vp || a.id.localeCompare(b.id)).map((e) => [e.id, e.vp]);
    expect(standings.slice(1).map((r) => [r[1], r[4]])).toEqual(byVp);
    expect(standings.slice(1).every((r) => r[8] === 'Final (after Y165 Winter)')).toBe(true);
    expect(column(fake, 'Standings', 'Systems held')).toEqual(byVp.map(([id]) => c.systems.filter((s) => s.owner === id).length));
    expect(column(fake, 'Standings', 'Treasury')).toEqual(
      byVp.map(([id]) => column(fake, 'Empires', 'Treasury')[c.empires.findIndex((e) => e.id === id)]),
    );
    expect(
      fake
        .sheetValues('Log')
        .some((r) => r[1] === 'Victory' && /The campaign is over: Y165, the campaign's End year, is over \(EaW 1\.0\)/.test(String(r[3]))),
    ).toBe(true);

    const charts = fake.spreadsheet.getSheetByName('Standings')!.getCharts();
    expect(charts).toHaveLength(1);
    expect(charts[0].model.type).toBe('COLUMN');
    expect(charts[0].getRanges().map((r) => r.getA1Notation())).toEqual(['B1:B5', 'E1:E5']);
    expect(charts[0].getOptions().get('title')).toBe('Victory points');

    for (const action of ['menuProcessSeason', 'menuResolveBattles', 'menuAutoResolve', 'menuUpdateBattles', 'menuCheckOrders']) {
      addOn[action]();
      expect(lastAlert(fake).prompt).toMatch(/^The campaign is over \(EaW 1\.0\): the final standings are in the Standings tab/);
    }
  });
});

describe('Elimination (EaW 1.0)', () => {
  it('an empire that loses its last ship and its FRD is eliminated, then skipped season after season', () => {
    const { addOn, fake } = sample();
    const ships = fake.sheetValues('Ships');
    fake.loadTab(
      'Ships',
      ships.filter((r, i) => i === 0 || r[1] !== 'HYD').map((r) => r.slice(0, ships[0].indexOf('Extras CBPV') + 1)),
    );
    addOn.menuProcessSeason();
    expect(column(fake, 'Empires', 'Status')).toEqual(['Active', 'Active', 'Active', 'Eliminated']);
    const last = fake.sheetValues('Report HYD');
    expect(last.map((r) => r[1])).toContain('Your empire is eliminated: no ship and no FRD is left (EaW 1.0). This is your last report.');
    expect(fake.mail.sent.map((m) => m.to)).toContain('hyd.admiral@example.com');

    for (const season of ['Summer', 'Fall', 'Winter']) {
      fake.mail.sent.length = 0;
      fake.spreadsheet
        .getSheetByName('Orders HYD')!
        .getRange('A2:C2')
        .setValues([['HYD-1', 'Jump', 'S13 > S14']]);
      nextStep(addOn, fake);
      while (setting(fake, 'Phase') === 'Battles') nextStep(addOn, fake);
      expect(fake.sheetValues('Report HYD')).toEqual(last);
      expect(fake.sheetValues('Orders HYD')[1].slice(0, 3)).toEqual(['HYD-1', 'Jump', 'S13 > S14']);
      expect(fake.sheetValues('Fleets').find((r) => r[0] === 'HYD-1')![3]).toBe('S13');
      expect(fake.mail.sent.map((m) => m.to)).not.toContain('hyd.admiral@example.com');
      expect(fake.mail.sent).toHaveLength(3);
      expect(String(setting(fake, 'Last processed'))).toBe(`Y165 ${season}`);
    }
    const newYear = fake.sheetValues('Treasury').filter((r) => r[0] === 'Y166 New Year');
    expect(newYear.some((r) => r[1] === 'KLI')).toBe(true);
    expect(newYear.some((r) => r[1] === 'HYD')).toBe(false);
    expect(fake.sheetValues('Standings').at(-1)!.slice(1, 4)).toEqual(['HYD', 'Admiral Velomar Tass', 'Eliminated']);
  });
});

describe('Telling the admirals (MailApp)', () => {
  it('e-mails each admiral, and only them, what their own view and report hold; a workbook link replaces the report', () => {
    const { addOn, fake } = sample();
    const kzi = fake.sheetValues('Empires').findIndex((r) => r[0] === 'KZI');
    // The GM-only Workbook column that Admiral workbooks ▸ Create / update fills.
    fake.spreadsheet
      .getSheetByName('Empires')!
      .getRange(kzi + 1, fake.sheetValues('Empires')[0].indexOf('Workbook') + 1)
      .setValue('https://docs.google.com/spreadsheets/d/kzi-private');
    addOn.menuProcessSeason();
    const c = campaignOf(fake);
    const sent = fake.mail.sent;
    expect(sent.map((m) => m.to)).toEqual(c.empires.map((e) => e.email));
    expect(sent.some((m) => m.to === c.settings.gmEmail)).toBe(false);
    expect(lastAlert(fake).prompt).toMatch(/E-mailed KLI, KZI, LYR, HYD\./);
    const fleetIds = c.fleets.map((f) => f.id);
    sent.forEach((m, i) => {
      const e = c.empires[i];
      const view = viewFor(EAW_VIEW, c, e.id);
      const me = view.empires.find((x) => x.id === e.id)!;
      expect(m.subject).toBe('Sample: The Marches: Y165 Spring processed');
      expect(m.body).toContain(`${e.id} (${e.race}): treasury ${me.treasury} BPV, ${me.vp} VP, ${me.movePoints} movement points.`);
      for (const f of view.fleets.filter((x) => x.mine))
        expect(m.body).toContain(`  ${f.id} at ${f.location}: ${f.ships} ship(s), ${f.cbpv} CBPV`);
      // Every fleet it names is one its admiral may see: its own, or one met in battle (EaW 1b, 1e).
      const visible = new Set([...view.fleets.map((f) => f.id), ...view.battleShips.map((s) => s.fleet)]);
      for (const id of fleetIds.filter((x) => new RegExp(`\\b${x}\\b`).test(m.body))) expect(visible.has(id)).toBe(true);
      const report = fake
        .sheetValues(`Report ${e.id}`)
        .slice(1)
        .map((r) => `  ${r[0]}: ${r[1]}`);
      if (e.id === 'KZI') {
        expect(m.body).toContain('Your report and orders are in your workbook: https://docs.google.com/spreadsheets/d/kzi-private');
        // The report's Summary section (the turn summary, issue 20) opens every mail; the rest stays in the workbook.
        for (const line of report) expect(m.body.includes(line)).toBe(line.startsWith('  Summary: '));
      } else {
        for (const line of report) expect(m.body).toContain(line);
      }
      // Nothing of another admiral's report.
      for (const other of c.empires.filter((x) => x.id !== e.id)) expect(m.body).not.toContain(`report for ${other.id}`);
    });
  });

  it('keeps to the daily quota and tells the GM who was not e-mailed; sends nothing when the setting is off', () => {
    const { addOn, fake } = sample();
    fake.mail.quota = 2;
    addOn.menuProcessSeason();
    expect(fake.mail.sent.map((m) => m.to)).toEqual(['kli.admiral@example.com', 'kzi.admiral@example.com']);
    expect(lastAlert(fake).prompt).toMatch(
      /E-mailed KLI, KZI; not e-mailed: LYR \(the daily e-mail quota is used up\), HYD \(the daily e-mail quota is used up\)\./,
    );

    const off = sample();
    setSetting(off.fake, 'Mail admirals', 'no');
    off.addOn.menuProcessSeason();
    expect(off.fake.mail.sent).toEqual([]);
    expect(off.fake.count('MailApp.')).toBe(0);
  });
});
