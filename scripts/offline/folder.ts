// An offline campaign folder: one <Tab>.csv per tab, each admiral's workbook in admirals/<EMPIRE>/, the
// maps, the mail and the battle cards. Reading it never loses an order: two orders files of one empire
// that disagree stop the run. Every action that writes keeps the folder as it was in turns/<name>/
// first, so undo restores it exactly and any earlier turn can be reopened (read-only: keptTurn tells one).
import { createHash } from 'crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { basename, dirname, join, resolve } from 'path';
import { parseCsv } from '../../src/sheets/tabs/csv';
import { ORDER_COLUMNS } from '../../sheets-templates/schema';

/** Files by path relative to the folder ("Ships.csv", "admirals/KLI/Orders.csv"). */
export type Files = Map<string, string | Buffer>;
/** What the runner writes afresh each time: gone when the new state has none. */
const REWRITTEN = ['mail', 'battle-cards.html'];

/** Where earlier states of the folder are kept; never part of a state itself. */
export const TURNS = 'turns';
/** The fingerprints of the orders files as the runner last wrote them: which one a GM edited since. */
const WRITTEN = '.written.json';
/** The kept states, oldest first: undo takes the last. */
const INDEX = 'index.txt';

export function holdsCampaign(folder: string): boolean {
  return existsSync(join(folder, 'Campaign.csv'));
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
/** The orders files of a folder: the GM's Orders tabs and each admiral's. */
const ORDERS_FILE = /^Orders [^/]+\.csv$|^admirals\/[^/]+\/Orders\.csv$/;

/** Whether a file of the folder differs from what the runner last wrote there. */
function editedSince(folder: string): (path: string, text: string) => boolean {
  const written: Record<string, string> = existsSync(join(folder, WRITTEN)) ? JSON.parse(readFileSync(join(folder, WRITTEN), 'utf8')) : {};
  return (path, text) => written[path] !== digest(text);
}

/** The orders files of a folder edited since the runner wrote it: orders not yet processed. */
export function editedOrders(folder: string): string[] {
  const edited = editedSince(folder);
  return [...stateOf(folder)]
    .filter(([path, data]) => ORDERS_FILE.test(path) && edited(path, String(data)))
    .map(([path]) => join(folder, path));
}

/** The order columns of an Orders file's rows that hold anything, as text: what the admiral ordered. */
function ordersOf(text: string): string {
  const [header = [], ...rows] = parseCsv(text);
  const at = ORDER_COLUMNS.map((h) => header.findIndex((c) => String(c).trim().toLowerCase() === h.toLowerCase()));
  return rows
    .map((r) => at.map((i) => (i < 0 ? '' : String(r[i] ?? '').trim())))
    .filter((r) => r.some((c) => c !== ''))
    .map((r) => r.join('\u0001'))
    .join('\n');
}

/**
 * The tabs of a campaign folder as CSV texts. An admiral's orders come back in admirals/<EMPIRE>/Orders.csv
 * or in "Orders <EMPIRE>.csv": the one edited since the runner wrote them is read; when both were
 * edited and hold different orders, nothing is read and the run stops, naming both.
 */
export function readCampaignFolder(folder: string): Record<string, string> {
  const files = readdirSync(folder).filter((f) => f.toLowerCase().endsWith('.csv'));
  if (files.length === 0) throw new Error(`${folder} holds no .csv files (one per tab, named like Ships.csv)`);
  const texts = Object.fromEntries(files.map((f) => [f.replace(/\.csv$/i, ''), readFileSync(join(folder, f), 'utf8')]));
  const edited = editedSince(folder);
  const conflicts: string[] = [];
  const admirals = join(folder, 'admirals');
  for (const empire of existsSync(admirals) ? readdirSync(admirals) : []) {
    const own = `admirals/${empire}/Orders.csv`;
    if (!existsSync(join(folder, own))) continue;
    const ownText = readFileSync(join(folder, own), 'utf8');
    const tab = `Orders ${empire}`;
    const gmText = texts[tab];
    if (gmText === undefined || (edited(own, ownText) && !edited(`${tab}.csv`, gmText))) texts[tab] = ownText;
    else if (ordersOf(gmText) !== ordersOf(ownText) && edited(own, ownText) === edited(`${tab}.csv`, gmText))
      conflicts.push(`${join(folder, `${tab}.csv`)} and ${join(folder, own)}`);
  }
  if (conflicts.length)
    throw new Error(
      `Two orders files for one empire hold different orders, so nothing was read and nothing written:\n` +
        conflicts.map((c) => `  ${c}`).join('\n') +
        `\nKeep the orders in one of them (delete the other, or make both the same), then run again.`,
    );
  return texts;
}

/** Every file of the folder but the kept turns, by relative path. */
function stateOf(folder: string): Files {
  const files: Files = new Map();
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(folder, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (path === TURNS) continue;
      if (entry.isDirectory()) walk(path);
      else files.set(path, readFileSync(join(folder, path)));
    }
  };
  if (existsSync(folder)) walk('');
  return files;
}

