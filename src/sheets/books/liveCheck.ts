// The live check of a private admiral workbook (admirals.ts): an installable edit trigger, made by
// Create / update (bookSetup.ts) as the GM, checks the orders an admiral types against what that
// admiral knows and writes each row's check beside it.

import { isComputed, ORDERS_TAB, TABS } from '../../../sheets-templates/schema';
import { GAMES } from '../../engine/games';
import { writtenToken } from '../tabs/blocks';
import { knownWidths, readTabs, readTabsWide, rereadTime } from '../tabs/gateway';
import { scriptRevision, scriptUnfinished } from '../run/journal';
import {
  actionStarts,
  cachedTabs,
  cacheTabs,
  campaignChanged,
  generation,
  heldTabs,
  isCached,
  keepWidths,
  widthsAt,
} from '../run/checkCache';
import { RECORD_TAB, SUMMARY_TAB } from '../tabs/save';
import { parseCampaign } from '../tabs/load';
import { STANDINGS_TAB } from '../tabs/standings';
import { Cell } from '../tabs/tables';
import { ADMIRAL_INPUT_COLUMNS, ADMIRAL_ORDER_HEADERS, ADMIRAL_ORDERS } from './admiralTabs';
import { admiralsOf, CAMPAIGN_ID, knownChecks, mirrorOrders, missingOrderHeaders } from './admirals';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const EDIT_HANDLER = 'onAdmiralEdit';
/** The installable change trigger on the GM's spreadsheet: a person's edit there makes the cached tabs stale (checkCache.ts). */
export const CHANGE_HANDLER = 'onCampaignChange';
/** Script property prefix: an admiral workbook whose orders changed since they were last checked. */
const EDITED = 'SFB orders edited ';
/** The live check stops looking for marks this long into its execution (which may run 6 minutes). */
const CHECK_BUDGET_MS = 4 * 60 * 1000;
/**
 * An action caches the GM's tabs for the checks only if, with the caching, it ends within this long of
 * its start (else the first check does): the 3-minute aim of every action (issue 31; rule option J7).
 */
const WARM_BY_MS = 3 * 60 * 1000;
/**
 * Caching the tabs takes this many times as long as reading them: the read again, with opening the
 * spreadsheet, finding its tabs and putting the pieces (1.09 times at four times the benchmark's size
 * at the central prices, in the fake's priced clock; a quarter allowed).
 */
const FILL_FACTOR = 1.25;
/** The one-off trigger that fills the cache when the action could not (J16). */
export const FILL_HANDLER = 'fillCheckCache';
/** It is due this long after the action ends: the admiral's first edit comes later than that, as a rule. */
const FILL_AFTER_MS = 1000;

/**
 * Installable edit trigger on an admiral workbook (runs as the GM, who made it). The edited workbook is
 * the parent of `e.range`: Google documents an edit event's `source` as the file the script is bound
 * to, and `range` as the cells edited (developers.google.com/apps-script/guides/triggers/events).
 * Debounced: each edit of the order columns only marks its workbook, and then checks the marked ones.
 * While the journal holds an action (running, or interrupted and not yet recovered, journal.ts) the
 * campaign may be half-written (the journal and the revision are read from the script properties: in a
 * trigger on another file Google does not say whose the document properties are, journal.ts): the edit is only marked, and the check runs when the action ends
 * (`checkAfterAction`), after Recover, or at the next edit.
 */
export function onAdmiralEdit(e: GoogleAppsScript.Events.SheetsOnEdit): void {
  const started = Date.now();
  const sheet = e.range.getSheet();
  if (sheet.getName() !== ADMIRAL_ORDERS || e.range.getColumn() > ADMIRAL_INPUT_COLUMNS || e.range.getRow() + e.range.getNumRows() - 1 < 2)
    return;
  const id = sheet.getParent().getId();
  PropertiesService.getScriptProperties().setProperty(EDITED + id, String(Date.now()));
  // The edited Orders tab is at hand: its workbook is not opened again (openById is a Drive call).
  if (!scriptUnfinished()) checkMarked(started, new Map([[id, sheet]]));
}

/**
 * Run by a GM action once it let go of the document lock (actions.ts, withLock; `started` is when it
 * began, `ss` the GM's spreadsheet it acted on): checks the workbooks edited while it ran, unless it was
 * left unfinished.
 */
