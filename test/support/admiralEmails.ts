// New campaign: sample leaves the admirals' e-mails blank (the GM fills them in). Tests that need
// admirals do what a GM does: write each Email cell of the Empires tab, then run Refresh protections.
import { loadAddOn } from '../fake/addon';

type Loaded = ReturnType<typeof loadAddOn>;

/** The illustrative address of an empire's admiral, as the sample's CSV gives it (e.g. kli.admiral@example.com). */
export const admiralEmail = (empire: string): string => `${empire.toLowerCase()}.admiral@example.com`;

/** Writes every empire's admiral e-mail into the Empires tab and refreshes the protections, as the GM would. */
export function giveAdmiralEmails({ addOn, fake }: Loaded): void {
  const rows = fake.sheetValues('Empires');
  const col = rows[0].indexOf('Email') + 1;
  const sheet = fake.spreadsheet.getSheetByName('Empires')!;
  rows.slice(1).forEach((r, i) => {
    if (r[0]) sheet.getRange(i + 2, col).setValue(admiralEmail(String(r[0])));
  });
  addOn.menuRefreshProtections();
}
