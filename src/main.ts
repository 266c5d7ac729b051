// The Apps Script entry points. The build turns every function exported here into a top-level
// function declaration of dist/Code.js, keeping its JSDoc, so Apps Script finds the triggers, the menu
// handlers and the custom functions (with their help text) by name. Each one only delegates.

import * as actions from './sheets/actions/campaign';
import * as admirals from './sheets/books/admirals';
import * as liveCheck from './sheets/books/liveCheck';
import * as fn from './sheets/views/functions';
import * as map from './sheets/views/map';
import { Arg, Out } from './sheets/views/functions';
import { buildMenu, NEW_CAMPAIGN_ITEMS } from './sheets/views/menu';
import { menuRole } from './sheets/tabs/access';
import * as seasonActions from './sheets/actions/process';
import * as undo from './sheets/actions/undo';
import * as continuation from './sheets/actions/continuation';
import { createCampaign } from './sheets/actions/campaign';
import { csvSources } from './sheets/tabs/template';
import { warnIfInterrupted } from './sheets/run/journal';
import { asTriggerRun } from './sheets/run/triggerTime';

/** Adds the menu when the spreadsheet opens: the campaign menu for the GM, Check my orders for an admiral. */
export function onOpen(): void {
  buildMenu(menuRole());
  warnIfInterrupted();
}

/** Adds the menu right after the add-on is installed. */
export function onInstall(): void {
  buildMenu(menuRole());
}

/** Menu (admirals): shows the GM's campaign menu to the GM, after checking who is signed in. */
export function menuShowGmMenu(): void {
  actions.showGmMenu();
}

/**
 * Menu: New campaign of a game, by the handler its item calls (Game.menu). The build makes one top-level
 * function per handler of the registry's games, each calling this (scripts/build.mjs).
 */
export const newCampaignMenu = (handler: string): void => actions.newCampaignFromMenu(handler);

/** The New campaign items of the registry's games (handler and label), for the build. */
export const newCampaignItems = () => NEW_CAMPAIGN_ITEMS;

/** Menu: checks every admiral's orders against the current state, as processing would; changes nothing. */
export function menuCheckOrders(): void {
  seasonActions.checkOrdersAction();
}

/** Menu: adjudicates the season (EaW 2.0): orders, movement, battles found, post-combat, New Year after Winter. */
export function menuProcessSeason(): void {
  seasonActions.processSeasonAction();
}

/** Menu: shows a printable set-up card for every battle not yet resolved. */
export function menuBattleCards(): void {
  seasonActions.battleCardsAction();
}

/** Menu: the strategic map in a dialog: the GM's whole view, or the admiral's own (EaW 1b). */
export function menuMap(): void {
  map.mapAction();
}

/** Menu: applies the GM's changes to pending battles: another pair of fleets, the FRD fleet, an FRD pool (EaW 26.0, 28.0, 28a). */
export function menuUpdateBattles(): void {
  seasonActions.updateBattlesAction();
}

/** Menu: fights the battles marked Auto with the VBAM statistical combat; the GM reviews the results. */
export function menuAutoResolve(): void {
  seasonActions.autoResolveAction();
}

/** Menu: applies the entered battle results; closes the season when no battle is left (EaW 4b). */
export function menuResolveBattles(): void {
  seasonActions.resolveBattlesAction();
}

/** Menu: the GM's rulings take effect; the season paused for them goes on (issue 21). */
export function menuApplyRulings(): void {
  seasonActions.applyRulingsAction();
}

/** Menu: restores every tab as it was before the last processing. */
export function menuUndoProcessing(): void {
  undo.undoAction();
}

/** Menu: after an action Google stopped half-way, puts the campaign back as it was before it (or finishes an Undo). */
export function menuRecover(): void {
  undo.recoverAction();
}

/** One-off time-driven trigger: finishes an action that handed over at its time budget (continuation.ts, followUpAction). */
export function finishInterruptedAction(): void {
  asTriggerRun(() => continuation.followUpAction(), true);
}

/** Menu: makes or updates every admiral's private workbook, shares it, and watches it for edits. */
export function menuAdmiralWorkbooks(): void {
  actions.admiralWorkbooks();
}

/** Menu (admirals): checks your own orders as processing would, against what you know. */
export function menuCheckMyOrders(): void {
  actions.checkMyOrdersAction();
}

/** Installable edit trigger on each admiral workbook: checks the orders typed there (debounced). */
export function onAdmiralEdit(e: GoogleAppsScript.Events.SheetsOnEdit): void {
  asTriggerRun(() => liveCheck.onAdmiralEdit(e));
}

/** One-off time-driven trigger: fills the live check's cache when the action that changed the campaign could not (liveCheck.ts, J16). */
export function fillCheckCache(): void {
  asTriggerRun(() => liveCheck.fillCheckCache());
}

/** Installable change trigger on the campaign spreadsheet: the GM's edits make the live check read the tabs afresh. */
export function onCampaignChange(): void {
  liveCheck.onCampaignChange();
}

