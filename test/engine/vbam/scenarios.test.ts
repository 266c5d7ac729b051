// VBAM Encounters: what an encounter gives (scenarios.ts) for every stance, in deep space, in a sector
// and at a colony (VB55, VB72, VB73), beyond what the cases of vbam-system-encounters.json show.

import { encounterOutcome, EncounterFleet, EncounterSide } from '../../../src/engine/games/vbam/scenarios';
import type { Stance } from '../../../src/engine/games/vbam/model';

const fleet = (id: string, encounter: Stance, extra: Partial<EncounterFleet> & { pursue?: boolean } = {}): EncounterFleet => ({
  id,
  order: { encounter, pursue: !!extra.pursue, after: 'Return' },
  mobile: extra.mobile ?? true,
});
const side = (power: string, ...fleets: EncounterFleet[]): EncounterSide => ({ power, fleets });
const colony = { kind: 'colony' as const, owner: 'KLI' };

describe('VBAM Encounters: deep space (VB55)', () => {
  it('refusers go back one by one; the fleets left fight when one of them demands', () => {
    const o = encounterOutcome(
      { kind: 'deep space' },
      side('FED', fleet('F1', 'Demand'), fleet('F2', 'Refuse')),
      side('KLI', fleet('K1', 'Accept')),
    );
    expect(o).toEqual({ back: ['F2'], scenario: { kind: 'Deep space', a: ['F1'], b: ['K1'], demanders: ['F1'] } });
  });

  it('a side all of whose fleets went back is not fought, and the demander of the other side meets no one', () => {
    const o = encounterOutcome({ kind: 'deep space' }, side('FED', fleet('F1', 'Demand')), side('KLI', fleet('K1', 'Refuse')));
    expect(o).toEqual({ back: ['K1'] });
  });

  it('the only demander going back leaves no scenario', () => {
    const o = encounterOutcome(
      { kind: 'deep space' },
      side('FED', fleet('F1', 'Refuse'), fleet('F2', 'Accept')),
      side('KLI', fleet('K1', 'Accept')),
    );
    expect(o).toEqual({ back: ['F1'] });
  });
});

describe('VBAM Encounters: in a sector without a colony of either power, Refuse counts as Accept (VB55)', () => {
  it('a demand makes a deep-space scenario with every fleet', () => {
    const o = encounterOutcome({ kind: 'sector' }, side('FED', fleet('F1', 'Refuse')), side('KLI', fleet('K1', 'Demand')));
    expect(o.scenario).toEqual({ kind: 'Deep space', a: ['F1'], b: ['K1'], demanders: ['K1'] });
    expect(o.refusedBy).toBeUndefined();
  });

  it('with no demand there is nothing', () => {
    expect(encounterOutcome({ kind: 'sector' }, side('FED', fleet('F1', 'Accept')), side('KLI', fleet('K1', 'Refuse')))).toEqual({
      back: [],
    });
  });
});

describe('VBAM Encounters: at a colony (VB72, VB73)', () => {
  it('a demand from either side, accepted, is a Defensive scenario', () => {
    for (const [f, k] of [
      ['Demand', 'Accept'],
      ['Accept', 'Demand'],
      ['Demand', 'Demand'],
    ] as [Stance, Stance][])
      expect(encounterOutcome(colony, side('FED', fleet('F1', f)), side('KLI', fleet('K1', k))).scenario?.kind).toBe('Defensive');
  });

  it('a side refuses only when every fleet of it refuses; one that accepts makes it fight', () => {
    const o = encounterOutcome(colony, side('FED', fleet('F1', 'Demand')), side('KLI', fleet('K1', 'Refuse'), fleet('K2', 'Accept')));
    expect(o.refusedBy).toBeUndefined();
    expect(o.scenario).toEqual({ kind: 'Defensive', a: ['F1'], b: ['K1', 'K2'], demanders: ['F1'] });
  });

  it('refused by the defender or by the other side alike; no pursuer, no scenario', () => {
    expect(encounterOutcome(colony, side('FED', fleet('F1', 'Demand')), side('KLI', fleet('K1', 'Refuse')))).toEqual({
      back: [],
      refusedBy: 'KLI',
    });
    expect(encounterOutcome(colony, side('FED', fleet('F1', 'Refuse')), side('KLI', fleet('K1', 'Demand')))).toEqual({
      back: [],
      refusedBy: 'FED',
    });
  });

  it('the pursuers are the demanding side’s fleets that pursue, side A; the pursued the refusers that can move', () => {
    const o = encounterOutcome(
      colony,
      side('FED', fleet('F1', 'Refuse'), fleet('FB', 'Refuse', { mobile: false })),
      side('KLI', fleet('K1', 'Demand', { pursue: true }), fleet('K2', 'Accept', { pursue: true }), fleet('K3', 'Demand')),
    );
    expect(o).toEqual({ back: [], refusedBy: 'FED', scenario: { kind: 'Pursuit', a: ['K1', 'K2'], b: ['F1'], demanders: ['K1', 'K2'] } });
  });

  it('refusing fleets that cannot move (bases only) give the pursuers no one to pursue', () => {
    const o = encounterOutcome(
      colony,
      side('FED', fleet('F1', 'Demand', { pursue: true })),
      side('KLI', fleet('KB', 'Refuse', { mobile: false })),
    );
    expect(o).toEqual({ back: [], refusedBy: 'KLI' });
  });
});
