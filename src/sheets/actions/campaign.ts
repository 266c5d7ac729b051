// What the menu items do: each takes the document lock, reads what it needs once, and tells the GM
// the outcome in plain words. Nothing here decides a rule; the engine does.

import { DEFAULT_GAME, GAMES, gameOf } from '../../engine/games';
import type { Game } from '../../engine/core/game';
import { key } from '../../engine/core/ids';
import { deleteTab, readTabs, tabsOf } from '../tabs/gateway';
import { loadCampaign, parseCampaign } from '../tabs/load';
import { Editors, isEmail, protectWorkbook, ProtectionSummary } from '../views/protection';
import { emptyCampaign, sampleCampaign } from '../tabs/template';
import { Cell, describe, normalizeHeader } from '../tabs/tables';
import { buildTabs, buildWorkbook, empireIds, plannedTabs, sourceGame, TabSources } from '../tabs/workbook';
import { refreshOrderLists } from '../views/orderLists';
import { fitOrderChecks, linkOrderChecks } from '../views/orderChecks';
import { gmRefusal, settingValue } from '../tabs/access';
import { buildMenu } from '../views/menu';
import { checkMyOrders, privateMode } from '../books/admirals';
import { createOrUpdateBooks } from '../books/bookSetup';
import { forgetMadeWorkbooks } from '../books/newBooks';
import { confirmed, forgetOldCampaign, layoutChanging, refusedUntilRecovered, requireGrants, revision } from '../run/journal';
import { beforeAction, checkAfterAction, watchChanges } from '../books/liveCheck';
import { listed } from '../views/words';

/**
 * Runs `fn` on the GM's spreadsheet `ss` holding the document lock so two campaign actions never interleave. A dialog lets go of
 * the lock: `fn` gets it to take it again after a question (journal.ts, confirmed). Then the orders
 * typed in admiral workbooks meanwhile, only marked while it ran, are checked (liveCheck.ts).
 */
export function withLock<T>(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, fn: (lock: GoogleAppsScript.Lock.Lock) => T): T | undefined {
  const started = Date.now();
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(10000)) {
    SpreadsheetApp.getUi().alert(
      'Campaign busy',
      'Another campaign action is running in this spreadsheet. Try again in a minute.',
      SpreadsheetApp.getUi().ButtonSet.OK,
    );
    return undefined;
  }
  let out: T;
  beforeAction();
  try {
    out = fn(lock);
  } finally {
    // "call SpreadsheetApp.flush() before releasing the lock" (developers.google.com/apps-script/reference/lock/lock#releaseLock()).
    SpreadsheetApp.flush();
    lock.releaseLock();
  }
  checkAfterAction(started, ss);
  return out;
}

/** Menu: New campaign by the handler its item calls: the sample or the empty template of the game whose handler it is (Game.menu). */
export function newCampaignFromMenu(handler: string): void {
  for (const game of GAMES) {
    if (game.menu.sample === handler) return newCampaign('sample', game);
    if (game.menu.empty === handler) return newCampaign('empty', game);
  }
}

/** Menu: New campaign of a game (its own menu items, menu.ts). Asks before replacing existing campaign tabs. */
export function newCampaign(kind: 'sample' | 'empty', game: Game = DEFAULT_GAME): void {
  const me = Session.getEffectiveUser().getEmail();
  createCampaign(
    kind === 'sample' ? sampleForGm(me, game) : emptyCampaign(me, game),
    kind === 'sample' ? `the ${game.name} sample campaign` : `an empty ${game.name} campaign`,
  );
}

/** The sample with you as its GM and the admirals' e-mails left blank for you to fill in. */
function sampleForGm(me: string, game: Game): TabSources {
  const source = sampleCampaign(game);
  setSetting(source, 'Ruleset', game.name);
  setSetting(source, 'GM email', me);
  const [header = [], ...rows] = source.get('Empires') ?? [];
  const mail = header.findIndex((h) => normalizeHeader(h) === 'email');
  if (mail >= 0) source.set('Empires', [header, ...rows.map((r) => r.map((v, i) => (i === mail ? '' : v)))]);
  return source;
}

/** Menu: the GM asks for the campaign menu (shown to an unknown user only after this check). */
export function showGmMenu(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  if (allowedAsGm(ss, ss.getSheetByName('Campaign')?.getDataRange().getValues() as Cell[][] | undefined, 'Campaign menu')) buildMenu('gm');
}

/** Alerts and answers false when the user may not change this campaign (see access.ts). */
export function allowedAsGm(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, campaignRows: Cell[][] | undefined, title: string): boolean {
  const denied = gmRefusal(ss, campaignRows);
  if (denied) SpreadsheetApp.getUi().alert(`${title}: nothing was changed`, denied, SpreadsheetApp.getUi().ButtonSet.OK);
  return !denied;
}

