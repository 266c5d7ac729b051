// npm start: the local runner on the sample campaign, then on the folder of CSVs it wrote.
import { execFileSync } from 'child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Cell, formatCsv, parseCsv } from '../src/sheets/tabs/csv';
import { runCommand } from '../scripts/offline/runner';
import { loadAddOn } from './fake/addon';
import { attemptBuilt, runBuilt, runLocal, runLocalOk as run } from './support/localRunner';
import { NODE_FLAGS, RUNNER } from './support/builtRunner';

/**
 * The folders the tests start from, each made once and copied (what npm start writes holds no path of its
 * folder: a copy is byte for byte the folder the same commands would make there): `made`, the sample just
 * made (npm start); `battle`, the sample in Y165 Summer with a battle pending at S17 (see battlePending).
 */
const templates = new Map<string, string>();
function copyOf(name: string, make: (dir: string) => void, to = mkdtempSync(join(tmpdir(), `sfb-${name}-`))): string {
  let from = templates.get(name);
  if (!from) {
    from = mkdtempSync(join(tmpdir(), `sfb-template-${name}-`));
    make(from);
    templates.set(name, from);
  }
  cpSync(from, to, { recursive: true });
  return to;
}
/** A copy of the sample as npm start makes it. */
const made = (to?: string) => copyOf('made', (dir) => run([], dir), to);
/** A copy of the sample made and its first season processed (npm start; npm start -- process --yes). */
const spring = (to?: string) =>
  copyOf(
    'spring',
    (dir) => {
      made(dir);
      run(['process', '--yes'], dir);
    },
    to,
  );

