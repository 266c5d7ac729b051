// The CSV folder runner (npm start -- <command> <folder>) on a campaign of a game with a tab of its own
// (issue 21): the test game of test/support/patrolGame.ts, run in this process on src/main.ts (a game
// defined outside src/ is not in dist/Code.js). Its tab is read from the folder, written back, and each
// admiral's folder holds only its own rows of it.
import { mkdtempSync, writeFileSync, existsSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { csv, load } from './support/inProcess';
import { addGame } from '../src/engine/games';
import { PATROL_GAME } from './support/patrolGame';
import { sampleTexts } from './support/sample';
import { formatCsv, parseCsv } from '../src/sheets/tabs/csv';
import { runCommand } from '../scripts/offline/runner';

const ROOT = join(__dirname, '..');
addGame(PATROL_GAME);

describe('the CSV folder runner on a game with its own tab', () => {
  const from = mkdtempSync(join(tmpdir(), 'sfb-patrol-'));
  const out = mkdtempSync(join(tmpdir(), 'sfb-patrol-out-'));
  const texts = sampleTexts();
  const campaign = parseCsv(texts.Campaign).map((r) => (r[0] === 'Ruleset' ? [r[0], PATROL_GAME.name, r[2]] : r));
  for (const [tab, text] of Object.entries(texts)) writeFileSync(join(from, `${tab}.csv`), text);
  writeFileSync(join(from, 'Campaign.csv'), formatCsv(campaign));
  writeFileSync(
    join(from, 'Patrols.csv'),
    formatCsv([
      ['Fleet', 'Empire', 'System', 'Alert', 'Watches'],
      ['KZI-1', 'KZI', 'S05', 'Low', 3],
    ]),
  );
  writeFileSync(
    join(from, 'Orders KLI.csv'),
    formatCsv([
      ['Fleet', 'Order', 'Target', 'Ships', 'Build class', 'Extras', 'Result'],
      ['KLI-1', 'Patrol', 'S02'],
    ]),
  );
  for (const e of ['KZI', 'LYR', 'HYD'])
    writeFileSync(join(from, `Orders ${e}.csv`), 'Fleet,Order,Target,Ships,Build class,Extras,Result\n');
  const said: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((s) => (said.push(String(s)), true));
  runCommand(['process', '--yes', from], { root: ROOT, out, load });
  write.mockRestore();

  it("reads the game's tab from the folder, processes the turn with it and writes it back", () => {
    expect(said.join('')).toMatch(/Campaign check: all clear/);
    expect(said.join('')).toMatch(/Y165 Spring processed/);
    expect(csv(out, 'Patrols')).toEqual([
      ['Fleet', 'Empire', 'System', 'Alert', 'Watches'],
      ['KZI-1', 'KZI', 'S05', 'Low', '3'],
      ['KLI-1', 'KLI', 'S02', 'High', '1'],
    ]);
  });

  it("gives each admiral's folder only its own rows of the game's tab", () => {
    expect(csv(join(out, 'admirals/KLI'), 'Patrols').slice(1)).toEqual([['KLI-1', 'KLI', 'S02', 'High', '1']]);
    expect(csv(join(out, 'admirals/KZI'), 'Patrols').slice(1)).toEqual([['KZI-1', 'KZI', 'S05', 'Low', '3']]);
    expect(csv(join(out, 'admirals/LYR'), 'Patrols').slice(1)).toEqual([]);
    expect(existsSync(join(out, 'admirals/KLI/Orders.csv'))).toBe(true);
  });

  it('reads its own folder back: a check of the next turn finds nothing wrong', () => {
    const again: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((s) => (again.push(String(s)), true));
    runCommand(['check'], { root: ROOT, out, load });
    spy.mockRestore();
    expect(again.join('')).toMatch(/Campaign check: all clear/);
  });
});