export function checkAfterAction(started: number, ss: Spreadsheet): void {
  if (scriptUnfinished()) return;
  // The GM's tabs are cached for the admirals' next checks now, while the GM's run is still going,
  // rather than in the first check after the action (which would take the seconds the cache saves).
  // Only if it ends within WARM_BY_MS of the click with the caching, expected to take FILL_FACTOR times
  // the action's own read of the tabs (when it read them; reading them takes about a minute at four
  // times the benchmark's size at the high prices, and Google ends an execution at 6 minutes).
  // The tabs the action read and nothing changed since are cached as it read them (J10): only the
  // others are read again.
  // Nobody else changed the spreadsheet since the action began (J13): its tabs are the ones the action
  // listed, and the fill reads them through its own Spreadsheet object and tab list (gateway.ts) rather
  // than opening the spreadsheet by id and looking each tab up by name (issue 31, item 6).
  const gen = generation();
  const undisturbed = heldTabs(gen);
  const held = undisturbed ?? new Map<string, Cell[][] | null>();
  // Nobody else changed the tabs since the action read them: the widths it knows are theirs (J76), kept
  // unless kept already for this generation (an action that wrote nothing leaves the properties as they were).
  const widths = knownWidths(ss, CHECK_TABS);
  if (undisturbed && !Object.keys(widthsAt(gen)).length) keepWidths(gen, widths);
  // The tabs its list lacks (another game's, J77) take no reading.
  const fill = FILL_FACTOR * (rereadTime(CHECK_TABS.filter((t) => !held.has(t) && widths[t] !== 0)) ?? 0);
  if (watched() && !isCached(gen)) {
    if (Date.now() - started + fill < WARM_BY_MS) campaignTabs(gen, true, held, undisturbed && ss);
    else fillLater();
  }
  checkMarked(started);
}

/**
 * Past the 3 minutes, the cache is filled by a run of its own (J16) rather than by the first live check
 * (which would take the fill's time, about 45 s at four times the benchmark's size): a one-off trigger,
 * due at least FILL_AFTER_MS later (`after` is a lower bound,
 * developers.google.com/apps-script/reference/script/clock-trigger-builder#after(Integer)), any earlier
 * one deleted first. No trigger can be made (20 per user per script): the first check fills it, as before.
 */
function fillLater(): void {
  try {
    dropFills();
    ScriptApp.newTrigger(FILL_HANDLER).timeBased().after(FILL_AFTER_MS).create();
  } catch {
    // the first check fills the cache
  }
}

function dropFills(): void {
  for (const t of ScriptApp.getProjectTriggers()) if (t.getHandlerFunction() === FILL_HANDLER) ScriptApp.deleteTrigger(t);
}

/**
 * The one-off trigger's run (fillLater): caches the GM's tabs for the campaign's generation, unless an
 * action is unfinished (the tabs may be half-written) or they are cached already; then checks the
 * workbooks marked meanwhile. It reads the GM's spreadsheet and writes only the script cache, under the
 * generation read before the tabs: an action that began meanwhile moved it on, so no check uses a read
 * made while that action wrote (J6). Holds no lock: a GM's click is never kept waiting by it.
 */
export function fillCheckCache(): void {
  const started = Date.now();
  dropFills();
  if (scriptUnfinished()) return;
  const gen = generation();
  if (watched() && !isCached(gen)) campaignTabs(gen, true);
  checkMarked(started);
}

/** A GM action begins, before its first read: what it reads of the tabs a check reads is held for checkAfterAction (J10). */
export function beforeAction(): void {
  actionStarts(CHECK_TABS);
}

/**
 * Installable change trigger on the GM's spreadsheet (runs as the GM, who made it): a person changed it
 * (an edit, a row or tab added or removed: any changeType, developers.google.com/apps-script/guides/triggers/events),
 * so the tabs cached for the live check are no longer used. The script's own writes fire no trigger.
 */
export function onCampaignChange(): void {
  campaignChanged(false);
}

/**
 * Whether the change trigger watches the GM's spreadsheet and there are admiral workbooks to check:
 * without the trigger a GM's edit would go unnoticed, so the live check neither uses nor fills the
 * cache; without workbooks (shared mode, where the trigger serves J50) no check would use it.
 * (Triggers are the user's: the check runs as the GM.)
 */