describe('local runner', () => {
  const out = mkdtempSync(join(tmpdir(), 'sfb-out-'));
  // npm start makes the sample campaign; npm start -- process --yes processes its first season: the
  // built runner itself, as the README's npm start runs it (the other commands run in this process).
  const first = runBuilt([], out) + runBuilt(['process', '--yes'], out);
  // The tests read out/ and never write it: it is the folder spring() copies.
  templates.set('spring', out);

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
    const second = run(['process', out, '--yes'], again);
    expect(second).toMatch(/Campaign from .*: \d+ tabs/);
    expect(second).toMatch(/Campaign check: all clear/);
    expect(second).toMatch(/Y165 Summer processed/);
    expect(second).toContain(`tabs to ${again}/ (${out}/, which it read, is unchanged)`);
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
    const folder = spring();
    const orders = join(folder, 'admirals', 'KZI', 'Orders.csv');
    const rows = parseCsv(readFileSync(orders, 'utf8'));
    rows[1].splice(0, 6, 'KZI-9', 'Stay', '', '', '', '');
    writeFileSync(orders, formatCsv(rows));
    const next = mkdtempSync(join(tmpdir(), 'sfb-out-'));
    run(['process', folder, '--yes'], next);
    expect(readFileSync(join(next, 'Orders KZI.csv'), 'utf8')).toMatch(/Y165 Summer: KZI-9 Stay → NOT DONE: rejected: no fleet/);
    expect(readFileSync(join(next, 'admirals', 'KZI', 'Orders.csv'), 'utf8')).toMatch(/Y165 Summer: KZI-9 Stay → NOT DONE/);
  });

  it("starts each admiral's next season with a row per fleet, the Order left to choose (a PBEM template)", () => {
    for (const file of [join(out, 'Orders KLI.csv'), join(out, 'admirals', 'KLI', 'Orders.csv')]) {
      const rows = parseCsv(readFileSync(file, 'utf8'));
      expect(rows.slice(1, 8).map((r) => r.slice(0, 2))).toEqual(
        ['KLI-1', 'KLI-2', 'KLI-3', 'KLI-4', 'KLI-5', 'KLI-6', 'KLI-FRD'].map((f) => [f, '']),
      );
      expect(rows.slice(8).map((r) => r[rows[0].indexOf('Result')])).toContain('Y165 Spring: KLI-3 Jump S04 > S18 → Jump S04 > S18 (1 MP)');
    }
  });

  it('says clearly when a folder holds no campaign: one sentence, no stack trace', () => {
    const empty = mkdtempSync(join(tmpdir(), 'sfb-empty-'));
    let failed: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [...NODE_FLAGS, RUNNER, empty], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      failed = e as { status: number; stderr: string };
    }
    expect(failed?.status).toBe(1);
    expect(failed?.stderr).toMatch(/holds no .csv files \(one per tab, named like Ships.csv\)\n$/);
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
  });

  it('processes a line break in Extras and a Transfer to "KLI+8" (issue 18): no stack trace', () => {
    const folder = spring();
    const orders = join(folder, 'admirals', 'KLI', 'Orders.csv');
    const rows = parseCsv(readFileSync(orders, 'utf8'));
    rows[1].splice(0, 6, 'KLI-1', 'Build', '', '', 'F5', 'drone speed 10\nname Qoj');
    rows[2].splice(0, 6, 'KLI-6', 'Transfer', 'KLI+8', 'KLI-18', '', '');
    writeFileSync(orders, formatCsv(rows));
    const next = mkdtempSync(join(tmpdir(), 'sfb-out-'));
    expect(run(['process', folder, '--yes'], next)).toMatch(/Y165 Summer processed/);
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
    const from = spring();
    edit(join(from, 'admirals', 'KLI', 'Orders.csv'), (rows) => rows[1].splice(0, 6, 'KLI-3', 'Jump', 'S18 > S17', '', '', ''));
    const summer = mkdtempSync(join(tmpdir(), 'sfb-2-'));
    expect(run(['process', from, '--yes'], summer)).toMatch(/1 battle\(s\)\. Battles are pending/);
    edit(join(summer, 'Battles.csv'), (rows) => rows.slice(1).forEach((r) => (r[rows[0].indexOf('Status')] = 'Auto')));
    const after = mkdtempSync(join(tmpdir(), 'sfb-3-'));
    // Auto-resolve stops for review; Resolve battles applies what it wrote.
    const out = run(['auto-resolve', summer], after) + run(['resolve', after, '--yes'], after);
    expect(out).toMatch(/Campaign ▸ Auto-resolve battles/);
    expect(out).toMatch(
      /Resolved Y165-Summer-S17-1\. No battle is pending: post-combat resolution ran and the season closed; now Y165 Fall\./,
    );
    expect(readFileSync(join(after, 'Battles.csv'), 'utf8')).toMatch(/Y165-Summer-S17-1,.*,Resolved,/);
  });
});

/** Every file of a folder (kept turns included) with its bytes (in hex) and modification time. */
function folderState(dir: string, withTimes = false): Record<string, string> {
  const state: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = join(rel, e.name);
      if (e.isDirectory()) walk(path);
      else state[path] = readFileSync(join(dir, path)).toString('hex') + (withTimes ? `@${statSync(join(dir, path)).mtimeMs}` : '');
    }
  };
  walk('');
  return state;
}

/** The runner's exit code and everything it printed; `built`: build/local.cjs itself, else in this process. */
function attempt(args: string[], out: string, input = '', built = false): { status: number; text: string } {
  const r = (built ? attemptBuilt : runLocal)(args, out, input);
  return { status: r.status, text: r.stdout + r.stderr };
}

