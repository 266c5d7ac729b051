import { fleetLimit, fleetProblems, fleetStrength, missingEscorts } from '../../src/engine/games/eaw/fleets';
import { catalogOf, cls, ship } from '../support/builders';

describe('EaW 17.0 fleet limits by year', () => {
  it.each([
    [165, 600, 450],
    [174, 600, 450],
    [175, 800, 600],
    [184, 800, 600],
    [185, 1000, 750],
    [200, 1000, 750],
  ])('Y%i (start Y165): cap %i, SC2+SC3 sub-limit %i', (year, cap, sub) => {
    expect(fleetLimit(year, 165)).toMatchObject({ cap, smallShipCap: sub });
  });
});

describe('EaW 17.0 fleet Combat BPV', () => {
  const catalog = catalogOf(
    cls('CA', { cbpv: 150 }),
    cls('F5', { sizeClass: 4, cbpv: 71 }),
    cls('FRD', { cbpv: 150, roles: ['FRD'] }),
    cls('F-L', { cbpv: 30, roles: ['large freighter', 'civilian'] }),
    cls('AxL', { cbpv: 40, roles: ['large auxiliary'] }),
    cls('AxS', { sizeClass: 4, cbpv: 25, roles: ['small auxiliary'] }),
  );

  it('adds class CBPV and extras (drone speed)', () => {
    expect(fleetStrength([ship('CA', { extrasCbpv: 12 }), ship('F5')], catalog).cbpv).toBe(150 + 12 + 71);
  });

  it('counts a poor-crewed 150 CBPV ship as 120 (EaW 17.0 example)', () => {
    expect(fleetStrength([ship('CA', { crew: 'Poor' })], catalog).cbpv).toBe(120);
  });

  it('adds the greater of the outstanding crew and the legendary officer (EaW 2e, 17.0)', () => {
    expect(fleetStrength([ship('CA', { crew: 'Outstanding', ocBpv: 20, lo: 'Legendary Engineer', loBpv: 15 })], catalog).cbpv).toBe(170);
    expect(fleetStrength([ship('CA', { crew: 'Outstanding', ocBpv: 20, lo: 'Legendary Captain', loBpv: 35 })], catalog).cbpv).toBe(185);
    expect(fleetStrength([ship('CA', { crew: 'Normal', ocBpv: 20 })], catalog).cbpv).toBe(150); // OC cost only with an OC
  });

  it('leaves out the FRD and civilian ships (EaW 17.0)', () => {
    const s = fleetStrength([ship('CA'), ship('FRD'), ship('F-L')], catalog);
    expect(s.cbpv).toBe(150);
    expect(s.shipCount).toBe(2); // the freighter is a ship, the FRD is not part of a fleet (EaW 15f)
  });

  it('leaves out one large and one small auxiliary, or three small ones, whichever is more (EaW 17.0)', () => {
    expect(fleetStrength([ship('CA'), ship('AxL'), ship('AxS'), ship('AxS')], catalog).cbpv).toBe(150 + 25);
    expect(fleetStrength([ship('CA'), ship('AxS'), ship('AxS'), ship('AxS'), ship('AxS')], catalog).cbpv).toBe(150 + 25);
  });

  it('still counts fighters carried by an auxiliary (EaW 17.0)', () => {
    expect(fleetStrength([ship('AxL', { fighters: 4, fighterCbpv: 5 })], catalog).cbpv).toBe(20);
  });

  it('leaves an uninspected captured ship outside the fleet limits (EaW 25b)', () => {
    expect(fleetStrength([ship('CA'), ship('CA', { condition: 'Captured' })], catalog).cbpv).toBe(150);
  });

  it('counts a crippled ship at full CBPV', () => {
    expect(fleetStrength([ship('CA', { condition: 'Crippled' })], catalog).cbpv).toBe(150);
  });
});