function watched(): boolean {
  const handlers = ScriptApp.getProjectTriggers().map((t) => t.getHandlerFunction());
  return handlers.includes(CHANGE_HANDLER) && handlers.includes(EDIT_HANDLER);
}

/** Whether the change trigger watches the spreadsheet `gm` (rule option J50): one call. */
export function changesWatched(gm: string): boolean {
  return ScriptApp.getProjectTriggers().some((t) => t.getHandlerFunction() === CHANGE_HANDLER && t.getTriggerSourceId() === gm);
}

/**
 * The change trigger on the GM's spreadsheet `gm`, made if there is none (shared mode too: rule option
 * J50), any watching another spreadsheet deleted (an add-on may have one trigger of a kind per
 * document). The reason it could not be made, if so: then every action reads again in full, as before.
 */
export function watchChanges(gm: string, all = ScriptApp.getProjectTriggers()): string | undefined {
  const changes = all.filter((t) => t.getHandlerFunction() === CHANGE_HANDLER);
  for (const t of changes.filter((x) => x.getTriggerSourceId() !== gm)) ScriptApp.deleteTrigger(t);
  if (changes.some((t) => t.getTriggerSourceId() === gm)) return undefined;
  try {
    ScriptApp.newTrigger(CHANGE_HANDLER).forSpreadsheet(gm).onChange().create();
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The GM's state tabs a check reads (CHECK_TABS): cached for the campaign's generation `gen`, read
 * before anything else of the check, or else read from the GM's spreadsheet, and cached when `cache`
 * (the generation is read before the tabs: tabs read after a write are cached under a generation that
 * write moved on from, which no check asks for again). `held`: tabs the action holds as a read would
 * give them (null: absent, checkCache.ts heldTabs), not read again. `own`: the action's Spreadsheet
 * object, its tab list still current (else the spreadsheet is opened by id).
 */
function campaignTabs(
  gen: string,
  cache: boolean,
  held = new Map<string, Cell[][] | null>(),
  own?: Spreadsheet | false,
): Map<string, Cell[][]> {
  const hit = cache ? cachedTabs(gen) : undefined;
  if (hit) return hit;
  const rest = CHECK_TABS.filter((t) => !held.has(t));
  // The action's own tabs are at hand (a data range each, the blank rows below left unread); a run of its
  // own finds each by one range named with its tab, at the widths kept for the generation (J76).
  const read = !rest.length
    ? new Map<string, Cell[][]>()
    : own
      ? readTabs(own, rest, true)
      : readTabsWide(SpreadsheetApp.openById(PropertiesService.getScriptProperties().getProperty(CAMPAIGN_ID) ?? ''), rest, widthsAt(gen));
  const tabs = new Map<string, Cell[][]>();
  for (const t of CHECK_TABS) {
    const rows = held.get(t) ?? read.get(t);
    if (rows) tabs.set(t, rows);
  }
  if (cache) cacheTabs(gen, tabs);
  return tabs;
}

/**
 * Whichever run holds the script lock checks every marked workbook until no mark is left, or until
 * CHECK_BUDGET_MS after its execution `started`. A run that finds the lock taken leaves its marks to the
 * holder, and the holder looks for marks again after releasing the lock, so a mark set while it was
 * finishing is still checked (by it, or by the run that set it). `open`: Orders tabs at hand, by workbook id.
 */
function checkMarked(started: number, open = new Map<string, Sheet>()): void {
  const lock = LockService.getScriptLock();
  // Within the execution's time: what is still marked after CHECK_BUDGET_MS waits for the next edit.
  while (editedBooks().length && Date.now() - started < CHECK_BUDGET_MS && lock.tryLock(0)) {
    try {
      for (let marked = editedBooks(); marked.length && Date.now() - started < CHECK_BUDGET_MS; marked = editedBooks()) {
        for (const id of marked) PropertiesService.getScriptProperties().deleteProperty(EDITED + id);
        checkBooks(marked, open);
      }
    } finally {
      lock.releaseLock();
    }
  }
}

/** The mark of each admiral workbook edited and not yet checked (its id to when it was marked): Recover compares them (J4). */
export function editMarks(): Record<string, string> {
  const all = PropertiesService.getScriptProperties().getProperties();
  return Object.fromEntries(
    Object.keys(all)
      .filter((k) => k.startsWith(EDITED))
      .map((k) => [k.slice(EDITED.length), all[k]]),
  );
}

function editedBooks(): string[] {
  return PropertiesService.getScriptProperties()
    .getKeys()
    .filter((k) => k.startsWith(EDITED))
    .map((k) => k.slice(EDITED.length));
}

/**
 * The campaign revision a workbook's check is computed on: the campaign's revision (journal.ts, raised
 * by every action that writes the campaign), its generation (checkCache.ts: moved on by the GM's edits too)
 * and the record of what the GM's script last wrote into the workbook, which every campaign action
 * changes before and after writing it.
 */
function revisionFor(bookId: string): string {
  return `${scriptRevision()}:${generation()}:${writtenToken(bookId)}`;
}

/**
 * The GM's tabs a check reads: the state tabs the campaign is parsed from, none of those that grow with
 * history, and the tabs a game adds (VBAM-SFB's, Staley's, Galactic Conquest's: without them every check
 * of those games answered that the campaign cannot be checked, J77). A game's tab another game's campaign
 * lacks is absent, as the action's tab list or Sheets says.
 */
const CHECK_TABS = [
  ...new Set([
    ...TABS.filter((t) => !t.name.includes('{empire}') && !['Log', STANDINGS_TAB, SUMMARY_TAB, RECORD_TAB].includes(t.name)).map(
      (t) => t.name,
    ),
    ...GAMES.flatMap((g) => g.tabs.map((t) => t.name)),
  ]),
];

/**
 * Writes the check of every order beside it in each of these admiral workbooks (the Order check column
 * only). Reads the GM's state tabs, from the cache when it holds them (never the Log, the Reports, their histories or the Order checks) and
 * each workbook's own Orders tab; another empire's orders are not read (an admiral's check never uses them).
 */
function checkBooks(ids: string[], open: Map<string, Sheet>): void {
  const gen = generation();
  const revisions = new Map(ids.map((id) => [id, revisionFor(id)]));
  const tabs = campaignTabs(gen, watched());
  const orderHeader = [ORDERS_TAB.columns.filter((x) => !isComputed(x)).map((x) => x.header)];
  for (const e of admiralsOf(tabs.get('Empires'))) tabs.set(`Orders ${e.empire}`, orderHeader);
  for (const a of admiralsOf(tabs.get('Empires')).filter((x) => ids.includes(x.id))) {
    let sheet: Sheet | null;
    try {
      sheet = open.get(a.id) ?? SpreadsheetApp.openById(a.id).getSheetByName(ADMIRAL_ORDERS);
    } catch {
      continue; // deleted or unshared: the GM hears of it at the next action
    }
    if (!sheet) continue;
    const orders = sheet.getDataRange().getValues() as Cell[][];
    const rows = orders.length;
    if (rows < 2 || missingOrderHeaders(orders).length) continue;
    const mine = new Map(tabs);
    mirrorOrders(mine, [{ admiral: a, orders }]);
    const { campaign, problems } = parseCampaign(mine);
    const checks = problems.length ? new Map<number, string>() : knownChecks(campaign, a.empire);
    const text = Array.from({ length: rows - 1 }, (_, i) => [
      problems.length ? 'The campaign cannot be checked now: the GM is at work on it.' : (checks.get(i + 2) ?? ''),
    ]);
    // Processing (or the admiral) may have changed the orders, or the GM's script the workbook, while they
    // were checked: then check again rather than write a check beside rows it was not made for. The orders
    // are not read again for it (J93): the admiral's edit marked the workbook anew (its mark was taken off
    // before the orders were read, checkMarked), and the GM's script moved the revision on.
    if (PropertiesService.getScriptProperties().getProperty(EDITED + a.id) !== null || revisionFor(a.id) !== revisions.get(a.id))
      PropertiesService.getScriptProperties().setProperty(EDITED + a.id, String(Date.now()));
    else sheet.getRange(2, ADMIRAL_ORDER_HEADERS.length, rows - 1, 1).setValues(text);
  }
}
