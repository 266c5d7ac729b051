// Creating the campaign workbook from the schema: tabs, header notes, formats, validation lists,
// frozen headers, named ranges and the computed-column formulas.

import { ORDERS_TAB, SETTING_NAMES, TabSpec, TABS, tabName } from '../../sheets-templates/schema';
import { ensureSize, insertTab, writeTab } from './gateway';
import { Layout, tabRows } from './layout';
import { Cell, isBlank, normalizeHeader } from './tables';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Tab contents by tab name, each a header row plus rows (e.g. parsed CSV). */
export type TabSources = Map<string, Cell[][]>;

export interface TabPlan {
  spec: TabSpec;
  name: string;
  empire: string;
}

/** Every tab a campaign with these empires has, in workbook order. */
export function plannedTabs(empires: string[]): TabPlan[] {
  return TABS.flatMap((spec) => spec.name.includes('{empire}')
    ? empires.map((e) => ({ spec, name: tabName(spec, e), empire: e }))
    : [{ spec, name: spec.name, empire: '' }]);
}

/** Empire ids listed in an Empires source. */
export function empireIds(empires: Cell[][] | undefined): string[] {
  const [header = [], ...rows] = empires ?? [];
  const col = header.findIndex((h) => normalizeHeader(h) === 'empire');
  if (col < 0) return [];
  return rows.map((r) => String(r[col] ?? '').trim()).filter((id) => id !== '');
}

/** Writes every campaign tab from `sources` (tabs not given start with their header only). */
export function buildWorkbook(ss: Spreadsheet, sources: TabSources): TabPlan[] {
  const plans = plannedTabs(empireIds(sources.get('Empires')));
  buildTabs(ss, plans, sources);
  return plans;
}

/** Creates (or clears and rewrites) the planned tabs. */
export function buildTabs(ss: Spreadsheet, plans: TabPlan[], sources: TabSources): void {
  const fleetsByEmpire = fleetIdsByEmpire(sources.get('Fleets'));
  const order = plannedTabs(empireIds(sources.get('Empires'))).map((p) => p.name);
  for (const plan of plans) {
    const existing = ss.getSheetByName(plan.name);
    const sheet = existing ?? insertTab(ss, plan.name, Math.max(0, Math.min(order.indexOf(plan.name), ss.getSheets().length)));
    if (existing) {
      sheet.clear();
      sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns()).clearDataValidations();
    }
    const { layout, rows } = tabRows(plan.spec, sources.get(plan.name) ?? [[]], plan.empire);
    writeTab(sheet, rows, layout.headers.length, 0);
    formatTab(sheet, plan.spec, layout);
    if (plan.spec.kind === 'orders') setOrderFleetList(sheet, layout, fleetsByEmpire.get(plan.empire.toUpperCase()) ?? []);
    if (plan.spec.namedRange) {
      ss.setNamedRange(plan.spec.namedRange, sheet.getRange(1, 1, sheet.getMaxRows(), layout.dataWidth));
    }
    if (plan.spec.kind === 'settings') nameSettingCells(ss, sheet, rows);
  }
}

function formatTab(sheet: Sheet, spec: TabSpec, layout: Layout): void {
  const width = layout.headers.length;
  ensureSize(sheet, 2, width);
  const header = sheet.getRange(1, 1, 1, width);
  header.setNotes([layout.specs.map((c) => c?.note ?? '')]);
  header.setFontWeight('bold');
  header.setBackground('#d9d9d9');
  sheet.setFrozenRows(1);
  if (spec.tabColor) sheet.setTabColor(spec.tabColor);

  const body = sheet.getRange(2, 1, sheet.getMaxRows() - 1, width);
  const rule = (values: readonly string[] | undefined) => values
    ? SpreadsheetApp.newDataValidation().requireValueInList([...values], true).setAllowInvalid(false).build()
    : null;
  const rules = layout.specs.map((c) => (c?.formula ? null : rule(c?.values)));
  // Text columns are plain text so ids such as 165 or 1-2 stay as typed; computed ones keep General.
  const formats = layout.specs.map((c) => c?.format ?? (c && !c.formula ? '@' : 'General'));
  const rows = body.getNumRows();
  body.setDataValidations(Array.from({ length: rows }, () => rules));
  body.setNumberFormats(Array.from({ length: rows }, () => formats));
}

/** The Fleet column of an admiral's Orders tab offers that admiral's own fleets. */
export function setOrderFleetList(sheet: Sheet, layout: Layout, fleetIds: string[]): void {
  const col = layout.headers.indexOf(ORDERS_TAB.columns[0].header) + 1;
  const range = sheet.getRange(2, col, sheet.getMaxRows() - 1, 1);
  if (fleetIds.length === 0) {
    range.clearDataValidations();
    return;
  }
  range.setDataValidation(SpreadsheetApp.newDataValidation().requireValueInList(fleetIds, true).setAllowInvalid(true)
    .setHelpText('One of your fleets (an order for another fleet is rejected when processed).').build());
}

export function fleetIdsByEmpire(fleets: Cell[][] | undefined): Map<string, string[]> {
  const [header = [], ...rows] = fleets ?? [];
  const id = header.findIndex((h) => normalizeHeader(h) === 'fleet');
  const emp = header.findIndex((h) => normalizeHeader(h) === 'empire');
  const out = new Map<string, string[]>();
  if (id < 0 || emp < 0) return out;
  for (const r of rows) {
    if (isBlank(r[id])) continue;
    const e = String(r[emp] ?? '').trim().toUpperCase();
    out.set(e, [...(out.get(e) ?? []), String(r[id]).trim()]);
  }
  return out;
}

/** Named cells for the settings custom functions read (StartYear, CurrentYear, CurrentSeason). */
function nameSettingCells(ss: Spreadsheet, sheet: Sheet, rows: Cell[][]): void {
  rows.forEach((r, i) => {
    const name = SETTING_NAMES[String(r[0] ?? '').trim()];
    if (name) ss.setNamedRange(name, sheet.getRange(i + 1, 2));
  });
}
