// The add-on menus. Each item names the global function Apps Script calls when it is clicked; the
// bundle test checks that every one of them exists in dist/Code.js. The GM gets the campaign menu; an
// admiral who opens a shared workbook gets only what is meant for admirals. Who is who is known only
// when Google tells the script (Session.getActiveUser is blank in a simple onOpen for other users:
// https://developers.google.com/apps-script/reference/base/user#getEmail()), so an unknown user gets
// the admirals' menu with one item to ask for the GM's; every GM action checks again when it runs.

import { GAMES } from '../../engine/games';
import type { Role } from '../tabs/access';

export interface MenuItem {
  label: string;
  handler: string;
}
export interface SubMenu {
  submenu: string;
  items: MenuItem[];
}
/** `null` is a separator. */
export type MenuEntry = MenuItem | SubMenu | null;

/** The New campaign items: a pair per playable game of the registry (engine/games), each calling the game's own handler (Game.menu). */
export const NEW_CAMPAIGN_ITEMS: MenuItem[] = GAMES.flatMap((g) => [
  { label: `New campaign: sample (${g.name})`, handler: g.menu.sample },
  { label: `New campaign: empty template (${g.name})`, handler: g.menu.empty },
]);

export const MENU: MenuEntry[] = [
  ...NEW_CAMPAIGN_ITEMS,
  null,
  { label: 'Check orders', handler: 'menuCheckOrders' },
  { label: 'Process Season', handler: 'menuProcessSeason' },
  { label: 'Map', handler: 'menuMap' },
  { label: 'Battle cards', handler: 'menuBattleCards' },
  { label: 'Update battles', handler: 'menuUpdateBattles' },
  { label: 'Auto-resolve battles', handler: 'menuAutoResolve' },
  { label: 'Resolve battles', handler: 'menuResolveBattles' },
  { label: 'Apply rulings', handler: 'menuApplyRulings' },
  { label: 'Undo last processing', handler: 'menuUndoProcessing' },
  { label: 'Recover an interrupted action', handler: 'menuRecover' },
  null,
  { submenu: 'Admiral workbooks', items: [{ label: 'Create / update', handler: 'menuAdmiralWorkbooks' }] },
  { label: 'Check workbook', handler: 'menuCheckWorkbook' },
  { label: 'Refresh protections', handler: 'menuRefreshProtections' },
];

/** What an admiral may do in a shared workbook: each answers from that admiral's own view. */
export const ADMIRAL_MENU: MenuEntry[] = [
  { label: 'Check my orders', handler: 'menuCheckMyOrders' },
  { label: 'Map', handler: 'menuMap' },
];

/** Added for a user Google does not name: the GM asks for their menu (checked when clicked). */
const ASK_FOR_GM_MENU: MenuEntry[] = [null, { label: 'GM: show the campaign menu', handler: 'menuShowGmMenu' }];

export function buildMenu(role: Role): void {
  const ui = SpreadsheetApp.getUi();
  const menu = ui.createAddonMenu();
  for (const entry of role === 'gm' ? MENU : [...ADMIRAL_MENU, ...(role === 'unknown' ? ASK_FOR_GM_MENU : [])]) {
    if (!entry) menu.addSeparator();
    else if ('submenu' in entry) {
      const sub = ui.createMenu(entry.submenu);
      for (const item of entry.items) sub.addItem(item.label, item.handler);
      menu.addSubMenu(sub);
    } else menu.addItem(entry.label, entry.handler);
  }
  menu.addToUi();
}

/** Every handler of every menu, for the bundle test. */
export function menuHandlers(): string[] {
  return [...MENU, ...ADMIRAL_MENU, ...ASK_FOR_GM_MENU].flatMap((e) =>
    !e ? [] : 'submenu' in e ? e.items.map((i) => i.handler) : [e.handler],
  );
}
