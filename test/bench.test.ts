// The benchmark's campaign generator (scripts/bench-campaign.ts), on a small campaign: it reads with
// no problem, every fleet is legal, the map is connected, and the orders are a mix the engine both
// carries out and rejects.
import { BENCH_CAMPAIGN, CampaignOptions, generateCampaign, RACE_GROUP_B_COUNT, scaledCampaign } from '../scripts/bench-campaign';
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { checkCampaign } from '../src/engine/games/eaw/integrity';
import { processSeason } from '../src/engine/games/eaw/season';
import { seededDice } from '../src/engine/core/dice';
import { Campaign } from '../src/engine/core/model';
import { key } from '../src/engine/core/ids';

const SMALL: CampaignOptions = { empires: 3, systems: 60, fleets: 30, ships: 200, ordersPerEmpire: 10 };

/**
 * Findings of checkCampaign the generator makes on purpose: a benchmark campaign is bigger than an EaW
 * start allows (EaW 2c: exactly 6 starting fleets bought from 2000 BPV), and past 8 empires it takes
 * races of group A although the Race group setting is B (EaW 2b), because group B has only 8 races.
 */
const BY_DESIGN = [
  /^Empire \w+: \d+ starting fleets, EaW 2c asks for exactly 6$/,
  /^Empire \w+: starting ships cost \d+ EBPV, more than the 2000 BPV \(EaW 2a, 2c\)$/,
  /^Empire \w+: [\w ]+ is not in race group B \(EaW 2b\)$/,
];

function load(opts: CampaignOptions): Campaign {
  const { campaign, problems } = parseCampaign(csvSources(generateCampaign(opts).texts));
  expect(problems).toEqual([]);
  return campaign;
}

function unexplained(c: Campaign): string[] {
  return checkCampaign(c).filter((p) => !BY_DESIGN.some((re) => re.test(p)));
}

function reachable(c: Campaign): number {
  const adj = new Map<string, string[]>();
  for (const l of c.lanes) {
    adj.set(key(l.a), [...(adj.get(key(l.a)) ?? []), key(l.b)]);
    adj.set(key(l.b), [...(adj.get(key(l.b)) ?? []), key(l.a)]);
  }
  const seen = new Set([key(c.systems[0].id)]);
  const queue = [key(c.systems[0].id)];
  while (queue.length)
    for (const n of adj.get(queue.shift()!) ?? [])
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
  return seen.size;
}

/** Fewest and most lanes at a system. */
function laneCounts(c: Campaign): [number, number] {
  const degree = new Map<string, number>(c.systems.map((s) => [key(s.id), 0]));
  for (const l of c.lanes) for (const end of [l.a, l.b]) degree.set(key(end), (degree.get(key(end)) ?? 0) + 1);
  return [Math.min(...degree.values()), Math.max(...degree.values())];
}

describe('benchmark campaign generator', () => {
  const c = load(SMALL);

  it('makes the campaign asked for', () => {
    expect(c.empires).toHaveLength(3);
    expect(c.systems).toHaveLength(60);
    expect(c.fleets).toHaveLength(30);
    expect(c.ships).toHaveLength(200);
    for (const e of c.empires) expect(c.orders[e.id]).toHaveLength(10);
    expect(c.treaties).toHaveLength(3);
    expect(c.treaties.every((t) => t.status === 'War')).toBe(true);
    expect(c.settings).toMatchObject({ year: 165, season: 'Spring', phase: 'Orders', startYear: 165, diceSeed: 'bench' });
  });

  it('is deterministic', () => {
    expect(generateCampaign(SMALL).texts).toEqual(generateCampaign(SMALL).texts);
    expect(generateCampaign({ ...SMALL, seed: 'other' }).texts.Ships).not.toEqual(generateCampaign(SMALL).texts.Ships);
  });

  it('passes the workbook check but for the findings made by design, so every fleet is legal (EaW 17.0, 2c)', () => {
    expect(unexplained(c)).toEqual([]);
    expect(checkCampaign(c).some((p) => /race group/.test(p))).toBe(false); // 3 empires: all from group B
  });

  it('has a connected map with 2 to 4 lanes a system, about half of it unexplored', () => {
    expect(reachable(c)).toBe(60);
    expect(laneCounts(c)).toEqual([2, 4]);
    const unknown = c.systems.filter((s) => s.planet === 'Unknown').length;
    expect(unknown).toBeGreaterThan(20);
    expect(unknown).toBeLessThan(40);
  });

  it('gives each empire an FRD fleet at its own developed mine on a mineral planet', () => {
    for (const e of c.empires) {
      const frd = c.fleets.find((f) => f.id === `${e.id}-FRD`)!;
      const home = c.systems.find((s) => s.id === frd.location)!;
      expect(home).toMatchObject({ planet: 'Mineral', development: 'Mine', owner: e.id });
      expect(c.ships.filter((s) => s.fleet === frd.id).map((s) => s.shipClass)).toEqual([`${e.race} FRD`]);
    }
  });

  it('writes orders the engine partly carries out and partly rejects', () => {
    const out = processSeason(c, seededDice('bench:Y165 Spring'), 'bench:Y165 Spring');
    const rows = [...out.results.values()].flat();
    expect(rows).toHaveLength(30);
    expect(rows.some((r) => r.status === 'done')).toBe(true);
    expect(rows.some((r) => r.status === 'refused')).toBe(true);
  });

  it('scales by any positive number (npm run bench -- --scale N), keeping every empire room for a region and legal fleets', () => {
    expect(scaledCampaign(1)).toEqual(BENCH_CAMPAIGN);
    expect(scaledCampaign(4)).toEqual({ empires: 12, systems: 4000, fleets: 2400, ships: 16000, ordersPerEmpire: 400 });
    expect(scaledCampaign(0.5)).toEqual({ empires: 12, systems: 500, fleets: 300, ships: 2000, ordersPerEmpire: 50 });
    const tiny = scaledCampaign(0.001);
    expect(tiny).toEqual({ empires: 12, systems: 72, fleets: 36, ships: 180, ordersPerEmpire: 1 });
    expect(unexplained(load(tiny))).toEqual([]);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => scaledCampaign(bad)).toThrow(/positive number/);
  });

  it('makes the full benchmark campaign legal and connected too', () => {
    const big = load(BENCH_CAMPAIGN);
    expect([big.empires.length, big.systems.length, big.fleets.length, big.ships.length]).toEqual([12, 1000, 600, 4000]);
    expect(unexplained(big)).toEqual([]);
    expect(checkCampaign(big).filter((p) => /race group/.test(p))).toHaveLength(12 - RACE_GROUP_B_COUNT);
    expect(reachable(big)).toBe(1000);
    expect(laneCounts(big)).toEqual([2, 4]);
    for (const e of big.empires) expect(big.orders[e.id]).toHaveLength(100);
  });
});
