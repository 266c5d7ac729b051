// A whole Staley turn offline (the CSV folder runner, npm start -- <command> <folder>): battles in
// phases 3 and 6 (Staley FF1.1) each pause the turn at its phase; `resolve` with the results written in
// the folder goes on from there (Annex AAA 4-5), and the second closes the turn; each ship's supply
// (JJ1-JJ2) is its own admiral's, and the far battle's card names the ships out of supply.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { csv, load } from './support/inProcess';
import { sampleTexts } from './support/sample';
import { twoBattles } from './support/staleyBattles';
import { formatCsv } from '../src/sheets/tabs/csv';
import { csvSources } from '../src/sheets/tabs/template';
import { parseCampaign } from '../src/sheets/tabs/load';
import { runCommand } from '../scripts/offline/runner';
import { STALEY_SAMPLE_DIR } from '../scripts/staley-sample';

const ROOT = join(__dirname, '..');

const setting = (dir: string, name: string) => csv(dir, 'Campaign').find((r) => r[0] === name)?.[1] ?? '';
/** Sets a column of the rows whose first cell is in `values`' keys. */
const edit = (rows: string[][], header: string, values: Record<string, string>) =>
  rows.map((r, i) => (i > 0 && r[0] in values ? r.map((x, j) => (j === rows[0].indexOf(header) ? values[r[0]] : x)) : r));

describe('a Staley turn offline, paused at phases 3 and 6 for battles and resumed by resolve', () => {
  const from = mkdtempSync(join(tmpdir(), 'sfb-staley-'));
  const out = mkdtempSync(join(tmpdir(), 'sfb-staley-out-'));
  const texts = sampleTexts(STALEY_SAMPLE_DIR);
  const t = twoBattles(parseCampaign(csvSources(texts)).campaign);
  for (const [tab, text] of Object.entries(texts)) writeFileSync(join(from, `${tab}.csv`), text);
  const write = (dir: string, tab: string, rows: string[][]) => writeFileSync(join(dir, `${tab}.csv`), formatCsv(rows));
  write(from, 'Systems', edit(csv(from, 'Systems'), 'Terrain', Object.fromEntries(t.cleared.map((h) => [h, 'Empty']))));
  write(from, 'Fleets', edit(csv(from, 'Fleets'), 'Location', t.at));
  writeFileSync(join(from, 'Orders FED.csv'), `Fleet,Order,Target,Ships,Build class,Extras,Result\nFED-2,Move,${t.route.join(' > ')}\n`);
  const run = (...argv: string[]) => {
    const said: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((s) => (said.push(String(s)), true));
    runCommand(argv, { root: ROOT, out, load });
    spy.mockRestore();
    return said.join('');
  };
  const unharmed = () => {
    const rows = csv(out, 'Battle ships');
    const result = rows[0].indexOf('Result');
    write(
      out,
      'Battle ships',
      rows.map((r, i) => (i > 0 && !r[result] ? r.map((x, j) => (j === result ? 'Unharmed' : x)) : r)),
    );
  };

  it('processes phases 1 to 3 and stops there for the battle of FED-2 and KLI-2', () => {
    run('process', '--yes', from);
    expect([setting(out, 'Phase'), setting(out, 'Tick'), setting(out, 'Paused step')]).toEqual(['Battles', '3', 'Scenarios']);
    expect(
      csv(out, 'Battles')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([`Y167-Turn-1-Phase-3-${t.route[2]}`]);
  });

  it('resolve goes on from phase 3 to the battle with ROM-2 in phase 6, then to the intelligence reports after phase 8; rulings opens the next turn', () => {
    unharmed();
    run('resolve', '--yes');
    expect([
      setting(out, 'Tick'),
      csv(out, 'Battles')
        .slice(1)
        .map((r) => r[0]),
    ]).toEqual(['6', [`Y167-Turn-1-Phase-3-${t.route[2]}`, `Y167-Turn-1-Phase-6-${t.route[5]}`]]);
    unharmed();
    expect(run('resolve', '--yes')).toContain(`answer each ruling in`);
    // Annex AAA 9: the turn waits after phase 8 for the GM's intelligence reports, one ruling a race.
    expect([setting(out, 'Phase'), setting(out, 'Tick'), setting(out, 'Paused step')]).toEqual(['Rulings', '8', 'Intelligence']);
    const rulings = csv(out, 'Rulings');
    // Before them, each battle's five-day ruling (FF1.14), applied with its battle.
    expect(rulings.slice(1).map((r) => [r[rulings[0].indexOf('About')], r[rulings[0].indexOf('Applied')]])).toEqual([
      [`Battle Y167-Turn-1-Phase-3-${t.route[2]} (FF1.14)`, 'yes'],
      [`Battle Y167-Turn-1-Phase-6-${t.route[5]} (FF1.14)`, 'yes'],
      ...Array(8).fill(['Intelligence report (Annex AAA 9)', 'no']),
    ]);
    run('rulings', '--yes');
    expect([setting(out, 'Season'), setting(out, 'Phase'), setting(out, 'Tick')]).toEqual(['Turn 2', 'Orders', '']);
    expect(csv(out, 'Report FED').some((r) => r.join(' ').includes('Intelligence report: Y167 Turn 1: ships detected'))).toBe(true);
    expect(csv(out, 'Fleets').find((r) => r[0] === 'FED-2')![3]).toBe(t.route[5]); // the end of its path, where ROM-2 waited
  });

  it("writes each ship's supply for its own admiral alone, and the far battle's card names the ships out of supply (Staley JJ1.21, JJ2.1)", () => {
    // Phase 6's hex, six on from FED-2's start, is beyond 4 hexes of FED's SB and convoy (JJ1.21).
    const card = csv(out, 'Battles').find((r) => r[0] === `Y167-Turn-1-Phase-6-${t.route[5]}`)!;
    expect(card[csv(out, 'Battles')[0].indexOf('Setup')]).toMatch(
      /Out of supply, no commander's options \(JJ2\.1, GG2\.2\): .*FED-04, FED-05/,
    );
    const ships = (who: string) => csv(join(out, 'admirals', who), 'Ships');
    const supply = ships('FED')[0].indexOf('Supply');
    expect(supply).toBeGreaterThan(0);
    expect(
      ships('FED')
        .slice(1)
        .map((r) => [r[0].slice(0, 3), r[supply]]),
    ).toContainEqual(['FED', 'In supply']);
    expect(ships('KLI').some((r) => r[0].startsWith('FED-'))).toBe(false);
  });
});
