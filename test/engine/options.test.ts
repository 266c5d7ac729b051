// The legal choices of an admiral (godip's Options()), which the Orders tab's dropdowns offer.
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { navyOptions, options } from '../../src/engine/games/eaw/options';
import { checkOrders } from '../../src/engine/games/eaw/season';
import { Campaign } from '../../src/engine/core/model';
import { sampleTexts } from '../support/sample';
import { order } from '../support/builders';
import { generateCampaign, scaledCampaign } from '../../scripts/bench-campaign';

const sample = parseCampaign(csvSources(sampleTexts())).campaign;

describe('options (legal choices)', () => {
  it('a fleet at its FRD may build; its jumps reach only systems within the movement points (EaW 5.0)', () => {
    const o = options(sample, 'KLI', 'KLI-1');
    expect(o.kinds).toEqual(expect.arrayContaining(['Jump', 'Build', 'Scrap', 'Stay']));
    expect(o.kinds).not.toContain('Move FRD');
    expect(o.kinds).not.toContain('Sign');
    const mp = 3; // six sample fleets: max(3, floor(6/2))
    const lanes = new Map<string, string[]>();
    for (const l of sample.lanes)
      for (const [a, b] of [
        [l.a, l.b],
        [l.b, l.a],
      ])
        lanes.set(a, [...(lanes.get(a) ?? []), b]);
    const within = new Set<string>(['S01']);
    let frontier = ['S01'];
    for (let i = 0; i < mp; i++) frontier = frontier.flatMap((s) => lanes.get(s) ?? []).filter((s) => !within.has(s) && within.add(s));
    within.delete('S01');
    expect(new Set(o.targets)).toEqual(within);
  });

  it('a fleet away from any FRD is not offered Build; the FRD fleet moves with Move FRD at 3 MP a lane (EaW 15e)', () => {
    expect(options(sample, 'KLI', 'KLI-3').kinds).not.toContain('Build');
    const frd = options(sample, 'KLI', 'KLI-FRD');
    expect(frd.kinds).toContain('Move FRD');
    expect(frd.kinds).not.toContain('Jump');
    const oneLane = sample.lanes.filter((l) => l.a === 'S01' || l.b === 'S01').map((l) => (l.a === 'S01' ? l.b : l.a));
    expect(frd.targets.sort()).toEqual(oneLane.sort());
  });

  it("build classes are the empire's own race's, in service, and neither FRDs nor bases (EaW 2b, 6.0, 15a)", () => {
    const o = options(sample, 'KLI');
    expect(o.buildClasses).toContain('D7');
    expect(o.buildClasses).not.toContain('Klingon FRD');
    expect(o.buildClasses.every((n) => sample.classes.find((c) => c.name === n)!.race === 'Klingon')).toBe(true);
    expect(o.buildClasses.every((n) => sample.classes.find((c) => c.name === n)!.yearInService <= 165)).toBe(true);
    expect(o.kinds).toEqual(expect.arrayContaining(['Sign', 'Declare war']));
  });

  it("each order kind's module lists its own choices: a fleet away from any FRD has no class to build, an interned one no system to reach (VBAM)", () => {
    expect(options(sample, 'KLI', 'KLI-3').buildClasses).toEqual([]);
    expect(options(sample, 'KLI', 'KLI-1').buildClasses).toEqual(options(sample, 'KLI').buildClasses);
    const interned: Campaign = {
      ...sample,
      fleets: sample.fleets.map((f) => (f.id === 'KLI-3' ? { ...f, status: 'Interned' as const } : f)),
    };
    expect(options(interned, 'KLI', 'KLI-3').targets).toEqual([]);
    expect(options(sample, 'KLI', 'KLI-3').targets.length).toBeGreaterThan(0);
  });

  it('a trapped fleet may only besiege (EaW 10h), and has nowhere to jump', () => {
    const c: Campaign = { ...sample, fleets: sample.fleets.map((f) => (f.id === 'KLI-3' ? { ...f, status: 'Trapped' as const } : f)) };
    expect(options(c, 'KLI', 'KLI-3')).toEqual({ kinds: ['Siege'], targets: [], buildClasses: expect.any(Array) });
  });
});

describe('did you mean', () => {
  it('a jump to a mistyped system suggests the one meant, next door first', () => {
    const c: Campaign = { ...sample, orders: { KLI: [order(2, 'KLI-3', 'Jump', 'S04 > S-18')] } };
    const text = checkOrders(c)
      .get('KLI')!
      .find((r) => r.row === 2)!.text;
    expect(text).toBe('rejected: no system "S-18" (did you mean S18?)');
  });
});

describe('navyOptions', () => {
  it("gives each empire the union of its fleets' choices, as options() does for the navy", () => {
    const all = navyOptions(sample);
    for (const e of sample.empires) expect(all.get(e.id)).toEqual(options(sample, e.id));
  });
});

describe('the Target list: one search from all the fleets', () => {
  // A generated campaign with fleets spread over a large map, several sharing a system.
  const big = parseCampaign(csvSources(generateCampaign(scaledCampaign(0.5)).texts)).campaign;
  /** One breadth-first search per fleet, its own system left out, united: what the Target list must hold. */
  function perFleet(c: Campaign, empire: string): string[] {
    const lanes = new Map<string, string[]>();
    for (const l of c.lanes) {
      lanes.set(l.a, [...(lanes.get(l.a) ?? []), l.b]);
      lanes.set(l.b, [...(lanes.get(l.b) ?? []), l.a]);
    }
    const all = new Set<string>();
    for (const f of c.fleets.filter((x) => x.empire === empire)) {
      const o = options(c, empire, f.id);
      if (!o.kinds.some((k) => k === 'Jump' || k === 'Move FRD')) continue;
      for (const t of o.targets) all.add(t);
    }
    return [...all].sort();
  }

  it("holds exactly the union of every fleet's reach, a system where one fleet stands included when another reaches it", () => {
    for (const e of big.empires.slice(0, 4)) expect(options(big, e.id).targets).toEqual(perFleet(big, e.id));
    // Two fleets a lane apart: each one's system is the other's target.
    const [a, b] = sample.fleets.filter((f) => f.empire === 'KLI' && f.id !== 'KLI-FRD');
    const next = sample.lanes.find((l) => l.a === a.location || l.b === a.location)!;
    const other = next.a === a.location ? next.b : next.a;
    const c: Campaign = { ...sample, fleets: sample.fleets.map((f) => (f.id === b.id ? { ...f, location: other } : f)) };
    const targets = options(c, 'KLI').targets;
    expect(targets).toContain(a.location);
    expect(targets).toContain(other);
  });

  it('stops once the list is past its limit: cut short, still longer than the limit, so a caller sees it is too long', () => {
    const full = options(big, big.empires[0].id).targets;
    expect(full.length).toBeGreaterThan(30);
    const cut = navyOptions(big, 10).get(big.empires[0].id)!.targets;
    expect(cut.length).toBeGreaterThan(10);
    expect(cut.length).toBeLessThan(full.length);
    expect(full).toEqual(expect.arrayContaining(cut));
    expect(navyOptions(big, full.length).get(big.empires[0].id)!.targets).toEqual(full);
  });
});
