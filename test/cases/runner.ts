// Adjudication cases: a pre-state (the sample campaign or an empty one, changed tab by tab), the
// admirals' orders and the dice, and what must hold after the season is processed — or after the
// battles are resolved, auto-resolved or their results checked (the case's "action"). The format is
// documented in docs/cases.md. Shared by the command-line runner (scripts/cases.ts) and the jest
// suite (test/cases.test.ts); pure apart from reading case files.

import { readdirSync, readFileSync, statSync } from 'fs';
import { basename, join } from 'path';
import { ID_COLUMNS, parseCampaign } from '../../src/sheets/tabs/load';
import { changeWrites } from '../../src/sheets/tabs/save';
import { emptyCampaign, sampleCampaign } from '../../src/sheets/tabs/template';
import { DEFAULT_GAME, GAMES, gameOrDefault } from '../../src/engine/games';
import { VBAM_SFB } from '../../src/engine/games/vbam';
import { GALACTIC_CONQUEST } from '../../src/engine/games/gc';
import { STALEY } from '../../src/engine/games/staley';
import { Cell, normalizeHeader } from '../../src/sheets/tabs/tables';
import { layoutOf } from '../../src/sheets/tabs/layout';
import { empireIds } from '../../src/sheets/tabs/workbook';
import { Game, RowTab, TurnRefused } from '../../src/engine/core/game';
import { checkResults as checkBattleResults } from '../../src/engine/games/eaw/resolution';
import { carriedOut, ORDER_STATUSES, OrderStatus, resultWords } from '../../src/engine/core/plotting';
import {
  autoResolveStep,
  processSeasonStep,
  applyRulingsStep,
  resolveBattlesStep,
  Step,
  StepOutcome,
  updateBattlesStep,
} from '../../src/sheets/run/steps';
import { Campaign, placeText } from '../../src/engine/core/model';
import { OrderResult } from '../../src/engine/core/plotting';
import type { RefusalCode } from '../../src/engine/games/eaw/orders/refusal';
import { sameName } from '../../src/engine/core/ids';
import { Dice, scriptedDice, seededDice } from '../../src/engine/core/dice';
import { findTab, gameTabSpec, isComputed, ORDERS_TAB, REPORT_TAB, TabSpec, TABS } from '../../sheets-templates/schema';

// --- The format ------------------------------------------------------------------------------------

/** A cell as a case writes it; `{"contains": "..."}` in an expectation matches a substring. */
export type CaseCell = string | number | boolean | null | { contains: string };
export type CaseRow = Record<string, CaseCell>;

export interface CaseState {
  base?: 'sample' | 'empty' | SampleBase;
  /** Whole tabs replaced by these rows. */
  tabs?: Record<string, CaseRow[]>;
  /** Rows upserted by the tab's id column, merging cells. */
  patch?: Record<string, CaseRow[]>;
  /** Rows deleted by id. */
  remove?: Record<string, string[]>;
  /** Rows added at the end of a tab (e.g. Treasury entries). */
  append?: Record<string, CaseRow[]>;
}

export interface ResultExpectation {
  row: number;
  /** Carried out (done, or pending post-combat) or not (refused or lost). */
  ok?: boolean;
  /** What became of the order exactly (plotting.ts ORDER_STATUSES). */
  status?: OrderStatus;
  /** The refused order's reason code (orders/refusal.ts), e.g. "no-lane". */
  refusal?: RefusalCode;
  contains?: string | string[];
  not_contains?: string | string[];
}

export interface CaseExpect {
  tabs?: Record<string, Array<CaseRow & { absent?: boolean }>>;
  results?: Record<string, ResultExpectation[]>;
  log?: string[];
  not_in_log?: string[];
  report?: Record<string, string[]>;
  not_in_report?: Record<string, string[]>;
  battles?: number;
  /** Ids of the battles the action created, in order (process: the first battle at each place; resolve: follow-ups). */
  created?: string[];
  treasury?: Record<string, number>;
  refused?: string;
  /** check-results: each text must appear in some problem; an empty list means no problem at all. */
  problems_contain?: string[];
  /** Lines of what the action shows the GM (auto-resolve: the combat account, round by round). */
  summary?: string[];
  /** The pre-state must fail to load with these problems (substrings); the season is not run. */
  problems?: string[];
  /** The post-state must load again without a problem. */
  reloads?: boolean;
}

/** What the case runs on its pre-state: the season (default) or one of the battle actions. */
export type CaseAction = 'process' | 'resolve' | 'auto-resolve' | 'update-battles' | 'apply-rulings' | 'check-results' | 'check-orders';
const ACTIONS: CaseAction[] = ['process', 'resolve', 'auto-resolve', 'update-battles', 'apply-rulings', 'check-results', 'check-orders'];

/** One action and what must hold after it: a case is one step, or several run in a row ("then"). */
export interface CaseStep {
  action?: CaseAction;
  note?: string;
  /** The first step: the pre-state. A later step: changes to the tabs the step before left (no base). */
  state?: CaseState;
  settings?: Record<string, Cell>;
  dice?: number[];
  seed?: string;
  orders?: 'sample' | Record<string, CaseRow[]>;
  expect: CaseExpect;
}

