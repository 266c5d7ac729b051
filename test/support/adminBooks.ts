// The admiral workbooks a campaign lists in its Empires tab (private mode): for the tests that type in them.
import { col, Fake } from './bundle';

/** Each admiral workbook: its empire, its admiral's e-mail and its file id. */
export function booksOf(fake: Fake): { empire: string; email: string; id: string }[] {
  const rows = fake.sheetValues('Empires');
  return rows
    .slice(1)
    .filter((r) => r[col(rows, 'Workbook id')])
    .map((r) => ({ empire: String(r[0]), email: String(r[col(rows, 'Email')]), id: String(r[col(rows, 'Workbook id')]) }));
}
