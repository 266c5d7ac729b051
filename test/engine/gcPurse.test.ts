// Galactic Conquest's purse (src/engine/games/gc): the B12 exhaustion plateau, poor crew, restoration and
// surrender as pure functions with the document's examples, and what an admiral sees of the purses. The
// orders and the treasury are cases (test/cases/gc-purse-*.json).
import { eepChange, eepMaximum, nextEep, pcuChange, restorationCut } from '../../src/engine/games/gc/purse/exhaustion';
import type { HeldSystem } from '../../src/engine/games/gc/base/holdings';
import { layUpMet, mrrChance } from '../../src/engine/games/gc/purse/restoration';
import { mergeShare } from '../../src/engine/games/gc/purse/surrender';
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { seededDice } from '../../src/engine/core/dice';
import { viewFor } from '../../src/engine/core/view';
import { GALACTIC_CONQUEST } from '../../src/engine/games/gc';
import { order } from '../support/builders';
import { gcSetupChecks } from '../../src/engine/games/gc/setup/setup';
import { setExtra } from '../../src/engine/games/gc/base/rows';

const held = (majors: number, minors: number, homeworlds: number): HeldSystem[] => [
  ...Array.from({ length: majors }, (_, i) => ({ id: `M${i}`, kind: 'Major' as const, damage: undefined })),
  ...Array.from({ length: minors }, (_, i) => ({ id: `N${i}`, kind: 'Minor colony' as const, damage: undefined })),
  ...Array.from({ length: homeworlds }, (_, i) => ({ id: `H${i}`, kind: 'Homeworld' as const, damage: undefined })),
];

/** Scripted dice: each call takes the next total. */
const rolls = (...totals: number[]) => {
  const asked: number[] = [];
  return { asked, roll: (dice: number) => (asked.push(dice), totals.shift() ?? 0) };
};

describe('GC economic exhaustion (B12.40-B12.65, B12.115)', () => {
  it('takes the B12.50 example: 12 majors, 4 minor colonies and a homeworld allow 16 turns of full war', () => {
    expect(eepMaximum(held(12, 4, 1))).toBe(16);
  });

  it('takes the B12.40 example: at EEP 9 - 10 one peacetime turn returns it to 0 and a second takes it out of exhaustion', () => {
    const after1 = nextEep(-1, eepChange('PT', 0, 9), 9);
    expect([after1, nextEep(after1, eepChange('PT', 0, 9), 9)]).toEqual([0, 1]);
  });

  it('counts FW -1, LW -1/2, more at Command Rating-5 (-1.5, -0.75); PT +1 and RB +2, doubled with seven majors or fewer', () => {
    expect(['FW', 'LW'].map((m) => eepChange(m as 'FW' | 'LW', 5, 10))).toEqual([-1.5, -0.75]);
    expect([eepChange('PT', 0, 8), eepChange('RB', 0, 8), eepChange('PT', 0, 7), eepChange('RB', 0, 7)]).toEqual([1, 2, 2, 4]);
  });

  it('recovers only up to the maximum, and moves with the maximum as systems are lost', () => {
    expect([nextEep(15, 2, 16), nextEep(20, 1, 16), nextEep(10, -1, 14, 16)]).toEqual([16, 20, 7]);
  });

  it('warns, naming the empire, of an EEP above the B12.50 maximum of the systems it holds (rule option GC330)', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    const eepWarnings = () => gcSetupChecks(campaign).filter((p) => p.includes('B12.50'));
    expect(eepWarnings()).toEqual([]);
    setExtra(campaign, 'Empires', 'KLI', { EEP: 9 });
    setExtra(campaign, 'Empires', 'KZI', { EEP: 3 });
    expect(eepWarnings()).toEqual([
      "Empires: KLI's EEP 9 is above its maximum 3 (homeworld 2, major system 1, minor colony 1/2: GC B12.50); the turn counts it from 3 (rule option GC330).",
    ]);
  });

  it('drops the command rating on restoration by 4, or 3 with seven majors or fewer (B13.10, B13.15)', () => {
    expect([restorationCut(8), restorationCut(7)]).toEqual([4, 3]);
  });
});

