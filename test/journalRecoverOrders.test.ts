// Rule option J3 (issue 18): orders an admiral types between an interruption and Recover. Process
// Season (private workbooks) is stopped at each of its write points; then one admiral types an order in
// a workbook the action never began to write, and another in one it rewrote (whole, or in part).
// Recover keeps the first, in its workbook and in the GM's Orders tab, and names the second for the GM;
// Process Season then carries out the kept order once, exactly as a clean run with that order typed
// beforehand, and never the one taken back with the turn it was typed for. Resolve battles, which
// carries the orders over to the next turn, keeps every order typed, in any workbook. On the sample cut
// to two empires (twoEmpires.ts): one workbook untouched and one rewritten are met as with four, and
// journalPrivate(Battles).test.ts proves these sweeps stop at every kind of write the whole sample has.
import type { FakeHandle } from './fake/spreadsheet';
import type { FaultMode } from './fake/workbook';
import { withoutLiveChecks } from './support/scenarios';
import { admiralEmail } from './support/admiralEmails';
import { sampleAfterMeeting } from './support/mapCampaigns';
import {
  admiralsOf,
  cellTexts,
  firstTime,
  freeRow,
  inPrivate,
  JOURNAL,
  lastAlert,
  orderOf,
  privateCampaign,
  stateOf,
} from './support/journal';
import { cutTo, twoEmpires } from './support/twoEmpires';

const WRITTEN = 'SFB book written ';
const MODES: FaultMode[] = ['kill', 'once', 'outage'];

const { addOn, fake } = privateCampaign(twoEmpires);
withoutLiveChecks({ addOn, fake });
const state = fake.saveState();
const books = admiralsOf(fake);

/**
 * Whether the interrupted action (which read revision `read`; undefined when the journal holds none)
 * never began to write a workbook: stamped with that revision, no block recorded as half-written.
 */
function untouched(fk: FakeHandle, id: string, read: number | undefined): boolean {
  const record = JSON.parse(fk.properties.script[WRITTEN + id] ?? '{}') as Record<string, [string, number]>;
  const stamp = fk.valuesOf(id, 'Summary').find((r) => r[0] === 'Campaign revision')?.[1];
  return !Object.values(record).some(([d]) => !d) && (read === undefined || Number(stamp) === read);
}

/** The campaign (and every workbook) after one clean Process Season, with `typed` typed first in its workbook. */
const reference = new Map<string, Map<string, string>>();
function cleanRun(typed?: { id: string; row: number; order: string[]; empire: string }): Map<string, string> {
  const k = typed?.empire ?? '';
  if (!reference.has(k)) {
    fake.restoreState(state);
    fake.failWrite(0);
    if (typed) fake.drive.userEdit(admiralEmail(typed.empire), typed.id, 'Orders', `A${typed.row}`, [typed.order]);
    addOn.menuProcessSeason();
    expect(lastAlert(fake).title).toBe('Process Season');
    reference.set(k, cellTexts(fake));
  }
  return reference.get(k)!;
}

/** The tabs (`cells`' names, support/journal.ts) whose cells differ between two states, in name order. */
const differing = (a: Map<string, string>, b: Map<string, string>) =>
  [...new Set([...a.keys(), ...b.keys()])].sort().filter((t) => a.get(t) !== b.get(t));

fake.failWrite(0);
addOn.menuProcessSeason();
const writes = fake.faults.writes;

