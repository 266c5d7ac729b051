// Three later years of Galactic Conquest (issue 35): npm start -- --game gc-late --turns 6 makes the sample,
// sets it in Y198 and plays six turns (GC A7.10) of scripts/offline/gcLateYears.ts's orders through the
// menu items, battles auto-resolved: the parts the document dates after the first sample's Y150-Y152
// (alert levels from Y170, C40.10; fusion bombs from Y187, A13.00; second-generation X-ships from Y198,
// C21.10) and prospecting on restoration (B13.30), each happening at least once, told by its Log, Treasury
// and tab entries; and after every turn the secrecy property of the first sample (test/support/gcSample.ts).
import { GC_LATE_KINDS } from '../scripts/offline/gcLateYears';
import { scriptedTurns } from './support/scriptedTurns';
import { expectPlayed, expectSecrecy, orderedIn, seasons } from './support/gcSample';

const TURNS = seasons(198, 3);
/** Words of an empire's own orders and yards, on no public list (a refitted yard's kind is its owner's, C21.20). */
const OWN_WORDS: Record<string, string[]> = {
  KLI: ['SC3XSY', 'Yard refit', 'Hyperwarp K07A', 'Hyperwarp K09A'],
  HYD: ['Prospect H05A'],
};

describe('Galactic Conquest: the sample plays three later years, Y198-Y200, with scripted orders (npm start -- --game gc-late --turns 6)', () => {
  const played = scriptedTurns('gc-late', 6);
  const { states, tab } = played;
  const everywhere = (name: string) => states().flatMap((dir) => tab(name, dir));
  const treasury = (reference: RegExp, reason = /./) => tab('Treasury').filter((r) => reference.test(r.Reference) && reason.test(r.Reason));
  const log = (reference: RegExp, purpose: RegExp) => tab('Log').filter((r) => reference.test(r.Result) && purpose.test(r.Purpose));
  const system = (hex: string) => tab('Systems').find((s) => s.System === hex) ?? {};

  it('plays six turns from Y198 to Y201 Turn 1, keeping each with its history, standings and maps (A7.10)', () => {
    expectPlayed(played, TURNS);
    expect(tab('Campaign').find((r) => r.Setting === 'Start year')?.Value).toBe('198');
  });

  it('does each kind of order the first sample’s years cannot, at least once', () => {
    const ordered = orderedIn(played);
    expect(GC_LATE_KINDS.filter((kind) => !ordered(kind))).toEqual([]);
  });

  it('runs alert levels, fusion bombs, second-generation X-ships and prospecting (C40, A13, C21, B13.30)', () => {
    const alert = (empire: string) =>
      new Set(
        everywhere('Empires')
          .filter((e) => e.Empire === empire)
          .map((e) => e['Alert levels']),
      );
    const parts: [string, boolean][] = [
      ['C40.20 alert levels turned on and off', alert('KLI').has('On') && alert('KLI').has('Off') && alert('KZI').has('Off')],
      ['C40.30c a battle fought with alert levels on', everywhere('Battles').some((b) => /alert levels on.*C40\.30c/.test(b.Setup))],
      [
        'A13.00 FBGBs built on two systems',
        treasury(/A13\.00/, /FBGB/).length === 2 && ['I8', 'I9'].every((h) => Number(system(h)['Fusion bombs']) > 0),
      ],
      ['A13.00 an FBGB on a battle’s card', everywhere('Battles').some((b) => b.System === 'I9' && /FBGB.*GC A13\.00/.test(b.Setup))],
      ['C21.20 a yard refitted', treasury(/C21\.20/, /refit/i).length > 0 && /SC3XSY/.test(system('I8').Shipyards ?? '')],
      [
        'C21.30 a second-generation X-ship (the Klingon XCA, a D8) built in it',
        tab('Construction').some((r) => r.Class === 'D8' && r.Yard === 'SC3XSY' && r.Status === 'Delivered'),
      ],
      ['C21.51 hyperwarps there and back', log(/C21\.51/, /K07A hyperwarps I8 > I9/).length > 0 && log(/C21\.51/, /I9 > I8/).length > 0],
      [
        'C21.51 out of the battle where it hyperwarped',
        everywhere('Battles').some(
          (b) => b.System === 'I9' && /K06A/.test(b['Fleet A'] + b['Fleet B']) && !/K07A/.test(b['Fleet A'] + b['Fleet B']),
        ),
      ],
      ['C21.51 a first-generation X-squadron pays 3 EPs a hex', treasury(/C21\.51/, /first-generation X-squadron K09A/).length > 0],
      [
        'C21.51 the XCA built hyperwarps',
        tab('Construction').some((r) => r.Class === 'D8' && log(/C21\.51/, new RegExp(`^${r.Squadron} hyperwarps`)).length > 0),
      ],
      ['B12.70 restoration mobility', treasury(/B12\.70/, /restoration/).length > 0],
      ['B13.30 a survey ship prospects', log(/./, /prospects P45 for a resource run/).length > 0],
    ];
    expect(parts.filter(([, ok]) => !ok).map(([part]) => part)).toEqual([]);
  });

  it("never names in an admiral's workbook, map or mail another empire's squadron or ship it has not met, nor its refit or orders; draws them only where its sensors read (C5, C6, C8, C14)", () => {
    expectSecrecy(played, TURNS.length, OWN_WORDS);
  });
});
