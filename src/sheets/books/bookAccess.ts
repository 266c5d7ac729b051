// Who may open an admiral's workbook (issue 31, item 4): its editors and viewers as Google lists them,
// and anyone besides its admiral, the GM, its owner and the script's user. Link sharing is on no list.

import type { Admiral } from './admirals';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Everyone who can open a workbook (`editors`, its owner included) besides its admiral, the GM, its owner and the user running the script. */
export function strangers(ss: Spreadsheet, editors: string[], a: Admiral, gm: string): string[] {
  const allowed = [a.email, gm, ss.getOwner()?.getEmail() ?? '', Session.getEffectiveUser().getEmail()];
  return editors.filter((m) => !allowed.some((x) => sameEmail(x, m)));
}

/** The e-mails of everyone who may edit a workbook, its owner included. */
export function editorsOf(ss: Spreadsheet): string[] {
  return ss.getEditors().map((u) => u.getEmail());
}

/**
 * The e-mails of a workbook's viewers and commenters: "Gets the list of viewers and commenters for this
 * Spreadsheet" (developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getViewers()). Link
 * sharing ("anyone with the link") is on no list, and the spreadsheets scope cannot ask Drive for it.
 */
export function viewersOf(ss: Spreadsheet): string[] {
  return ss.getViewers().map((u) => u.getEmail());
}

/** E-mails compared as Google treats them: case and surrounding blanks aside. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