describe('EaW 17b attrition units and carrier escorts', () => {
  const catalog = catalogOf(
    cls('Ranger', { race: 'Hydran', cbpv: 118, roles: ['carrier'], escorts: ['Cuirassier'] }),
    cls('Cuirassier', { race: 'Hydran', sizeClass: 4, cbpv: 72, roles: ['escort'] }),
    cls('PFT', { race: 'Lyran', cbpv: 100 }),
    cls('D7V', { race: 'Klingon', cbpv: 110, roles: ['carrier'], escorts: ['E4A', 'E4A'] }),
    cls('E4A', { race: 'Klingon', sizeClass: 4, cbpv: 50, roles: ['escort'] }),
  );

  it('leaves the first 6 Hydran fighters of a fleet out of its CBPV', () => {
    const s = fleetStrength([ship('Ranger', { fighters: 8, fighterCbpv: 6 }), ship('Cuirassier')], catalog);
    expect(s.cbpv).toBe(118 + 72 + 2 * 6);
  });

  it('leaves the first 3 Lyran PFs of a fleet out, across ships', () => {
    const s = fleetStrength([ship('PFT', { pfs: 2, pfCbpv: 30 }), ship('PFT', { pfs: 4, pfCbpv: 30 })], catalog);
    expect(s.cbpv).toBe(200 + 3 * 30);
  });

  it('counts Klingon fighters in full', () => {
    expect(fleetStrength([ship('D7V', { fighters: 6, fighterCbpv: 6 }), ship('E4A'), ship('E4A')], catalog).cbpv).toBe(110 + 36 + 100);
  });

  it("still adds a carrier's missing escort to the fleet CBPV", () => {
    const ships = [ship('D7V'), ship('E4A')];
    expect(missingEscorts(ships, catalog)).toEqual(['E4A']);
    const s = fleetStrength(ships, catalog);
    expect(s.cbpv).toBe(110 + 50 + 50);
    expect(fleetProblems(s, fleetLimit(165, 165), false)).toEqual(['carrier escort missing: E4A (EaW 17b, 17g)']);
  });
});

describe('fleet rule checks', () => {
  const catalog = catalogOf(cls('DN', { sizeClass: 2, cbpv: 250 }), cls('CA', { cbpv: 150 }), cls('FF', { sizeClass: 4, cbpv: 80 }));
  const limit = fleetLimit(165, 165);

  it('reports a fleet over the 600 cap (EaW 17.0)', () => {
    const s = fleetStrength([ship('DN'), ship('CA'), ship('FF'), ship('FF'), ship('FF')], catalog);
    expect(s.cbpv).toBe(640);
    expect(fleetProblems(s, limit, false)).toContain('CBPV 640 over the 600 cap (EaW 17.0)');
  });

  it('lets a Legendary Captain take the fleet 100 over the cap (EaW 17.0)', () => {
    const ships = [ship('DN', { lo: 'Legendary Captain', loBpv: 0 }), ship('CA'), ship('FF'), ship('FF'), ship('FF')];
    expect(fleetProblems(fleetStrength(ships, catalog), limit, false)).toEqual([]);
    ships.push(ship('FF'));
    expect(fleetProblems(fleetStrength(ships, catalog), limit, false)).toEqual([
      'CBPV 720 over the 700 cap with its Legendary Captain (EaW 17.0)',
    ]);
  });

  it('reports SC2+SC3 ships over the sub-limit, which a Legendary Captain does not raise (EaW 17.0)', () => {
    const s = fleetStrength([ship('DN', { lo: 'Legendary Captain' }), ship('CA'), ship('CA')], catalog);
    expect(fleetProblems(s, limit, false)).toEqual(['SC2+SC3 ships 550 CBPV, over the 450 sub-limit (EaW 17.0)']);
  });

  it('checks EaW 2c only at campaign start: an SC4 ship and at least 175 CBPV', () => {
    const s = fleetStrength([ship('CA')], catalog);
    expect(fleetProblems(s, limit, true)).toEqual(['no size class 4 ship (EaW 2c)', 'CBPV 150 under the 175 starting minimum (EaW 2c)']);
    expect(fleetProblems(s, limit, false)).toEqual([]);
  });
});
