// Rule option J4 (issue 18): an admiral types an order while Recover itself is rewriting the admiral
// workbooks. Recover runs with one order typed in KLI's workbook just before each of its write calls in
// turn (fake.injectAtWrite: the edit lands between two of its calls, and the edit trigger runs as its own
// execution), in each situation Recover rewrites the workbooks: Process Season killed after it rewrote
// KLI's workbook; an Undo killed there (Recover finishes it); and a Process Season that failed there and
// put the campaign back itself (nothing in the journal: Recover rewrites the workbooks left behind).
// Typed after Recover rewrote the workbook, the order stays there; typed before, Recover's rewrite
// replaces it and Recover names it for the GM (workbook, row, order); typed while that very workbook is
// being written (after Recover last read it: the J1 window), Recover names the workbook. Never lost
// without a word. On the sample cut to two empires (twoEmpires.ts): KLI's workbook and one other, as
// journalPrivate.test.ts sweeps them.
import type { AddOn } from './fake/addon';
import type { FakeHandle } from './fake/spreadsheet';
import type { FaultMode } from './fake/workbook';
import { admiralEmail } from './support/admiralEmails';
import { admiralsOf, JOURNAL, lastAlert, orderOf, privateCampaign, writeKinds } from './support/journal';
import { withoutLiveChecks } from './support/scenarios';
import { twoEmpires } from './support/twoEmpires';

interface Situation {
  name: string;
  /** The action stopped, and how. */
  run: (a: AddOn) => void;
  mode: FaultMode;
  /** Before it runs (the undo point Undo takes back). */
  before?: (a: AddOn) => void;
  /** Whether the stopped action leaves its journal entry. */
  journal: boolean;
  /** Stopped at the first write that leaves Recover something to do, or the last. */
  first?: boolean;
  /** An order KLI's admiral typed after the stop, before Recover (J3 keeps it): Recover rewrites KLI's Orders with it. */
  typedBefore?: boolean;
}

const SITUATIONS: Situation[] = [
  { name: 'Process Season killed', run: (a) => a.menuProcessSeason(), mode: 'kill', journal: true },
  {
    name: 'Undo killed (Recover finishes it)',
    before: (a) => a.menuProcessSeason(),
    run: (a) => a.menuUndoProcessing(),
    mode: 'kill',
    journal: true,
    first: true,
  },
  {
    name: 'Process Season failed and put back (nothing in the journal)',
    run: (a) => a.menuProcessSeason(),
    mode: 'once',
    journal: false,
    first: true,
    typedBefore: true,
  },
];

/** Stopped at the last write that leaves KLI's workbook (the first) rewritten and Recover something to do. */
function stopped(s: Situation): { fake: FakeHandle; addOn: AddOn; at: number } {
  const { addOn, fake } = privateCampaign(twoEmpires);
  withoutLiveChecks({ addOn, fake });
  s.before?.(addOn);
  if (s.before) fake.ui.queueResponse('YES');
  const start = fake.saveState();
  fake.failWrite(0);
  s.run(addOn);
  const writes = fake.faults.writes;
  for (let k = 1; k <= writes; k++) {
    const at = s.first ? k : writes + 1 - k;
    fake.restoreState(start);
    fake.ui.alerts.length = 0;
    fake.failWrite(at, s.mode);
    fake.survive(() => s.run(addOn));
    fake.failWrite(0);
    const left = fake.properties.document[JOURNAL] !== undefined;
    if (s.journal ? left : !left && !fake.ui.alerts.some((x) => x.title === 'Process Season') && staleKli(fake)) return { addOn, fake, at };
  }
  return { addOn, fake, at: 0 };
}

/** KLI's workbook is not stamped with the campaign's revision (Recover with nothing in the journal rewrites it). */
function staleKli(fake: FakeHandle): boolean {
  const kli = admiralsOf(fake).find((b) => b.empire === 'KLI')!;
  const stamp = fake.valuesOf(kli.id, 'Summary').find((r) => r[0] === 'Campaign revision')?.[1];
  return Number(stamp) !== Number(fake.properties.document['SFB revision'] ?? 0);
}