describe("local runner, the GM's commands", () => {
  const edit = (file: string, change: (rows: Cell[][]) => void) => {
    const rows = parseCsv(readFileSync(file, 'utf8'));
    change(rows);
    writeFileSync(file, formatCsv(rows));
  };
  const fresh = () => made(mkdtempSync(join(tmpdir(), 'sfb-gm-')));
  /** A copy of the sample with its first season processed (npm start -- process --yes). */
  const processed = () => spring(mkdtempSync(join(tmpdir(), 'sfb-gm-')));

  it('npm start on a folder that holds a campaign checks it and writes nothing; it never makes a new campaign over it', () => {
    const out = fresh();
    const before = folderState(out, true);
    const text = run([], out);
    expect(text).toMatch(/Campaign ▸ Check orders/);
    expect(text).toMatch(/Y165 Spring: 22 orders are legal as things stand, 0 would be rejected/);
    expect(text).toMatch(/Nothing was written \(check is a dry run\)/);
    expect(text).not.toMatch(/tabs created|Protections refreshed|nothing was changed/);
    expect(run(['check'], out)).toMatch(/Nothing was written/);
    const again = attempt(['new'], out);
    expect(again.status).toBe(1);
    expect(again.text).toMatch(/already holds a campaign: nothing was written/);
    expect(folderState(out, true)).toEqual(before);
  });

  it('process shows the question Process Season asks and does nothing without a yes', () => {
    const out = fresh();
    const before = folderState(out, true);
    // The built runner, its standard input piped as a GM's script would pipe it.
    const silent = attempt(['process'], out, '', true);
    expect(silent.text).toMatch(/Process Y165 Spring\?\n22 orders from 4 of 4 admirals/);
    expect(silent.text).toMatch(/No answer given \(no terminal\): add --yes/);
    expect(silent.text).not.toMatch(/processed with dice seed/);
    const no = attempt(['process'], out, 'n\n', true);
    expect(no.text).toMatch(/Go ahead\? \[y\/N\] n\nNot done\./);
    expect(folderState(out, true)).toEqual(before);
    const yes = attempt(['process'], out, 'y\n');
    expect(yes.text).toMatch(/Y165 Spring processed with dice seed/);
    expect(readFileSync(join(out, 'Campaign.csv'), 'utf8')).toMatch(/^Season,Summer,/m);
  });

  it('keeps each turn in out/turns/<turn>/, and undo puts the folder back exactly', () => {
    const out = fresh();
    const before = folderState(out);
    expect(run(['process', '--yes'], out)).toContain(
      `Kept the folder as it was in ${join(out, 'turns', 'Y165-Spring')}/: SFB_OUT=${out} npm start -- undo puts it back.`,
    );
    expect(folderState(join(out, 'turns', 'Y165-Spring'))).toEqual(before);
    // An earlier turn can be reopened: here checked, its orders as they were.
    expect(run(['check', join(out, 'turns', 'Y165-Spring')], out)).toMatch(/Y165 Spring: 22 orders are legal as things stand/);
    const undone = run(['undo'], out);
    expect(undone).toMatch(/Undo: .* is back as it was before Y165-Spring/);
    // It says where the campaign now stands and what comes next (issue 33 item 10).
    expect(undone).toMatch(/The campaign stands at Y165 Spring, phase Orders\.\nNext: write orders/);
    expect(folderState(out)).toEqual(before);
    expect(run(['undo'], out)).toMatch(/nothing to undo/);
  });

  it('never undoes orders not yet processed: undo refuses, naming the file, and check (a dry run) still reads any folder', () => {
    const out = processed();
    edit(join(out, 'admirals', 'KLI', 'Orders.csv'), (rows) => rows[1].splice(0, 3, 'KLI-1', 'Stay', ''));
    const before = folderState(out, true);
    const refused = attempt(['undo'], out);
    expect(refused.status).toBe(1);
    expect(refused.text).toBe(
      `${join(out, 'admirals', 'KLI', 'Orders.csv')} holds orders not yet processed, which undo would overwrite: nothing was written. ` +
        `Process them first, or move them out of ${out}/ (SFB_OUT=${out} npm start -- undo --yes undoes anyway, losing them).\n`,
    );
    // A dry run never refuses for what it will not write: an earlier turn, and the folder itself.
    const turn = attempt(['check', join(out, 'turns', 'Y165-Spring')], out);
    expect(turn.status).toBe(0);
    expect(turn.text).toMatch(/Y165 Spring: 22 orders are legal as things stand/);
    expect(turn.text).toMatch(/Nothing was written \(check is a dry run\)/);
    expect(attempt(['check'], out).text).toMatch(/Y165 Summer: 1 order is legal as things stand/);
    expect(folderState(out, true)).toEqual(before);
    expect(run(['undo', '--yes'], out)).toMatch(/is back as it was before Y165-Spring/);
  });

  it('an order written in out/Orders <E>.csv is read; two orders files of one empire that disagree stop the run, naming both', () => {
    const out = processed();
    edit(join(out, 'Orders KZI.csv'), (rows) => rows[1].splice(0, 6, 'KZI-9', 'Stay', '', '', '', ''));
    expect(run(['check'], out)).toMatch(/Orders KZI row 2: .*no fleet/);
    edit(join(out, 'admirals', 'KZI', 'Orders.csv'), (rows) => rows[1].splice(0, 6, 'KZI-8', 'Stay', '', '', '', ''));
    const before = folderState(out, true);
    const stopped = attempt(['process', '--yes'], out);
    expect(stopped.status).toBe(1);
    expect(stopped.text).toMatch(/Two orders files for one empire hold different orders, so nothing was read and nothing written/);
    expect(stopped.text).toContain(`${join(out, 'Orders KZI.csv')} and ${join(out, 'admirals', 'KZI', 'Orders.csv')}`);
    expect(folderState(out, true)).toEqual(before);
  });

  it('auto-resolve stops for review: the results wait in Battle ships, and resolve applies them', () => {
    const out = processed();
    edit(join(out, 'admirals', 'KLI', 'Orders.csv'), (rows) => rows[1].splice(0, 6, 'KLI-3', 'Jump', 'S18 > S17', '', '', ''));
    const battles = run(['process', '--yes'], out);
    expect(battles).toMatch(/1 battle\(s\)\. Battles are pending/);
    expect(battles).toMatch(/the battle cards to .*battle-cards\.html/);
    expect(readFileSync(join(out, 'battle-cards.html'), 'utf8')).toMatch(/Battle Y165-Summer-S17-1/);
    edit(join(out, 'Battles.csv'), (rows) => rows.slice(1).forEach((r) => (r[rows[0].indexOf('Status')] = 'Auto')));
    const auto = run(['auto-resolve'], out);
    expect(auto).toMatch(/1 battle\(s\) auto-resolved; the results are in Battle ships for you to review/);
    expect(auto).not.toMatch(/nothing was changed/i);
    // Not the step just run again: the GM reviews what it entered, then resolves (issue 33 item 10).
    expect(auto).toMatch(
      /Next: review the results in .*Battle ships\.csv \(change any you fight otherwise\), then .*npm start -- resolve\./,
    );
    expect(auto).not.toMatch(/Next: fight the battles/);
    expect(readFileSync(join(out, 'Battles.csv'), 'utf8')).not.toMatch(/,Resolved,/);
    expect(readFileSync(join(out, 'Campaign.csv'), 'utf8')).toMatch(/^Phase,Battles,/m);
    const resolved = run(['resolve', '--yes'], out);
    expect(resolved).toMatch(/Resolve battles\?\nApply the results of Y165-Summer-S17-1/);
    expect(resolved).toMatch(/the season closed; now Y165 Fall/);
    expect(existsSync(join(out, 'battle-cards.html'))).toBe(false);
    // The season closed: the next one's template is written, the battle's fleet in it.
    expect(readFileSync(join(out, 'admirals', 'KLI', 'Orders.csv'), 'utf8')).toMatch(/^Fleet,Order,.*\nKLI-1,,/);
    expect(readdirSync(join(out, 'turns')).sort()).toEqual([
      'Y165-Spring',
      'Y165-Summer',
      'Y165-Summer-auto-resolve',
      'Y165-Summer-resolve',
      'index.txt',
    ]);
  });

  it('in private mode, admirals makes each admiral workbook offline and process reads their orders from it', () => {
    const out = fresh();
    edit(join(out, 'Campaign.csv'), (rows) => (rows.find((r) => r[0] === 'Play mode')![1] = 'Private workbooks'));
    const made = run(['admirals'], out);
    expect(made).toMatch(/\[Admiral workbooks\]\n.*KLI: .* shared with kli\.admiral@example\.com/);
    expect(readdirSync(join(out, 'admirals')).sort()).toEqual(['HYD', 'KLI', 'KZI', 'LYR']);
    const done = run(['process', '--yes'], out);
    expect(done).not.toMatch(/no admiral workbook yet/);
    expect(done).toMatch(/Y165 Spring processed with dice seed "marches-1:Y165 Spring": 22 orders carried out/);
    expect(readFileSync(join(out, 'admirals', 'KLI', 'Report.csv'), 'utf8')).toMatch(/report for KLI/);
  });
});