/** Creates a campaign from tab sources (the sample, an empty template, or CSV files). */
export function createCampaign(source: TabSources, what: string): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  withLock(ss, (lock) => {
    const existing = ss.getSheetByName('Campaign');
    if (!allowedAsGm(ss, existing ? (existing.getDataRange().getValues() as Cell[][]) : undefined, 'New campaign')) return;
    requireGrants();
    const read = revision();
    const planned = new Set(plannedTabs(empireIds(source.get('Empires')), sourceGame(source)).map((p) => p.name));
    const present = [...tabsOf(ss).keys()].filter((n) => planned.has(n) || n.startsWith('Orders ') || n.startsWith('Report '));
    const question = {
      title: 'Replace the campaign?',
      prompt:
        `This spreadsheet already has campaign tabs (${present.slice(0, 6).join(', ')}${present.length > 6 ? ', …' : ''}). ` +
        `Creating ${what} overwrites them and everything in them. Continue?`,
    };
    if (present.length > 0 && !confirmed(lock, 'New campaign', question, read)) return;
    // The old campaign's undo point and journal go: Undo would paste the old campaign into the new one.
    forgetOldCampaign(ss);
    // So does a workbook made by a Create / update stopped before Empires held its id (J5).
    forgetMadeWorkbooks();
    const blank = blankDefaultSheet(ss);
    ss.toast(`Creating ${what}…`, 'New campaign');
    const gm = settingValue(source.get('Campaign'), 'GM email');
    if (!isEmail(gm)) setSetting(source, 'GM email', Session.getEffectiveUser().getEmail());
    const plans = buildWorkbook(ss, source);
    fitOrderChecks(ss);
    refreshOrderLists(ss, parseCampaign(source).campaign, source);
    if (blank && tabsOf(ss).size > 1) deleteTab(ss, blank, 'Sheet1');
    const summary = protectWorkbook(ss, plans, editorsFrom(source));
    // Anyone's edit from now on moves the generation on, so an action reads again only what others may type in (J50).
    watchChanges(ss.getId());
    const empires = empireIds(source.get('Empires'));
    ss.toast(`${plans.length} tabs created for ${empires.length} empires.`, 'New campaign', 10);
    if (summary.warnings.length > 0) {
      ui.alert(
        "Campaign created: fill in the admirals' e-mails",
        `${listed(summary.warnings)}\n\n` +
          "Write each admiral's e-mail in the Empires tab (column Email), then run Refresh protections: until then only you can edit the Orders tabs.",
        ui.ButtonSet.OK,
      );
    }
  });
}

/** A new spreadsheet's empty "Sheet1", which has no place in a campaign workbook: found before anything is written. */
function blankDefaultSheet(ss: GoogleAppsScript.Spreadsheet.Spreadsheet): GoogleAppsScript.Spreadsheet.Sheet | undefined {
  const sheet = ss.getSheetByName('Sheet1');
  return sheet && sheet.getLastRow() === 0 ? sheet : undefined;
}

/** Menu: Check workbook. Reads every tab and reports every problem; changes nothing. */
export function checkWorkbook(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  if (refusedUntilRecovered('Check workbook')) return;
  const { campaign, problems, orderCells } = loadCampaign(ss);
  const game = gameOf(campaign);
  // An order cell's problem stops only its own order (rule option K12), but the GM is told of it here too.
  const orderFindings = orderCells.map((p) => `${describe(p)} (only this row is affected)`);
  const findings = [...problems, ...orderFindings, ...(typeof game === 'string' ? [] : game.setupChecks(campaign))];
  if (findings.length === 0) {
    const c = campaign;
    ui.alert(
      'Campaign check: all clear',
      `${c.empires.length} empires, ${c.systems.length} systems, ${c.lanes.length} warp lanes, ${c.fleets.length} fleets, ` +
        `${c.ships.length} ships, ${c.classes.length} classes. Y${c.settings.year} ${c.settings.season}, phase ${c.settings.phase}.`,
      ui.ButtonSet.OK,
    );
  } else {
    ui.alert(`Campaign check: ${findings.length} problem${findings.length === 1 ? '' : 's'}`, listed(findings), ui.ButtonSet.OK);
  }
}