export interface CaseDef extends CaseStep {
  name: string;
  rules?: string[];
  known_failure?: string;
  /** Further steps, each run on the tabs the one before left: the next season, the battles' results... */
  then?: CaseStep[];
}

export interface LoadedCase {
  file: string;
  index: number;
  def: CaseDef;
}

export type Status = 'pass' | 'fail' | 'known';

export interface CaseResult {
  name: string;
  file: string;
  status: Status;
  /** Expectations that did not hold, each a readable paragraph. */
  failures: string[];
  /** Set for known failures: why, from the case. */
  known?: string;
}

const STEP_KEYS = ['action', 'note', 'state', 'settings', 'dice', 'seed', 'orders', 'expect'];
const CASE_KEYS = ['name', 'rules', 'known_failure', 'then', ...STEP_KEYS];
const STATE_KEYS = ['base', 'tabs', 'patch', 'remove', 'append'];
const EXPECT_KEYS = [
  'tabs',
  'results',
  'log',
  'not_in_log',
  'report',
  'not_in_report',
  'battles',
  'created',
  'treasury',
  'refused',
  'problems',
  'problems_contain',
  'summary',
  'reloads',
];
/** The expectations each action can be checked by. */
const EXPECT_BY_ACTION: Record<CaseAction, string[]> = {
  process: EXPECT_KEYS.filter((k) => k !== 'problems_contain' && k !== 'summary'),
  resolve: EXPECT_KEYS.filter((k) => k !== 'problems_contain'),
  'auto-resolve': EXPECT_KEYS.filter((k) => !['results', 'battles', 'created', 'problems_contain'].includes(k)),
  // Update battles: the GM's changes to a pending battle's sides (state.patch Battles) give new ship rows and cards.
  'update-battles': EXPECT_KEYS.filter((k) => !['results', 'battles', 'created', 'problems_contain'].includes(k)),
  // Apply rulings: the answers a case scripts in the Rulings tab (state.patch) take effect.
  'apply-rulings': EXPECT_KEYS.filter((k) => !['results', 'battles', 'created', 'problems_contain'].includes(k)),
  'check-results': ['problems', 'problems_contain'],
  'check-orders': ['problems', 'results'],
};
const RESULT_KEYS = ['row', 'ok', 'status', 'refusal', 'contains', 'not_contains'];

/** A mistake in the case file itself (not in the engine): always a failure, never a known one. */
class CaseError extends Error {}

// --- Loading case files ----------------------------------------------------------------------------

/** Every .json case file under `path` (a file or a folder, searched recursively), sorted. */
export function caseFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => {
      const full = join(path, name);
      if (statSync(full).isDirectory()) return caseFiles(full);
      return name.toLowerCase().endsWith('.json') ? [full] : [];
    });
}

