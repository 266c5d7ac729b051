// The Staley campaign (seed 002, issue 30): the sample reproduces from its seeded generator and reads
// with no problem; the rule tables (DD2 speed categories over 8 phases, DD2.51 double phases, LL2 build
// times and the release charge, HH1.62 income); a turn of the sample with a battle in phase 3 and another
// in phase 6, each pausing the turn at its phase and resumed by Resolve battles; and secrecy: after a
// turn no admiral's view or report names a fleet of another race that admiral did not meet in battle.
import { readdirSync } from 'fs';
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { seededDice } from '../src/engine/core/dice';
import { viewFor } from '../src/engine/core/view';
import { renderMap } from '../src/engine/core/map/render';
import type { Campaign } from '../src/engine/core/model';
import { STALEY } from '../src/engine/games/staley';
import { STALEY_LAYOUT } from '../src/engine/games/staley/map';
import { stepsBetween } from '../src/engine/core/map/paths';
import { hexesInPhase, parsePlan, SPEED_CATEGORIES } from '../src/engine/games/staley/speed';
import { buildCost, buildPhases } from '../src/engine/games/staley/construction';
import { HEX_INCOME } from '../src/engine/games/staley/income';
import { STALEY_SAMPLE_DIR, staleySampleCsv } from '../scripts/staley-sample';
import { sampleTexts } from './support/sample';
import { withTwoBattles } from './support/staleyBattles';

const texts = sampleTexts(STALEY_SAMPLE_DIR);
const fresh = () => parseCampaign(csvSources(texts));

describe('the Staley sample', () => {
  it('is what npm run staley-sample writes, and reads with no problem: eight races (AA2.11) from 01 JAN Y167 (AA3.1)', () => {
    expect(staleySampleCsv()).toEqual(texts);
    expect(readdirSync(STALEY_SAMPLE_DIR).sort()).toEqual(
      Object.keys(texts)
        .map((t) => `${t}.csv`)
        .sort(),
    );
    const { campaign, problems } = fresh();
    expect(problems).toEqual([]);
    expect(campaign.empires.map((e) => e.race)).toEqual(['Federation', 'Klingon', 'Gorn', 'Romulan', 'Kzinti', 'Hydran', 'Lyran', 'ISC']);
    expect([campaign.settings.year, campaign.settings.season]).toEqual([167, 'Turn 1']);
  });
});

