// Rule option J4 (issue 18): an admiral types an order while Recover itself is rewriting the admiral
// workbooks. Process Season (private workbooks) is killed after it rewrote KLI's workbook; then Recover runs with one order
// typed in KLI's workbook just before each of Recover's write calls in turn (fake.injectAtWrite: the
// edit lands between two of its calls, and the edit trigger runs as its own execution). Typed after
// Recover rewrote the workbook, the order stays there; typed before, Recover's rewrite replaces it and
// Recover names it for the GM (workbook, row, order); typed while that very workbook is being written
// (after Recover last read it: the J1 window), Recover names the workbook. Never lost without a word.
import { admiralEmail } from './support/admiralEmails';
import { admiralsOf, JOURNAL, lastAlert, orderOf, privateCampaign } from './support/journal';
import { withoutLiveChecks } from './support/scenarios';

const { addOn, fake } = privateCampaign();
withoutLiveChecks({ addOn, fake });
const start = fake.saveState();
fake.failWrite(0);
addOn.menuProcessSeason();
const writes = fake.faults.writes;
/** Killed at the last write that leaves the action unfinished: KLI's workbook (the first) is rewritten for the next season. */
let stoppedAt = writes;
for (; stoppedAt > 0; stoppedAt--) {
  fake.restoreState(start);
  fake.failWrite(stoppedAt, 'kill');
  fake.survive(() => addOn.menuProcessSeason());
  fake.failWrite(0);
  if (fake.properties.document[JOURNAL]) break;
}
const stopped = fake.saveState();
const kli = admiralsOf(fake).find((b) => b.empire === 'KLI')!;
/** Over the first template row Process Season laid out, a row Recover writes back with the restored orders. */
const row = 2;
const order = orderOf('KLI', 'S01 > S02');
fake.failWrite(0);
addOn.menuRecover();
const recoverWrites = fake.faults.writes;

describe('J4: an order typed in an admiral workbook while Recover rewrites the workbooks', () => {
  it('is kept in the workbook, or named in what Recover says, at each of its write calls', () => {
    expect(stoppedAt).toBeGreaterThan(0);
    expect(recoverWrites).toBeGreaterThan(10);
    const seen = { kept: 0, named: 0, warned: 0 };
    const wrong: string[] = [];
    for (let w = 1; w <= recoverWrites; w++) {
      fake.restoreState(stopped);
      fake.ui.alerts.length = 0;
      fake.failWrite(0);
      fake.injectAtWrite(w, () => fake.drive.userEdit(admiralEmail('KLI'), kli.id, 'Orders', `A${row}`, [order]));
      addOn.menuRecover();
      expect(fake.properties.document[JOURNAL]).toBeUndefined();
      const kept = fake.valuesOf(kli.id, 'Orders').some((r) => JSON.stringify(r.slice(0, 3)) === JSON.stringify(order.slice(0, 3)));
      const said = lastAlert(fake).prompt;
      const named =
        said.includes('typed while Recover was rewriting') &&
        said.includes(`KLI's admiral workbook, Orders row ${row}: KLI-2 Jump S01 > S02`);
      // Typed while KLI's own workbook was being written, after Recover's last read of it: the workbook is named.
      const warned = said.includes("KLI's admiral workbook: edited while Recover wrote it");
      if (kept && named) wrong.push(`write ${w}: kept and named as replaced`);
      if (!kept && !named && !warned) wrong.push(`write ${w}: lost without a word`);
      if (kept) seen.kept++;
      if (named) seen.named++;
      if (warned) seen.warned++;
    }
    expect(wrong).toEqual([]);
    expect(seen.kept).toBeGreaterThan(0);
    expect(seen.named).toBeGreaterThan(0);
    // Only while KLI's workbook itself is written (the window of rule option J1): a few write calls, not more.
    expect(seen.warned).toBeGreaterThan(0);
    expect(seen.warned).toBeLessThan(seen.kept + seen.named);
  }, 300000);
});