export function loadCases(file: string): LoadedCase[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: not valid JSON: ${(e as Error).message}`);
  }
  const list = Array.isArray(data) ? data : [data];
  return list.map((def, index) => ({ file, index, def: def as CaseDef }));
}

// --- Building the pre-state ------------------------------------------------------------------------

type Tabs = Map<string, Cell[][]>;

function specOf(tab: string): TabSpec | undefined {
  if (tab.startsWith('Orders ')) return ORDERS_TAB;
  if (tab.startsWith('Report ')) return REPORT_TAB;
  const gameTab = GAMES.flatMap((g) => g.tabs).find((t) => t.name === tab);
  return findTab(tab) ?? (gameTab && gameTabSpec(gameTab));
}

/** The column rows are matched by in patch, remove and tab expectations; undefined for ledgers and lists. */
export function idColumn(tab: string): string | undefined {
  const ids: Record<string, string> = {
    Campaign: 'Setting',
    // The shared tabs' ids, as Check workbook reads them (load.ts).
    ...ID_COLUMNS,
    // VBAM-SFB's tabs: a sector's row, the colony in a sector, an empire's Tech row.
    Sectors: 'Sector',
    Colonies: 'Sector',
    Tech: 'Empire',
    // Galactic Conquest's: a class's engines (GC D1.10).
    'Class movement': 'Class',
  };
  return ids[tab];
}

/** A tab laid out as the add-on creates it in the workbook: schema data columns first (computed ones dropped). */
function normalizeTab(tab: string, rows: Cell[][], gameHeaders: readonly string[] = []): Cell[][] {
  const spec = specOf(tab);
  if (!spec) return rows;
  const [header = [], ...data] = rows;
  const given = header.map((h) => String(h ?? ''));
  const normal = header.map(normalizeHeader);
  const missing = gameHeaders.filter((h) => !normal.includes(normalizeHeader(h)));
  const layout = layoutOf(spec, [...given, ...missing]);
  const headers = layout.headers.slice(0, layout.dataWidth);
  const from = headers.map((h) => normal.indexOf(normalizeHeader(h)));
  return [headers, ...data.map((r) => from.map((i) => (i < 0 ? '' : (r[i] ?? ''))))];
}

function headerOnly(spec: TabSpec): Cell[][] {
  return [spec.columns.filter((c) => !isComputed(c)).map((c) => c.header)];
}

function columnIndex(tab: string, header: Cell[], column: string): number {
  const i = header.findIndex((h) => normalizeHeader(h) === normalizeHeader(column));
  if (i < 0) throw new CaseError(`tab ${tab} has no column "${column}" (columns: ${header.join(', ')})`);
  return i;
}

function toRow(tab: string, header: Cell[], obj: CaseRow): Cell[] {
  const row: Cell[] = header.map(() => '');
  for (const [k, v] of Object.entries(obj)) row[columnIndex(tab, header, k)] = plainCell(tab, k, v);
  return row;
}

function plainCell(tab: string, column: string, v: CaseCell): Cell {
  if (v === null) return '';
  if (typeof v === 'object') throw new CaseError(`${tab} "${column}": a state cell must be text, a number or true/false`);
  return v;
}

function sameKey(a: Cell, b: unknown): boolean {
  return (
    String(a ?? '')
      .trim()
      .toUpperCase() ===
    String(b ?? '')
      .trim()
      .toUpperCase()
  );
}

function needTab(tabs: Tabs, tab: string, what: string): Cell[][] {
  if (!specOf(tab)) throw new CaseError(`${what}: no tab "${tab}" in the schema`);
  const rows = tabs.get(tab);
  if (!rows) {
    const fresh = headerOnly(specOf(tab)!);
    tabs.set(tab, fresh);
    return fresh;
  }
  return rows;
}

function keyedTab(tabs: Tabs, tab: string, what: string): { rows: Cell[][]; id: string; at: number } {
  const rows = needTab(tabs, tab, what);
  const id = idColumn(tab);
  if (!id) throw new CaseError(`${what}: tab ${tab} has no id column; use "tabs" or "append" for it`);
  return { rows, id, at: columnIndex(tab, rows[0], id) };
}

/** The other games' samples a case may start from (`state.base`). */
const SAMPLE_BASES = { vbam: VBAM_SFB, gc: GALACTIC_CONQUEST, staley: STALEY };
type SampleBase = keyof typeof SAMPLE_BASES;

/**
 * A game's sample as the add-on lays it out in a new workbook, with the game's own columns on the shared
 * tabs as New campaign adds them: worked out once per game, each case starting from a copy of its rows.
 */
const laidOutSamples = new Map<Game, Tabs>();
function sampleTabs(game: Game): Tabs {
  let tabs = laidOutSamples.get(game);
  if (!tabs) {
    tabs = new Map(
      [...sampleCampaign(game)].map(([name, rows]) => [
        name,
        normalizeTab(
          name,
          rows as Cell[][],
          game.columns?.[name as RowTab]?.map((c) => c.header),
        ),
      ]),
    );
    laidOutSamples.set(game, tabs);
  }
  return tabs;
}

/** The tabs before the season, built from the case's state, settings and orders. */
export function buildState(def: CaseDef): Tabs {
  const state = def.state ?? {};
  const base = state.base ?? 'sample';
  const tabs: Tabs = new Map();
  if (base === 'sample' || Object.prototype.hasOwnProperty.call(SAMPLE_BASES, base)) {
    const game = base === 'sample' ? DEFAULT_GAME : SAMPLE_BASES[base as SampleBase];
    for (const [name, rows] of sampleTabs(game)) {
      if (name.startsWith('Orders ') && def.orders !== 'sample') continue;
      tabs.set(
        name,
        rows.map((r) => [...r]),
      );
    }
  } else if (base === 'empty') {
    tabs.set('Campaign', normalizeTab('Campaign', emptyCampaign('gm@example.com').get('Campaign')!));
    for (const spec of TABS.filter((t) => t.kind !== 'orders' && t.kind !== 'report' && t.name !== 'Campaign'))
      tabs.set(spec.name, headerOnly(spec));
  } else {
    throw new CaseError(
      `state.base is "${String(base)}": use "sample", ${Object.keys(SAMPLE_BASES)
        .map((b) => `"${b}"`)
        .join(', ')} or "empty"`,
    );
  }
  // Tabs the sample files do not hold (Deferred) start with their header, as New campaign makes them.
  for (const spec of TABS.filter((t) => !t.name.includes('{empire}') && !tabs.has(t.name))) tabs.set(spec.name, headerOnly(spec));
  applyStep(tabs, def);
  // The tabs the Ruleset's game adds (issue 21) start with their header when the case gives none.
  const ruleset = tabs.get('Campaign')!.find((r) => normalizeHeader(r[0]) === normalizeHeader('Ruleset'))?.[1];
  for (const t of gameOrDefault(String(ruleset ?? '')).tabs) if (!tabs.has(t.name)) tabs.set(t.name, headerOnly(gameTabSpec(t)));
  const empires = empireIds(tabs.get('Empires'));
  for (const e of empires) if (!tabs.has(`Orders ${e}`)) tabs.set(`Orders ${e}`, headerOnly(ORDERS_TAB));
  return tabs;
}

/** A step's changes to the tabs it starts from: its state (but the base), settings, then orders. */
function applyStep(tabs: Tabs, step: CaseStep): void {
  const state = step.state ?? {};
  for (const [tab, rows] of Object.entries(state.tabs ?? {})) {
    const spec = specOf(tab);
    if (!spec) throw new CaseError(`state.tabs: no tab "${tab}" in the schema`);
    const header = tabs.get(tab)?.[0] ?? headerOnly(spec)[0];
    tabs.set(tab, [header, ...rows.map((r) => toRow(tab, header, r))]);
  }
  for (const [tab, rows] of Object.entries(state.patch ?? {})) {
    const t = keyedTab(tabs, tab, 'state.patch');
    for (const obj of rows) {
      if (!(t.id in obj)) throw new CaseError(`state.patch ${tab}: every row needs its "${t.id}"`);
      const existing = t.rows.slice(1).find((r) => sameKey(r[t.at], obj[t.id]));
      if (!existing) {
        t.rows.push(toRow(tab, t.rows[0], obj));
        continue;
      }
      for (const [k, v] of Object.entries(obj)) existing[columnIndex(tab, t.rows[0], k)] = plainCell(tab, k, v);
    }
  }
  for (const [tab, ids] of Object.entries(state.remove ?? {})) {
    const t = keyedTab(tabs, tab, 'state.remove');
    for (const id of ids) {
      const i = t.rows.findIndex((r, n) => n > 0 && sameKey(r[t.at], id));
      if (i < 0) throw new CaseError(`state.remove ${tab}: no row "${id}"`);
      t.rows.splice(i, 1);
    }
  }
  for (const [tab, rows] of Object.entries(state.append ?? {})) {
    const t = needTab(tabs, tab, 'state.append');
    for (const obj of rows) t.push(toRow(tab, t[0], obj));
  }
  const campaign = tabs.get('Campaign')!;
  for (const [name, value] of Object.entries(step.settings ?? {})) {
    const row = campaign.slice(1).find((r) => normalizeHeader(r[0]) === normalizeHeader(name));
    if (row) row[1] = value;
    else campaign.push([name, value, '']);
  }

  const empires = empireIds(tabs.get('Empires'));
  if (step.orders && step.orders !== 'sample') {
    for (const [empire, rows] of Object.entries(step.orders)) {
      const e = empires.find((x) => sameKey(x, empire));
      if (!e) throw new CaseError(`orders for "${empire}", which the Empires tab does not list (${empires.join(', ') || 'none'})`);
      const header = headerOnly(ORDERS_TAB)[0];
      tabs.set(`Orders ${e}`, [header, ...rows.map((r) => toRow(`Orders ${e}`, header, r))]);
    }
  }
}

function copyTabs(tabs: Tabs): Tabs {
  return new Map([...tabs].map(([k, v]) => [k, v.map((r) => [...r])]));
}

// --- Running a case --------------------------------------------------------------------------------

function validate(def: CaseDef): void {
  if (!def || typeof def !== 'object') throw new CaseError('a case must be a JSON object');
  if (typeof def.name !== 'string' || !def.name.trim()) throw new CaseError('the case has no "name"');
  unknownKeys(Object.keys(def), CASE_KEYS, 'the case');
  validateStep(def, 'the case');
  if (def.then !== undefined && !Array.isArray(def.then)) throw new CaseError('"then" must be a list of steps');
  (def.then ?? []).forEach((step, i) => {
    const where = `then[${i}]`;
    if (!step || typeof step !== 'object') throw new CaseError(`${where} must be a JSON object`);
    unknownKeys(Object.keys(step), STEP_KEYS, where);
    if (step.state?.base !== undefined)
      throw new CaseError(`${where}.state: a later step starts from the tabs the step before left; it has no "base"`);
    if (step.orders === 'sample') throw new CaseError(`${where}.orders: "sample" is for the first step only`);
    if (step.expect?.problems !== undefined)
      throw new CaseError(`${where}.expect.problems: only the first step's pre-state can be expected not to load`);
    validateStep(step, where);
  });
}

