// Creating the campaign workbook from the schema: tabs, header notes, formats, validation lists,
// frozen headers, the named setting cells and the computed-column formulas. Formulas read the tables
// through open-ended references, not named ranges (see the schema's header comment).

import {
  ColumnSpec,
  findTab,
  isComputed,
  LATER_TABS,
  ORDER_CHECKS_TAB,
  orderChecksSpec,
  perEmpireSpec,
  SETTING_NAMES,
  settingsOf,
  TabSpec,
  tabName,
  tabsOf,
} from '../../../sheets-templates/schema';
import type { Game } from '../../engine/core/game';
import { DEFAULT_GAME, gameOrDefault } from '../../engine/games';
import { settingValue } from './access';
import { ensureSize, fitHeight, insertTab, knownRows, maxColumns, maxRows, RowFormat, writeTab } from './gateway';
import { Layout, tabRows } from './layout';
import { ensureStandingsChart, STANDINGS_TAB } from './standings';
import { RECORD_TAB } from './save';
import { Cell, normalizeHeader, specColumns } from './tables';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Tab contents by tab name, each a header row plus rows (e.g. parsed CSV). */
export type TabSources = Map<string, Cell[][]>;

export interface TabPlan {
  spec: TabSpec;
  name: string;
  empire: string;
}

/** Every tab a campaign of this game with these empires has, in workbook order (the shared live check last, when there is an empire). */
export function plannedTabs(empires: string[], game: Game = DEFAULT_GAME): TabPlan[] {
  const tabs = tabsOf(game).flatMap((spec) =>
    spec.name.includes('{empire}')
      ? empires.map((e) => ({ spec, name: tabName(spec, e), empire: e }))
      : [{ spec, name: spec.name, empire: '' }],
  );
  return empires.length ? [...tabs, { spec: orderChecksSpec(empires, game), name: ORDER_CHECKS_TAB.name, empire: '' }] : tabs;
}

/** Empire ids listed in an Empires source. */
export function empireIds(empires: Cell[][] | undefined): string[] {
  const [header = [], ...rows] = empires ?? [];
  const col = header.findIndex((h) => normalizeHeader(h) === 'empire');
  if (col < 0) return [];
  return rows.map((r) => String(r[col] ?? '').trim()).filter((id) => id !== '');
}

/** The game the sources' Campaign tab names (one not playable builds as the default; Check workbook then refuses it). */
export function sourceGame(sources: TabSources): Game {
  return gameOrDefault(settingValue(sources.get('Campaign'), 'Ruleset'));
}

/** Writes every campaign tab of the game from `sources` (tabs not given start with their header only). */
export function buildWorkbook(ss: Spreadsheet, sources: TabSources, game: Game = sourceGame(sources)): TabPlan[] {
  // A tab made by a later action (the Rulings tab, by a turn's first ruling) is kept when the sources hold it.
  const later = LATER_TABS.filter((t) => sources.has(t.name)).map((spec) => ({ spec, name: spec.name, empire: '' }));
  const plans = [...plannedTabs(empireIds(sources.get('Empires')), game), ...later];
  buildTabs(ss, plans, sources, game);
  return plans;
}

/** Creates (or clears and rewrites) the planned tabs. */
export function buildTabs(ss: Spreadsheet, plans: TabPlan[], sources: TabSources, game: Game = sourceGame(sources)): void {
  const empires = empireIds(sources.get('Empires'));
  const planned = plannedTabs(empires, game);
  const order = planned.map((p) => p.name);
  for (const plan of plans) {
    const existing = ss.getSheetByName(plan.name);
    const at = order.indexOf(plan.name);
    const sheet = existing ?? insertTab(ss, plan.name, Math.max(0, Math.min(at < 0 ? Infinity : at, ss.getSheets().length)));
    if (existing) {
      sheet.clear();
      sheet.getRange(1, 1, maxRows(sheet), maxColumns(sheet)).clearDataValidations();
    }
    const { layout, rows } = tabRows(
      plan.spec,
      sources.get(plan.name) ?? [[]],
      plan.empire,
      empires,
      planned.map((p) => p.spec),
    );
    // Its height first, so its formats cover every row (J57); formats before values: a text column's
    // "0304" written to a General cell would become the number 304.
    fitHeight(sheet, rows.length + firstSeasonRows(plan, sources, game));
    formatTab(sheet, plan.spec, layout);
    writeTab(sheet, rows, layout.headers.length, 0);
    if (plan.spec.kind === 'settings') nameSettingCells(ss, sheet, rows, game);
    if (plan.spec.kind === 'log') filterWholeTab(sheet, layout.headers.length);
    // Made with the tab, not by the first Process Season (rule option J55).
    if (plan.name === STANDINGS_TAB) ensureStandingsChart(sheet, empires.length);
  }
}

