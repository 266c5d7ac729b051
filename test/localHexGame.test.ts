// The CSV folder runner (npm start -- <command> <folder>) on a turn run tick by tick (issue 29): the hex
// test game (test/support/hexGame.ts) pauses in phase 5 for KLI's and KZI's orders; `process` with the
// order written in the folder goes on from exactly there; `undo` of that puts the folder back at the pause.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { csv, load } from './support/inProcess';
import { addGame } from '../src/engine/games';
import { HEX_GAME, hexSystems } from './support/hexGame';
import { sampleTexts } from './support/sample';
import { formatCsv, parseCsv } from '../src/sheets/tabs/csv';
import { runCommand } from '../scripts/offline/runner';

const ROOT = join(__dirname, '..');
addGame(HEX_GAME);

const setting = (dir: string, name: string) => csv(dir, 'Campaign').find((r) => r[0] === name)?.[1] ?? '';
const ORDERS = 'Fleet,Order,Target,Ships,Build class,Extras,Result\n';

describe('the CSV folder runner on a turn paused for orders at a tick', () => {
  const from = mkdtempSync(join(tmpdir(), 'sfb-hex-'));
  const out = mkdtempSync(join(tmpdir(), 'sfb-hex-out-'));
  const texts = sampleTexts();
  const set: Record<string, string> = { Ruleset: HEX_GAME.name, Season: 'Turn 1' };
  writeFileSync(
    join(from, 'Campaign.csv'),
    formatCsv(parseCsv(texts.Campaign).map((r) => (String(r[0]) in set ? [r[0], set[String(r[0])], r[2]] : r))),
  );
  writeFileSync(join(from, 'Systems.csv'), formatCsv(hexSystems(parseCsv(texts.Systems))));
  for (const [tab, text] of Object.entries(texts))
    if (tab !== 'Campaign' && tab !== 'Systems') writeFileSync(join(from, `${tab}.csv`), text);
  writeFileSync(join(from, 'Orders KLI.csv'), ORDERS + 'KLI-1,Move,S09\n');
  for (const e of ['KZI', 'LYR', 'HYD']) writeFileSync(join(from, `Orders ${e}.csv`), ORDERS);
  const run = (...argv: string[]) => {
    const said: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((s) => (said.push(String(s)), true));
    runCommand(argv, { root: ROOT, out, load });
    write.mockRestore();
    return said.join('');
  };

  it('processes phases 1 to 5 and stops there, asking KLI and KZI for orders', () => {
    expect(run('process', '--yes', from)).toMatch(/Orders wait from KLI, KZI for Phase 5/);
    expect([setting(out, 'Tick'), setting(out, 'Paused step'), setting(out, 'Orders from')]).toEqual(['5', 'Meetings', 'KLI, KZI']);
  });

  it('goes on from phase 5 with the order given, and undo puts the folder back at the pause', () => {
    const paused = ['Campaign', 'Fleets', 'Systems', 'Battles', 'Log'].map((t) => csv(out, t));
    const orders = csv(out, 'Orders KLI');
    const at = orders.findIndex((r) => r[0] === 'KLI-1');
    orders[at] = ['KLI-1', 'Engage', 'S09', ...orders[at].slice(3)];
    writeFileSync(join(out, 'Orders KLI.csv'), formatCsv(orders));
    expect(run('process', '--yes')).toMatch(/Y165 Turn 1 Phase 5 processed/);
    expect([setting(out, 'Phase'), setting(out, 'Tick'), setting(out, 'Paused step')]).toEqual(['Battles', '5', 'Battles']);
    expect(csv(out, 'Battles')[1][0]).toBe('Y165-Turn-1-Phase-5-S09');

    expect(run('undo')).toMatch(/Undo: .* is back as it was/);
    expect(['Campaign', 'Fleets', 'Systems', 'Battles', 'Log'].map((t) => csv(out, t))).toEqual(paused);
    expect(csv(out, 'Orders KLI')[at].slice(0, 3)).toEqual(['KLI-1', 'Engage', 'S09']);
  });
});
