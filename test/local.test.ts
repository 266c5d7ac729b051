// npm start: the local runner on the sample campaign, then on the folder of CSVs it wrote.
import { execFileSync } from 'child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Cell, formatCsv, parseCsv } from '../src/sheets/csv';

const RUNNER = join(__dirname, '../build/local.cjs');

function run(args: string[], out: string): string {
  return execFileSync(process.execPath, [RUNNER, ...args], { env: { ...process.env, SFB_OUT: out }, encoding: 'utf8' });
}

describe('local runner', () => {
  const out = mkdtempSync(join(tmpdir(), 'sfb-out-'));
  const first = run([], out);

  it('creates the sample campaign and processes its first season through the menu handlers, with a readable summary', () => {
    expect(first).toMatch(/Campaign ▸ New campaign: sample/);
    expect(first).toMatch(/Campaign check: all clear/);
    expect(first).toMatch(/Y165 Spring processed with dice seed "marches-1:Y165 Spring": 22 orders carried out, 0 rejected/);
    expect(first).toMatch(/Report KLI:\n\s+Summary\s+Sample: The Marches: report for KLI/);
    expect(first).toMatch(/KLI-1\s+KLI\s+S01\s+Ready\s+421\s+OK/); // 366 + the E4 built this season
    expect(first).toMatch(/KLI-3\s+KLI\s+S18\s+Ready\s+253\s+OK/);
    expect(first).toMatch(/Sheets calls: \d+ getValues, \d+ setValues/);
  });

  it('writes every tab to CSV with the formulas evaluated', () => {
    const files = readdirSync(out);
    expect(files).toEqual(expect.arrayContaining(['Campaign.csv', 'Ships.csv', 'Orders KLI.csv', 'Report HYD.csv']));
    expect(readFileSync(join(out, 'Fleets.csv'), 'utf8')).toMatch(/^KLI-1,KLI,.*,421,OK$/m);
    expect(readFileSync(join(out, 'Campaign.csv'), 'utf8')).toMatch(/^Season,Summer,/m);
  });

  it('writes the e-mails it would send to out/mail, one per admiral, each with their own report', () => {
    expect(first).toMatch(/Wrote the 4 e-mails it would send to .*mail\//);
    expect(readdirSync(join(out, 'mail'))).toEqual([
      '01-kli.admiral.txt',
      '02-kzi.admiral.txt',
      '03-lyr.admiral.txt',
      '04-hyd.admiral.txt',
    ]);
    const kli = readFileSync(join(out, 'mail', '01-kli.admiral.txt'), 'utf8');
    expect(kli).toMatch(/^To: kli\.admiral@example\.com\nSubject: Sample: The Marches: Y165 Spring processed\n/);
    expect(kli).toMatch(/Summary: Sample: The Marches: report for KLI \(Klingon\), Y165 Spring\./);
    expect(kli).not.toMatch(/report for (KZI|LYR|HYD)/);
  });

  it("writes the GM's map and each admiral's own, each with a page that zooms and pans", () => {
    expect(readFileSync(join(out, 'map.svg'), 'utf8')).toMatch(/^<svg [^>]*class="sfb-map"/);
    expect(readFileSync(join(out, 'map.svg'), 'utf8')).toContain('data-fleet="LYR-1"');
    expect(readFileSync(join(out, 'map.html'), 'utf8')).toMatch(/id="zoom-in"/);
    expect(readdirSync(join(out, 'admirals')).sort()).toEqual(['HYD', 'KLI', 'KZI', 'LYR']);
    const kli = readFileSync(join(out, 'admirals', 'KLI', 'map.html'), 'utf8');
    expect(kli).toMatch(/Admiral&#39;s view: KLI/);
    expect(kli).toContain('data-fleet="KLI-1"');
    expect(kli).not.toMatch(/\b(LYR|KZI|HYD)-\w+/);
  });

  it('processes the next season from the folder it wrote', () => {
    const again = mkdtempSync(join(tmpdir(), 'sfb-out-'));
    const second = run([out], again);
    expect(second).toMatch(/Campaign from .*: \d+ tabs/);
    expect(second).toMatch(/Campaign check: all clear/);
    expect(second).toMatch(/Y165 Summer processed/);
    expect(readFileSync(join(again, 'Campaign.csv'), 'utf8')).toMatch(/^Season,Fall,/m);
    // Nobody wrote Summer orders: ships, systems and the treasury are as Spring left them.
    for (const tab of ['Ships.csv', 'Fleets.csv', 'Systems.csv', 'Treasury.csv']) {
      expect(readFileSync(join(again, tab), 'utf8')).toBe(readFileSync(join(out, tab), 'utf8'));
    }
  });

  it("writes each admiral's workbook to admirals/<EMPIRE>/, holding only what that admiral may know", () => {
    const kli = join(out, 'admirals', 'KLI');
    expect(readdirSync(kli).sort()).toEqual(
      [
        'Battle ships',
        'Battles',
        'Classes',
        'Fleets',
        'Lanes',
        'Orders',
        'Relations',
        'Report',
        'Report history',
        'Ships',
        'Summary',
        'Systems',
        'Treasury',
      ]
        .map((t) => `${t}.csv`)
        .concat('map.html', 'map.svg')
        .sort(),
    );
    const text = readdirSync(kli)
      .map((f) => readFileSync(join(kli, f), 'utf8'))
      .join('\n');
    expect(text).toMatch(/^KLI-3,S18,/m);
    expect(text).not.toMatch(/KZI-\d|LYR-\d|HYD-\d/);
    expect(readFileSync(join(kli, 'Report history.csv'), 'utf8')).toMatch(/^Y165 Spring,/m);
    expect(first).toMatch(/Wrote each admiral's workbook to .*admirals\/ \(KLI, KZI, LYR, HYD\)/);
  });

  it("takes an admiral's orders from admirals/<EMPIRE>/Orders.csv", () => {
    const folder = mkdtempSync(join(tmpdir(), 'sfb-in-'));
    run([], folder);
    const orders = join(folder, 'admirals', 'KZI', 'Orders.csv');
    const rows = parseCsv(readFileSync(orders, 'utf8'));
    rows[1].splice(0, 6, 'KZI-9', 'Stay', '', '', '', '');
    writeFileSync(orders, formatCsv(rows));
    const next = mkdtempSync(join(tmpdir(), 'sfb-out-'));
    run([folder], next);
    expect(readFileSync(join(next, 'Orders KZI.csv'), 'utf8')).toMatch(/Y165 Summer: KZI-9 Stay → NOT DONE: rejected: no fleet/);
    expect(readFileSync(join(next, 'admirals', 'KZI', 'Orders.csv'), 'utf8')).toMatch(/Y165 Summer: KZI-9 Stay → NOT DONE/);
  });

  it('says clearly when a folder holds no campaign: one sentence, no stack trace', () => {
    const empty = mkdtempSync(join(tmpdir(), 'sfb-empty-'));
    let failed: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [RUNNER, empty], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      failed = e as { status: number; stderr: string };
    }
    expect(failed?.status).toBe(1);
    expect(failed?.stderr).toMatch(/^Stopped: .* holds no .csv files \(one per tab, named like Ships.csv\)\n$/);
  });

  it('processes a line break in Extras and a Transfer to "KLI+8" (issue 18): no stack trace', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sfb-in-'));
    run([], folder);
    const orders = join(folder, 'admirals', 'KLI', 'Orders.csv');
    const rows = parseCsv(readFileSync(orders, 'utf8'));
    rows[1].splice(0, 6, 'KLI-1', 'Build', '', '', 'F5', 'drone speed 10\nname Qoj');
    rows[2].splice(0, 6, 'KLI-6', 'Transfer', 'KLI+8', 'KLI-18', '', '');
    writeFileSync(orders, formatCsv(rows));
    const next = mkdtempSync(join(tmpdir(), 'sfb-out-'));
    expect(run([folder], next)).toMatch(/Y165 Summer processed/);
    const result = readFileSync(join(next, 'Orders KLI.csv'), 'utf8');
    expect(result).toMatch(/KLI-1 Build F5 drone speed 10\nname Qoj → built KLI-23 \(F5\)/);
    expect(result).toMatch(/KLI-6 Transfer KLI\+8 KLI-18 → NOT DONE: rejected: ""KLI\+8"" cannot be a new fleet's id/); // quotes doubled in CSV
  });
});

describe('local runner, a whole battle offline', () => {
  const edit = (file: string, change: (rows: Cell[][]) => void) => {
    const rows = parseCsv(readFileSync(file, 'utf8'));
    change(rows);
    writeFileSync(file, formatCsv(rows));
  };

  it('processes a season into battles, then auto-resolves and resolves them from the CSV folder', () => {
    const spring = mkdtempSync(join(tmpdir(), 'sfb-1-'));
    run([], spring);
    edit(join(spring, 'admirals', 'KLI', 'Orders.csv'), (rows) => rows[1].splice(0, 6, 'KLI-3', 'Jump', 'S18 > S17', '', '', ''));
    const summer = mkdtempSync(join(tmpdir(), 'sfb-2-'));
    expect(run([spring], summer)).toMatch(/1 battle\(s\)\. Battles are pending/);
    edit(join(summer, 'Battles.csv'), (rows) => rows.slice(1).forEach((r) => (r[rows[0].indexOf('Status')] = 'Auto')));
    const after = mkdtempSync(join(tmpdir(), 'sfb-3-'));
    const out = run([summer], after);
    expect(out).toMatch(/Campaign ▸ Auto-resolve battles/);
    expect(out).toMatch(
      /Resolved Y165-Summer-S17-1\. No battle is pending: post-combat resolution ran and the season closed; now Y165 Fall\./,
    );
    expect(readFileSync(join(after, 'Battles.csv'), 'utf8')).toMatch(/Y165-Summer-S17-1,.*,Resolved,/);
  });
});