/** Menu: checks every tab and reports problems; changes nothing. */
export function menuCheckWorkbook(): void {
  actions.checkWorkbook();
}

/** Menu: re-applies protections from the admirals' e-mails and creates missing admiral tabs. */
export function menuRefreshProtections(): void {
  actions.refreshProtections();
}

/**
 * Offline use (local runner): creates the campaign from CSV texts keyed by tab name. The trailing
 * underscore keeps it private in Apps Script.
 */
export function importCampaignCsv_(texts: Record<string, string>): void {
  createCampaign(csvSources(texts), 'the campaign from CSV files');
}

/**
 * Offline use (local runner): every admiral's workbook as tab rows by empire, as the private
 * workbooks hold them.
 */
export function exportAdmiralBooks_(): Record<string, Record<string, unknown[][]>> {
  return admirals.offlineBooks(SpreadsheetApp.getActiveSpreadsheet());
}

/**
 * Combat BPV of each fleet (EaW 17.0): ships, fighters, PFs, drone speed, the greater of OC and LO,
 * poor crews at -20%, missing carrier escorts; not the FRD, civilian ships or the auxiliary allowance.
 *
 * @param {string|Array<Array<string>>} fleet_ids A fleet id or a column of fleet ids.
 * @param {Array<Array<string>>} ships The Ships table with its header row (e.g. Ships!A:Q).
 * @param {Array<Array<string>>} classes The Classes table with its header row (e.g. Classes!A:Q).
 * @param {string} ruleset Optional: the Ruleset setting (the game that counts the strength; blank: Empires at War).
 * @return The fleet CBPV (a VBAM civilian fleet: what it is), or what is wrong.
 * @customfunction
 */
export function FLEET_CBPV(fleet_ids: Arg, ships: Arg, classes: Arg, ruleset?: Arg): Out {
  return fn.fleetCbpv(fleet_ids, ships, classes, ruleset);
}

/**
 * Fleet CBPV cap and SC2+SC3 sub-limit for a year (EaW 17.0): 600/450, 800/600 from start +10, 1000/750 from start +20.
 *
 * @param {number|string} year The campaign year, 165 or Y165 (or a column of years).
 * @param {number|string} start_year The campaign start year.
 * @return Two cells: the cap and the sub-limit.
 * @customfunction
 */
export function FLEET_LIMIT(year: Arg, start_year: Arg): Out {
  return fn.fleetLimitFn(year, start_year);
}

/**
 * "OK" or every fleet rule the fleet breaks, with its rule number: CBPV cap (EaW 17.0, +100 with a
 * Legendary Captain), SC2+SC3 sub-limit, missing carrier escorts (17b), and at campaign start EaW 2c.
 *
 * @param {string|Array<Array<string>>} fleet_ids A fleet id or a column of fleet ids.
 * @param {Array<Array<string>>} ships The Ships table with its header row.
 * @param {Array<Array<string>>} classes The Classes table with its header row.
 * @param {number|string} year The campaign year (165 or Y165).
 * @param {number|string} start_year The campaign start year.
 * @param {string} season Optional: the current season; EaW 2c is checked in Spring of the start year.
 * @param {string} ruleset Optional: the campaign's game; only Empires at War limits its fleets.
 * @return "OK" or the broken rules.
 * @customfunction
 */
export function FLEET_CHECK(fleet_ids: Arg, ships: Arg, classes: Arg, year: Arg, start_year: Arg, season?: Arg, ruleset?: Arg): Out {
  return fn.fleetCheck(fleet_ids, ships, classes, year, start_year, season, ruleset);
}

/**
 * Movement points of an empire this season (EaW 5.0): half its fleets of 2+ ships and 175+ CBPV, at least 3.
 *
 * @param {string|Array<Array<string>>} empire An empire id or a column of them.
 * @param {Array<Array<string>>} fleets The Fleets table with its header row.
 * @param {Array<Array<string>>} ships The Ships table with its header row.
 * @param {Array<Array<string>>} classes The Classes table with its header row.
 * @param {string} ruleset Optional: the campaign's game; only Empires at War has movement points (0 otherwise).
 * @return Movement points.
 * @customfunction
 */
export function MOVE_POINTS(empire: Arg, fleets: Arg, ships: Arg, classes: Arg, ruleset?: Arg): Out {
  return fn.movePointsFn(empire, fleets, ships, classes, ruleset);
}

/**
 * Price in EBPV of building a ship of a class, with the similar-hull penalty (EaW 17f: +30% from the
 * third ship of a hull alive); a column of classes is priced in order, each build counting.
 *
 * @param {string|Array<Array<string>>} class_name A class name or a column of them.
 * @param {string} empire The empire that builds.
 * @param {Array<Array<string>>} ships The Ships table with its header row.
 * @param {Array<Array<string>>} classes The Classes table with its header row.
 * @return The EBPV price, or what is wrong.
 * @customfunction
 */
