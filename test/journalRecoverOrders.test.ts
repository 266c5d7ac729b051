// Rule option J3 (issue 18): orders an admiral types between an interruption and Recover. Process
// Season (private workbooks) is stopped at each of its write points; then one admiral types an order in
// a workbook the action never began to write, and another in one it rewrote (whole, or in part).
// Recover keeps the first, in its workbook and in the GM's Orders tab, and names the second for the GM;
// Process Season then carries out the kept order once, exactly as a clean run with that order typed
// beforehand, and never the one taken back with the turn it was typed for.
import type { FakeHandle } from './fake/spreadsheet';
import type { FaultMode } from './fake/workbook';
import { withoutLiveChecks } from './support/scenarios';
import { admiralEmail } from './support/admiralEmails';
import { cells, JOURNAL, lastAlert, privateCampaign } from './support/journal';

const WRITTEN = 'SFB book written ';
/** Every write killed; a write failing once or from there on, every 3rd (each run is a full Recover and Process Season). */
const MODES: [FaultMode, number][] = [
  ['kill', 1],
  ['once', 3],
  ['outage', 3],
];

const { addOn, fake } = privateCampaign();
withoutLiveChecks({ addOn, fake });
const state = fake.saveState();
const empires = fake.sheetValues('Empires');
const idCol = empires[0].indexOf('Workbook id');
const books = empires.slice(1).map((r) => ({ empire: String(r[0]), id: String(r[idCol]) }));

/** The first empty row of a workbook's Orders tab, as the admiral sees it now. */
function freeRow(fk: FakeHandle, id: string): number {
  const rows = fk.valuesOf(id, 'Orders');
  let last = rows.length;
  while (last > 1 && rows[last - 1].slice(0, 6).every((c) => c === '')) last--;
  return last + 1;
}

/** A new order of an empire's (rejected for want of MP at this point of the sample: its Report line shows it ran once). */
const orderOf = (empire: string, what: string) => [`${empire}-2`, 'Jump', what, '', '', ''];

/** The campaign (and every workbook) after one clean Process Season, with `typed` typed first in its workbook. */
const reference = new Map<string, Record<string, string[][]>>();
function cleanRun(typed?: { id: string; row: number; order: string[]; empire: string }): Record<string, string[][]> {
  const k = typed?.empire ?? '';
  if (!reference.has(k)) {
    fake.restoreState(state);
    fake.failWrite(0);
    if (typed) fake.drive.userEdit(admiralEmail(typed.empire), typed.id, 'Orders', `A${typed.row}`, [typed.order]);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season');
    reference.set(k, cells(fake));
  }
  return reference.get(k)!;
}

fake.failWrite(0);
addOn.menuProcessSeason();
const writes = fake.faults.writes;

describe('J3: orders typed in admiral workbooks after Process Season was interrupted, before Recover', () => {
  it.each(MODES)(
    'in mode %s (every %i-th write): kept where the action never wrote, named for the GM where it did; none lost, none run twice',
    (mode, stride) => {
      expect(writes).toBeGreaterThan(20);
      const seen = { kept: 0, dropped: 0 };
      const differ: string[] = [];
      for (let k = 1; k <= writes; k += stride) {
        fake.restoreState(state);
        fake.ui.alerts.length = 0;
        fake.failWrite(k, mode);
        fake.survive(() => addOn.menuProcessSeason());
        fake.failWrite(0);
        const left = fake.properties.document[JOURNAL];
        const read = left ? (JSON.parse(left) as { revision: number }).revision : undefined;
        // Untouched: stamped with the revision the action read, and no block recorded as half-written.
        const untouched = (id: string) => {
          const record = JSON.parse(fake.properties.script[WRITTEN + id] ?? '{}') as Record<string, [string, number]>;
          const stamp = fake.valuesOf(id, 'Summary').find((r) => r[0] === 'Campaign revision')?.[1];
          return !Object.values(record).some(([d]) => !d) && (read === undefined || Number(stamp) === read);
        };
        const keep = books.find((b) => untouched(b.id));
        const lose = books.find((b) => !untouched(b.id));
        const kept = keep && { ...keep, row: freeRow(fake, keep.id), order: orderOf(keep.empire, 'S01 > S02') };
        const lost = lose && { ...lose, row: freeRow(fake, lose.id), order: orderOf(lose.empire, 'S31 > S32') };
        for (const t of [kept, lost]) if (t) fake.drive.userEdit(admiralEmail(t.empire), t.id, 'Orders', `A${t.row}`, [t.order]);
        addOn.menuRecover();
        expect(fake.properties.document[JOURNAL]).toBeUndefined();
        if (kept) {
          // Kept in the workbook and in the GM's mirror.
          expect(fake.valuesOf(kept.id, 'Orders')[kept.row - 1].slice(0, 6)).toEqual(kept.order);
          expect(fake.sheetValues(`Orders ${kept.empire}`).some((r) => JSON.stringify(r.slice(0, 3)) === JSON.stringify(kept.order.slice(0, 3)))).toBe(true);
          seen.kept++;
        }
        if (lost) {
          // Named for the GM, with its workbook and row, and gone from the workbook.
          expect(lastAlert(fake).prompt).toContain(`${lost.empire}'s admiral workbook, Orders row ${lost.row}: ${lost.order.filter((c) => c).join(' ')}`);
          expect(fake.valuesOf(lost.id, 'Orders').some((r) => r[2] === 'S31 > S32')).toBe(false);
          seen.dropped++;
        }
        addOn.menuProcessSeason();
        expect(lastAlert(fake).title).toBe('Process Season');
        const now = cells(fake);
        const clean = cleanRun(kept);
        const tabs = Object.keys({ ...clean, ...now }).filter((t) => JSON.stringify(clean[t]) !== JSON.stringify(now[t]));
        if (tabs.length) differ.push(`write ${k}: ${tabs.join(', ')}`);
      }
      expect(differ).toEqual([]);
      // Both kinds of workbook were met along the sweep.
      expect(seen.kept).toBeGreaterThan(0);
      if (mode === 'kill') expect(seen.dropped).toBeGreaterThan(0);
    },
    300000,
  );
});
