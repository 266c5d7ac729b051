// The add-on menu. Each item names the global function Apps Script calls when it is clicked; the
// bundle test checks that every one of them exists in dist/Code.js.

export interface MenuItem {
  label: string;
  handler: string;
}

/** `null` is a separator. */
export const MENU: (MenuItem | null)[] = [
  { label: 'New campaign: sample', handler: 'menuNewSampleCampaign' },
  { label: 'New campaign: empty template', handler: 'menuNewEmptyCampaign' },
  null,
  { label: 'Check orders', handler: 'menuCheckOrders' },
  { label: 'Process Season', handler: 'menuProcessSeason' },
  { label: 'Map', handler: 'menuMap' },
  { label: 'Battle cards', handler: 'menuBattleCards' },
  { label: 'Update battles', handler: 'menuUpdateBattles' },
  { label: 'Auto-resolve battles', handler: 'menuAutoResolve' },
  { label: 'Resolve battles', handler: 'menuResolveBattles' },
  { label: 'Undo last processing', handler: 'menuUndoProcessing' },
  null,
  { label: 'Check workbook', handler: 'menuCheckWorkbook' },
  { label: 'Refresh protections', handler: 'menuRefreshProtections' },
];

export function buildMenu(): void {
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  for (const item of MENU) {
    if (item) menu.addItem(item.label, item.handler);
    else menu.addSeparator();
  }
  menu.addToUi();
}
