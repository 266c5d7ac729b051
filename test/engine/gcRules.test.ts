// Galactic Conquest's rule modules as pure functions (src/engine/games/gc): D1.10 speeds, the D1.40
// chart, D6.90 bog-down, A6.10 codes, A10.41 slots, A5.10 names; the kernel's course schedule.
import { boggedSpeed, SEGMENT_CHART, strategicHexes, tacticalSpeed } from '../../src/engine/games/gc/base/speed';
import { codeProblem, maulerLimit, SquadronShip, squadronProblems } from '../../src/engine/games/gc/base/squadrons';
import { hexName } from '../../src/engine/games/gc/base/map';
import { courseProblem, placeAt, scheduleCourse } from '../../src/engine/core/map/courses';
import { gcSampleCsv } from '../../scripts/gc-sample';
import { gcFactorChange } from '../../src/engine/games/gc/combat/battles';
import { majorsWorth, systemsCounted, victoryScore } from '../../src/engine/games/gc/purse/economy';
import type { Battle, Campaign, Ship } from '../../src/engine/core/model';
import { gcBenchTexts } from '../../scripts/bench-gc';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { seededDice } from '../../src/engine/core/dice';
import { GALACTIC_CONQUEST } from '../../src/engine/games/gc';
import { squadronShips } from '../../src/engine/games/gc/forces/attrition';
import { eliteX2 } from '../../src/engine/games/gc/construction/xShips';
import { GC_MAP } from '../../src/engine/games/gc/base/map';
import { World } from '../../src/engine/core/world';
import { readFileSync } from 'fs';
import { join } from 'path';

const ship = (id: string, over: Partial<SquadronShip> = {}): SquadronShip => ({
  id,
  hull: 'CA',
  commandRating: 1,
  maulerOrTroops: false,
  escort: false,
  ...over,
});

describe('GC movement (D1.10, D1.40, D6.90)', () => {
  it('takes the E4T example: 39, 19.5 (20) and 13 give 3, 2 and 1 hexes; caps for freighters and first generation; 4 only with HPM', () => {
    expect([1 / 3, 2 / 3, 1].map((cost) => strategicHexes(tacticalSpeed(12, cost), 'Warp'))).toEqual([3, 2, 1]);
    expect(strategicHexes(40, 'Freighter')).toBe(2);
    expect(strategicHexes(40, 'First generation')).toBe(2);
    expect(strategicHexes(40, 'Fast transport')).toBe(3);
    expect([strategicHexes(40, 'Warp'), strategicHexes(40, 'Warp', true), strategicHexes(0, 'Warp')]).toEqual([3, 4, 0]);
  });

  it('has a move for each point of speed in the D1.40 chart, the last always in segment 12', () => {
    for (let speed = 1; speed <= 12; speed++) {
      expect(SEGMENT_CHART[speed]).toHaveLength(speed);
      expect(SEGMENT_CHART[speed][speed - 1]).toBe(12);
    }
    expect(SEGMENT_CHART[4]).toEqual([3, 6, 9, 12]);
  });

  it('bogs down by D6.90: 16 slots halve a speed of 3 to 1 (the example), 26 quarter it', () => {
    expect([boggedSpeed(3, 15), boggedSpeed(3, 16), boggedSpeed(4, 26)]).toEqual([3, 1, 1]);
  });
});

