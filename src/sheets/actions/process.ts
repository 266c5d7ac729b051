// Check orders, Process Season and Undo last processing: read every tab once, let the engine decide,
// write each changed tab once. Processing holds the document lock, refuses when the phase is wrong
// or the season was processed, writes nothing when anything fails, and keeps a snapshot for undo.

import { gameOf } from '../../engine/games';
import { carriedOut, checkWords } from '../../engine/core/plotting';
import { Campaign } from '../../engine/core/model';
import { seededDice } from '../../engine/core/dice';
import { stamp } from '../../engine/core/calendar';
import { key, sameName } from '../../engine/core/ids';
import { readTabs, tabsGoneMeanwhile } from '../tabs/gateway';
import { formulasWhereWritten, RowRuns } from '../tabs/formulaRows';
import { campaignTabNames, loadCampaign, parseCampaign } from '../tabs/load';
import { changeWrites, dataWidth, TabWrite } from '../tabs/save';
import { applyRulingsStep, autoResolveStep, processSeasonStep, resolveBattlesStep, Step, updateBattlesStep } from '../run/steps';
import { Cell } from '../tabs/tables';
import { allowedAsGm, withLock } from './campaign';
import { counted, listed, message } from '../views/words';
import {
  begin,
  changedMeanwhile,
  carryOn,
  confirmed,
  end,
  refusedUntilRecovered,
  requireGrants,
  Resume,
  revision,
  abandon,
} from '../run/journal';
import { battleCardsHtml } from '../../ui/battleCards';
import { refreshDerived } from './continuation';
import {
  admiralsOf,
  afterWrites,
  changedBooks,
  mirrorOrders,
  OpenBook,
  openBooks,
  privateMode,
  renderBooks,
  stuckBooks,
  writeBooks,
} from '../books/admirals';
import { ordersDigest, staleBooks, watchTyping } from '../books/bookRecovery';
import { changesWatched, editMarks } from '../books/liveCheck';
import { namesOf, notReady } from '../../engine/core/readiness';
import { writeReadyColumn } from '../tabs/readiness';
import { admiralMails, KEPT_FOR_ADMIRAL, OVERWRITTEN_FOR_ADMIRAL, reportsAfter, sendMails, withNamed, workbookLinks } from '../books/mail';
import { deadline, followUp, handedOver, tooLate } from '../run/budget';
import {
  applyWrites,
  deletedMeanwhile,
  digest,
  keptUndo,
  restored,
  snapshotOf,
  snapshotText,
  undoPoint,
  writeUndoTab,
} from '../run/undoPoint';
import { unchangedSinceStart } from '../run/checkCache';
import { triggerTimeLow } from '../run/triggerTime';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

import { RECOVER_HINT } from './undo';

const TITLE = 'Process Season';
/** Lines of an auto-resolve's combat account shown in the dialog (the Log keeps every roll). */
const MAX_DETAILS = 40;