function unknownKeys(keys: string[], allowed: string[], where: string): void {
  const bad = keys.filter((k) => !allowed.includes(k));
  if (bad.length)
    throw new CaseError(
      `unknown key${bad.length > 1 ? 's' : ''} ${bad.map((k) => `"${k}"`).join(', ')} in ${where} (allowed: ${allowed.join(', ')})`,
    );
}

function validateStep(step: CaseStep, where: string): void {
  unknownKeys(Object.keys(step.state ?? {}), STATE_KEYS, `${where}: state`);
  if (!step.expect || typeof step.expect !== 'object') throw new CaseError(`${where} has no "expect"`);
  unknownKeys(Object.keys(step.expect), EXPECT_KEYS, `${where}: expect`);
  if (step.action !== undefined && !ACTIONS.includes(step.action))
    throw new CaseError(`${where}: "action" is "${String(step.action)}": use ${ACTIONS.map((a) => `"${a}"`).join(', ')}`);
  const action = step.action ?? 'process';
  const misplaced = Object.keys(step.expect).filter((k) => !EXPECT_BY_ACTION[action].includes(k));
  if (misplaced.length)
    throw new CaseError(
      `${where}: expect.${misplaced.join(', expect.')} cannot be checked for action "${action}" (it can: ${EXPECT_BY_ACTION[action].join(', ')})`,
    );
  if (action === 'check-results' && step.expect.problems_contain === undefined && step.expect.problems === undefined)
    throw new CaseError(`${where}: a check-results step needs expect.problems_contain`);
  for (const list of Object.values(step.expect.results ?? {})) {
    for (const r of list) {
      unknownKeys(Object.keys(r), RESULT_KEYS, `${where}: a results entry`);
      if (!Number.isInteger(r.row) || r.row < 2)
        throw new CaseError(`${where}: results: "row" must be a sheet row number, 2 for the first order (got ${JSON.stringify(r.row)})`);
      if (r.status !== undefined && !ORDER_STATUSES.includes(r.status))
        throw new CaseError(`${where}: results: "status" must be one of ${ORDER_STATUSES.join(', ')} (got ${JSON.stringify(r.status)})`);
    }
  }
  if (step.dice !== undefined && step.seed !== undefined) throw new CaseError(`${where}: give "dice" or "seed", not both`);
  if (step.dice !== undefined && (!Array.isArray(step.dice) || step.dice.some((d) => !Number.isInteger(d))))
    throw new CaseError(`${where}: "dice" must be a list of whole numbers (die faces in roll order)`);
}