describe('GC squadrons (A6.10, D6.10, A10.41)', () => {
  it('reads codes: K12B and K101SR are Klingon squadrons; F12B, K12K and K1B are not', () => {
    expect([codeProblem('K12B', 'K'), codeProblem('K101SR', 'K')]).toEqual([undefined, undefined]);
    expect(codeProblem('F12B', 'K')).toMatch(/empire's code K/);
    expect(codeProblem('K12K', 'K')).toMatch(/fleet code may not be the empire code/);
    expect(codeProblem('K1B', 'K')).toMatch(/no squadron code/);
  });

  it('takes the A10.41 examples: a DN with 2 ships allows 1; 10 slots with 2 carrier escorts allow 4', () => {
    expect(maulerLimit([ship('DN', { hull: 'DN', commandRating: 10 }), ship('X')])).toBe(1);
    const ten = [
      ship('DN', { hull: 'DN', commandRating: 10 }),
      ...Array.from({ length: 7 }, (_, i) => ship(`S${i}`)),
      ship('E1', { escort: true }),
      ship('E2', { escort: true }),
    ];
    expect(maulerLimit(ten)).toBe(4);
    const maulers = (n: number) => ten.map((s, i) => (i >= 1 && i <= n ? { ...s, maulerOrTroops: true } : s));
    expect(squadronProblems('K1A', maulers(4))).toEqual([]);
    expect(squadronProblems('K1A', maulers(5))).toEqual(['K1A has 5 troop ships and maulers; its 8 available slots allow 4 (GC A10.41)']);
  });

  it('limits size by the command rating (D6.10) and command hulls to one each (D6.40)', () => {
    const ca = [ship('CA', { commandRating: 8 }), ...Array.from({ length: 8 }, (_, i) => ship(`F${i}`))];
    expect(squadronProblems('F1A', ca)).toEqual([]);
    expect(squadronProblems('F1A', [...ca, ship('F9')])[0]).toMatch(/has 10 ships.*commands itself and 8 more \(GC D6.10\)/);
    expect(squadronProblems('F1A', [ship('A', { hull: 'DN', commandRating: 10 }), ship('B', { hull: 'DN' })])).toEqual([
      'F1A has 2 DNs: one ship of each command-ship hull (GC D6.40)',
    ]);
  });
});

describe('the map and courses (GC A5.10, D1.60; core/map/courses.ts)', () => {
  it('names hexes by row letters from the south and column number (B1, ZZ54, MM17)', () => {
    expect([hexName(1, 1), hexName(51, 54), hexName(38, 17)]).toEqual(['B1', 'ZZ54', 'MM17']);
  });

  it('schedules a course by the ticks given and tells where the unit stands after each', () => {
    const line = (p: string) => ({ A: ['B'], B: ['A', 'C'], C: ['B'] })[p] ?? [];
    expect(courseProblem('A', ['B', 'C'], line, [6, 12])).toBeUndefined();
    expect(courseProblem('A', ['C'], line, [12])).toBe('C is not next to A');
    expect(courseProblem('A', ['B', 'C'], line, [12])).toBe('2 moves plotted, 1 allowed');
    const steps = scheduleCourse(['B', 'C'], [6, 12]);
    expect([placeAt('A', steps, 5), placeAt('A', steps, 6), placeAt('A', steps, 12)]).toEqual(['A', 'B', 'C']);
  });

  it('is the sample npm run gc-sample writes: the generator reproduces every checked-in CSV', () => {
    const texts = gcSampleCsv();
    for (const [tab, text] of Object.entries(texts))
      expect([tab, readFileSync(join(__dirname, '../../sheets-templates/gc-sample', `${tab}.csv`), 'utf8')]).toEqual([tab, text]);
  });
});

describe('GC battle factors, the treasury and the score (A300.30, D2.31, B1.40, C7.45, A11)', () => {
  const campaign = (course: string, standing = '') =>
    ({
      extras: { Systems: { Q1: { Terrain: 'Radiation zone' } }, Fleets: { K01A: { Course: course, 'Standing orders': standing } } },
    }) as unknown as Campaign;
  const at = (hex: string) => ({ place: { kind: 'system', system: hex } }) as Battle;
  const ship = { fleet: 'K01A' } as Ship;

  it('cuts AF and DF 40% in a radiation zone above speed 1, 25% at 0 or 1, adding forced engagement (D2.30)', () => {
    expect(gcFactorChange(campaign('P1@6 Q1@12'), at('Q1'), ship)).toEqual({ af: -40, df: -40 });
    expect(gcFactorChange(campaign('Q1@12'), at('Q1'), ship)).toEqual({ af: -25, df: -25 });
    expect(gcFactorChange(campaign('', 'RX FE'), at('Q1'), ship)).toEqual({ af: -7, df: -37 });
    expect(gcFactorChange(campaign('', 'RX FR'), at('P1'), ship)).toEqual({ af: -12, df: 18 });
  });

  it('values majors by B1.40 (four are 77) with damage on the highest places first, decimated then rubbled (C7.45: 243 - 105.75)', () => {
    expect([majorsWorth(4, 0, 0), majorsWorth(7, 2, 1), majorsWorth(9, 0, 0)]).toEqual([77, 137.25, 443]);
  });

  it('counts systems by A11.20 (1 5/8 in its example) and scores them by A11.10', () => {
    const held = [
      { id: 'A', kind: 'Major', damage: undefined },
      { id: 'B', kind: 'Minor colony', damage: 'Rubbled' },
      { id: 'C', kind: 'Major', damage: 'Decimated' },
    ] as const;
    expect(systemsCounted(held)).toBe(1.625);
    expect([victoryScore(3, 2, false), victoryScore(3, 2, true), victoryScore(1, 0, false)]).toEqual([50, 45, 0]);
  });
});

describe('the GC bench campaign (scripts/bench-gc.ts)', () => {
  /** Its texts, made once for both tests (strings, the same at every call), each test reading its own campaign. */
  const texts = gcBenchTexts(1);
  it('reads with no problem, and a turn carries out all of its 1,200 Move orders through the twelve segments', () => {
    const loaded = parseCampaign(csvSources(texts));
    expect(loaded.problems).toEqual([]);
    const out = GALACTIC_CONQUEST.process(loaded.campaign, seededDice('bench'), 'bench');
    const results = [...out.results.values()].flat();
    expect(results).toHaveLength(1200);
    expect(results.filter((r) => r.status !== 'done')).toEqual([]);
    expect(out.closed).toBe(true);
  });

  // Issue 35: linearity is measured with the new parts running in every squadron's check each turn.
  it("runs issue 35's parts at scale: flag operations (D6.25-D6.27), elite X2 squadrons (C21) and carrier groups (C20)", () => {
    const { campaign } = parseCampaign(csvSources(texts));
    const w = new World(campaign, seededDice('bench'), undefined, GC_MAP.layout);
    const fleets = w.fleetsOf('E01');
    expect(fleets).toHaveLength(110);
    // Every tenth squadron an XCA and an XFF, every tenth a Ranger with six fighters and its two Cuirassiers.
    expect(fleets.filter((f) => eliteX2(w, w.shipsOf(f.id)))).toHaveLength(11);
    const carriers = fleets.flatMap((f) => w.shipsOf(f.id)).filter((s) => s.shipClass === 'Ranger');
    expect(carriers.map((s) => s.fighters)).toEqual(Array(11).fill(6));
    // EFO lightens every size-class-4 ship: two F5s of each of the 88 Klingon squadrons, 11 XFFs, 22 Cuirassiers.
    const ships = fleets.flatMap((f) => squadronShips(w, f));
    expect(ships.filter((s) => s.lightened)).toHaveLength(176 + 11 + 22);
    expect(fleets.flatMap((f) => squadronProblems(f.id, squadronShips(w, f)))).toEqual([]);
  });
});

describe('a GC order of no known kind', () => {
  it('is refused naming the kind written and every kind there is, not as a Move (D1.60)', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    campaign.orders = { KZI: [{ row: 2, fleet: 'Z01A', kind: 'Expediton', target: 'G12', ships: [], buildClass: '', extras: '' }] };
    const [result] = GALACTIC_CONQUEST.check(campaign).get('KZI')!;
    expect(result.status).toBe('refused');
    expect(result.text).toMatch(/^"Expediton" is no order of Galactic Conquest: write one of Move, Build, .*Expedition/);
  });
});