/** Writes `files` into the folder, first removing `old` entries of it (all but the kept turns when not given). */
function replaceState(folder: string, files: Files, old?: string[]): void {
  if (existsSync(folder))
    for (const entry of old ?? readdirSync(folder).filter((e) => e !== TURNS))
      rmSync(join(folder, entry), { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
}

/**
 * Writes a campaign's files into the folder in place of what it held, keeping what it held in
 * turns/<name>/ first (a second state of the same name becomes <name>-2, ...). Answers where it was kept.
 */
export function writeCampaignFolder(folder: string, files: Files, name: string): string | undefined {
  let kept: string | undefined;
  if (holdsCampaign(folder)) {
    const turns = join(folder, TURNS);
    kept = name;
    for (let n = 2; existsSync(join(turns, kept)); n++) kept = `${name}-${n}`;
    mkdirSync(turns, { recursive: true });
    replaceState(join(turns, kept), stateOf(folder), []);
    writeFileSync(join(turns, INDEX), keptTurns(folder).concat(kept).join('\n') + '\n');
  }
  const written = Object.fromEntries(
    [...files].filter(([path]) => ORDERS_FILE.test(path)).map(([path, text]) => [path, digest(String(text))]),
  );
  replaceState(folder, new Map([...files, [WRITTEN, JSON.stringify(written, null, 1) + '\n']]), REWRITTEN);
  return kept;
}

/** The name a turn's kept folder takes: its season with no spaces ("Y168 Turn 1" is kept as Y168-Turn-1). */
export const turnFolderName = (season: string) => season.trim().replace(/\s+/g, '-');

/** An earlier state kept in a campaign folder's turns/: read-only; undo `steps` times puts the campaign back to it. */
export interface KeptTurn {
  campaign: string;
  name: string;
  steps: number;
}

/** The kept turn `folder` is (`<campaign>/turns/<name>/`, listed in its index), if it is one. */
export function keptTurn(folder: string): KeptTurn | undefined {
  const at = resolve(folder);
  if (basename(dirname(at)) !== TURNS) return undefined;
  const campaign = dirname(dirname(at));
  const turns = keptTurns(campaign);
  const i = turns.indexOf(basename(at));
  return i < 0 ? undefined : { campaign, name: turns[i], steps: turns.length - i };
}

function keptTurns(folder: string): string[] {
  const index = join(folder, TURNS, INDEX);
  return existsSync(index) ? readFileSync(index, 'utf8').split('\n').filter(Boolean) : [];
}

/** Puts the folder back as it was before the last action that wrote it; answers that state's name. */
export function undoLast(folder: string): string | undefined {
  const turns = keptTurns(folder);
  const last = turns.pop();
  if (!last) return undefined;
  const dir = join(folder, TURNS, last);
  replaceState(folder, stateOf(dir));
  rmSync(dir, { recursive: true, force: true });
  if (turns.length) writeFileSync(join(folder, TURNS, INDEX), turns.join('\n') + '\n');
  else rmSync(join(folder, TURNS), { recursive: true, force: true });
  return last;
}