export function runCase(c: LoadedCase): CaseResult {
  const def = c.def;
  const name = typeof def?.name === 'string' ? def.name : `case #${c.index + 1}`;
  const result = (failures: string[], structural = false): CaseResult => {
    const known = typeof def?.known_failure === 'string' ? def.known_failure : undefined;
    if (structural || !known) return { name, file: c.file, status: failures.length ? 'fail' : 'pass', failures };
    if (failures.length) return { name, file: c.file, status: 'known', failures, known };
    return {
      name,
      file: c.file,
      status: 'fail',
      known,
      failures: [`marked known_failure ("${known}") but every expectation holds now: remove "known_failure" from the case`],
    };
  };
  try {
    validate(def);
    return result(check(def));
  } catch (e) {
    if (e instanceof CaseError) return result([`case file error: ${e.message}`], true);
    return result([`error: ${((e as Error).stack ?? String(e)).split('\n').slice(0, 5).join('\n      ')}`]);
  }
}

/**
 * The step of the menu item the action names (src/sheets/run/steps.ts, the very code the menu runs), on the
 * loaded pre-state, rolling the case's dice. A refusal comes back as a string.
 */
function menuStep(action: Exclude<CaseAction, 'check-results' | 'check-orders'>, campaign: Campaign, dice: Dice): Step {
  const diceFor = () => dice;
  if (action === 'process') return processSeasonStep(campaign, diceFor, () => 'scripted');
  if (action === 'resolve') return resolveBattlesStep(campaign, diceFor);
  if (action === 'apply-rulings') return applyRulingsStep(campaign, diceFor);
  if (action === 'update-battles') return updateBattlesStep(campaign);
  return autoResolveStep(campaign, diceFor);
}

function check(def: CaseDef): string[] {
  const pre = buildState(def);
  const loaded = parseCampaign(copyTabs(pre));
  if (def.expect.problems) {
    if (loaded.problems.length === 0) return ['expected the pre-state to fail to load, but it loads without a problem'];
    return def.expect.problems
      .filter((p) => !loaded.problems.some((x) => has(x, p)))
      .map((p) => `expected a load problem containing "${p}"; the problems are:\n${indent(loaded.problems)}`);
  }
  const failures: string[] = [];
  let tabs = pre;
  const steps = [def, ...(def.then ?? [])];
  steps.forEach((step, i) => {
    if (i > 0) applyStep(tabs, step);
    // The first step runs on the pre-state just loaded (parsing is pure: the same tabs load the same campaign).
    const done = checkStep(step, tabs, i === 0 ? loaded : undefined);
    failures.push(...(steps.length > 1 ? done.failures.map((f) => `step ${i + 1} (${step.action ?? 'process'}): ${f}`) : done.failures));
    tabs = done.post;
  });
  return failures;
}

