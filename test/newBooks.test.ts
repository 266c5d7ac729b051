// New admiral workbooks copied from a blank one (src/sheets/books/newBooks.ts, issue 19): when several admirals
// need a workbook, the first is written with the public book, laid out, and copied for the others before
// anything private goes in. Each workbook must end exactly as one made on its own: the same cells,
// formats, frozen rows, protections, dropdowns, chart and sharing, and the same record of what it holds.
import { join } from 'path';
import { loadAddOn } from './fake/addon';
import { fileFingerprint } from './fake/fingerprint';
import { admiralsOf, toPrivate } from './support/journal';
import { gcSampleTabs } from '../scripts/gc-campaign';
import { parseCampaign } from '../src/sheets/tabs/load';
import { publicBook, renderBooks } from '../src/sheets/books/admirals';
import { GC_COLUMNS } from '../src/engine/games/gc/tabs';
import { key } from '../src/engine/core/ids';

const DIST = join(__dirname, '../dist');
const WRITTEN = 'SFB book written ';

type Loaded = ReturnType<typeof loadAddOn>;

function campaign(game: 'EaW' | 'VBAM'): Loaded {
  const loaded = loadAddOn(DIST);
  if (game === 'EaW') loaded.addOn.menuNewSampleCampaign();
  else loaded.addOn.menuNewVbamSampleCampaign();
  return toPrivate(loaded);
}

/** Create / update run once per admiral, each run with one more admiral's e-mail given: no workbook is copied. */
function oneByOne(loaded: Loaded): void {
  const { fake, addOn } = loaded;
  const empires = fake.sheetValues('Empires');
  const col = empires[0].indexOf('Email') + 1;
  const sheet = fake.spreadsheet.getSheetByName('Empires')!;
  const emails = empires.map((r) => r[col - 1]);
  empires.forEach((_, i) => i > 0 && sheet.getRange(i + 1, col).setValue(''));
  for (let i = 1; i < empires.length; i++) {
    sheet.getRange(i + 1, col).setValue(emails[i]);
    addOn.menuAdmiralWorkbooks();
  }
}

/** Each admiral's workbook as the fake holds it, and its record (script properties), by empire. */
function books(loaded: Loaded): Record<string, { file: string; record: unknown }> {
  const { fake } = loaded;
  return Object.fromEntries(
    admiralsOf(fake).map(({ empire, id }) => {
      const raw = fake.properties.script[WRITTEN + id];
      const record = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const sorted = Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((k) => [k, record[k]]),
      );
      return [empire, { file: fileFingerprint(fake.drive.require(id)), record: sorted }];
    }),
  );
}

describe.each(['EaW', 'VBAM'] as const)('New admiral workbooks copied from a blank one (%s sample)', (game) => {
  const copied = campaign(game);
  copied.fake.resetCalls();
  copied.addOn.menuAdmiralWorkbooks();
  const calls = { ...copied.fake.calls };
  const alone = campaign(game);
  oneByOne(alone);
  const empires = admiralsOf(copied.fake).map((b) => b.empire);

  it('makes one spreadsheet and copies it for every other admiral', () => {
    expect(empires.length).toBeGreaterThan(2);
    expect(calls['SpreadsheetApp.create']).toBe(1);
    expect(calls['Spreadsheet.copy']).toBe(empires.length - 1);
    // The tabs are made and sized once, in the blank, and their headers formatted (the Map's has none); never in a copy.
    const tabs = calls['Spreadsheet.insertSheet'];
    expect(tabs).toBeGreaterThan(10);
    expect(calls['Sheet.getMaxRows']).toBe(tabs);
    for (const each of ['Sheet.setFrozenRows', 'Range.setFontWeight', 'Range.setBackground'])
      expect([each, calls[each]]).toEqual([each, tabs - 1]);
    expect(calls['Spreadsheet.getEditors'] ?? 0).toBe(0);
  });

  it('leaves every workbook exactly as one made on its own: cells, formats, protections, dropdowns, chart, sharing, record', () => {
    const a = books(copied);
    const b = books(alone);
    expect(Object.keys(a)).toEqual(empires);
    for (const e of empires) {
      expect([e, a[e].record]).toEqual([e, b[e].record]);
      expect([e, a[e].file === b[e].file]).toEqual([e, true]);
    }
  });

  it('shares each workbook with its admiral only', () => {
    const { fake } = copied;
    const emails = fake.sheetValues('Empires').slice(1);
    const col = fake.sheetValues('Empires')[0].indexOf('Email');
    for (const [i, { id }] of admiralsOf(fake).entries()) {
      const wb = fake.drive.require(id);
      expect(wb.editors).toEqual([String(emails[i][col]).toLowerCase()]);
    }
  });
});

/**
 * Rule option J17: the public book new workbooks start from shows no owner's cells of a system nobody
 * owns (every admiral's view leaves them blank), and has an admiral's columns, so a copy is written only
 * in its admiral's own cells (issue 31: at GC 4x, 86,000 cells a workbook before, nearly all of them
 * the Morale, Military BPV... of unowned hexes, shifted by columns the public book lacked).
 */
describe('J17: the public book (Galactic Conquest sample)', () => {
  const tabs = new Map(Object.entries(gcSampleTabs()));
  const { campaign } = parseCampaign(tabs);
  const empire = campaign.empires[0].id;
  const book = publicBook(campaign, empire);
  const own = renderBooks(campaign, tabs, [{ empire, email: 'a@example.com', id: 'x', link: '' }], false).get(key(empire))!;

  it("has each tab's columns as the admiral's workbook has them", () => {
    for (const [name, rows] of own.tabs) expect([name, book.tabs.get(name)?.[0]]).toEqual([name, rows[0]]);
  });

  it("holds no owner's cell of a system nobody owns, and differs from the admiral's Systems tab only in rows the admiral knows more of", () => {
    const [header, ...rows] = book.tabs.get('Systems')!;
    const ownerOnly = GC_COLUMNS.Systems!.filter((c) => c.seenBy === 'owner').map((c) => header.indexOf(c.header));
    expect(ownerOnly.filter((i) => i >= 0).length).toBeGreaterThan(0);
    const owner = header.indexOf('Owner');
    for (const r of rows.filter((x) => x[owner] === '')) expect(ownerOnly.map((i) => r[i] ?? '').join('')).toBe('');
    const theirs = own.tabs.get('Systems')!.slice(1);
    const differ = rows.filter((r, i) => JSON.stringify(r) !== JSON.stringify(theirs[i])).length;
    expect(differ).toBeLessThan(rows.length / 10);
  });
});
