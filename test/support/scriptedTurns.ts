// A game's sample played offline with its scripted orders (npm start -- --game <game> --turns N, on the
// real build/local.cjs) into a fresh folder, and that folder's tabs read back: the last state and every
// kept turn (turns/<turn>/).
import { execFileSync } from 'child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { parseCsv } from '../../src/sheets/tabs/csv';
import { RUNNER } from './builtRunner';

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
  /**
   * A tab of a state (the last by default) as rows by header; none when the state has no such tab. The
   * folder is written once, in beforeAll, so each file is read and parsed once (its rows are not to be changed).
   */
  const read = new Map<string, Row[]>();
  const tab = (name: string, dir = out): Row[] => {
    const path = join(dir, `${name}.csv`);
    let rows = read.get(path);
    if (!rows) {
      const [header, ...data] = existsSync(path) ? parseCsv(readFileSync(path, 'utf8')).map((r) => r.map(String)) : [];
      rows = data.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
      read.set(path, rows);
    }
    return rows;
  };
  return { out, said: () => said, states, tab };
}

/**
 * Which ids a text names: an id stands apart from letters, digits and hyphens on both sides (KLI-1 is not
 * named by KLI-12). The text is split into its words once; an id with other characters is looked for as it is.
 */
export function namedIn(text: string): (id: string) => boolean {
  const words = new Set(text.split(/[^A-Za-z0-9-]+/));
  return (id) =>
    /^[A-Za-z0-9-]+$/.test(id)
      ? words.has(id)
      : new RegExp(`(^|[^A-Za-z0-9-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9-])`, 'm').test(text);
}
