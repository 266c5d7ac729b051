// A game's sample played offline with its scripted orders (npm start -- --game <game> --turns N, on the
// real build/local.cjs) into a fresh folder, and that folder's tabs read back: the last state and every
// kept turn (turns/<turn>/).
import { execFileSync } from 'child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { parseCsv } from '../../src/sheets/tabs/csv';

const RUNNER = join(__dirname, '../../build/local.cjs');

export type Row = Record<string, string>;

/** Plays the turns in beforeAll; `said()` is what the runner printed. */
export function scriptedTurns(game: string, turns: number) {
  const out = mkdtempSync(join(tmpdir(), `sfb-${game}-turns-`));
  let said = '';
  beforeAll(() => {
    said = execFileSync(process.execPath, [RUNNER, '--game', game, '--turns', String(turns)], {
      env: { ...process.env, SFB_OUT: out },
      encoding: 'utf8',
      input: '',
    });
  }, 600_000);
  /** Every state of the folder: the kept turns, then the last. */
  const states = () => [
    ...readdirSync(join(out, 'turns'))
      .filter((d) => d !== 'index.txt')
      .map((d) => join(out, 'turns', d)),
    out,
  ];
  /** A tab of a state (the last by default) as rows by header; none when the state has no such tab. */
  const tab = (name: string, dir = out): Row[] => {
    const path = join(dir, `${name}.csv`);
    if (!existsSync(path)) return [];
    const [header, ...rows] = parseCsv(readFileSync(path, 'utf8')).map((r) => r.map(String));
    return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
  };
  return { out, said: () => said, states, tab };
}