describe('GC poor crew (B12.90, B12.95)', () => {
  it('takes the B12.90 example: full war 2d6 of 7, ten majors 1d6 of 3: +0.4%', () => {
    const d = rolls(7, 3);
    expect(pcuChange('FW', 0, 10, d.roll)).toBeCloseTo(0.4);
    expect(d.asked).toEqual([2, 1]);
  });

  it('takes the B12.95 example: limited war rolls 2, thirty systems 3d6 of 12 take no more than the 2: +0', () => {
    const d = rolls(2, 12);
    expect(pcuChange('LW', 0, 30, d.roll)).toBe(0);
    expect(d.asked).toEqual([1, 3]);
  });

  it('rolls a die more at Command Rating-5, and on PT and RB takes 1d6 and 2d6 off with no system roll', () => {
    const five = rolls(10);
    expect(pcuChange('FW', 5, 0, five.roll)).toBe(1);
    expect(five.asked).toEqual([3]);
    const rb = rolls(8);
    expect(pcuChange('RB', 0, 30, rb.roll)).toBe(-0.8);
    expect(rb.asked).toEqual([2]);
  });
});

describe('GC restoration (B13.20, B13.30)', () => {
  it('takes the B13.30 chances: 50%, 15% next to a system, each halved when crippled', () => {
    expect([mrrChance(false, false), mrrChance(true, false), mrrChance(false, true), mrrChance(true, true)]).toEqual([50, 15, 25, 7.5]);
  });

  it('lays up a size-class-3 and two size-class-4 ships, an SC2 standing for one of each, two SC4s for the SC3', () => {
    expect([layUpMet([3, 4, 4]), layUpMet([4, 4, 4, 4]), layUpMet([2, 4]), layUpMet([3, 3, 4]), layUpMet([3, 4])]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('GC surrender (B14.20, B14.201)', () => {
  it('takes the B14.20 example: MCN 4 against 5 is 30%, against 1 is 50%; of 300 EPs, 90 and 150 (B14.201)', () => {
    expect([mergeShare(4, 5), mergeShare(4, 1)]).toEqual([30, 50]);
    expect([(300 * mergeShare(4, 5)) / 100, (300 * mergeShare(4, 1)) / 100]).toEqual([90, 150]);
  });
});

describe('an admiral sees their own purse only (GC B10, B12)', () => {
  it('shows the Klingons their savings, loan and Treasury rows and the Kzinti none of them, but the aid the Kzinti received', () => {
    // The sample's CSVs, without the Battles tabs New campaign adds: the turn fights no battle here.
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    const bank = (row: number, kind: string, extras: string, target = '') => order(row, '', kind, target, { extras });
    campaign.orders = { KLI: [bank(2, 'Deposit', '100'), bank(3, 'Borrow', '50'), bank(4, 'Transfer', '20', 'KZI')] };
    const out = GALACTIC_CONQUEST.process(campaign, seededDice('purse'), 'purse');
    expect([...out.results.get('KLI')!.map((r) => r.status)]).toEqual(['done', 'done', 'done']);
    const kli = viewFor(GALACTIC_CONQUEST.view, out.campaign, 'KLI');
    const kzi = viewFor(GALACTIC_CONQUEST.view, out.campaign, 'KZI');
    expect(kli.extras.Empires?.KLI).toMatchObject({ Savings: 100, Loan: 50 });
    for (const hidden of ['Savings', 'Loan', 'GBC class', 'EEP', 'PCU %', 'Surrender deductions'])
      expect(kzi.extras.Empires?.KLI).not.toHaveProperty(hidden);
    expect(kzi.extras.Empires?.KLI).toHaveProperty('MCN');
    expect(kzi.ledger.every((l) => l.empire === 'KZI')).toBe(true);
    expect(kzi.ledger.map((l) => l.reason)).toContain('aid from KLI');
    expect(kli.ledger.map((l) => l.reason)).toEqual(expect.arrayContaining(['deposited with the GBC', 'aid to KZI']));
  });
});