describe.each(SITUATIONS)('J4: an order typed in an admiral workbook while Recover rewrites the workbooks, after $name', (s) => {
  const { addOn, fake, at } = stopped(s);
  const kli = admiralsOf(fake).find((b) => b.empire === 'KLI')!;
  // Typed in row 3: Recover keeps it (J3) and writes KLI's Orders with it.
  if (s.typedBefore) fake.drive.userEdit(admiralEmail('KLI'), kli.id, 'Orders', 'A3', [orderOf('KLI', 'S11 > S12')]);
  const state = fake.saveState();
  /** Over the first template row Process Season laid out, a row Recover writes back with the restored orders. */
  const row = 2;
  const order = orderOf('KLI', 'S01 > S02');
  fake.failWrite(0);
  addOn.menuRecover();
  const recoverWrites = fake.faults.writes;

  it('is kept in the workbook, or named in what Recover says, at each of its write calls', () => {
    expect(at).toBeGreaterThan(0);
    expect(recoverWrites).toBeGreaterThan(2);
    const seen = { kept: 0, named: 0, warned: 0 };
    const wrong: string[] = [];
    for (let w = 1; w <= recoverWrites; w++) {
      fake.restoreState(state);
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
    if (s.journal) {
      // Recover's rewrite of KLI's workbook puts the restored orders over row 2: an order typed before it is named.
      expect(seen.named).toBeGreaterThan(0);
      // Only while KLI's workbook itself is written (the window of rule option J1): a few write calls, not more.
      expect(seen.warned).toBeGreaterThan(0);
      expect(seen.warned).toBeLessThan(seen.kept + seen.named);
    }
  }, 300000);

  if (!s.journal)
    it('a Recover with nothing in the journal, killed at any write, is left in the journal and recovered by the next, the order typed before kept', () => {
      for (let w = 1; w <= recoverWrites; w++) {
        fake.restoreState(state);
        fake.failWrite(w, 'kill');
        fake.survive(() => addOn.menuRecover());
        fake.failWrite(0);
        expect(JSON.parse(fake.properties.document[JOURNAL] ?? '{}')).toMatchObject({ action: 'Recover' });
        addOn.menuRecover();
        expect(lastAlert(fake).prompt).toMatch(/^Recover was interrupted before it changed any campaign tab/);
        expect(fake.properties.document[JOURNAL]).toBeUndefined();
        const typed = (r: unknown[]) => r[2] === 'S11 > S12';
        expect(fake.valuesOf(kli.id, 'Orders').some(typed)).toBe(true);
        expect(fake.sheetValues('Orders KLI').some(typed)).toBe(true);
      }
    });
});

// Issue 31, item 3: "the edit marks are compared wherever a workbook is rewritten". Undo in private mode
// rewrote each workbook from the undone campaign without looking at its mark: an order typed over a row
// it rewrites, before its workbook's turn, was replaced without a word (23 of the sample's 68 write calls).
// Swept on the sample cut to two empires: KLI's workbook and one other, every kind of write Undo makes
// on the whole sample (proved here).
describe('an order typed in an admiral workbook at any write call of Undo (private workbooks)', () => {
  /** The kinds of write call Undo makes on a campaign in private mode, after one Process Season; the campaign put back before it. */
  function undone(loaded: ReturnType<typeof privateCampaign>) {
    const { addOn, fake } = loaded;
    addOn.menuProcessSeason();
    const start = fake.saveState();
    const w = fake.faults.writes;
    fake.faults.made = [];
    fake.ui.queueResponse('YES');
    addOn.menuUndoProcessing();
    const kinds = writeKinds(fake);
    fake.faults.made = undefined;
    return { addOn, fake, start, writes: fake.faults.writes - w, kinds };
  }

  it('is kept in the workbook, or named to the GM with what it said', () => {
    const { addOn, fake, start, writes, kinds } = undone(privateCampaign(twoEmpires));
    const whole = undone(privateCampaign());
    expect(whole.writes).toBeGreaterThan(writes);
    expect([...whole.kinds].filter((k) => !kinds.has(k))).toEqual([]);
    expect(writes).toBeGreaterThan(20);
    const fates: Record<string, number[]> = {};
    for (let k = 1; k <= writes; k++) {
      fake.restoreState(start);
      const kli = admiralsOf(fake).find((a) => a.empire === 'KLI')!;
      const fleet = String(fake.valuesOf(kli.id, 'Fleets')[1][0]);
      let typed = false;
      fake.injectAtWrite(k, () => {
        typed = true;
        fake.drive.userEdit(admiralEmail('KLI'), kli.id, 'Orders', 'A2', [[fleet, 'Stay']]);
      });
      fake.ui.queueResponse('YES');
      addOn.menuUndoProcessing();
      expect(typed).toBe(true);
      const said = lastAlert(fake).prompt;
      const fate = fake.valuesOf(kli.id, 'Orders').some((r) => r[0] === fleet && r[1] === 'Stay')
        ? 'kept'
        : said.includes(`${fleet} Stay`) && said.includes('typed while Undo was rewriting the admiral workbooks')
          ? 'named'
          : said.includes("KLI's admiral workbook: edited while Undo wrote it")
            ? 'workbook named'
            : 'lost';
      (fates[fate] ??= []).push(k);
    }
    expect(fates.lost).toBeUndefined();
    expect(fates.named?.length).toBeGreaterThan(0);
  });
});
