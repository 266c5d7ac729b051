// Telling the admirals (PBEM hosts mail each player their turn results): after a processing that
// completes a season's report, each admiral still receiving reports gets an e-mail saying so, with
// their report — or a link to their private workbook when the Empires tab's Workbook column has one. Each message is
// built from that admiral's view (viewFor) and their own report, and goes to their address only:
// nobody, the GM included, is e-mailed another admiral's report.

import { viewRulesOf } from '../../engine/games';
import { Campaign } from '../../engine/core/model';
import { fleetStrength, viewFor } from '../../engine/core/view';
import { key } from '../../engine/core/ids';
import { stamp } from '../../engine/core/calendar';
import { isEmail } from '../views/protection';
import { listed } from '../views/words';
import { Cell, normalizeHeader } from '../tabs/tables';
import { settingValue } from '../tabs/access';
import { carryOn, JournalEntry, progress, Resume } from '../run/journal';
import { dropFollowUps } from '../run/budget';
import { TabWrite } from '../tabs/save';
import { afterWrites, WORKBOOK_LINK } from './admirals';

export interface AdmiralMail {
  empire: string;
  to: string;
  subject: string;
  body: string;
}

/** Links to the admirals' private workbooks, by empire (upper case), from the Empires tab's Workbook column. */
export function workbookLinks(empires: Cell[][] | undefined): Map<string, string> {
  const [header = [], ...rows] = empires ?? [];
  const at = (name: string) => header.findIndex((h) => normalizeHeader(h) === normalizeHeader(name));
  const [idCol, linkCol] = [at('Empire'), at(WORKBOOK_LINK)];
  const out = new Map<string, string>();
  for (const r of rows) {
    const link = String(r[linkCol] ?? '').trim();
    if (idCol >= 0 && linkCol >= 0 && link.startsWith('https://')) out.set(key(r[idCol]), link);
  }
  return out;
}

/**
 * The e-mails of a processing: one per empire in `reports` (the admirals who got a report this time),
 * from that admiral's view of the campaign as it now stands. Empires without a valid address are named in `skipped`.
 */
export function admiralMails(
  c: Campaign,
  season: string,
  reports: Map<string, string[][]>,
  links: Map<string, string>,
): { mails: AdmiralMail[]; skipped: string[] } {
  const mails: AdmiralMail[] = [];
  const skipped: string[] = [];
  for (const e of c.empires.filter((x) => reports.has(key(x.id)))) {
    const rules = viewRulesOf(c);
    const view = viewFor(rules, c, e.id);
    const me = view.empires.find((x) => key(x.id) === key(e.id))!;
    if (!isEmail(me.email)) {
      skipped.push(`${e.id} (no valid e-mail in Empires)`);
      continue;
    }
    const s = view.settings;
    const next =
      s.phase.toLowerCase() === 'over'
        ? 'The campaign is over.'
        : s.phase.toLowerCase() === 'battles'
          ? 'Battles are pending: the GM will tell you their results.'
          : `Now ${stamp(s.year, s.season)}: write your orders and mark them Ready.`;
    const fleets = view.fleets
      .filter((f) => f.mine)
      .map((f) => `  ${f.id} at ${f.location}: ${f.ships} ship(s), ${fleetStrength(f)}, ${f.status}`);
    const link = links.get(key(e.id));
    const lines = reports.get(key(e.id)) ?? [];
    const report = lines.filter(([section]) => section !== 'Summary').map(([section, text]) => `  ${section}: ${text}`);
    // The report's summary (with the turn summary, issue 20) opens the mail, workbook link or not.
    const summary = lines.filter(([section]) => section === 'Summary').map(([section, text]) => `  ${section}: ${text}`);
    const body = [
      `${me.admiral || `Admiral of ${me.id}`},`,
      '',
      `${s.campaignName}: ${season} has been processed. ${next}`,
      '',
      ...(summary.length ? [...summary, ''] : []),
      `${me.id} (${me.race}): treasury ${me.treasury} ${rules.treasuryUnit}, ${me.vp} VP${me.movePoints === '' ? '' : `, ${me.movePoints} movement points`}.`,
      'Your fleets:',
      ...fleets,
      '',
      ...(link ? [`Your report and orders are in your workbook: ${link}`] : ['Your report:', ...report]),
    ].join('\n');
    mails.push({ empire: e.id, to: me.email, subject: `${s.campaignName}: ${season} processed`, body });
  }
  return { mails, skipped };
}

