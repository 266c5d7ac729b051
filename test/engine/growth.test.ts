// Issue 19: the season engine grows linearly with the campaign. Judged by counting its work on the
// benchmark's generated campaign at two sizes, never by timing: N times the campaign (systems, fleets,
// ships, orders) may do at most N times the work. Counts are exact, so they need none of the 25% slack
// the bench gives times; a search of the whole map or of every ship for each order fails them.
import { generateCampaign, scaledCampaign } from '../../scripts/bench-campaign';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { checkEachAlone, processSeason } from '../../src/engine/games/eaw/season';
import { seededDice } from '../../src/engine/core/dice';
import { Campaign } from '../../src/engine/core/model';
import { World } from '../../src/engine/core/world';
import { sampleTexts } from '../support/sample';
import { vbamBenchSpec, vbamBenchTexts } from '../../scripts/bench-vbam';
import { VBAM_SFB } from '../../src/engine/games/vbam';
import { gcBenchTexts } from '../../scripts/bench-gc';
import { convoyNeeds } from '../../src/engine/games/gc/purse/convoyValue';
import { GC_MAP } from '../../src/engine/games/gc/base/map';
import { heldSystems } from '../../src/engine/games/gc/base/holdings';
import { setExtra, setOwner } from '../../src/engine/games/gc/base/rows';
import { DECIMATE, DECIMATE_STEP } from '../../src/engine/games/gc/combat/civilianTargets';
import { CONVOY_STEP } from '../../src/engine/games/gc/commerce/convoys';
import { CONVOY_RAID } from '../../src/engine/games/gc/base/convoyColumns';

/** Lane look-ups of a season with `rows` Jump rows of a non-compliant fleet away from its FRD (the sample's HYD-2 without its escort, case "a non-compliant fleet may head straight for the FRD"). */
function nonCompliantJumps(rows: number): number {
  const { campaign } = parseCampaign(csvSources(sampleTexts()));
  campaign.fleets.find((f) => f.id === 'HYD-2')!.location = 'S14';
  campaign.ships = campaign.ships.filter((s) => s.id !== 'HYD-05');
  const jump = { fleet: 'HYD-2', kind: 'Jump', target: 'S14 > S16', ships: [], buildClass: '', extras: '' };
  campaign.orders = { HYD: Array.from({ length: rows }, (_, i) => ({ ...jump, row: i + 2 })) };
  return lookUps(campaign);
}

/** `make` at each argument once: a generated campaign's texts are strings, the same at every call (no Math.random). */
function once<R>(make: (scale: number) => R): (scale: number) => R {
  const made = new Map<number, R>();
  return (scale) => {
    if (!made.has(scale)) made.set(scale, make(scale));
    return made.get(scale)!;
  };
}

const benchTexts = once((scale) => generateCampaign(scaledCampaign(scale)).texts);
const gcTexts = once(gcBenchTexts);

function campaignAt(scale: number) {
  return parseCampaign(csvSources(benchTexts(scale))).campaign;
}

const SCANS = ['filter', 'find', 'findIndex', 'some', 'every', 'indexOf', 'includes', 'map', 'flatMap', 'forEach', 'reduce'] as const;

/** Elements of the lists that `fn` filtered, searched, mapped or summed, each whole list counted. */
function scannedElements(fn: () => void): number {
  const saved = SCANS.map((name) => [name, Array.prototype[name]] as const);
  let n = 0;
  for (const [name, original] of saved)
    Object.defineProperty(Array.prototype, name, {
      value: function (this: unknown[], ...args: unknown[]) {
        n += this.length;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      },
      configurable: true,
      writable: true,
    });
  try {
    fn();
  } finally {
    for (const [name, original] of saved)
      Object.defineProperty(Array.prototype, name, { value: original, configurable: true, writable: true });
  }
  return n;
}

/** The longest list `indexOf` searched while `fn` ran. */
function longestSearch(fn: () => void): number {
  const indexOf = Array.prototype.indexOf;
  let longest = 0;
  Array.prototype.indexOf = function (this: unknown[], ...args: [unknown, number?]) {
    longest = Math.max(longest, this.length);
    return indexOf.apply(this, args);
  };
  try {
    fn();
  } finally {
    Array.prototype.indexOf = indexOf;
  }
  return longest;
}

/** Entries written into maps and sets (the indexes, the copies' look-ups) while `fn` runs. */
function entriesWritten(fn: () => void): number {
  const set = jest.spyOn(Map.prototype, 'set');
  const add = jest.spyOn(Set.prototype, 'add');
  try {
    fn();
    return set.mock.calls.length + add.mock.calls.length;
  } finally {
    set.mockRestore();
    add.mockRestore();
  }
}

