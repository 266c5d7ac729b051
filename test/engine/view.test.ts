// viewFor: what one admiral may know (EaW 1b, 1c, 1e, 5e), decided in one place.
import { EAW_VIEW } from '../../src/engine/games/eaw';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { processSeason } from '../../src/engine/games/eaw/season';
import { seededDice } from '../../src/engine/core/dice';
import { Campaign, placeText } from '../../src/engine/core/model';
import { gmView, viewFor, viewsFor } from '../../src/engine/core/view';
import { mapChartData } from '../../src/engine/core/map/chart';
import { renderMap } from '../../src/engine/core/map/render';
import { sampleTexts } from '../support/sample';
import { order } from '../support/builders';

const start = parseCampaign(csvSources(sampleTexts())).campaign;
const spring = processSeason(start, seededDice('leak'), 'leak').campaign;
const summer = processSeason(
  {
    ...spring,
    orders: {
      KLI: [order(2, 'KLI-3', 'Jump', 'S18 > S17'), order(3, 'KLI-5', 'Jump', 'S20 > S27')],
      KZI: [order(2, 'KZI-6', 'Jump', 'S27 > S20')],
      LYR: [],
      HYD: [],
    },
  },
  seededDice('leak2'),
  'leak2',
).campaign;

describe('viewFor (EaW 1b, 1e, 5e)', () => {
  it('the GM sees everything', () => {
    const v = gmView(EAW_VIEW, spring);
    expect(v.gm).toBe(true);
    expect(v.fleets.map((f) => f.id).sort()).toEqual(spring.fleets.map((f) => f.id).sort());
    expect(v.ships).toHaveLength(spring.ships.length);
    expect(v.systems.filter((s) => s.planet !== 'Unknown').length).toBe(spring.systems.filter((s) => s.planet !== 'Unknown').length);
  });

  it("an admiral has every own fleet and ship, and no other empire's fleet id, ship or ledger row", () => {
    const v = viewFor(EAW_VIEW, spring, 'KLI');
    expect(
      v.fleets
        .filter((f) => f.mine)
        .map((f) => f.id)
        .sort(),
    ).toEqual(
      spring.fleets
        .filter((f) => f.empire === 'KLI')
        .map((f) => f.id)
        .sort(),
    );
    expect(v.ships.every((s) => s.empire === 'KLI')).toBe(true);
    expect(v.ledger.every((l) => l.empire === 'KLI')).toBe(true);
    expect(v.fleets.filter((f) => !f.mine).every((f) => f.id === '' && !f.frd)).toBe(true);
    expect(v.classes.every((c) => c.race === 'Klingon')).toBe(true);
    const others = v.empires.filter((e) => e.id !== 'KLI');
    expect(others.every((e) => e.treasury === '' && e.vp === '' && e.email === '')).toBe(true);
    expect(v.empires.find((e) => e.id === 'KLI')!.treasury).toEqual(expect.any(Number));
  });

  it('a scout one lane away sees a fleet by its CBPV only, not whose it is (5e)', () => {
    const v = viewFor(EAW_VIEW, spring, 'KLI');
    const s17 = v.systems.find((s) => s.id === 'S17')!;
    expect(s17.knowledge).toBe('scouted');
    expect(v.fleets.filter((f) => f.location === 'S17' && !f.mine)).toEqual([expect.objectContaining({ id: '', empire: '', cbpv: 235 })]);
  });

  it("a planet another empire explored stays Unknown; the explorer's own discovery is known (EaW 1c)", () => {
    const s18 = spring.systems.find((s) => s.id === 'S18')!;
    expect(s18.exploredBy).toEqual(['KLI']);
    expect(viewFor(EAW_VIEW, spring, 'KLI').systems.find((s) => s.id === 'S18')!.planet).toBe(s18.planet);
    expect(viewFor(EAW_VIEW, spring, 'HYD').systems.find((s) => s.id === 'S18')!.planet).toBe('Unknown');
    expect(viewFor(EAW_VIEW, spring, 'HYD').extras.Systems?.S18?.['Map type']).toBeUndefined();
  });

  it("another empire's development is hidden unless scouted or owned; the map itself is shared (1a, 1e)", () => {
    const v = viewFor(EAW_VIEW, spring, 'HYD');
    expect(v.systems).toHaveLength(spring.systems.length);
    expect(v.lanes).toHaveLength(spring.lanes.length);
    for (const s of v.systems.filter((x) => x.knowledge === 'map' || x.knowledge === 'sighted')) {
      expect([s.owner, s.development]).toEqual(['', '']);
    }
    const kliHome = spring.systems.find((s) => s.owner === 'KLI' && s.development)!;
    expect(v.systems.find((s) => s.id === kliHome.id)!.owner).toBe(kliHome.owner === 'HYD' ? 'HYD' : '');
  });

  it('a battle, with both fleets ship by ship, is shown to the admirals who fight it and to nobody else (1e)', () => {
    expect(summer.settings.phase).toBe('Battles');
    const kli = viewFor(EAW_VIEW, summer, 'KLI');
    expect(kli.battles.map((b) => placeText(b.place)).sort()).toEqual(['S17', 'S20-S27']);
    expect(kli.battleShips.some((r) => r.empire === 'LYR')).toBe(true);
    expect(viewFor(EAW_VIEW, summer, 'HYD').battles).toEqual([]);
    expect(viewFor(EAW_VIEW, summer, 'HYD').battleShips).toEqual([]);
    expect(viewFor(EAW_VIEW, summer, 'KZI').battles.map((b) => placeText(b.place))).toEqual(['S20-S27']);
  });

  it('while battles are pending nothing new is seen (5e: after all battles) but the enemy of its own battles, named (1e)', () => {
    const v = viewFor(EAW_VIEW, summer, 'KLI');
    expect(v.battles.map((b) => `${b.fleetA} vs ${b.fleetB}`).sort()).toEqual(['KLI-3 vs LYR-4', 'KLI-5 vs KZI-6']);
    expect(v.fleets.filter((f) => !f.mine).map((f) => `${f.id} ${f.empire} ${f.location} ${f.ships}`)).toEqual([
      'KZI-6 KZI S27 3',
      'LYR-4 LYR S17 3',
    ]);
    expect(viewFor(EAW_VIEW, summer, 'HYD').fleets.filter((f) => !f.mine)).toEqual([]); // HYD fights no battle
    expect(v.systems.filter((s) => s.knowledge === 'scouted' || s.knowledge === 'sighted')).toEqual([]);
  });

  it("movement is secret: only the admiral's own jumps are shown", () => {
    const v = viewFor(EAW_VIEW, summer, 'KZI');
    expect(v.movements.every((m) => m.empire === 'KZI')).toBe(true);
    expect(v.movements.map((m) => m.fleet)).not.toContain('KLI-3');
    const move = { fleet: 'KLI-3', empire: 'KLI', from: 'S18', to: 'S17', route: ['S18', 'S17'] };
    expect(gmView(EAW_VIEW, summer).movements).toEqual(expect.arrayContaining([move]));
    expect(viewFor(EAW_VIEW, summer, 'KLI').movements).toEqual(expect.arrayContaining([move]));
  });

  it('viewsFor gives every empire the same view viewFor does', () => {
    const all = viewsFor(EAW_VIEW, spring);
    for (const e of spring.empires) expect(all.get(e.id)).toEqual(viewFor(EAW_VIEW, spring, e.id));
  });

  it("the view never carries the dice seed or another admiral's orders", () => {
    const v = viewFor(EAW_VIEW, { ...start, settings: { ...start.settings, diceSeed: 'secret-seed-42' } } as Campaign, 'LYR');
    expect(JSON.stringify(v)).not.toContain('secret-seed-42');
    expect(start.orders.LYR.length).toBeGreaterThan(0);
    expect(v.orders).toEqual(start.orders.LYR);
    expect(gmView(EAW_VIEW, start).orders).toHaveLength(Object.values(start.orders).flat().length);
  });
});