/** Runs one step on the tabs and checks its expectations; returns the tabs it leaves (the pre-state when refused). */
function checkStep(step: CaseStep, pre: Tabs, preLoaded?: ReturnType<typeof parseCampaign>): { failures: string[]; post: Tabs } {
  const original = copyTabs(pre);
  const loaded = preLoaded ?? parseCampaign(copyTabs(pre));
  const ex = step.expect;
  const action = step.action ?? 'process';
  const unchanged = (failures: string[]) => ({ failures, post: original });
  if (loaded.problems.length) throw new CaseError(`the pre-state does not load:\n${indent(loaded.problems)}`);

  const faces = step.dice ?? [];
  const dice: Dice = step.seed !== undefined ? seededDice(step.seed) : scriptedDice(faces);
  const unusedDice = (): string[] => {
    if (step.seed !== undefined) return [];
    const used = dice.rolls.reduce((n, r) => n + r.faces.length, 0);
    return used < faces.length
      ? [
          `dice: ${faces.length - used} scripted face(s) not used (${faces.slice(used).join(', ')}); the rolls made:\n${indent(rollLines(dice))}`,
        ]
      : [];
  };

  if (action === 'check-results') {
    const problems = checkBattleResults(loaded.campaign);
    const want = ex.problems_contain ?? [];
    if (want.length === 0)
      return unchanged(problems.length ? [`expected no problem in the entered results; found:\n${indent(problems)}`] : []);
    return unchanged(
      want
        .filter((p) => !problems.some((x) => has(x, p)))
        .map((p) => `expected a problem containing "${p}"; the problems are:\n${indent(problems.length ? problems : ['(none)'])}`),
    );
  }

  if (action === 'check-orders') {
    // The game's own check (Check orders), as the menu runs it.
    const results = gameOrDefault(loaded.campaign.settings.ruleset).check(loaded.campaign);
    return unchanged(
      Object.entries(ex.results ?? {}).flatMap(([empire, list]) =>
        checkResults(results, empire, list, gameOrDefault(loaded.campaign.settings.ruleset).pendingWords),
      ),
    );
  }

  const what = action === 'process' ? 'the season' : `the ${action}`;
  const refused = (why: string) => {
    if (ex.refused === undefined) return unchanged([`${what} was refused: ${why}`]);
    return unchanged(has(why, ex.refused) ? [] : [`expected ${what} to be refused with "${ex.refused}"; it was refused with: ${why}`]);
  };
  let outcome: StepOutcome;
  try {
    const plan = menuStep(action, loaded.campaign, dice);
    if (typeof plan === 'string') return refused(plan);
    outcome = plan.run();
  } catch (e) {
    if (e instanceof TurnRefused) return refused(e.message);
    const err = e as Error;
    if (/^scripted (dice|face)/.test(err.message ?? ''))
      return unchanged([`dice: ${err.message}; the rolls made before:\n${indent(rollLines(dice))}`]);
    return unchanged([
      `${action === 'process' ? 'processing' : action} threw: ${(err.stack ?? String(e)).split('\n').slice(0, 5).join('\n      ')}`,
    ]);
  }
  if (ex.refused !== undefined) return unchanged([`expected ${what} to be refused with "${ex.refused}", but it went ahead`]);

  const post = copyTabs(original);
  for (const w of changeWrites(original, outcome.change)) {
    if (w.mode === 'replace')
      post.set(
        w.tab,
        w.rows.map((r) => [...r]),
      );
    else post.set(w.tab, [...(post.get(w.tab) ?? [[]]), ...w.rows.map((r) => [...r])]);
  }
  const summary = [outcome.summary, ...outcome.details];

  const failures: string[] = unusedDice();
  for (const [tab, rows] of Object.entries(ex.tabs ?? {})) failures.push(...checkTab(post, tab, rows));
  for (const [empire, list] of Object.entries(ex.results ?? {}))
    failures.push(...checkResults(outcome.results, empire, list, gameOrDefault(loaded.campaign.settings.ruleset).pendingWords));
  const logLines = (post.get('Log') ?? []).slice(1).map((r) =>
    r
      .map((x) => String(x ?? ''))
      .filter(Boolean)
      .join(' | '),
  );
  for (const s of ex.log ?? [])
    if (!logLines.some((l) => has(l, s))) failures.push(`log: no row contains "${s}"; closest:\n${indent(closest(logLines, s))}`);
  for (const s of ex.not_in_log ?? []) {
    const hits = logLines.filter((l) => has(l, s));
    if (hits.length) failures.push(`log: expected no row containing "${s}"; found:\n${indent(hits)}`);
  }
  for (const [empire, list] of Object.entries(ex.report ?? {})) {
    const lines = reportLines(post, empire);
    for (const s of list)
      if (!lines.some((l) => has(l, s))) failures.push(`report ${empire}: no line contains "${s}"; closest:\n${indent(closest(lines, s))}`);
  }
  for (const [empire, list] of Object.entries(ex.not_in_report ?? {})) {
    const lines = reportLines(post, empire);
    for (const s of list) {
      const hits = lines.filter((l) => has(l, s));
      if (hits.length) failures.push(`report ${empire}: expected no line containing "${s}"; found:\n${indent(hits)}`);
    }
  }
  const createdIds = outcome.battles.map((b) => b.id);
  if (ex.created !== undefined && (createdIds.length !== ex.created.length || ex.created.some((id, i) => !sameName(id, createdIds[i])))) {
    failures.push(
      `created: expected the battles ${JSON.stringify(ex.created)}, found ${JSON.stringify(createdIds)}${outcome.battles.length ? ':\n' + indent(outcome.battles.map((b) => `${b.id} at ${placeText(b.place)}: ${b.fleetA} vs ${b.fleetB}`)) : ''}`,
    );
  }
  for (const s of ex.summary ?? [])
    if (!summary.some((l) => has(l, s))) failures.push(`summary: no line contains "${s}"; closest:\n${indent(closest(summary, s))}`);
  if (ex.battles !== undefined && outcome.battles.length !== ex.battles) {
    failures.push(
      `battles: expected ${ex.battles} new, found ${outcome.battles.length}${outcome.battles.length ? ':\n' + indent(outcome.battles.map((b) => `${b.id} at ${placeText(b.place)}: ${b.fleetA} vs ${b.fleetB}`)) : ''}`,
    );
  }
  for (const [empire, amount] of Object.entries(ex.treasury ?? {})) {
    const { total, rows } = treasury(post, empire);
    if (Math.abs(total - amount) > 0.05) {
      failures.push(
        `treasury ${empire}: expected ${amount}, found ${total}; this season's entries:\n${indent(rows.length ? rows : ['(none)'])}`,
      );
    }
  }
  if (ex.reloads) {
    const again = parseCampaign(copyTabs(post));
    if (again.problems.length) failures.push(`the post-state does not load again:\n${indent(again.problems)}`);
  }
  return { failures, post };
}

