// Protections: every tab editable by the GM only, except each admiral's Orders tab, editable by that
// admiral and the GM, whose result and check columns stay GM-only. Sheets always lets the
// spreadsheet's owner and the account that ran the action edit too. The add-on's protections carry a description starting "SFB:" so a
// refresh replaces exactly them and leaves the GM's own protections alone.

import { TabPlan } from '../tabs/workbook';
import { layoutOf } from '../tabs/layout';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Protection = GoogleAppsScript.Spreadsheet.Protection;

const MARK = 'SFB:';

export interface Editors {
  gm: string;
  /** Admiral e-mail by empire id (upper case). */
  admirals: Map<string, string>;
}

export interface ProtectionSummary {
  tabs: number;
  orderTabs: { tab: string; editors: string[] }[];
  warnings: string[];
}

export function isEmail(s: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);
}

export function protectWorkbook(ss: Spreadsheet, plans: TabPlan[], editors: Editors): ProtectionSummary {
  const P = SpreadsheetApp.ProtectionType;
  for (const p of [...ss.getProtections(P.SHEET), ...ss.getProtections(P.RANGE)]) {
    if (p.getDescription().startsWith(MARK)) p.remove();
  }
  const summary: ProtectionSummary = { tabs: 0, orderTabs: [], warnings: [] };
  if (!isEmail(editors.gm)) summary.warnings.push(`Campaign "GM email" is "${editors.gm}", not an e-mail: only the owner can edit.`);
  for (const plan of plans) {
    const sheet = ss.getSheetByName(plan.name);
    if (!sheet) continue;
    summary.tabs++;
    if (plan.spec.kind !== 'orders') {
      restrict(sheet.protect(), `${MARK} GM only`, [editors.gm]);
      continue;
    }
    const admiral = editors.admirals.get(plan.empire.toUpperCase()) ?? '';
    if (!isEmail(admiral))
      summary.warnings.push(`${plan.empire} has no valid admiral e-mail in Empires: only the GM can edit ${plan.name}.`);
    const allowed = [editors.gm, admiral].filter(isEmail);
    restrict(sheet.protect(), `${MARK} orders of ${plan.empire}`, allowed);
    const layout = layoutOf(plan.spec);
    restrict(sheet.getRange(1, 1, 1, layout.headers.length).protect(), `${MARK} headers of ${plan.empire}`, [editors.gm]);
    // Whole columns (open-ended A1), so rows added later are covered too.
    const firstGmColumn = plan.spec.columns.findIndex((c) => c.gmOnly) + 1;
    const gmRange = sheet.getRange(`${columnLetters(firstGmColumn)}:${columnLetters(layout.headers.length)}`);
    restrict(gmRange.protect(), `${MARK} results and checks of ${plan.empire}`, [editors.gm]);
    summary.orderTabs.push({ tab: plan.name, editors: allowed });
  }
  return summary;
}

/**
 * A workbook nobody edits yet but its owner (and the GM): an admiral workbook laid out before it is
 * shared with its admiral. Google's reference for Sheet.protect and Range.protect: a new protection's
 * editors mirror the spreadsheet's own until the script first changes its editor list (addEditor,
 * removeEditor, setDomainEdit); from then on it keeps its own list, and whoever is given the spreadsheet
 * later is not on it (developers.google.com/apps-script/reference/spreadsheet/sheet#protect(),
 * .../spreadsheet/range#protect()). So adding the GM is enough to shut out the admiral shared with
 * afterwards: no getEditors, no removeEditors (test/fake/protection.ts keeps these semantics). Whether
 * the domain may edit is the spreadsheet's too: asked once per workbook (canDomainEdit), not per tab.
 */
export interface Unshared {
  domainEdit?: boolean;
}

/**
 * A whole tab only the GM (and the owner, whom Sheets always lets edit) may edit; `unshared`: the
 * workbook is not shared yet (see Unshared), which takes 2 calls a tab instead of 7: no description,
 * as nothing looks a new workbook's protections up by it (protectWorkbook finds the add-on's own by
 * description in the GM's spreadsheet only), and each protects one whole tab, named by the tab.
 */
export function protectGmOnly(sheet: GoogleAppsScript.Spreadsheet.Sheet, description: string, gm: string, unshared?: Unshared): void {
  const p = sheet.protect();
  if (!unshared) return restrict(p, description, [gm]);
  // Any change of the list makes it the protection's own: the GM, or else the user running the script.
  if (isEmail(gm)) p.addEditors([gm]);
  else p.addEditor(Session.getEffectiveUser());
  unshared.domainEdit ??= p.canDomainEdit();
  if (unshared.domainEdit) p.setDomainEdit(false);
}

/** Column letters of a 1-based column number (1 → A, 27 → AA). */
function columnLetters(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * As Google's Protection reference does it: the runner (effective user) is made an editor first,
 * then every other editor and domain editing are removed, then the allowed editors added.
 */
function restrict(p: Protection, description: string, emails: string[]): void {
  p.setDescription(description);
  const valid = emails.filter(isEmail);
  p.addEditor(Session.getEffectiveUser());
  p.removeEditors(p.getEditors());
  if (p.canDomainEdit()) p.setDomainEdit(false);
  if (valid.length) p.addEditors(valid);
}