/** How many times the season looks up a system's lanes (every search of the map does, once a system). */
function lookUps(campaign: Campaign): number {
  const spy = jest.spyOn(World.prototype, 'neighbours');
  try {
    processSeason(campaign, seededDice('growth'), 'growth');
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const laneLookUps = (scale: number) => lookUps(campaignAt(scale));

/**
 * The VBAM-SFB benchmark's campaign (scripts/bench-vbam.ts) at `scale` times the sectors, battle-heavy: 4 × scale
 * colonies an empire; each pair of neighbours at War, the second's home fleet and border squadron on the
 * first's homeworld and colony demanding a scenario; and 8 × scale copies of each pair's home fleets
 * meeting in deep space, the second's demanding.
 */
const vbamTexts = once((scale) => vbamBenchTexts(scale, { ...vbamBenchSpec(scale), colonies: 4 * scale }));
function vbamBattles(scale: number): Campaign {
  const texts = vbamTexts(scale);
  const [treatyHead, ...pairs] = texts.Treaties.trim()
    .split('\n')
    .map((l) => l.split(','));
  const copies = 8 * scale;
  const demands = pairs.flatMap(([, b]) =>
    ['1', '2', ...Array.from({ length: copies }, (_, j) => `X${j}`)].map((n) => `${b}-${n},Demand,,Return`),
  );
  const { campaign } = parseCampaign(
    csvSources({
      ...texts,
      Treaties: [treatyHead, ...pairs.map(([a, b, , , since]) => [a, b, 'War', '', since])].map((r) => r.join(',')).join('\n'),
      'Standing orders': [texts['Standing orders'].trim(), ...demands].join('\n'),
    }),
  );
  campaign.orders = {};
  const fleet = (id: string) => campaign.fleets.find((f) => f.id === id)!;
  for (const [a, b] of pairs) for (const n of ['1', '2']) fleet(`${b}-${n}`).location = fleet(`${a}-${n}`).location;
  const taken = new Set(campaign.fleets.map((f) => f.location));
  const free = campaign.systems.map((x) => x.id).filter((id) => !taken.has(id));
  let place = 0;
  for (const [a, b] of pairs)
    for (let j = 0; j < copies; j++) {
      const location = free[(place++ * 7) % free.length];
      for (const home of [fleet(`${a}-1`), fleet(`${b}-1`)]) {
        const id = `${home.empire}-X${j}`;
        const ships = campaign.ships.filter((s) => s.fleet === home.id);
        campaign.fleets.push({ ...home, id, location });
        campaign.ships.push(...ships.map((s, n) => ({ ...s, id: `${id}-${n}`, fleet: id })));
      }
    }
  return campaign;
}

/** A VBAM-SFB turn of `c` to its battles, every A-side unit unharmed and every B-side one destroyed, then Resolve battles. */
function vbamTurnAndResolve(c: Campaign): { battles: number; resolved: number } {
  const turn = VBAM_SFB.process(c, seededDice('growth'), 'growth').campaign;
  for (const r of turn.battleShips) r.result = r.side === 'A' ? 'Unharmed' : 'Destroyed';
  const resolved = VBAM_SFB.resolveBattles!(turn, seededDice('growth resolve')).resolved.length;
  return { battles: turn.battles.length, resolved };
}

describe('the season engine grows linearly (issue 19)', () => {
  it('looks up lanes no more often than in proportion to the campaign: a "no warp lane" refusal searches 10 lanes around its target, not the map (EaW 1d, T4)', () => {
    const small = laneLookUps(0.5);
    const large = laneLookUps(2);
    expect(small).toBeGreaterThan(1000); // the searches are there to count
    expect(large / small).toBeLessThanOrEqual(4);
  });

  it("moves a fleet and captures a ship without searching its empire's lists, which keep the order they had (EaW 5a, 25b)", () => {
    const w = new World(campaignAt(1), seededDice('growth'));
    const [a, b] = w.c.empires.map((e) => e.id);
    const fleet = w.fleetsOf(a)[0];
    const ship = w.shipsOfEmpire(b)[0];
    const captor = w.fleetsOf(a)[1];
    const longest = longestSearch(() => {
      w.moveFleet(fleet, w.neighbours(fleet.location)[0]);
      w.moveShip(ship, captor.id, a);
    });
    expect(w.fleetsOf(a).length).toBeGreaterThan(40);
    expect(longest).toBeLessThan(40); // a system's fleets and a fleet's ships, not an empire's 50 fleets and 330 ships
    expect(w.fleetsOf(a).at(-1)).toBe(fleet); // refiled last, as the lists did
    expect(w.shipsOfEmpire(a).at(-1)).toBe(ship);
    expect(w.shipsOfEmpire(b)).not.toContain(ship);
    expect(w.fleetsAt(fleet.location)).toContain(fleet);
    expect(w.shipsOf(captor.id)).toContain(ship);
  });

  it("removes ships and fleets one at a time at the cost of what it removes, keeping the others' order and every index (issue 19)", () => {
    const w = new World(campaignAt(1), seededDice('growth'));
    const [a] = w.c.empires.map((e) => e.id);
    const fleets = w.fleetsOf(a).slice(0, 10);
    const ships = fleets.flatMap((f) => w.shipsOf(f.id));
    const [keptFleets, keptShips] = [w.c.fleets.filter((f) => !fleets.includes(f)), w.c.ships.filter((s) => !ships.includes(s))];
    const scanned = scannedElements(() => {
      for (const s of ships) w.removeShips([s]);
      for (const f of fleets) w.removeFleet(f);
      void [w.c.ships, w.c.fleets]; // read: each list made again, once
    });
    expect(ships.length).toBeGreaterThan(20);
    expect(scanned).toBeLessThan(1.5 * (keptShips.length + ships.length + keptFleets.length + fleets.length)); // not once a removal
    expect(w.c.ships).toEqual(keptShips);
    expect(w.c.fleets).toEqual(keptFleets);
    expect(w.fleetsOf(a)).not.toContain(fleets[0]);
    expect(w.ship(ships[0].id)).toBeUndefined();
    expect(w.fleetsAt(fleets[0].location)).not.toContain(fleets[0]);
    const added = w.addShip({ ...keptShips[0], id: 'NEW-1' });
    expect(w.c.ships.at(-1)).toBe(added);
  });

  it('searches the map for the way to the FRDs once a season, not once a row of a non-compliant fleet (EaW 17g)', () => {
    const systems = parseCampaign(csvSources(sampleTexts())).campaign.systems.length;
    const one = nonCompliantJumps(1);
    const five = nonCompliantJumps(5);
    expect(five - one).toBeLessThan(systems); // four more rows: their own lanes, not four more searches of the map
  });

  it.each([
    ['at War (battles wait)', (t: string) => t],
    ['at peace (post-combat runs: explorations, developments)', (t: string) => t.replace(/,War,/g, ',Normal,')],
  ])('scans lists no longer than in proportion to the campaign (8 times it), %s', (_, treaties) => {
    const scanned = (scale: number) => {
      const texts = benchTexts(scale);
      const { campaign } = parseCampaign(csvSources({ ...texts, Treaties: treaties(texts.Treaties) }));
      return scannedElements(() => processSeason(campaign, seededDice('growth'), 'growth'));
    };
    const small = scanned(0.25);
    const large = scanned(2);
    expect(large / small).toBeLessThanOrEqual(8); // a count, exact: no slack for noise
  });

  it('scans lists no longer than in proportion to the VBAM-SFB campaign (4 times it): a battle-heavy turn and its Resolve battles (VBAM Encounters, VB74)', () => {
    const scanned = (scale: number) => {
      const c = vbamBattles(scale);
      let turn = { battles: 0, resolved: 0 };
      return { n: scannedElements(() => (turn = vbamTurnAndResolve(c))), ...turn };
    };
    const small = scanned(0.5);
    const large = scanned(2);
    expect(small.battles).toBeGreaterThan(30);
    expect(large.battles).toBeGreaterThanOrEqual(3 * small.battles);
    expect([small.resolved, large.resolved]).toEqual([small.battles, large.battles]);
    expect(large.n / small.n).toBeLessThanOrEqual(4); // a count, exact: no slack for noise
  });

  it("Update battles reads each pending battle's rows once, not a search of every row per battle (VB90)", () => {
    const scanned = (scale: number) => {
      const turn = VBAM_SFB.process(vbamBattles(scale), seededDice('growth'), 'growth').campaign;
      let revised = -1;
      const n = scannedElements(() => (revised = VBAM_SFB.updateBattles(turn).revised.length));
      return { n, battles: turn.battles.length, revised };
    };
    const small = scanned(0.5);
    const large = scanned(2);
    expect(large.battles).toBeGreaterThanOrEqual(3 * small.battles);
    // Nothing moved since the turn drew them: every battle is looked at, none redrawn.
    expect([small.revised, large.revised]).toEqual([0, 0]);
    // Its work is per battle: no more than in proportion to the battles (a search of every row per battle gave 3.4 here).
    expect(large.n / small.n).toBeLessThanOrEqual(large.battles / small.battles);
  });

  it("checks each empire's orders (ORDER_CHECKS) at the cost of its own fleets, ships and orders, not of the whole campaign (issue 31)", () => {
    for (const scale of [0.5, 2]) {
      const c = campaignAt(scale);
      const ids = c.empires.map((e) => e.id);
      const first = entriesWritten(() => checkEachAlone(c, ids.slice(0, 1)));
      const each = (entriesWritten(() => checkEachAlone(c, ids)) - first) / (ids.length - 1);
      // Each fork once refiled every fleet and ship in 8 indexes (2.4 entries a record at 0.5x); now it files its own empire's.
      expect(each).toBeLessThan(0.75 * (c.systems.length + c.fleets.length + c.ships.length));
    }
  });

  it("counts an empire's open-space bases for its convoy value (GC E1.35) from its own ships, not a scan of every empire's (issue 35)", () => {
    // As each turn opens, openMerchantMarine asks each empire's convoy needs: once a scan of every ship and
    // squadron per empire. Another empire's ships, however many, now cost the first empire's count nothing.
    const scanned = (extraShips: number) => {
      const { campaign } = parseCampaign(csvSources(gcTexts(1)));
      const other = campaign.ships.filter((s) => s.empire === 'E02');
      for (let i = 0; i < extraShips; i++) campaign.ships.push({ ...other[i % other.length], id: `E02-extra-${i}` });
      const w = new World(campaign, seededDice('bench'), undefined, GC_MAP.layout);
      w.shipsOfEmpire('E01'); // the World's indexes are built once, on first use
      return scannedElements(() => convoyNeeds(w.c, 'E01', w));
    };
    expect(scanned(4000)).toBe(scanned(0));
  });

  it("groups the systems by owner once for every empire's holdings in every segment, not a pass over the map each (issue 35)", () => {
    // The purse and the sensors ask each empire's held systems in each of the 12 segments: once
    // 12 × empires passes over every system. Now one pass groups them, until a system changes.
    const { campaign: c } = parseCampaign(csvSources(gcTexts(1)));
    const asked = scannedElements(() => {
      for (let segment = 0; segment < 12; segment++) for (const e of c.empires) heldSystems(c, e.id);
    });
    expect(asked).toBeLessThan(8 * c.systems.length);
  });

  it("reads the Decimate and Convoys steps' marked squadrons each segment, not every squadron's row (issue 35)", () => {
    // GC C7.30, B2.20: each segment both steps once read every squadron's Fleets row for its order.
    const { campaign: c } = parseCampaign(csvSources(gcTexts(1)));
    const [raider, decimator] = c.fleets;
    setExtra(c, 'Fleets', raider.id, { [CONVOY_RAID]: 'nowhere' });
    setExtra(c, 'Fleets', decimator.id, { [DECIMATE]: 'nowhere' });
    const w = new World(c, seededDice('bench'), undefined, GC_MAP.layout);
    let reads = 0;
    w.c.extras!.Fleets = new Proxy(w.c.extras!.Fleets!, { get: (rows, id) => (reads++, Reflect.get(rows, id)) });
    for (let tick = 1; tick <= 12; tick++) for (const step of [DECIMATE_STEP, CONVOY_STEP]) step.run(w, { tick });
    expect(reads).toBeLessThan(2 * c.fleets.length + 12 * 2 * 4);
  });

  it('sees a system change hands or class at once through setOwner and setExtra (issue 35)', () => {
    const { campaign: c } = parseCampaign(csvSources(gcTexts(1)));
    const [from, to] = [c.empires[0].id, c.empires[1].id];
    const [first] = heldSystems(c, from);
    setOwner(
      c,
      c.systems.find((s) => s.id === first.id)!,
      to,
    );
    expect(heldSystems(c, from).map((s) => s.id)).not.toContain(first.id);
    expect(heldSystems(c, to).map((s) => s.id)).toContain(first.id);
    setExtra(c, 'Systems', first.id, { Damage: 'Rubbled' });
    expect(heldSystems(c, to).find((s) => s.id === first.id)?.damage).toBe('Rubbled');
    setExtra(c, 'Systems', first.id, { 'System class': '' });
    expect(heldSystems(c, to).map((s) => s.id)).not.toContain(first.id);
  });
});
