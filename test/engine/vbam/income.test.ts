// VBAM Income: Total Domestic Product, maintenance per class "N/M", commerce and carried items.

import { classMaintenance, incomePhase, totalDomesticProduct, utilizedProductivity } from '../../../src/engine/games/vbam/income';
import { Colony } from '../../../src/engine/games/vbam/model';

const colony = (system: string, census: number, productivity: number, raw: number, more: Partial<Colony> = {}): Colony => ({
  system,
  sector: system,
  owner: 'FED',
  census,
  productivity,
  raw,
  morale: census,
  carryingCapacity: 10,
  ...more,
});

describe('VBAM Income: Total Domestic Product', () => {
  it('uses Productivity only up to the Census, times RAW', () => {
    const colonies = [colony('Earth', 8, 10, 2), colony('Vulcan', 6, 3, 2), colony('Kzin', 5, 5, 3, { owner: 'KZI' })];
    // Earth 8 × 2 + Vulcan 3 × 2; the Kzinti colony is not the Federation's.
    expect(totalDomesticProduct(colonies, 'FED')).toBe(22);
  });

  it('halves utilized Productivity (rounded down, VB8) below half the Census and stops it at Morale 0 (VBAM Update Assets)', () => {
    expect(utilizedProductivity(colony('A', 8, 7, 1, { morale: 4 }))).toBe(7);
    expect(utilizedProductivity(colony('A', 8, 7, 1, { morale: 3 }))).toBe(3);
    expect(utilizedProductivity(colony('A', 8, 7, 1, { morale: 0 }))).toBe(0);
  });
});

describe('VBAM Income: maintenance "N/M" per class, groups rounded up (VB9)', () => {
  it('charges 2 EP for 4 hulls at 1/3 (the document’s example)', () => {
    expect(classMaintenance({ ep: 1, per: 3 }, 3)).toBe(1);
    expect(classMaintenance({ ep: 1, per: 3 }, 4)).toBe(2);
  });

  it('charges N for every M hulls begun: 2/3 for 4 hulls is 4; 4/1 for 2 starbases is 8; none for none', () => {
    expect(classMaintenance({ ep: 2, per: 3 }, 4)).toBe(4);
    expect(classMaintenance({ ep: 4, per: 1 }, 2)).toBe(8);
    expect(classMaintenance({ ep: 1, per: 12 }, 0)).toBe(0);
  });
});

describe('VBAM Income: the phase as ledger rows', () => {
  it('adds output, commerce (10% rounded down, VB10) and due items, takes maintenance per class, and carries later items over', () => {
    const misc = [
      { empire: 'FED', amount: -5, reason: 'riots on Vulcan', turn: 3 },
      { empire: 'FED', amount: 4, reason: 'salvage', turn: 4 },
      { empire: 'KZI', amount: 9, reason: 'tribute', turn: 3 },
    ];
    const { rows, carried } = incomePhase({
      empire: 'FED',
      turn: 4,
      colonies: [colony('Earth', 8, 10, 2), colony('Vulcan', 6, 3, 2)],
      inService: [
        { className: 'FF', maintenance: { ep: 1, per: 6 }, count: 7 },
        { className: 'DD', maintenance: { ep: 2, per: 6 }, count: 4 },
      ],
      trade: [{ fleet: 'TF1', routeOutputs: [16, 6, 0] }],
      misc,
    });
    expect(rows.map((r) => [r.amount, r.reason])).toEqual([
      [16, 'VBAM Income: Earth produces 8 × RAW 2'],
      [6, 'VBAM Income: Vulcan produces 3 × RAW 2'],
      [2, 'VBAM Income: commerce of trade fleet TF1'],
      [-5, 'VBAM Income: riots on Vulcan'],
      [-2, 'VBAM Income: maintenance of 7 FF at 1/6'],
      [-2, 'VBAM Income: maintenance of 4 DD at 2/6'],
    ]);
    expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(15);
    expect(carried).toEqual([misc[1], misc[2]]);
  });
});
