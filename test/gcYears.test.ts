// Three years of Galactic Conquest (issue 35): npm start -- --game gc --turns 6 makes the sample and plays
// six turns (GC A7.10: two a year) of scripts/offline/gcYears.ts's orders, GM edits and rulings through the
// menu items, on the real build, battles auto-resolved. Played once (beforeAll) and asserted from the folder
// it writes, every turn's state kept in turns/: every part of GC the script reaches happens at least once,
// told by the kind of its Log, Treasury, Rulings or tab entries (no figure of the run is asserted); and after
// every turn each admiral's workbook, map and mail name no squadron, ship or spy of another empire that
// admiral has not met in battle, and draw another empire's squadrons only where its own sensors read them
// (GC C5.10, C5.30, C6.20, C8.10, C14).
import { GC_KINDS } from '../src/engine/games/gc/turn';
import { GC_LATE_KINDS } from '../scripts/offline/gcLateYears';
import { scriptedTurns } from './support/scriptedTurns';
import { expectPlayed, expectSecrecy, GC_EMPIRES as EMPIRES, orderedIn, seasons } from './support/gcSample';

const TURNS = seasons(150, 3);
/** Each empire's own secrets (C14): the Klingon spies' ids, what they were sent to learn and learned; the Kzinti propaganda. */
const ESPIONAGE_SECRETS: Record<string, string[]> = {
  KLI: ['K01', 'K02', 'PR01', 'the Kzinti fleet positions', 'the Kzinti yards', 'the Kzinti home fleet sits at H11'],
  KZI: ['the Klingon fleet mutinies'],
};