export function BUILD_COST(class_name: Arg, empire: Arg, ships: Arg, classes: Arg): Out {
  return fn.buildCost(class_name, empire, ships, classes);
}

/**
 * An empire's treasury: the sum of its rows in the Treasury ledger.
 *
 * @param {string|Array<Array<string>>} empire An empire id or a column of them.
 * @param {Array<Array<string>>} ledger The Treasury table with its header row.
 * @return BPV in the treasury.
 * @customfunction
 */
export function TREASURY(empire: Arg, ledger: Arg): Out {
  return fn.treasury(empire, ledger);
}

/**
 * The diplomatic relation of two empires (VBAM): status (War, Hostilities, Normal, No contact) and the treaties in force.
 *
 * @param {string|Array<Array<string>>} empire_a An empire id or a column of them.
 * @param {string|Array<Array<string>>} empire_b The other empire, or a column paired row by row.
 * @param {Array<Array<string>>} treaties The Treaties table with its header row (e.g. Treaties!A:E).
 * @param {string} default_relation Optional: the relation of a pair with no row (War or No contact; e.g. DefaultRelation).
 * @return The relation, e.g. "Normal; Non-Aggression, Trade".
 * @customfunction
 */
export function RELATION(empire_a: Arg, empire_b: Arg, treaties: Arg, default_relation?: Arg): Out {
  return fn.relationFn(empire_a, empire_b, treaties, default_relation);
}

/**
 * The d100 chance an empire would roll against to declare hostilities or war on another now, with the modifiers that make it up (VBAM).
 *
 * @param {string|Array<Array<string>>} empire The declaring empire, or a column of them.
 * @param {string|Array<Array<string>>} target The target empire, or a column paired row by row.
 * @param {Array<Array<string>>} treaties The Treaties table with its header row.
 * @param {Array<Array<string>>} diplomacy The Diplomacy log with its header row (e.g. Diplomacy!A:I).
 * @param {number|string} year The campaign year (165 or Y165).
 * @param {string} season The season (Spring, Summer, Fall, Winter), or the turn of the Ruleset's game (Turn 3).
 * @param {string} kind Optional: "war" (default) or "hostilities".
 * @param {string} default_relation Optional: the relation of a pair with no row.
 * @param {string} ruleset Optional: the campaign's game (e.g. Ruleset); the season is a turn of its calendar (Turn 3 for VBAM-SFB). Default: Empires at War.
 * @return The percentage and its parts, e.g. "35% (base 20, ...)".
 * @customfunction
 */
export function DECLARE_CHANCE(
  empire: Arg,
  target: Arg,
  treaties: Arg,
  diplomacy: Arg,
  year: Arg,
  season: Arg,
  kind?: Arg,
  default_relation?: Arg,
  ruleset?: Arg,
): Out {
  return fn.declareChanceFn(empire, target, treaties, diplomacy, year, season, kind, default_relation, ruleset);
}

/**
 * Every order of every admiral checked as Process Season would check it now: OK with its cost, or why
 * it would be rejected. Movement points (EaW 5.0) and BPV are spent row by row. Beside each order, the
 * check of the fleet the row names (EaW 17.0) and the price of the ship it builds (EaW 17f).
 *
 * @param {Array<Array<string>>} empire_ids The empires, e.g. {"KLI";"KZI"}.
 * @param {Array<Array<string>>} orders Their Orders tabs' order columns with their header rows, stacked in the same order, e.g. {'Orders KLI'!A1:F;'Orders KZI'!A1:F}.
 * @param {Array<Array<string>>} campaign The Campaign settings table (e.g. Campaign!A:C).
 * @param {Array<Array<string>>} empires The Empires table.
 * @param {Array<Array<string>>} systems The Systems table.
 * @param {Array<Array<string>>} lanes The Lanes table.
 * @param {Array<Array<string>>} fleets The Fleets table.
 * @param {Array<Array<string>>} ships The Ships table.
 * @param {Array<Array<string>>} classes The Classes table.
 * @param {Array<Array<string>>} ledger The Treasury table.
 * @param {Array<Array<string>>} treaties The Treaties table.
 * @param {...Array<Array<string>>} game_tables The tables the campaign's game adds, in the game's order (none for Empires at War).
 * @return Three columns per empire (order check, fleet check, build cost), row for row with its Orders tab.
 * @customfunction
 */
export function ORDER_CHECKS(
  empire_ids: Arg,
  orders: Arg,
  campaign: Arg,
  empires: Arg,
  systems: Arg,
  lanes: Arg,
  fleets: Arg,
  ships: Arg,
  classes: Arg,
  ledger: Arg,
  treaties: Arg,
  ...game_tables: Arg[]
): Out {
  return fn.orderChecksFn(empire_ids, orders, campaign, empires, systems, lanes, fleets, ships, classes, ledger, treaties, ...game_tables);
}