/** Menu: Check orders. The same validator as processing; changes nothing. */
export function checkOrdersAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  if (refusedUntilRecovered('Check orders')) return;
  // One lock over the read and the Ready it writes: an action of another window cannot slip in between.
  const out = withLock(ss, () => {
    const tabs = readTabs(
      ss,
      campaignTabNames(ss).filter((n) => !n.startsWith('Report ')),
    );
    // Private workbooks: the orders are the ones in each admiral's workbook.
    const { books, problems: unreachable } = openBooks(privateMode(tabs.get('Campaign')) ? admiralsOf(tabs.get('Empires')) : []);
    mirrorOrders(tabs, books);
    const { campaign, problems } = parseCampaign(tabs);
    if (problems.length || unreachable.length)
      return { title: 'Check orders: fix the workbook first', text: listed([...unreachable, ...problems]) };
    const game = gameOf(campaign);
    const over = typeof game === 'string' ? game : game.over(campaign);
    if (typeof game === 'string' || over) return { title: 'Check orders', text: over ?? '' };
    const results = game.check(campaign);
    // Each rejected order with its reason, then each legal one with what it will do, its cost and its odds (issue 33 item 7).
    const lines: string[] = [];
    const legal: string[] = [];
    for (const e of campaign.empires)
      for (const r of results.get(key(e.id)) ?? []) (carriedOut(r) ? legal : lines).push(`Orders ${e.id} row ${r.row}: ${checkWords(r)}`);
    const ok = legal.length;
    const waiting = notReady(campaign);
    writeReadyColumn(ss, tabs.get('Empires'), campaign);
    const head =
      `${stamp(campaign.settings.year, campaign.settings.season)}: ${counted(ok, 'order is', 'orders are')} legal as things stand, ${lines.length} would be rejected. ` +
      (waiting.length ? `Not marked Ready: ${namesOf(waiting)}.` : 'Every admiral has marked their orders Ready.');
    return { title: 'Check orders', text: [head, ...[lines, legal].filter((l) => l.length).map(listed)].join('\n\n') };
  });
  if (out) ui.alert(out.title, out.text, ui.ButtonSet.OK);
}

/**
 * The shape of every action that changes the campaign: lock, read each tab once, refuse on any
 * workbook problem, let the engine decide with nothing written yet, snapshot for undo, then write
 * each changed tab once and flush — restoring the snapshot if any write fails. A question lets go of
 * the lock (journal.ts, confirmed). Just before the first write, every tab the action writes and the
 * orders it read (in private mode, each admiral workbook's) are read again: an admiral or the GM may
 * have typed meanwhile, and then nothing is written. The journal records the action from its first
 * write to its last, so that one Google stopped half-way is recovered, never run on.
 */