// --- Expectations ----------------------------------------------------------------------------------

function has(text: string, part: string): boolean {
  return text.toLowerCase().includes(String(part).toLowerCase());
}

function indent(lines: string[]): string {
  return lines.map((l) => `      ${l}`).join('\n');
}

function cellMatches(actual: Cell, expected: CaseCell): boolean {
  if (expected !== null && typeof expected === 'object') return has(String(actual ?? ''), expected.contains);
  const a = actual === null || actual === undefined ? '' : actual instanceof Date ? actual.toISOString() : String(actual).trim();
  const e = expected === null ? '' : String(expected).trim();
  if (a === e) return true;
  // A yes/no column (a game's bool) is written yes or no: true and false in a case match those.
  if (typeof expected === 'boolean' && a.toLowerCase() === (expected ? 'yes' : 'no')) return true;
  if (a !== '' && e !== '' && !Number.isNaN(Number(a)) && !Number.isNaN(Number(e))) return Math.abs(Number(a) - Number(e)) < 1e-9;
  return false;
}

function show(v: CaseCell | Cell): string {
  if (v !== null && typeof v === 'object' && !(v instanceof Date)) return `(contains "${v.contains}")`;
  return JSON.stringify(v ?? '');
}

function describeRow(header: Cell[], row: Cell[]): string {
  return header
    .map((h, i) => (row[i] === '' || row[i] === undefined || row[i] === null ? '' : `${h}=${String(row[i])}`))
    .filter(Boolean)
    .join(', ');
}

function checkTab(post: Tabs, tab: string, expected: Array<CaseRow & { absent?: boolean }>): string[] {
  const rows = post.get(tab);
  if (!rows) return [`${tab}: the tab does not exist after the season`];
  const [header, ...data] = rows;
  const out: string[] = [];
  const id = idColumn(tab);
  for (const exp of expected) {
    const { absent, ...cells } = exp;
    for (const k of Object.keys(cells)) {
      if (!header.some((h) => normalizeHeader(h) === normalizeHeader(k)))
        throw new CaseError(`expect.tabs ${tab}: no column "${k}" (columns: ${header.join(', ')})`);
    }
    const at = (k: string) => header.findIndex((h) => normalizeHeader(h) === normalizeHeader(k));
    const matches = (r: Cell[]) => Object.entries(cells).every(([k, v]) => cellMatches(r[at(k)], v));
    const keyed = id !== undefined && Object.keys(cells).some((k) => normalizeHeader(k) === normalizeHeader(id));
    const label = keyed ? `${tab} ${String(cells[Object.keys(cells).find((k) => normalizeHeader(k) === normalizeHeader(id!))!])}` : tab;
    const candidates = keyed
      ? data.filter((r) =>
          sameKey(r[at(id!)], (cells as CaseRow)[Object.keys(cells).find((k) => normalizeHeader(k) === normalizeHeader(id!))!]),
        )
      : data;
    if (absent) {
      const hits = candidates.filter(matches);
      if (hits.length) out.push(`${label}: expected no such row; found:\n${indent(hits.map((r) => describeRow(header, r)))}`);
      continue;
    }
    if (candidates.some(matches)) continue;
    const want = Object.entries(cells)
      .map(([k, v]) => `${k}=${show(v)}`)
      .join(', ');
    if (keyed && candidates.length === 0) {
      out.push(`${label}: expected a row with ${want}; there is no such row`);
      continue;
    }
    const best = [...candidates].sort((a, b) => score(b) - score(a)).slice(0, 3);
    function score(r: Cell[]): number {
      return Object.entries(cells).filter(([k, v]) => cellMatches(r[at(k)], v)).length;
    }
    const diffs = (r: Cell[]) =>
      Object.entries(cells)
        .filter(([k, v]) => !cellMatches(r[at(k)], v))
        .map(([k, v]) => `${k}: expected ${show(v)}, found ${show(r[at(k)])}`)
        .join('; ');
    out.push(`${label}: expected ${want}\n${indent(best.map((r) => `${diffs(r)}\n        row: ${describeRow(header, r)}`))}`);
  }
  return out;
}

