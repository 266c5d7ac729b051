// What an admiral can open in a campaign played with private workbooks (the fake): the workbook, the
// map (every turn of the Map dialog) and the mail sent to them; and the secrets in it, for the secrecy
// property tests of the hex games (test/staleyTurn.test.ts, test/gcSecrecy.test.ts).
import { loadAddOn } from '../fake/addon';
import { admiralEmail } from './admiralEmails';
import { namedIn } from './scriptedTurns';
import { turnMaps } from '../../src/engine/core/map/turns';
import { gameOrDefault } from '../../src/engine/games';
import { logRows } from '../../src/sheets/views/map';
import type { CampaignView } from '../../src/engine/core/view';
import type { Campaign } from '../../src/engine/core/model';
import type { Cell } from '../../src/sheets/tabs/tables';

type Fake = ReturnType<typeof loadAddOn>['fake'];

/** Writes a cell of a tab's row by its id and header, as the GM would. */
export function setCell(fake: Fake, tab: string, id: string, header: string, value: unknown): void {
  const rows = fake.sheetValues(tab);
  fake.spreadsheet
    .getSheetByName(tab)!
    .getRange(rows.findIndex((r) => r[0] === id) + 1, rows[0].indexOf(header) + 1)
    .setValue(value);
}

/** Each empire's private workbook id, from the Empires tab. */
export function bookIds(fake: Fake): Record<string, string> {
  const empires = fake.sheetValues('Empires');
  return Object.fromEntries(empires.slice(1).map((r) => [String(r[0]), String(r[empires[0].indexOf('Workbook id')])]));
}

/** The ids of other empires' fleets and ships an empire has not met in a battle, and those it met. */
export function secretsOf(c: Campaign, empire: string): { secrets: string[]; met: Set<string> } {
  const fought = new Set(c.battleShips.filter((r) => r.empire === empire).map((r) => r.battle));
  const met = new Set(c.battleShips.filter((r) => fought.has(r.battle)).flatMap((r) => [r.fleet, r.ship]));
  return { secrets: [...c.fleets, ...c.ships].filter((x) => x.empire !== empire && !met.has(x.id)).map((x) => x.id), met };
}

/** The secrets (by default every unmet fleet and ship of another empire) named in what the empire's admiral can open, by what it is: none, where secrecy holds. `c` is the campaign the fake holds. */
export function leaks(
  fake: Fake,
  c: Campaign,
  book: string,
  empire: string,
  view: CampaignView,
  secrets = secretsOf(c, empire).secrets,
): Record<string, string[]> {
  const opened = {
    workbook: fake.drive
      .require(book)
      .sheets.flatMap((s) => fake.valuesOf(book, s.name).flat().map(String))
      .join('\n'),
    map: JSON.stringify(turnMaps(view, logRows(fake.sheetValues('Log') as Cell[][]), gameOrDefault(c.settings.ruleset).calendar)),
    mail: fake.mail.sent
      .filter((m) => m.to.includes(admiralEmail(empire)))
      .map((m) => `${m.subject}\n${m.body}`)
      .join('\n'),
  };
  return Object.fromEntries(
    Object.entries(opened).map(([what, text]) => {
      const names = namedIn(text);
      return [what, secrets.filter(names)];
    }),
  );
}
