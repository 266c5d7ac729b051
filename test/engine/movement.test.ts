import { movePoints } from '../../src/engine/games/eaw/movement';
import { catalogOf, cls, fleet, ship } from '../support/builders';

describe('EaW 5.0 movement points', () => {
  const catalog = catalogOf(
    cls('CA', { cbpv: 150 }),
    cls('FF', { sizeClass: 4, cbpv: 80 }),
    cls('FRD', { roles: ['FRD'] }),
    cls('MON', { cbpv: 200, roles: ['MON'] }),
  );
  const fleets = (n: number) => Array.from({ length: n }, (_, i) => fleet(`F${i}`));
  const ships = (n: number) => fleets(n).flatMap((f) => [ship('CA', { fleet: f.id }), ship('FF', { fleet: f.id })]);

  it('is half the fleets, fractions dropped, at least 3', () => {
    expect(movePoints('KLI', fleets(6), ships(6), catalog).points).toBe(3);
    expect(movePoints('KLI', fleets(8), ships(8), catalog).points).toBe(4);
    expect(movePoints('KLI', fleets(9), ships(9), catalog).points).toBe(4);
    expect(movePoints('KLI', [], [], catalog).points).toBe(3);
  });

  it('counts only fleets of at least 2 ships and 175 CBPV', () => {
    const fs = fleets(8);
    const ss = ships(8);
    ss.splice(0, 1); // F0 keeps one FF: 1 ship, 80 CBPV
    ss.push(ship('FF', { fleet: 'F1' }));
    const mp = movePoints('KLI', fs, ss, catalog);
    expect(mp.countedFleets).not.toContain('F0');
    expect(mp.points).toBe(3); // 7 fleets count
  });

  it("does not count an FRD with its MON (one ship), nor another empire's fleets", () => {
    const fs = [...fleets(8), fleet('FRD', {}), fleet('X', { empire: 'KZI' })];
    const ss = [...ships(8), ship('FRD', { fleet: 'FRD' }), ship('MON', { fleet: 'FRD' })];
    expect(movePoints('KLI', fs, ss, catalog).countedFleets).toHaveLength(8);
    expect(movePoints('KLI', fs, ss, catalog).points).toBe(4); // ids arrive canonical (src/sheets/tabs/load.ts, functions.ts)
  });
});