/** Menu: Refresh protections. Creates missing admiral tabs, updates their fleet lists, re-applies protections. */
export function refreshProtections(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  withLock(ss, () => {
    if (refusedUntilRecovered('Refresh protections')) return;
    // Every campaign tab, read once: the dropdowns offer each admiral's legal choices, which depend on the whole campaign.
    const source = readTabs(
      ss,
      [...tabsOf(ss).keys()].filter((n) => !/^(Report|Undo$|Log$)/.test(n)),
    );
    // A tab renamed in case only ("orders kli"): Sheets would refuse to make the tab of that name beside it.
    const empires = empireIds(source.get('Empires'));
    const plans = source.get('Empires') ? plannedTabs(empires, sourceGame(source)) : [];
    const misnamed = renamedInCase([...tabsOf(ss).keys()], plans.length ? plans.map((p) => p.name) : ['Campaign', 'Empires']);
    if (misnamed) {
      ui.alert(
        'Refresh protections: nothing was changed',
        `The tab "${misnamed.found}" must be named "${misnamed.wanted}" exactly (the add-on finds its tabs by name, capitals included): rename it, then run Refresh protections again.`,
        ui.ButtonSet.OK,
      );
      return;
    }
    if (!allowedAsGm(ss, source.get('Campaign'), 'Refresh protections')) return;
    if (!source.get('Campaign') || !source.get('Empires')) {
      ui.alert(
        'Refresh protections',
        'The Campaign or Empires tab is missing: start with New campaign: sample or New campaign: empty template.',
        ui.ButtonSet.OK,
      );
      return;
    }
    requireGrants();
    layoutChanging();
    const existing = new Set(tabsOf(ss).keys());
    const missing = plans.filter((p) => !existing.has(p.name));
    // The shared live check is made again for the empires as they are now, and every Orders tab pointed at its block.
    buildTabs(
      ss,
      plans.filter((p) => !existing.has(p.name) || p.spec.kind === 'checks'),
      source,
    );
    linkOrderChecks(ss, empires, source);
    fitOrderChecks(ss);
    refreshOrderLists(ss, parseCampaign(source).campaign, source);
    const summary = protectWorkbook(ss, plans, editorsFrom(source));
    watchChanges(ss.getId());
    ui.alert(
      'Protections refreshed',
      describeProtection(
        summary,
        missing.map((p) => p.name),
      ),
      ui.ButtonSet.OK,
    );
  });
}

/**
 * The first tab of `wanted` that is missing but present under the same name in other capitals. Sheets
 * refuses a tab whose name differs from another's in case only ('A sheet with the name "Orders KLI"
 * already exists'); Google's reference does not say so (docs/fake-limits.md), so the add-on never asks it to.
 */
function renamedInCase(names: string[], wanted: string[]): { found: string; wanted: string } | undefined {
  for (const w of wanted.filter((x) => !names.includes(x))) {
    const found = names.find((n) => n.toLowerCase() === w.toLowerCase());
    if (found) return { found, wanted: w };
  }
  return undefined;
}

function describeProtection(s: ProtectionSummary, created: string[]): string {
  const lines = [
    ...(created.length ? [`Created ${created.join(', ')}.`] : []),
    `${s.tabs} tabs protected: GM only, except the Orders tabs:`,
    ...s.orderTabs.map((o) => `${o.tab}: ${o.editors.join(', ') || 'GM only'} (Result and check columns GM only)`),
    ...s.warnings,
  ];
  return lines.join('\n');
}

function editorsFrom(source: TabSources): Editors {
  const [header = [], ...rows] = source.get('Empires') ?? [];
  const idCol = header.findIndex((h) => normalizeHeader(h) === 'empire');
  const mailCol = header.findIndex((h) => normalizeHeader(h) === 'email');
  const admirals = new Map<string, string>();
  for (const r of rows) {
    if (idCol >= 0 && mailCol >= 0) admirals.set(key(r[idCol]), String(r[mailCol] ?? '').trim());
  }
  return { gm: settingValue(source.get('Campaign'), 'GM email'), admirals };
}

function setSetting(source: TabSources, name: string, value: string): void {
  const rows = source.get('Campaign') ?? [['Setting', 'Value', 'Notes']];
  const row = rows.find((r) => normalizeHeader(r[0]) === normalizeHeader(name));
  if (row) row[1] = value;
  else rows.push([name, value, '']);
  source.set('Campaign', rows);
}

/** Menu: Admiral workbooks ▸ Create / update (Play mode Private workbooks only). */
export function admiralWorkbooks(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ui = SpreadsheetApp.getUi();
  const title = 'Admiral workbooks';
  withLock(ss, () => {
    if (refusedUntilRecovered(title)) return;
    const tabs = readTabs(ss, [...tabsOf(ss).keys()]);
    if (!allowedAsGm(ss, tabs.get('Campaign'), title)) return;
    if (!privateMode(tabs.get('Campaign'))) {
      ui.alert(
        `${title}: nothing was changed`,
        'The Campaign "Play mode" is Shared workbook. Set it to Private workbooks first, and share this spreadsheet with nobody: ' +
          "the Empires tab will hold the links to every admiral's workbook.",
        ui.ButtonSet.OK,
      );
      return;
    }
    const { campaign, problems } = parseCampaign(tabs);
    if (problems.length) {
      ui.alert(`${title}: nothing was changed`, `Fix these first:\n\n${listed(problems)}`, ui.ButtonSet.OK);
      return;
    }
    requireGrants();
    layoutChanging();
    ui.alert(title, listed(createOrUpdateBooks(ss, tabs, campaign)), ui.ButtonSet.OK);
  });
}

/** Menu (admirals): checks the signed-in admiral's own orders against what they know; changes nothing. */
export function checkMyOrdersAction(): void {
  const out = checkMyOrders(SpreadsheetApp.getActiveSpreadsheet());
  SpreadsheetApp.getUi().alert(out.title, out.text, SpreadsheetApp.getUi().ButtonSet.OK);
}