/**
 * The rows a tab's first Process Season adds past the data New campaign writes, kept blank beyond HEADROOM
 * (rule option J40): an Orders tab gets a template row per fleet of its empire above the season's results
 * (orderTemplate.ts). Made that tall at once (New campaign sizes a new tab before its formats are set:
 * no call more), the first season does not grow it: no range refused (J26), no size asked, no formats
 * copied, for each Orders tab (issue 31: Galactic Conquest's first season made more metadata than value
 * calls). The Turn record (rule option J57), which the first season fills with its orders' results,
 * Treasury rows and Log rows, gets a row per fleet and a row per system: no formula and no live check
 * reads it, so its blank rows cost no argument cell. The tabs the first season appends to (rule option J67)
 * likewise: Battle ships a row per ship (a fleet is in one battle at a time, the kernel's battle rule),
 * Deferred a row per fleet and per system (its post-combat work and builds are orders, about a fleet's;
 * its held credits a system's income). Neither is read by a formula or a live check (Game.tabs, the Order
 * checks' references). A game may bound others by its own tabs (Game.firstSeasonRows, rule option J72).
 */
function firstSeasonRows(plan: TabPlan, sources: TabSources, game: Game): number {
  const dataRows = (tab: string) => Math.max((sources.get(tab)?.length ?? 0) - 1, 0);
  // A game's own bound (rule option J72): the tabs it names grow past HEADROOM in their first season.
  const bound = game.firstSeasonRows?.[plan.name];
  if (bound) return bound.reduce((n, tab) => n + dataRows(tab), 0);
  if (plan.name === RECORD_TAB || plan.name === 'Deferred') return dataRows('Fleets') + dataRows('Systems');
  if (plan.name === 'Battle ships') return dataRows('Ships');
  if (plan.spec.kind !== 'orders') return 0;
  const [header = [], ...fleets] = sources.get('Fleets') ?? [];
  const col = header.findIndex((h) => normalizeHeader(h) === 'empire');
  return col < 0 ? 0 : fleets.filter((r) => String(r[col] ?? '').trim() === plan.empire).length;
}

/**
 * A basic filter over every row of the tab (the Log: filter by Season, Kind or Empire from its header).
 * A filter does not grow with rows added below it, so after the tab grows at its end it is made again.
 * Rows inserted inside it widen it (its range is a GridRange, as a named range's:
 * developers.google.com/sheets/api/reference/rest/v4/spreadsheets/sheets#BasicFilter): a tab whose
 * rows this run knows only as at least its data (gateway.ts knownRows: not asked, so not grown at its
 * end; a Log first written grows below its header, J11, and one grown after its last row within its
 * blank rows, J88) keeps a filter over more than its header and over every row known to it as it is,
 * its size not asked (rule option J71; a Log that had no blank row grew at its end, past its filter,
 * and is asked). `width` is the tab's header width as the caller read or
 * wrote it: nothing is read back after a write.
 * https://developers.google.com/apps-script/reference/spreadsheet/range#createFilter()
 */
