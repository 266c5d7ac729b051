// Who may do what. Every action that changes the campaign is the GM's: the user running it must be
// the Campaign's "GM email" or the spreadsheet's owner, or it refuses before reading anything else
// or writing anything. Session.getActiveUser() is the user who clicked the menu item (blank where
// Google does not disclose it, e.g. in a simple onOpen for another user:
// https://developers.google.com/apps-script/reference/base/session#getActiveUser()).

import { Cell, normalizeHeader } from './tables';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Whose menu the user gets: the GM's, an admiral's, or (Google does not say who they are) a short one. */
export type Role = 'gm' | 'admiral' | 'unknown';

export function settingValue(rows: Cell[][] | undefined, name: string): string {
  const row = (rows ?? []).find((r) => normalizeHeader(r[0]) === normalizeHeader(name));
  return String(row?.[1] ?? '').trim();
}

/** The signed-in user's e-mail, lower-cased; '' when Google does not tell. */
export function activeEmail(): string {
  return String(Session.getActiveUser().getEmail() ?? '')
    .trim()
    .toLowerCase();
}

function ownerEmail(ss: Spreadsheet): string {
  // A file in a shared drive has no owner (getOwner() returns null).
  return ss.getOwner()?.getEmail().toLowerCase() ?? '';
}

/** Why the active user may not change this campaign, or undefined when they are the GM or the owner. */
export function gmRefusal(ss: Spreadsheet, campaignRows: Cell[][] | undefined): string | undefined {
  const me = activeEmail();
  const gm = settingValue(campaignRows, 'GM email').toLowerCase();
  if (me && (me === gm || me === ownerEmail(ss))) return undefined;
  if (!me)
    return 'Google did not tell the add-on who you are, so it cannot check that you are the GM. Open the spreadsheet signed in with the GM\'s account (the Campaign "GM email") and try again.';
  return `Only the GM (the Campaign "GM email") or the spreadsheet's owner may do this; you are signed in as ${me}. Admirals: use Check my orders.`;
}

/** Which menu to show the user who opened the spreadsheet; any failure to tell (no authorization yet) is 'unknown'. */
export function menuRole(): Role {
  try {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const me = activeEmail();
    if (!me) return 'unknown';
    const campaign = ss.getSheetByName('Campaign');
    if (!campaign) return me === ownerEmail(ss) ? 'gm' : 'unknown';
    return gmRefusal(ss, campaign.getDataRange().getValues() as Cell[][]) ? 'admiral' : 'gm';
  } catch {
    return 'unknown';
  }
}