function campaignAction(title: string, plan: (campaign: Campaign) => Step): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  withLock(ss, (lock) => {
    if (refusedUntilRecovered(title)) return;
    // From the click: the question's wait is counted too, as the execution runs on while it is open.
    const time = deadline();
    ss.toast('Reading the campaign…', title);
    const read = revision();
    const names = campaignTabNames(ss);
    const first = readTabs(ss, names);
    if (!allowedAsGm(ss, first.get('Campaign'), title)) return;
    requireGrants();
    // Private workbooks: each admiral's orders come from their own workbook, and every workbook is written back.
    const admirals = privateMode(first.get('Campaign')) ? admiralsOf(first.get('Empires')) : [];
    const { books, problems: unreachable } = openBooks(admirals);
    if (unreachable.length) {
      ui.alert(`${title}: nothing was changed anywhere`, `Fix the admiral workbooks first:\n\n${listed(unreachable)}`, ui.ButtonSet.OK);
      return;
    }
    const stale = staleBooks(books, read);
    if (stale.length) {
      ui.alert(
        `${title}: nothing was changed anywhere`,
        `The admiral workbooks of ${stale.join(', ')} were not written for the campaign as it is now (an earlier action could not update them), so their orders cannot be trusted. Run Recover: it rewrites them from this spreadsheet.`,
        ui.ButtonSet.OK,
      );
      return;
    }
    mirrorOrders(first, books);
    const { campaign, problems } = parseCampaign(first);
    if (problems.length) {
      ui.alert(`${title}: nothing was changed`, `Fix these first:\n\n${listed(problems)}`, ui.ButtonSet.OK);
      return;
    }
    const booksBefore = renderBooks(campaign, first, admirals, true, read);
    const game = gameOf(campaign);
    const step = (typeof game === 'string' ? game : game.over(campaign)) ?? plan(campaign);
    if (typeof step === 'string') {
      ui.alert(`${title}: nothing was changed`, step, ui.ButtonSet.OK);
      return;
    }
    if (step.confirm && !confirmed(lock, title, step.confirm, read)) return;
    if (tooLate(time, title)) return;
    ss.toast('Adjudicating…', title);
    let done: ReturnType<typeof step.run>;
    let original: Map<string, Cell[][]>;
    let writes: TabWrite[];
    let written: RowRuns;
    let summary: string;
    let tabsAfter: Map<string, Cell[][]>;
    let booksAfter: ReturnType<typeof renderBooks>;
    try {
      done = step.run();
      // The GM's own formulas on the rows written are written back as formulas, not as the values they showed (J25).
      ({ original, writes, written } = formulasWhereWritten(ss, first, (tabs) => changeWrites(tabs, done.change)));
      summary = done.details.length ? `${done.summary}\n\n${done.details.slice(0, MAX_DETAILS).join('\n')}` : done.summary;
      tabsAfter = afterWrites(original, writes);
      // After processing the order rows are emptied: nothing is left to check beside them.
      booksAfter = renderBooks(done.change.campaign, tabsAfter, admirals, !done.change.orders, read + 1);
    } catch (e) {
      ui.alert(`${title}: nothing was changed`, message(e), ui.ButtonSet.OK);
      return;
    }
    ss.toast('Writing the results…', title);
    const snapshot = snapshotOf(step.label, original, writes, written);
    const text = snapshotText(snapshot);
    const gm = campaign.settings.gmEmail;
    const previousUndo = undoPoint(ss);
    const entry = begin(title, read, digest(text));
    try {
      writeUndoTab(ss, text, gm);
      SpreadsheetApp.flush();
    } catch (e) {
      const kept = keptUndo(ss, previousUndo, gm);
      if (kept.ok) end();
      ui.alert(
        `${title}: nothing was changed`,
        `The undo snapshot could not be saved (${message(e)}), so no campaign tab was written. ${kept.text}${kept.ok ? '' : ` ${RECOVER_HINT}`}`.trim(),
        ui.ButtonSet.OK,
      );
      return;
    }
    // The workbooks' edit marks before the last look: each is compared again right before its workbook is written.
    const marks = editMarks();
    // The last look for edits made meanwhile comes after the Undo tab is saved and flushed (rule option J1).
    let moved: string[];
    let gone: string[] = [];
    try {
      moved = changedSince(ss, first, writes, ordersLooked(campaign, step.confirm !== undefined), admirals.length ? books : undefined);
    } catch (e) {
      // A tab deleted meanwhile fails the read of it (rule option J81): the action stops as for any change made meanwhile.
      gone = tabsGoneMeanwhile(ss);
      if (!gone.length) throw e;
      moved = gone;
    }
    if (moved.length) {
      const kept = keptUndo(ss, previousUndo, gm);
      if (kept.ok) abandon(read);
      const why = gone.length ? deletedMeanwhile(title, gone) : changedMeanwhile(title, moved, step.confirm !== undefined);
      ui.alert(`${title}: nothing was changed`, kept.ok ? why : `${why} ${kept.text} ${RECOVER_HINT}`, ui.ButtonSet.OK);
      return;
    }
    let booksTouched = false;
    let left: OpenBook[] = [];
    const typing = watchTyping(
      marks,
      tabsAfter,
      (tab) => original.get(tab) ?? [],
      (b) => renderBooks(done.change.campaign, tabsAfter, [b.admiral], !done.change.orders, read + 1).get(key(b.admiral.empire)),
    );
    try {
      applyWrites(ss, original, writes);
      booksTouched = true;
      left = writeBooks(books, booksAfter, booksBefore, time.fits, typing);
      SpreadsheetApp.flush();
    } catch (e) {
      const back = restored(ss, snapshot);
      // A workbook writeBooks could not put back, or any after a failed flush: Recover rewrites every one.
      const stuck = booksTouched && books.length > 0 && stuckBooks(e)?.length !== 0;
      const kept = back.ok && !stuck ? keptUndo(ss, previousUndo, gm) : undefined;
      if (kept?.ok) end();
      const what = books.length && !stuck ? 'the campaign and every admiral workbook were restored' : 'the campaign was restored';
      ui.alert(
        `${title} failed while writing${back.ok ? `: ${what}` : ''}`,
        `${message(e)}\n\n${back.text}${kept ? ` ${kept.text}` : ''}${kept?.ok ? '' : `\n\n${RECOVER_HINT}`}`.trim(),
        ui.ButtonSet.OK,
      );
      return;
    }
    const mails = !!done.mail && done.change.campaign.settings.mailAdmirals;
    // Each admiral is mailed once their workbook holds the new season: those handed over, by the follow-up.
    const mail = (to: (empire: string) => boolean = () => true) => {
      if (!mails) return '';
      const c = done.change.campaign;
      const reports = reportsAfter(original, writes, done.change.reports);
      for (const e of c.empires) if (!to(e.id)) reports.delete(key(e.id));
      const { mails: each, skipped } = admiralMails(c, c.settings.lastProcessed, reports, workbookLinks(original.get('Empires')));
      const told = withNamed(withNamed(each, typing.kept, KEPT_FOR_ADMIRAL), typing.overwritten, OVERWRITTEN_FOR_ADMIRAL);
      return `\n\n${sendMails(told, skipped)}`;
    };
    summary += typedWhileWriting(title, typing);
    if (left.length) {
      // Past the time budget: every GM tab is written, so the action goes on, never back (finishAction).
      const written = books.filter((b) => booksAfter.has(key(b.admiral.empire)) && !left.includes(b)).map((b) => b.admiral.empire);
      const resume: Resume = {
        written,
        of: written.length + left.filter((b) => booksAfter.has(key(b.admiral.empire))).length,
        checked: !done.change.orders,
        orders: writes.map((w) => w.tab).filter((t) => t.startsWith('Orders ')),
        log: writes.some((w) => w.tab === 'Log'),
        mail: mails,
        seen: Object.fromEntries(left.map((b) => [key(b.admiral.empire), ordersDigest(b)])),
      };
      // Armed before the journal says so: a run stopped in between leaves a journal Recover takes back.
      const later = followUp();
      carryOn(entry, resume);
      const mailed = mail((e) => written.some((w) => sameName(w, e)));
      ui.alert(title, `${summary}${mailed}\n\n${handedOver(title, resume, later)}`, ui.ButtonSet.OK);
      return;
    }
    const note = refreshDerived(
      ss,
      done.change.campaign,
      original,
      writes.some((w) => w.tab === 'Log'),
    );
    end();
    summary += mail();
    ss.toast('Done.', title);
    ui.alert(title, summary + note, ui.ButtonSet.OK);
  });
}

