import { parseSeason, parseStamp, parseYear } from '../../src/engine/core/calendar';
import { balance } from '../../src/engine/core/ledger';

describe('campaign time', () => {
  it('accepts years written 165 or Y165', () => {
    expect([parseYear(165), parseYear('165'), parseYear('Y165'), parseYear(' y165 ')]).toEqual([165, 165, 165, 165]);
    expect(parseYear('soon')).toBeNaN();
    expect(parseYear(165.5)).toBeNaN();
  });

  it('reads seasons and season stamps', () => {
    expect(parseSeason('autumn')).toBe('Fall');
    expect(parseSeason('SUMMER')).toBe('Summer');
    expect(parseStamp('Y165 Summer')).toEqual({ year: 165, season: 'Summer' });
    expect(parseStamp('165 setup')).toEqual({ year: 165, season: 'Setup' });
    expect(parseStamp('Summer')).toBeUndefined();
  });
});

describe('treasury ledger (EaW 2a)', () => {
  it('sums the rows of one empire', () => {
    const ledger = [
      { season: 'Y165 Setup', empire: 'KLI', amount: 2000, reason: 'Starting BPV', reference: '' },
      { season: 'Y165 Setup', empire: 'KLI', amount: -1826.5, reason: 'Starting fleets', reference: '' },
      { season: 'Y165 Setup', empire: 'KZI', amount: 2000, reason: 'Starting BPV', reference: '' },
    ];
    expect(balance('KLI', ledger)).toBe(173.5);
    expect(balance('KZI', ledger)).toBe(2000); // ids arrive canonical (src/sheets/tabs/load.ts, functions.ts)
    expect(balance('LYR', ledger)).toBe(0);
  });
});
