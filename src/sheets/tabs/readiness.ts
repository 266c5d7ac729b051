// The Empires tab's Ready column: who has marked their orders Ready, as the GM last checked. The truth
// is each admiral's Orders tab (read by every action); Check orders copies it here for the GM.

import { Campaign } from '../../engine/core/model';
import { sameName } from '../../engine/core/ids';
import { Cell, normalizeHeader } from './tables';
import { wroteCampaign } from './held';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Writes the Ready column of Empires (one setValues) when it differs from the Orders tabs. */
export function writeReadyColumn(ss: Spreadsheet, empires: Cell[][] | undefined, c: Campaign): void {
  const [header = [], ...rows] = empires ?? [];
  const at = (name: string) => header.findIndex((h) => normalizeHeader(h) === name);
  const [idCol, readyCol] = [at('empire'), at('ready')];
  if (idCol < 0 || readyCol < 0 || rows.length === 0) return;
  const values = rows.map((r) => [c.empires.find((e) => sameName(e.id, r[idCol]))?.ready ? 'yes' : '']);
  if (values.every(([v], i) => v === String(rows[i][readyCol] ?? '').trim())) return;
  ss.getSheetByName('Empires')
    ?.getRange(2, readyCol + 1, values.length, 1)
    .setValues(values);
  wroteCampaign();
}