describe('Galactic Conquest: the sample plays three years offline with scripted orders (npm start -- --game gc --turns 6)', () => {
  const played = scriptedTurns('gc', 6);
  const { states, tab } = played;
  const everywhere = (name: string) => states().flatMap((dir) => tab(name, dir));
  const logKinds = () => new Set(tab('Log').map((r) => r.Kind));
  const treasury = (reference: RegExp, reason = /./) => tab('Treasury').filter((r) => reference.test(r.Reference) && reason.test(r.Reason));
  const ordered = orderedIn(played);
  const ruled = (about: RegExp) => tab('Rulings').filter((r) => about.test(r.About) && r.Applied === 'yes');

  it('plays six turns to Y153 Turn 1, keeping each, and says how long each took (A7.10)', () => {
    expectPlayed(played, TURNS);
  });

  // The kinds the document dates after these years (C40.10, A13.00, C21.10) or that want a survey ship on
  // restoration (B13.30) are played in Y198-Y200 (gcLateYears.test.ts).
  it('does every kind of GC order but those the later years play, each at least once', () => {
    const kinds = [...GC_KINDS.filter((k) => !(GC_LATE_KINDS as readonly string[]).includes(k)), 'MRR', 'Search', 'Blockade', 'Tech trade'];
    expect(kinds.filter((kind) => !ordered(kind))).toEqual([]);
  });

  it('runs commerce, the purse and the merchant marine (B1-B4, B9, B10, B12-B14, E1, E2)', () => {
    const parts: [string, boolean][] = [
      ['B1.21-B1.24 a trade route created', treasury(/B1\.21/, /created/).length > 0],
      ['B1.21-B1.24 a trade route hidden', treasury(/B1\.21/, /hidden/).length > 0],
      ['B1.75 a raid', treasury(/B1\.75/, /raided/).length > 0],
      ['B2.10 a convoy destroyed', treasury(/B2\.10/, /convoy/).length > 0],
      ['B3.40 a mineral resource run', treasury(/B3\.40/).length > 0 && tab('Fleets').some((f) => /%/.test(f.MRR))],
      [
        'B4 a commercial base, on every admiral’s Systems',
        EMPIRES.every((e) => tab(`admirals/${e}/Systems`).some((s) => s['Commercial base'] === 'CB')),
      ],
      ['B9.30 a ship scrapped', logKinds().has('Scrap')],
      ['B9.60 mothball upkeep', treasury(/B9\.60/).length > 0],
      ['B10.30 savings', treasury(/B10\.30/, /deposited/).length > 0 && treasury(/B10\.30/, /withdrawn/).length > 0],
      ['B10.40 a loan', ['borrowed', 'interest', 'repaid'].every((w) => treasury(/B10\.40/, new RegExp(w)).length > 0)],
      ['B10.50-B10.55 aid', treasury(/B10\.55/, /aid from/).length > 0 && treasury(/B10\.50/, /fee/).length > 0],
      ['B12.40 economic exhaustion', treasury(/B12\.40/, /exhaustion/).length > 0],
      ['B12.110 Command Rating-3', treasury(/B12\.110/, /command rating/).length > 0],
      ['B12.70, B13 restoration mobility', treasury(/B12\.70/, /restoration/).length > 0],
      ['B12.90 poor crew', tab('Log').some((r) => /poor crew/.test(r.Purpose))],
      ['B14 a surrender', logKinds().has('Surrender') && tab('Empires').some((e) => e.Status === 'Eliminated' && e.Empire === 'HYD')],
      ['B14.201 its deductions', tab('Empires').some((e) => /HYD/.test(e['Surrender deductions']))],
      ['B14.110 the treasury merged', treasury(/B14\.110/).length > 0],
      ['E1.10 merchant-marine budgets', EMPIRES.every((e) => Number(tab('Empires').find((r) => r.Empire === e)?.['MM budget']) > 0)],
      ['E1.35 a convoy value', tab('Empires').some((e) => /F-L/.test(e['Convoy value']))],
      ['E2.60 an MM squadron sent to the supplementary defence', tab('Fleets').some((f) => f.Empire === 'LYR' && f.MM === 'SD')],
    ];
    expect(parts.filter(([, ok]) => !ok).map(([part]) => part)).toEqual([]);
  });

  it('runs worlds, war and knowledge (A2, A12, B1.60, B5, B8, C5, C7, C6, C8, C10, C12-C14, C17, C19)', () => {
    const readings = everywhere('Sensor readings');
    const parts: [string, boolean][] = [
      ['A2.10 battles, auto-resolved', logKinds().has('Battle') && logKinds().has('Auto-resolve')],
      ['A12 a legendary admiral asked to engage', ruled(/^Legendary admiral/).length > 0],
      ['B1.60 contested systems', ruled(/^Contested system/).some((r) => r.Answer === 'Contested') && logKinds().has('Economy')],
      ['B1.60 a blockade not contested', ruled(/^Contested system/).some((r) => r.Answer === 'Not contested')],
      ['B5 morale checks', logKinds().has('Morale')],
      ['B5.30-B5.40 a rebellion put down', ruled(/rebellion on/).length > 0],
      [
        'B8.50, B11.40 builds paid and delivered',
        treasury(/B11\.40/, /Build/).length > 0 && tab('Log').some((r) => r.Kind === 'Build' && /delivered/.test(r.Purpose)),
      ],
      ['C5 both empires of a war read the other', ['KLI', 'KZI'].every((e) => readings.some((r) => r.Empire === e))],
      ['C5.10 a squadron read by size class and nationality', readings.some((r) => r.Reading === 'Size class and nationality')],
      ['C6 a cloaked presence', readings.some((r) => r.Reading === 'Cloaked presence')],
      ['C8 a hidden squadron', everywhere('Fleets').some((f) => f.Concealment === 'Hidden')],
      [
        'C12 a blockade severs a system',
        treasury(/C12\.90/, /blockaded/).length > 0 && everywhere('Systems').some((s) => /^by /.test(s.Blockaded)),
      ],
      [
        'C7.30 a system decimated',
        logKinds().has('Civilian targets') && tab('Systems').some((h) => h.System === 'G12' && h.Damage === 'Decimated'),
      ],
      ['C13 a squadron out of supply', everywhere('Fleets').some((f) => Number(f.Unsupplied) > 0)],
      [
        'C13 a squadron supplied again',
        states().some(
          (dir, i) =>
            i > 0 &&
            tab('Fleets', states()[i - 1]).some(
              (f) => Number(f.Unsupplied) > 0 && !Number(tab('Fleets', dir).find((g) => g.Fleet === f.Fleet)?.Unsupplied),
            ),
        ),
      ],
      ['C13.30 space annexed', tab('Systems').some((h) => h.System === 'H10' && h.Owner === 'KLI')],
      ['B8.41 a free CWSY for the first war cruiser', tab('Log').some((r) => r.Result === 'GC B8.41' && /free CWSY/.test(r.Purpose))],
      [
        'C10.10 unrest ruled after sharing a tech',
        /Morale falls/.test(tab('Empires').find((e) => e.Empire === 'KLI')?.['Tech unrest'] ?? ''),
      ],
      ['C10.20 a ship to destroy its techs on a battle card', everywhere('Battles').some((b) => /C10\.20/.test(b.Setup))],
      ['C20.300 a top gun trained', everywhere('Ships').some((r) => r.Ship === 'HYD-04' && Number(r['Top guns']) > 0)],
      ['C20.71 prototype fighters', tab('Construction').some((r) => r.Status === 'Delivered' && /\(prototype ST 152\)/.test(r.Class))],
      ['C19.10 an X-ship conversion', tab('Construction').some((r) => r.Status === 'Converted' && r.Class === 'F5X')],
      ['C22.20 a mixed squadron', everywhere('Ships').some((sh) => sh.Empire === 'KLI' && sh.Fleet === 'L02A')],
      ['E4.30 a hex surveyed by lent F-ELs', /^no$/i.test(tab('Systems').find((h) => h.System === 'O37')?.Unsurveyed ?? '')],
      ['B3.15 a hex surveyed', /^no$/i.test(tab('Systems').find((h) => h.System === 'J7')?.Unsurveyed ?? '')],
      ['B15 the Orions ruled on', ruled(/^Orions/).length > 0],
      ['B11.90 a homeworld move ruled on', tab('Rulings').some((r) => /homeworld/i.test(r.About + r.Question) && r.Applied === 'yes')],
      ['C14 a spy succeeds', logKinds().has('Espionage') && ruled(/^Spy: /).some((r) => /^Success/.test(r.Answer))],
      ['C14.23 counterspies', treasury(/C14\.23/).length > 0],
      ['C17 research granted', ruled(/^Research: /).some((r) => r.Answer === 'Granted') && treasury(/C17\.30/).length > 0],
      [
        'C17.73 a tech traded',
        treasury(/C17\.73/).length > 0 && /Spy School/.test(tab('Empires').find((e) => e.Empire === 'LYR')?.Techs ?? ''),
      ],
    ];
    expect(parts.filter(([, ok]) => !ok).map(([part]) => part)).toEqual([]);
  });

  it("never names in an admiral's workbook, map or mail another empire's squadron, ship or spy it has not met; draws them only where its sensors read (C5, C6, C8, C14)", () => {
    expectSecrecy(played, TURNS.length, ESPIONAGE_SECRETS);
  });
});