describe('J3: orders typed in admiral workbooks after Process Season was interrupted, before Recover', () => {
  // The states followed to the end (test/support/journal.ts, firstTime): what is typed, and where, depends on the state only.
  const followed = new Set<string>();
  it.each(MODES)(
    'in mode %s, at every write: kept where the action never wrote, named for the GM where it did; none lost, none run twice',
    (mode) => {
      expect(writes).toBeGreaterThan(20);
      const seen = { kept: 0, dropped: 0 };
      const differ: string[] = [];
      for (let k = 1; k <= writes; k++) {
        fake.restoreState(state);
        fake.ui.alerts.length = 0;
        fake.failWrite(k, mode);
        fake.survive(() => addOn.menuProcessSeason());
        fake.failWrite(0);
        // A failure after the last campaign write leaves the season processed: nothing to recover, no J3.
        if (fake.ui.alerts.some((a) => a.title === 'Process Season')) continue;
        if (!firstTime(followed, stateOf(fake))) continue;
        const left = fake.properties.document[JOURNAL];
        const read = left ? (JSON.parse(left) as { revision: number }).revision : undefined;
        const keep = books.find((b) => untouched(fake, b.id, read));
        const lose = books.find((b) => !untouched(fake, b.id, read));
        const kept = keep && { ...keep, row: freeRow(fake, keep.id), order: orderOf(keep.empire, 'S01 > S02') };
        const lost = lose && { ...lose, row: freeRow(fake, lose.id), order: orderOf(lose.empire, 'S31 > S32') };
        for (const t of [kept, lost]) if (t) fake.drive.userEdit(admiralEmail(t.empire), t.id, 'Orders', `A${t.row}`, [t.order]);
        addOn.menuRecover();
        expect(fake.properties.document[JOURNAL]).toBeUndefined();
        if (kept) {
          // Kept in the workbook and in the GM's mirror.
          expect(fake.valuesOf(kept.id, 'Orders')[kept.row - 1].slice(0, 6)).toEqual(kept.order);
          expect(
            fake.sheetValues(`Orders ${kept.empire}`).some((r) => JSON.stringify(r.slice(0, 3)) === JSON.stringify(kept.order.slice(0, 3))),
          ).toBe(true);
          seen.kept++;
        }
        if (lost) {
          // Named for the GM, with its workbook and row, and gone from the workbook.
          expect(lastAlert(fake).prompt).toContain(
            `${lost.empire}'s admiral workbook, Orders row ${lost.row}: ${lost.order.filter((c) => c).join(' ')}`,
          );
          expect(fake.valuesOf(lost.id, 'Orders').some((r) => r[2] === 'S31 > S32')).toBe(false);
          // Nothing else is named: not the restored orders, nor the rows only the action laid out (a Fleet alone).
          expect(lastAlert(fake).prompt.match(/admiral workbook, Orders row/g)).toHaveLength(1);
          seen.dropped++;
        }
        // A recovered state met before, with the same order kept, ends as it did (firstTime): Process Season is deterministic.
        if (!firstTime(followed, `recovered ${JSON.stringify(kept ?? null)} ${stateOf(fake)}`)) continue;
        addOn.menuProcessSeason();
        expect(lastAlert(fake).title).toBe('Process Season');
        const now = cellTexts(fake);
        const clean = cleanRun(kept);
        const tabs = differing(clean, now);
        if (tabs.length) differ.push(`write ${k}: ${tabs.join(', ')}`);
      }
      expect(differ).toEqual([]);
      // Both kinds of workbook were met along the sweep (killing, the first mode, meets every kind of state).
      if (mode === 'kill') {
        expect(seen.kept).toBeGreaterThan(0);
        expect(seen.dropped).toBeGreaterThan(0);
      }
    },
    300000,
  );
});

describe('J3: an action that leaves the orders alone (Resolve battles, private workbooks) stopped at a write', () => {
  const loaded = inPrivate(sampleAfterMeeting('auto-resolved', cutTo('KLI', 'LYR')));
  withoutLiveChecks(loaded);
  const at = loaded.fake.saveState();
  const all = admiralsOf(loaded.fake);
  /** An order for each admiral, typed below the orders in its workbook. */
  const typing = all.map((b) => ({ ...b, row: freeRow(loaded.fake, b.id), order: orderOf(b.empire, 'S01 > S02') }));
  const type = () => typing.forEach((t) => loaded.fake.drive.userEdit(admiralEmail(t.empire), t.id, 'Orders', `A${t.row}`, [t.order]));
  loaded.fake.failWrite(0);
  type();
  loaded.addOn.menuResolveBattles();
  const clean = cellTexts(loaded.fake);
  const battleWrites = loaded.fake.faults.writes;

  it('keeps every order typed before or after the interruption, in every workbook, rewritten or not (killed at every write)', () => {
    const { addOn, fake } = loaded;
    const differ: string[] = [];
    const followed = new Set<string>();
    let rewritten = 0;
    for (let k = 1; k <= battleWrites; k++) {
      fake.restoreState(at);
      fake.ui.alerts.length = 0;
      fake.failWrite(k, 'kill');
      fake.survive(() => addOn.menuResolveBattles());
      fake.failWrite(0);
      // Killed after its last campaign write (the live checks that follow): nothing to recover.
      if (fake.ui.alerts.some((a) => a.title === 'Resolve battles')) continue;
      if (!firstTime(followed, stateOf(fake))) continue;
      const left = fake.properties.document[JOURNAL];
      expect(left).toBeDefined();
      if (all.some((b) => !untouched(fake, b.id, (JSON.parse(left!) as { revision: number }).revision))) rewritten++;
      type();
      addOn.menuRecover();
      expect(lastAlert(fake).prompt).not.toMatch(/taken back too/);
      for (const t of typing) {
        expect(fake.valuesOf(t.id, 'Orders')[t.row - 1].slice(0, 3)).toEqual(t.order.slice(0, 3));
        expect(fake.sheetValues(`Orders ${t.empire}`)[t.row - 1]?.slice(0, 3)).toEqual(t.order.slice(0, 3));
      }
      // A recovered state met before ends as it did (firstTime).
      if (!firstTime(followed, `recovered ${stateOf(fake)}`)) continue;
      addOn.menuResolveBattles();
      expect(lastAlert(fake).title).toBe('Resolve battles');
      const tabs = differing(clean, cellTexts(fake));
      if (tabs.length) differ.push(`write ${k}: ${tabs.join(', ')}`);
    }
    expect(differ).toEqual([]);
    expect(rewritten).toBeGreaterThan(0); // orders were typed in workbooks the action had rewritten
  }, 300000);
});