export function filterWholeTab(sheet: Sheet, width: number): void {
  const filter = sheet.getFilter();
  const cols = Math.max(width, 1);
  const r = filter?.getRange();
  const known = knownRows(sheet);
  if (r && r.getNumColumns() === cols && r.getNumRows() > Math.max(1, known.rows - 1) && !known.exact) return;
  const rows = maxRows(sheet);
  if (filter) {
    if (r!.getNumRows() === rows && r!.getNumColumns() === cols) return;
    filter.remove();
  }
  sheet.getRange(1, 1, rows, cols).createFilter();
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
  if (spec.hidden) sheet.hideSheet();

  // One rule and one format per column range, not an array with a rule and a format per cell: Sheets
  // applies Range.setDataValidation(rule) and Range.setNumberFormat(format) to every cell of the range
  // (https://developers.google.com/apps-script/reference/spreadsheet/range#setdatavalidationrule,
  // #setnumberformatnumberformat), so a column costs one call however tall the tab is.
  const rows = maxRows(sheet) - 1;
  const column = (first: number, count = 1) => sheet.getRange(2, first + 1, rows, count);
  layout.specs.forEach((c, i) => {
    if (c?.values && !isComputed(c)) {
      column(i).setDataValidation(listRule(c.values));
    }
  });
  const formats = layout.specs.map(columnFormat);
  for (let i = 0; i < formats.length;) {
    let end = i + 1;
    while (end < formats.length && formats[end] === formats[i]) end++;
    // General is a new or cleared sheet's own format: nothing to send.
    if (formats[i] !== 'General') column(i, end - i).setNumberFormat(formats[i]);
    i = end;
  }
}

/** A column's number format. Text columns are plain text so ids such as 165 or 1-2 stay as typed; computed ones keep General. */
export function columnFormat(c: ColumnSpec | undefined): string {
  return c?.format ?? (c && !isComputed(c) ? '@' : 'General');
}

/**
 * The number formats and dropdowns of a tab's data rows as New campaign lays them out for `game`
 * (formatTab), for the rows a write of its first `width` columns grows it by (gateway.ts roomFor, rule
 * options J11, J88): when its columns (as `header` names them) are all the template's and those right
 * of `width` need nothing (General, no dropdown: they are not written). Undefined otherwise, and for an
 * Orders tab (its dropdowns are set by the campaign, orderLists.ts): such a tab is grown with its last
 * row's formats copied. `plain` (J11: grown below its header untried) only for the shared tabs: a game's
 * own tabs are rewritten every turn, empty one turn and full the next, and each refill would grow them.
 */
export function rowFormat(tab: string, header: Cell[] | undefined, width: number, game: Game): RowFormat | undefined {
  const shared = findTab(tab) ?? perEmpireSpec(tab);
  const spec = tabsOf(game).find((t) => t.name === tab) ?? shared;
  if (!spec || spec.kind === 'orders' || !header || header.length < width) return undefined;
  const byHeader = specColumns(spec);
  const columns = header.map((h) => byHeader.get(normalizeHeader(h)));
  if (columns.some((c) => !c)) return undefined;
  const formats = columns.map(columnFormat);
  const lists = columns.map((c) => (c?.values && !isComputed(c) ? c.values : undefined));
  if (formats.slice(width).some((f) => f !== 'General') || lists.slice(width).some(Boolean)) return undefined;
  const plain = shared && columns.every((c) => !c?.values) && new Set(formats).size === 1 ? formats[0] : undefined;
  return {
    plain,
    apply(range, rows, cols) {
      const grid = <T>(row: T[]) => Array.from({ length: rows }, () => row.slice(0, cols));
      range.setNumberFormats(grid(formats));
      if (lists.slice(0, cols).some(Boolean)) range.setDataValidations(grid(lists.map((v) => (v ? listRule(v) : null))));
    },
  };
}

/** A dropdown of fixed values that refuses anything else. */
function listRule(values: readonly string[]) {
  return SpreadsheetApp.newDataValidation()
    .requireValueInList([...values], true)
    .setAllowInvalid(false)
    .build();
}

/**
 * Named cells for the settings custom functions read (StartYear, CurrentYear, CurrentSeason), and the
 * dropdown of each setting that has a fixed set of values (the ruleset's modules).
 */
function nameSettingCells(ss: Spreadsheet, sheet: Sheet, rows: Cell[][], game: Game): void {
  const settings = settingsOf(game);
  rows.forEach((r, i) => {
    const setting = String(r[0] ?? '').trim();
    const name = SETTING_NAMES[setting];
    if (name) ss.setNamedRange(name, sheet.getRange(i + 1, 2));
    const values = settings.find(([k]) => k === setting)?.[3];
    if (values) sheet.getRange(i + 1, 2).setDataValidation(listRule(values));
  });
}