/** Told the admiral of the orders kept that they typed while their workbook was being written. */
export const KEPT_FOR_ADMIRAL = 'Orders you typed while your workbook was being updated, kept for this season:';

/** Told the admiral whose workbook was edited while an action wrote it. */
export const OVERWRITTEN_FOR_ADMIRAL =
  'Your workbook was edited while it was being updated: check its Orders tab and type again any order missing:';

/**
 * Each mail with, under `heading`, the lines of `named` about its admiral's workbook (each begins
 * "<empire>'s admiral workbook", as bookRecovery.ts names an order).
 */
export function withNamed(mails: AdmiralMail[], named: string[], heading: string): AdmiralMail[] {
  return mails.map((m) => {
    const mine = named.filter((k) => k.startsWith(`${m.empire}'s admiral workbook`));
    return mine.length ? { ...m, body: `${m.body}\n\n${heading}\n${listed(mine)}` } : m;
  });
}

/**
 * Sends the mails within the day's quota (MailApp.getRemainingDailyQuota counts recipients; needs the
 * script.send_mail scope: https://developers.google.com/apps-script/reference/mail/mail-app). Returns a line for the GM.
 */
export function sendMails(mails: AdmiralMail[], skipped: string[]): string {
  const quota = MailApp.getRemainingDailyQuota();
  const sent: string[] = [];
  const failed = [...skipped];
  mails.forEach((m, i) => {
    if (i >= quota) {
      failed.push(`${m.empire} (the daily e-mail quota is used up)`);
      return;
    }
    try {
      MailApp.sendEmail(m.to, m.subject, m.body);
      sent.push(m.empire);
    } catch (e) {
      failed.push(`${m.empire} (${e instanceof Error ? e.message : String(e)})`);
    }
  });
  return `E-mailed ${sent.length ? sent.join(', ') : 'nobody'}${failed.length ? `; not e-mailed: ${failed.join(', ')}` : ''}.`;
}

/**
 * Tells the GM by mail what a run with no window (a follow-up trigger) could not do, when the campaign
 * mails (its Campaign tab's Mail admirals and GM email, read as text: the campaign may not parse).
 * Answers whether it was sent.
 */
export function mailGm(campaignRows: Cell[][] | undefined, subject: string, text: string): boolean {
  const to = settingValue(campaignRows, 'GM email');
  if (!/^(yes|y|true)$/i.test(settingValue(campaignRows, 'Mail admirals')) || !isEmail(to)) return false;
  try {
    MailApp.sendEmail(to, subject, text);
    return true;
  } catch {
    return false; // the quota is used up: the GM still sees it at the next click
  }
}

/** What a follow-up run did: the GM's message, and whether the GM must hear it at the next click (journal.ts, noteForGm). */
export interface Finished {
  text: string;
  tell: boolean;
  /** Mails the GM what a follow-up run could not do, when the campaign mails (the GM may not click for days). */
  mail?: () => void;
}

/**
 * A follow-up that cannot finish stops: the journal keeps why (every click shows it, journal.ts), no
 * follow-up is armed (it would only fail again, each run costing the day's trigger runtime), and the
 * GM is e-mailed when the campaign mails. Recover tries again. Answers the GM's message (the journal
 * holds it: it is no note besides).
 */
export function stopFollowUps(entry: JournalEntry, r: Resume, tabs: Map<string, Cell[][]>, why: string): string {
  const text = `${entry.action} could not be finished (${progress(r)}): ${why}`;
  carryOn(entry, { ...r, stopped: text });
  dropFollowUps();
  mailGm(tabs.get('Campaign'), `${entry.action} is not finished`, text);
  return text;
}

/** Each reported empire's Report tab as the writes leave it (a season rewrites it, resolving battles adds to it), without the header. */
export function reportsAfter(original: Map<string, Cell[][]>, writes: TabWrite[], reported: Map<string, unknown>): Map<string, string[][]> {
  const tabs = afterWrites(original, writes);
  const out = new Map<string, string[][]>();
  for (const [name, rows] of tabs) {
    const empire = key(/^Report (\S+)$/.exec(name)?.[1]); // not "Report history KLI"
    if (!reported.has(empire)) continue;
    out.set(
      empire,
      rows
        .slice(1)
        .filter((r) => r.some((x) => String(x ?? '').trim()))
        .map((r) => [String(r[0] ?? ''), String(r[1] ?? '')]),
    );
  }
  return out;
}