describe('local runner, where it stands: which folder each command reads and writes (issue 29)', () => {
  const jump = (out: string) => {
    const file = join(out, 'admirals', 'KLI', 'Orders.csv');
    const rows = parseCsv(readFileSync(file, 'utf8'));
    rows[1].splice(0, 6, 'KLI-3', 'Jump', 'S18 > S17', '', '', '');
    writeFileSync(file, formatCsv(rows));
  };
  /** A campaign in Y165 Summer with a battle pending at S17; out/turns/ keeps Y165-Spring and Y165-Summer. */
  const battlePending = (out: string) =>
    copyOf(
      'battle',
      (dir) => {
        spring(dir);
        jump(dir);
        expect(run(['process', '--yes'], dir)).toMatch(/1 battle\(s\)\. Battles are pending/);
      },
      out,
    );
  /** Every command line the text tells the GM to run, with the SFB_OUT before it if any. */
  const hints = (text: string) => [...text.matchAll(/(SFB_OUT=('[^']*'|\S+) )?npm start( -- [\w-]+)?/g)].map((m) => m[0]);

  it("an earlier turn's folder is read-only: each command that writes refuses it, leaving out/ byte for byte, and says how to go back", () => {
    const out = mkdtempSync(join(tmpdir(), 'sfb-kept-'));
    battlePending(out);
    const spring = join(out, 'turns', 'Y165-Spring');
    const kept = folderState(spring);
    const before = folderState(out, true);
    const refusal =
      `Nothing was written: ${spring}/ is an earlier turn of ${out}/ (kept as it was before Y165-Spring), and an earlier turn ` +
      `is read-only: only check reads it (SFB_OUT=${out} npm start -- check ${spring}). To go back to it, undo 2 times: ` +
      `SFB_OUT=${out} npm start -- undo puts ${out}/ back one command at a time.\n`;
    for (const args of [['process', '--yes'], ['resolve', '--yes'], ['auto-resolve'], ['admirals'], ['undo'], ['new']]) {
      const refused = attempt([...args, spring], out);
      expect({ args, status: refused.status, text: refused.text }).toEqual({ args, status: 1, text: refusal });
      expect(folderState(out, true)).toEqual(before);
    }
    // The kept turn as the folder in use (SFB_OUT) is refused too.
    expect(attempt(['process', '--yes'], spring)).toEqual({ status: 1, text: refusal });
    expect(folderState(out, true)).toEqual(before);
    // Check reads it, and says the same about going back.
    const check = run(['check', spring], out);
    expect(check).toMatch(/Y165 Spring: 22 orders are legal as things stand/);
    expect(check).toContain(
      `Next: ${spring}/ is an earlier turn of ${out}/ (kept as it was before Y165-Spring), and an earlier turn is read-only. `,
    );
    expect(check).toContain(`To go back to it, undo 2 times: SFB_OUT=${out} npm start -- undo`);
    expect(folderState(out, true)).toEqual(before);
    // Undoing twice, as it says, is going back to it (the second undo takes back KLI's jump order: --yes).
    run(['undo'], out);
    expect(attempt(['undo'], out).text).toMatch(/Orders.csv holds orders not yet processed, which undo would overwrite/);
    run(['undo', '--yes'], out);
    expect(folderState(out)).toEqual(kept);
  });

  it("never writes another folder's campaign over the one in use: it says how to act on that folder where it is", () => {
    const out = mkdtempSync(join(tmpdir(), 'sfb-here-'));
    const other = mkdtempSync(join(tmpdir(), 'sfb-there-'));
    battlePending(out);
    made(other);
    const before = [folderState(out, true), folderState(other, true)];
    const refused = attempt(['process', other, '--yes'], out);
    expect(refused).toEqual({
      status: 1,
      text:
        `Nothing was written: process reads ${other}/ and writes its result to the folder in use, ${out}/, which holds a campaign of ` +
        `its own. To process ${other}/ where it is: SFB_OUT=${other} npm start -- process; to write the result to a new folder: ` +
        `SFB_OUT=<new folder> npm start -- process ${other}.\n`,
    });
    for (const command of ['undo', 'new'])
      expect(attempt([command, other], out)).toEqual({
        status: 1,
        text: `Nothing was written: ${command} works on the folder in use, ${out}/, not on ${other}/. For ${other}/: SFB_OUT=${other} npm start -- ${command}.\n`,
      });
    // Check reads it, and its next steps act on it.
    expect(run(['check', other], out)).toContain(
      `check them with SFB_OUT=${other} npm start -- check, then SFB_OUT=${other} npm start -- process.`,
    );
    expect([folderState(out, true), folderState(other, true)]).toEqual(before);
  });

  it('names the folder in use in every hint: SFB_OUT=<folder> npm start -- ..., quoted when it holds a space', () => {
    const out = mkdtempSync(join(tmpdir(), 'sfb hints-'));
    const env = `SFB_OUT='${out}' `;
    made(out);
    const text = [
      attempt(['new'], out).text,
      run(['process', '--yes'], out),
      (jump(out), run(['process', '--yes'], out)),
      run(['check'], out),
      run(['auto-resolve'], out),
      run(['undo'], out),
    ].join('\n');
    expect(hints(text)).toEqual(
      expect.arrayContaining([
        `${env}npm start -- check`,
        `${env}npm start -- process`,
        `${env}npm start -- undo`,
        `${env}npm start -- auto-resolve`,
        `${env}npm start -- resolve`,
      ]),
    );
    for (const hint of hints(text)) expect(hint.startsWith(`${env}npm start`)).toBe(true);
    expect(text).toContain(`Next: write orders in ${out}/admirals/<EMPIRE>/Orders.csv`);
    expect(text).toContain(`Kept the folder as it was in ${out}/turns/Y165-Summer/: ${env}npm start -- undo puts it back.`);
    const empty = join(out, 'no campaign');
    expect(attempt(['process'], empty).text).toBe(
      `${empty}/ holds no campaign yet: run SFB_OUT='${empty}' npm start first, which makes the sample campaign there.\n`,
    );
  });

  it('names plain npm start -- ... when the folder in use is out/, the default', () => {
    const root = mkdtempSync(join(tmpdir(), 'sfb-root-'));
    const out = join(root, 'out');
    made(out);
    const said: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((s) => (said.push(String(s)), true));
    try {
      runCommand(['check'], { root, out, load: () => loadAddOn(join(__dirname, '../dist')) });
    } finally {
      write.mockRestore();
    }
    expect(said.join('')).toContain(`check them with npm start -- check, then npm start -- process.`);
    expect(hints(said.join('')).every((h) => /^npm start/.test(h))).toBe(true);
  });
});