describe('a system the admiral lost, seen by a scout next door (EaW 5e, 33.0 #4; rule option W3)', () => {
  // KLI's mine at S17 is undefended; LYR-4, with a commando ship (Lyran DDG), stands there and takes
  // it in post-combat (EaW 12a). KLI-3, with its F5S scout, watches from S18, one lane away.
  const lost = processSeason(
    {
      ...start,
      systems: start.systems.map((s) =>
        s.id === 'S17' ? { ...s, planet: 'Mineral' as const, owner: 'KLI', development: 'Mine' as const, developedIn: 'Y165 Setup' } : s,
      ),
      fleets: start.fleets.map((f) => (f.id === 'KLI-3' ? { ...f, location: 'S18' } : f.id === 'LYR-4' ? { ...f, location: 'S17' } : f)),
      orders: { KLI: [], KZI: [], LYR: [], HYD: [] },
    },
    seededDice('lost'),
    'lost',
  ).campaign;

  it('the scout sees that S17 is developed, but not who holds it now; the map shows no owner either', () => {
    expect(lost.systems.find((s) => s.id === 'S17')).toEqual(expect.objectContaining({ owner: 'LYR', development: 'Mine' }));
    const v = viewFor(EAW_VIEW, lost, 'KLI');
    expect(v.systems.find((s) => s.id === 'S17')).toEqual(
      expect.objectContaining({ knowledge: 'scouted', development: 'Mine', owner: '' }),
    );
    expect(mapChartData(v).table.find((r) => r[0] === 'S17')).not.toContain('LYR');
    expect(renderMap(v).svg).not.toMatch(/Owner: LYR/);
  });

  it('a fleet standing in the system does learn whose development it is', () => {
    const there = { ...lost, fleets: lost.fleets.map((f) => (f.id === 'KLI-3' ? { ...f, location: 'S17' } : f)) };
    expect(viewFor(EAW_VIEW, there, 'KLI').systems.find((s) => s.id === 'S17')).toEqual(
      expect.objectContaining({ knowledge: 'present', owner: 'LYR' }),
    );
  });
});
