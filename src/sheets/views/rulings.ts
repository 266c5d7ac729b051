// The Rulings tab's Answer dropdowns (issue 21): a ruling with choices offers them in its Answer cell,
// warning on anything else (Apply rulings refuses an answer outside them); one without takes any text.

import { RULINGS_TAB } from '../../../sheets-templates/schema';
import { Campaign } from '../../engine/core/model';
import { Cell, normalizeHeader } from '../tabs/tables';
import { tabNamed } from '../tabs/gateway';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Each waiting ruling's Answer cell offers its choices; `header` is the Rulings tab's as written. */
export function refreshRulingChoices(ss: Spreadsheet, campaign: Campaign, header: Cell[] | undefined): void {
  const sheet = tabNamed(ss, RULINGS_TAB.name);
  const col = (header ?? RULINGS_TAB.columns.map((c) => c.header)).findIndex((h) => normalizeHeader(h) === 'answer') + 1;
  if (!sheet || col < 1) return;
  (campaign.rulings ?? []).forEach((r, i) => {
    if (r.applied || !r.choices.length) return;
    sheet
      .getRange(i + 2, col)
      .setDataValidation(
        SpreadsheetApp.newDataValidation().requireValueInList(r.choices, true).setAllowInvalid(true).setHelpText(r.question).build(),
      );
  });
}