describe('Staley rule tables', () => {
  it('moves each speed category its hexes over the eight phases (Staley DD2.1-DD2.5)', () => {
    const turn = (cat: (typeof SPEED_CATEGORIES)[number], plan = {}) => [1, 2, 3, 4, 5, 6, 7, 8].map((p) => hexesInPhase(cat, p, plan));
    expect(turn('No warp')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(turn('Slow')).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(turn('Medium', { rest: [3, 7] })).toEqual([1, 1, 0, 1, 1, 1, 0, 1]);
    expect(turn('Full')).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(turn('Fast', { double: [2, 8] })).toEqual([1, 2, 1, 1, 1, 1, 1, 2]);
  });

  it('holds the rest and double phases to DD2.31 and DD2.51', () => {
    expect(parsePlan('rest 3 7', 'Medium')).toEqual({ rest: [3, 7] });
    expect(parsePlan('rest 4 7', 'Medium')).toBe('the rest phases are 2 or 3, then 6 or 7 (DD2.31)');
    expect(parsePlan('double 4 5', 'Fast')).toBe('a double phase 4 rules out phase 5 (DD2.51)');
    expect(parsePlan('double 1 6', 'Fast', [8])).toBe('last turn ended with a double phase 8, which rules out phase 1 (DD2.51)');
    expect(parsePlan('double 1 6', 'Full')).toMatch(/only fast warships and X-ships/);
  });

  it('builds a phase per 10 EBPV, a battleship in 8 turns, paying 20% more up front (Staley LL2.21, LL2.22, LL2.3)', () => {
    expect([buildPhases({ ebpv: 93, sizeClass: 3 }), buildCost({ ebpv: 93 })]).toEqual([10, 93 + 19]);
    expect(buildPhases({ ebpv: 350, sizeClass: 1 })).toBe(64);
  });

  it('values the hexes as HH1.1-HH1.5 with the prospectors of HH1.62', () => {
    expect(HEX_INCOME).toEqual({
      Empty: { ebpv: 0.2, prospectors: 0 },
      Asteroid: { ebpv: 1, prospectors: 1 },
      'Star system': { ebpv: 10, prospectors: 5 },
      'Rogue N planet': { ebpv: 2, prospectors: 1 },
      'Rogue gas giant': { ebpv: 4, prospectors: 2 },
    });
  });
});

/** The sample with FED-2 sent down an open route through KLI-2 (3 hexes on) and ROM-2 (3 more): battles in phases 3 and 6. */
function twoBattles(): { c: Campaign; route: string[] } {
  const c = fresh().campaign;
  return { c, route: withTwoBattles(c).route };
}

const unharmed = (c: Campaign): Campaign => ({ ...c, battleShips: c.battleShips.map((r) => ({ ...r, result: r.result || 'Unharmed' })) });

describe('a Staley turn paused by battles in phases 3 and 6 (Staley FF1.1, Annex AAA 4)', () => {
  it('says in the Move check the phase of each step (DD2.4) and the hexes out of supply (JJ1.21)', () => {
    const { c, route } = twoBattles();
    const [r] = STALEY.check(c).get('FED')!;
    // JJ1.21: the check also names the hexes beyond 4 of FED's supply (its SB and convoy at 0304).
    const adjacency = STALEY_LAYOUT.adjacency(c);
    const far = route.filter((h) => stepsBetween('0304', h, (x) => adjacency.get(x) ?? []) > 4);
    expect(far.length).toBeGreaterThan(0);
    expect(r.text).toBe(
      `Move FED-2 (Full): ${route.map((h, i) => `${h} (phase ${i + 1})`).join(', ')}; out of supply at ${far.join(', ')} (beyond 4 hexes of any supply, JJ1.21, JJ2.1)`,
    );
  });

  it('pauses at phase 3, goes on to phase 6 after Resolve battles, and closes the turn after the second', () => {
    const { c, route } = twoBattles();
    const first = STALEY.process(c, seededDice('t'), 't');
    expect([first.closed, first.campaign.settings.pausedAt]).toEqual([false, { tick: 3, step: 'Scenarios' }]);
    expect(first.battles.map((b) => [b.id, b.fleetA, b.fleetB])).toEqual([[`Y167-Turn-1-Phase-3-${route[2]}`, 'FED-2', 'KLI-2']]);
    expect(first.battles[0].setup).toMatch(/^FF1.11: both sides want battle/);
    const second = STALEY.resolveBattles(unharmed(first.campaign), seededDice('r'));
    expect([second.closed, second.campaign.settings.pausedAt]).toEqual([false, { tick: 6, step: 'Scenarios' }]);
    expect(second.created.map((b) => b.id)).toEqual([`Y167-Turn-1-Phase-6-${route[5]}`]);
    const after = STALEY.resolveBattles(unharmed(second.campaign), seededDice('r2'));
    // Annex AAA 9: after phase 8 the turn waits for the GM's intelligence reports; Apply rulings closes it.
    expect([after.closed, after.campaign.settings.phase, after.campaign.settings.pausedAt]).toEqual([
      false,
      'Rulings',
      { tick: 8, step: 'Intelligence' },
    ]);
    const third = STALEY.resume(after.campaign, seededDice('a'));
    expect(third.closed).toBe(true);
    expect([third.campaign.settings.season, third.campaign.settings.phase]).toEqual(['Turn 2', 'Orders']);
    // FF2.1: the hexes entered alone are FED's; the two shared with an enemy stay as they were (FF2.3).
    const owner = (h: string) => third.campaign.systems.find((s) => s.id === h)!.owner;
    expect(owner(route[3])).toBe('FED');
    expect(owner(route[2])).not.toBe('FED');
  });

  it('tells no admiral of a fleet it neither detected nor fought (EE1.1, EE1.31): views and reports over the turn', () => {
    const { c } = twoBattles();
    const out = STALEY.process(c, seededDice('t'), 't');
    const reports = new Map<string, string[]>();
    const keep = (r: Map<string, { text: string }[]>) =>
      r.forEach((lines, e) => reports.set(e, [...(reports.get(e) ?? []), ...lines.map((l) => l.text)]));
    keep(out.reports);
    let camp = out.campaign;
    while (camp.settings.pausedAt) {
      const next =
        camp.settings.phase === 'Rulings' ? STALEY.resume(camp, seededDice('a')) : STALEY.resolveBattles(unharmed(camp), seededDice('r'));
      keep(next.reports);
      camp = next.campaign;
    }
    for (const e of camp.empires) {
      const fought = new Set(
        camp.battleShips.filter((r) => camp.battleShips.some((x) => x.battle === r.battle && x.empire === e.id)).map((r) => r.fleet),
      );
      const v = viewFor(STALEY.view, camp, e.id);
      for (const f of v.fleets.filter((x) => !x.mine)) expect(f.id).toBe('');
      const strangers = camp.fleets.filter((f) => f.empire !== e.id && !fought.has(f.id)).map((f) => f.id);
      for (const line of reports.get(e.id) ?? [])
        for (const id of strangers) expect(line.includes(`${id} `) || line.endsWith(id)).toBe(false);
      const mine = new Set(camp.fleets.filter((f) => f.empire === e.id).map((f) => f.location));
      const grid = STALEY_LAYOUT.grid(camp);
      for (const f of v.fleets.filter((x) => !x.mine)) expect([...mine].some((h) => grid.distance(h, f.location) <= 2)).toBe(true);
    }
  });
});

describe('a hex taken from a race it cannot see (Staley FF2.12)', () => {
  it("is blank and light grey on the former owner's view and map, its new owner known to the others (BB3.51)", () => {
    const c = fresh().campaign;
    const hex = c.systems.find((s) => s.owner === 'LYR')!;
    hex.owner = 'KLI';
    c.extras!.Systems![hex.id]['Lost by'] = ['LYR'];
    const lyr = viewFor(STALEY.view, c, 'LYR').systems.find((s) => s.id === hex.id)!;
    const fed = viewFor(STALEY.view, c, 'FED').systems.find((s) => s.id === hex.id)!;
    expect([lyr.owner, lyr.lost, fed.owner, fed.lost]).toEqual(['', true, 'KLI', undefined]);
    const tile = (v: ReturnType<typeof viewFor>) => new RegExp(`data-tile="${hex.id}"[^]*?</g>`).exec(renderMap(v).svg)![0];
    expect(tile(viewFor(STALEY.view, c, 'LYR'))).toContain('class="tile-lost" fill="#d3d3d3"');
    expect(tile(viewFor(STALEY.view, c, 'FED'))).not.toContain('tile-lost');
    expect(renderMap(viewFor(STALEY.view, c, 'LYR')).svg).toContain('Light grey: taken from us, by whom unseen (FF2.12)');
  });
});