function checkResults(results: Map<string, OrderResult[]>, empire: string, list: ResultExpectation[], pending: string): string[] {
  const all = results.get(empire.trim().toUpperCase());
  if (!all) return [`results ${empire}: no such empire in the results (${[...results.keys()].join(', ') || 'none'})`];
  const out: string[] = [];
  const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  for (const exp of list) {
    const r = all.find((x) => x.row === exp.row);
    if (!r) {
      out.push(
        `results ${empire} row ${exp.row}: no result for that row; the results are:\n${indent(all.length ? all.map((x) => `row ${x.row} ${x.status}: ${x.text}`) : ['(none: no orders were read)'])}`,
      );
      continue;
    }
    const wrong: string[] = [];
    if (exp.ok !== undefined && carriedOut(r) !== exp.ok) wrong.push(`expected ${exp.ok ? 'carried out (ok)' : 'not done (ok false)'}`);
    if (exp.status !== undefined && r.status !== exp.status) wrong.push(`expected the status "${exp.status}"`);
    if (exp.refusal !== undefined && r.refusal?.code !== exp.refusal)
      wrong.push(`expected the refusal code "${exp.refusal}", found ${r.refusal ? `"${r.refusal.code}"` : 'none'}`);
    const words = resultWords(r, pending); // as the Result column and the report say it
    for (const s of asList(exp.contains)) if (!has(words, s)) wrong.push(`expected the text to contain "${s}"`);
    for (const s of asList(exp.not_contains)) if (has(words, s)) wrong.push(`expected the text not to contain "${s}"`);
    if (wrong.length) out.push(`results ${empire} row ${exp.row}: ${wrong.join('; ')}\n      found ${r.status}: ${words}`);
  }
  return out;
}

function reportLines(post: Tabs, empire: string): string[] {
  const tab = [...post.keys()].find((k) => sameKey(k, `Report ${empire}`));
  return tab
    ? post
        .get(tab)!
        .slice(1)
        .map((r) => `${String(r[0] ?? '')}: ${String(r[1] ?? '')}`)
    : [];
}

function treasury(post: Tabs, empire: string): { total: number; rows: string[] } {
  const [header = [], ...rows] = post.get('Treasury') ?? [];
  const e = header.findIndex((h) => normalizeHeader(h) === 'empire');
  const a = header.findIndex((h) => normalizeHeader(h) === 'amount');
  const mine = rows.filter((r) => sameKey(r[e], empire));
  const total = Math.round(mine.reduce((s, r) => s + Number(r[a] ?? 0) * 10, 0)) / 10;
  const s = header.findIndex((h) => normalizeHeader(h) === 'season');
  const recent = mine.filter((r) => !/setup/i.test(String(r[s] ?? ''))).map((r) => describeRow(header, r));
  return { total, rows: recent };
}

function rollLines(dice: Dice): string[] {
  return dice.rolls.length ? dice.rolls.map((r) => `${r.purpose}: ${r.dice} ${r.faces.join('+')} = ${r.total}`) : ['(none)'];
}

/** The lines most like `wanted` (shared words), for a failure message. */
function closest(lines: string[], wanted: string): string[] {
  if (lines.length === 0) return ['(there are none)'];
  const words = (s: string) =>
    new Set(
      s
        .toLowerCase()
        .split(/[^a-z0-9%-]+/)
        .filter((w) => w.length > 1),
    );
  const want = words(wanted);
  const scored = lines.map((l) => {
    const w = words(l);
    let n = 0;
    for (const x of want) if (w.has(x)) n++;
    return { l, n };
  });
  return scored
    .sort((a, b) => b.n - a.n)
    .slice(0, 3)
    .map((s) => s.l);
}

// --- Suites ----------------------------------------------------------------------------------------

export interface SuiteSummary {
  results: CaseResult[];
  passed: number;
  failed: number;
  known: number;
}

/** Runs every case of every file; a file that cannot be read is one failure. Case names must be unique. */
export function runSuite(files: string[]): SuiteSummary {
  const results: CaseResult[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    let cases: LoadedCase[];
    try {
      cases = loadCases(file);
    } catch (e) {
      results.push({ name: basename(file), file, status: 'fail', failures: [(e as Error).message] });
      continue;
    }
    for (const c of cases) {
      const r = runCase(c);
      const where = seen.get(r.name);
      if (where !== undefined) {
        r.status = 'fail';
        r.failures.unshift(`case file error: the name is used twice (also in ${where})`);
      }
      seen.set(r.name, basename(file));
      results.push(r);
    }
  }
  return {
    results,
    passed: results.filter((r) => r.status === 'pass').length,
    failed: results.filter((r) => r.status === 'fail').length,
    known: results.filter((r) => r.status === 'known').length,
  };
}

/** One line per case, the failures under a failed case, and the totals. */
export function formatSuite(s: SuiteSummary, verbose = false): string {
  const out: string[] = [];
  for (const r of s.results) {
    const tag = r.status === 'pass' ? 'PASS' : r.status === 'fail' ? 'FAIL' : 'KNOWN';
    out.push(
      `${tag} ${r.name}${r.status === 'known' ? `  [${basename(r.file)}: ${r.known}]` : r.status === 'fail' ? `  [${basename(r.file)}]` : ''}`,
    );
    if (r.status === 'fail' || (verbose && r.status === 'known')) for (const f of r.failures) out.push(`    - ${f}`);
  }
  out.push('', `${s.passed} passed, ${s.failed} failed, ${s.known} known`);
  return out.join('\n');
}
