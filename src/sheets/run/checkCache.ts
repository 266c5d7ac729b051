// What the live check reads of the GM's spreadsheet (its state tabs, liveCheck.ts), kept in the script
// cache so that a check after an admiral's edit need not read them again: at the benchmark's size they
// are over 100,000 cells, about 8 s in real Sheets, where the check is meant to take 2.
//
// Never stale: the tabs are cached under the campaign's generation, a counter in the script properties
// (which the live check reads, journal.ts) moved on by everything that may change them:
// - every writing action, at its begin and end, and Recover (journal.ts: begin, end, abandon, bump,
//   layoutChanging), so also Undo, Create / update and New campaign;
// - every edit a person makes in the GM's spreadsheet: an installable change trigger on it (liveCheck.ts,
//   onCampaignChange), which Create / update makes with the admirals' edit triggers. A script's own
//   writes fire no trigger, and every script write is an action's.
// A check uses the cache only while that change trigger exists; Google runs the trigger shortly after
// the edit, not inside it, so a check made in those seconds may still see the tabs as before the GM's
// edit, as a check that read them a moment before the edit would (docs/rule-options.md, J5).
//
// The cache is the script's: only this script, running as the GM, reads it; nothing of it is written
// into an admiral's workbook, and every check still goes through knownCampaign (knownCampaign.ts).
// Google's limits (https://developers.google.com/apps-script/reference/cache/cache): a value holds at
// most 100 KB and a key 250 characters, an item lasts at most 21600 seconds (6 hours), a cache holds
// 1,000 items (past that the nearest to expiry are dropped), and Google may drop an item sooner: the
// tabs are split into values of at most MAX_CHUNK characters (ASCII only, so as many bytes), and a
// missing piece is a miss (the check reads the tabs, and caches them again).

import { holdFrom, takeHeld } from '../tabs/held';
import { Cell } from '../tabs/tables';

const GENERATION = 'SFB check generation';
const KEY = 'SFB check tabs ';
const WIDTHS = 'SFB check widths';
/** Characters a cached value holds at most: under Google's 100 KB, as the text is ASCII. */
const MAX_CHUNK = 90_000;
/** Pieces at most: well within the 1,000 items a cache holds; a campaign larger than this is not cached. */
const MAX_CHUNKS = 500;
/** Google's longest expiration, in seconds (6 hours). */
const EXPIRY_S = 21600;

/** The generation when the running action began, and how many times this run moved it on since (J10). */
let run: { start?: number; moves: number } = { moves: 0 };

type Encoded = string | number | boolean | null | { d: string };

/** The campaign's generation, as the live check keys its cache with it. */
export function generation(): string {
  return PropertiesService.getScriptProperties().getProperty(GENERATION) ?? '0';
}

/**
 * The GM's tabs may have changed: no check uses what was cached of them before. `byThisRun`: by the
 * running action (not by a person, whose change trigger is an execution of its own).
 */
export function campaignChanged(byThisRun = true): void {
  if (byThisRun) run.moves++;
  const props = PropertiesService.getScriptProperties();
  props.setProperty(GENERATION, String((Number(props.getProperty(GENERATION)) || 0) + 1));
}

/**
 * Each tab's width as the action that left generation `gen` knew it (J76): a run that reads the tabs at
 * that generation (the cache's fill, a check after Google dropped the cache) reads each through one
 * range of that width. Kept for that generation only: whatever moves it on (a person's edit, the next
 * action) may change the tabs' widths.
 */
export function keepWidths(gen: string, widths: Record<string, number>): void {
  PropertiesService.getScriptProperties().setProperty(WIDTHS, JSON.stringify({ gen, widths }));
}

/** The widths kept for generation `gen` (none for another). */
export function widthsAt(gen: string): Record<string, number> {
  try {
    const kept = JSON.parse(PropertiesService.getScriptProperties().getProperty(WIDTHS) ?? 'null') as {
      gen: string;
      widths: Record<string, number>;
    } | null;
    return kept?.gen === gen ? kept.widths : {};
  } catch {
    return {};
  }
}

/** Whether the tabs of generation `gen` are cached (one call, nothing parsed). */
export function isCached(gen: string): boolean {
  return CacheService.getScriptCache().get(KEY + gen) !== null;
}