/** For the GM: the orders typed while the action wrote the admiral workbooks, kept, and the workbooks edited while written. */
function typedWhileWriting(title: string, typing: { kept: string[]; overwritten: string[] }): string {
  return (
    (typing.kept.length
      ? `\n\nThese orders were typed while ${title} wrote the admiral workbooks; they are kept in the new orders:\n${listed(typing.kept)}`
      : '') +
    (typing.overwritten.length
      ? `\n\nThese admiral workbooks were edited while ${title} wrote them; what was typed there may be lost:\n${listed(typing.overwritten)}`
      : '')
  );
}

/** What to do when an action could not put everything back itself. */

/**
 * The Orders tabs whose orders the last look compares: those holding an order when read. An Orders tab
 * that held none gave the action nothing and is not written, so an order typed there meanwhile is kept
 * for the next run unread again (rule option J1); after a question, which may stay open for minutes,
 * every Orders tab is compared, so that orders typed while the GM decided are part of this run.
 */
function ordersLooked(campaign: Campaign, asked: boolean): (tab: string) => boolean {
  const held = new Set(
    Object.keys(campaign.orders)
      .filter((e) => campaign.orders[e].length)
      .map((e) => `Orders ${e}`),
  );
  return (tab) => asked || held.has(tab);
}

/**
 * What changed since the action read it: each tab it is about to write, and the orders it read (the
 * Orders tabs `looked` picks, or in private mode each admiral workbook's). Data columns only: computed
 * ones may be recalculating. One more read of each, before anything is written; of the GM's own tabs
 * only when someone changed the spreadsheet meanwhile or no change trigger watches it (J50).
 */