/** The tabs cached for generation `gen`, or undefined when any piece of them is missing. */
export function cachedTabs(gen: string): Map<string, Cell[][]> | undefined {
  const cache = CacheService.getScriptCache();
  const count = Number(cache.get(KEY + gen));
  if (!(count > 0)) return undefined;
  const keys = Array.from({ length: count }, (_, i) => `${KEY}${gen}.${i}`);
  const pieces = cache.getAll(keys);
  if (keys.some((k) => typeof pieces[k] !== 'string')) return undefined;
  try {
    const entries = JSON.parse(unpacked(keys.map((k) => pieces[k]).join(''))) as [string, Encoded[][]][];
    return new Map(entries.map(([name, rows]) => [name, rows.map((r) => r.map(decode))]));
  } catch {
    return undefined;
  }
}

/** Caches the tabs as read for generation `gen` (the pieces first, then the count that makes them found). */
export function cacheTabs(gen: string, tabs: Map<string, Cell[][]>): void {
  const text = packed(JSON.stringify([...tabs].map(([name, rows]) => [name, rows.map((r) => r.map(encode))])));
  const count = Math.ceil(text.length / MAX_CHUNK);
  if (count > MAX_CHUNKS) return;
  const cache = CacheService.getScriptCache();
  const pieces: Record<string, string> = {};
  for (let i = 0; i < count; i++) pieces[`${KEY}${gen}.${i}`] = text.slice(i * MAX_CHUNK, (i + 1) * MAX_CHUNK);
  cache.putAll(pieces, EXPIRY_S);
  cache.put(KEY + gen, String(count), EXPIRY_S);
}

/**
 * The tabs' JSON gzipped, as base64 (rule option J75): the pieces a check gets are priced a call each
 * (test/fake/cost.ts), and the JSON of the tabs (about 4.4 MB at four times the Galactic Conquest
 * benchmark's size, 49 pieces) gzips to a few of them. Base64 is ASCII: a piece of MAX_CHUNK characters
 * is as many bytes (https://developers.google.com/apps-script/reference/utilities/utilities#gzip(BlobSource),
 * #base64Encode(Byte)). The JSON is ASCII too (\u escapes), so no charset stands between the two ends.
 */
function packed(json: string): string {
  const ascii = json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return Utilities.base64Encode(Utilities.gzip(Utilities.newBlob(ascii)).getBytes());
}

/** The JSON packed holds (a piece not gzip data, from an earlier version of the script, throws: a miss). */
function unpacked(text: string): string {
  return Utilities.ungzip(Utilities.newBlob(Utilities.base64Decode(text), 'application/x-gzip')).getDataAsString();
}

/** A date as { d: its ISO time } (JSON would make it text); in the script's realm or another, told by its tag. */
function encode(c: Cell): Encoded {
  return typeof c === 'object' && c !== null && Object.prototype.toString.call(c) === '[object Date]'
    ? { d: (c as Date).toISOString() }
    : (c as Encoded);
}

function decode(c: Encoded): Cell {
  return c !== null && typeof c === 'object' ? new Date(c.d) : c;
}

/** An action begins (before its first read): the tabs a check reads are held as it reads them (held.ts), from this generation. */
export function actionStarts(tabs: readonly string[]): void {
  holdFrom(tabs);
  run = { start: Number(generation()) || 0, moves: 0 };
}

/**
 * Whether nobody but this run moved the generation on since the action began (before its first read):
 * no person changed the spreadsheet meanwhile, as far as the change trigger has told (rule option J50).
 */
export function unchangedSinceStart(): boolean {
  return run.start !== undefined && Number(generation()) === run.start + run.moves;
}

/**
 * The tabs the action holds as they would read at generation `gen` (null: absent, held.ts), or undefined
 * when the generation moved on by another than this run since it began: a person may have edited the
 * spreadsheet meanwhile (the change trigger, J6), its tabs too. Forgotten once asked.
 */
export function heldTabs(gen: string): Map<string, Cell[][] | null> | undefined {
  const { start, moves } = run;
  run = { moves: 0 };
  const held = takeHeld();
  return start !== undefined && Number(gen) === start + moves ? held : undefined;
}