function changedSince(
  ss: Spreadsheet,
  first: Map<string, Cell[][]>,
  writes: TabWrite[],
  looked: (tab: string) => boolean,
  books?: OpenBook[],
): string[] {
  const isOrders = (t: string) => t.startsWith('Orders ');
  const orders = books ? [] : [...first.keys()].filter((n) => isOrders(n) && looked(n));
  // In private mode the GM's Orders tabs hold the orders mirrored from the workbooks, compared there.
  const tabs = [...new Set([...writes.map((w) => w.tab), ...orders])].filter((t) => !(books && isOrders(t)));
  // The tabs others than the GM may type in (the Orders tabs: every other tab is the GM's alone, protection.ts) first.
  const theirs = tabs.filter(isOrders);
  const now = theirs.length ? readTabs(ss, theirs) : new Map<string, Cell[][]>();
  // The GM's own tabs only if a person changed the spreadsheet since the action began, or no trigger
  // would have told (rule option J50), or the trigger may not have run, its day's runtime spent (J65); the
  // generation is read after the Orders tabs, to be as late as can be.
  const mine = changesWatched(ss.getId()) && unchangedSinceStart() && !triggerTimeLow() ? [] : tabs.filter((t) => !isOrders(t));
  if (mine.length) for (const [tab, rows] of readTabs(ss, mine)) now.set(tab, rows);
  const data = (tab: string, rows: Cell[][] | undefined) => {
    const width = dataWidth(tab, rows?.[0] ?? []);
    return JSON.stringify((rows ?? []).map((r) => r.slice(0, width)));
  };
  return [...[...theirs, ...mine].filter((t) => data(t, first.get(t)) !== data(t, now.get(t))), ...(books ? changedBooks(books) : [])];
}

/** Menu: Process Season. */
export function processSeasonAction(): void {
  campaignAction(TITLE, (campaign) => processSeasonStep(campaign, seededDice, () => Utilities.getUuid().slice(0, 8)));
}

/** Menu: Auto-resolve battles (VBAM statistical combat) for the battles marked Auto. */
export function autoResolveAction(): void {
  campaignAction('Auto-resolve battles', (campaign) => autoResolveStep(campaign, seededDice));
}

/** Menu: Update battles: after the GM changed who fights a pending battle (the game says what may change). */
export function updateBattlesAction(): void {
  campaignAction('Update battles', updateBattlesStep);
}

/** Menu: Resolve battles: apply the entered results. */
export function resolveBattlesAction(): void {
  campaignAction('Resolve battles', (campaign) => resolveBattlesStep(campaign, seededDice));
}

/** Menu: Apply rulings: the GM's answers take effect and the paused season goes on (issue 21). */
export function applyRulingsAction(): void {
  campaignAction('Apply rulings', (campaign) => applyRulingsStep(campaign, seededDice));
}

/** Menu: Battle cards: a printable page per battle not yet resolved. */
export function battleCardsAction(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  const { campaign } = loadCampaign(ss);
  const open = campaign.battles.filter((b) => b.status !== 'Resolved');
  const cards = open.map((battle) => ({
    battle,
    ships: campaign.battleShips
      .filter((s) => sameName(s.battle, battle.id))
      .map((row) => ({ row, ship: campaign.ships.find((x) => sameName(x.id, row.ship)) })),
  }));
  // HtmlService ignores <title> and <meta> in the page: the title is set on the output.
  const html = HtmlService.createHtmlOutput(battleCardsHtml(cards))
    .setTitle(`${campaign.settings.campaignName}: battle cards`)
    .setWidth(900)
    .setHeight(650);
  ui.showModalDialog(html, open.length ? `Battle cards (${open.length})` : 'Battle cards');
}
