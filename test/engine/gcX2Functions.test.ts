// GC C21.40-C21.46 (rule options GC295, GC296): what second-generation X-ships do beyond their class. An XCA
// acts as a survey ship; an XCAA or XDD is a first-generation X-scout (4 or 2 channels, enhanced by
// C19.30c); an XFF a 4-channel non-X scout; every X-ship has at least one special sensor (C19.30c, C21.46)
// and a second-generation one takes no ESS (C21.40). An elite second-generation X-squadron moves 12 hexes
// in friendly space, six once in enemy territory, and a 13th as its reactionary move.
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { World } from '../../src/engine/core/world';
import type { Campaign, Fleet, Order, ShipClass } from '../../src/engine/core/model';
import { GC_MAP } from '../../src/engine/games/gc/map';
import { shipSensors, specialSensors } from '../../src/engine/games/gc/sensoring';
import { surveyShips } from '../../src/engine/games/gc/restoration';
import { plotCourse } from '../../src/engine/games/gc/movement';
import { gcSetupChecks } from '../../src/engine/games/gc/setup';
import { setExtra } from '../../src/engine/games/gc/rows';
import { gcTraits } from '../../src/engine/games/gc/battleReserve';

const X = ['XCA', 'XCAA', 'XDD', 'XFF', 'D7X'] as const;

function campaign(): Campaign {
  const { campaign: c } = parseCampaign(csvSources(gcSampleCsv()));
  const d7 = c.classes.find((k) => k.name === 'D7')!;
  for (const name of X)
    c.classes.push({
      ...d7,
      name,
      hull: name,
      sizeClass: name === 'XDD' || name === 'XFF' ? 4 : 3,
      roles: ['X-ship'],
      gc: { af: '', df: '', sensors: '' },
    } as ShipClass);
  (c.tables ??= {})['Class movement'] = [
    ...(c.tables['Class movement'] ?? []),
    ...X.map((k) => ({ Class: k, 'Warp boxes': 30, 'Move cost': '1', Engines: 'Warp' })),
  ];
  return c;
}
const world = (c: Campaign) => new World(c, { rolls: [], roll: (n) => n }, undefined, GC_MAP.layout);
function squadron(c: Campaign, id: string, at: string, classes: string[]): Fleet {
  const f = { ...c.fleets[0], id, empire: 'KLI', location: at };
  c.fleets.push(f);
  classes.forEach((k, i) => c.ships.push({ ...c.ships[0], id: `${id}-${i}`, empire: 'KLI', fleet: id, shipClass: k }));
  return f;
}

describe('GC second-generation X-ships as scouts and survey ships (C21.40, C21.46, C19.30c; rule option GC295)', () => {
  it('gives each kind its channels: XCAA 4 and XDD 2 enhanced, XFF 4 plain, an XCA one and its two-hex reach, a first-generation X-ship one', () => {
    const c = campaign();
    const f = squadron(c, 'K70A', 'C3', ['XCA', 'XCAA', 'XDD', 'XFF', 'D7X']);
    const w = world(c);
    const by = Object.fromEntries(w.shipsOf(f.id).map((s) => [s.shipClass, shipSensors(w, s)]));
    expect(by).toEqual({
      XCA: { count: 1, ess: true },
      XCAA: { count: 4, ess: true },
      XDD: { count: 2, ess: true },
      XFF: { count: 4, ess: false },
      D7X: { count: 1, ess: false },
    });
    expect(specialSensors(w, f)).toEqual({ count: 12, ess: true });
  });

  it("the auto-resolve counts an X-ship's channels for A10.40b's EW; a ship not an X-ship keeps its class's", () => {
    const c = campaign();
    const f = squadron(c, 'K70A', 'C3', ['XCAA', 'XDD', 'D7']);
    const w = world(c);
    const battle = c.battles[0] ?? ({} as Parameters<typeof gcTraits>[1]);
    expect(w.shipsOf(f.id).map((s) => gcTraits(w, battle, s).sensors)).toEqual([4, 2, undefined]);
  });

  it('a first-generation X-ship with special sensors of its class has them enhanced (C19.30c)', () => {
    const c = campaign();
    c.classes.find((k) => k.name === 'D7X')!.gc = { af: '', df: '', sensors: 3 };
    const f = squadron(c, 'K70A', 'C3', ['D7X']);
    const w = world(c);
    expect(shipSensors(w, w.shipsOf(f.id)[0])).toEqual({ count: 3, ess: true });
  });

  it('an XCA is a survey ship, the XCAA is not (C21.40)', () => {
    const c = campaign();
    squadron(c, 'K70A', 'C3', ['XCA', 'XCAA']);
    expect(surveyShips(world(c), 'K70A').map((s) => s.shipClass)).toEqual(['XCA']);
  });

  it('Check workbook names a second-generation X-ship given ESS, which is not counted (C21.40)', () => {
    const c = campaign();
    squadron(c, 'K70A', 'C3', ['XFF']);
    setExtra(c, 'Ships', 'K70A-0', { ESS: true });
    expect(gcSetupChecks(c)).toContain(
      'Ships: K70A-0 is a second-generation X-ship: it may not be converted to ESS; its ESS is not counted (GC C21.40).',
    );
    expect(
      shipSensors(
        world(c),
        c.ships.find((s) => s.id === 'K70A-0')!,
      ),
    ).toEqual({ count: 4, ess: false });
  });
});

describe('GC elite second-generation X-squadrons move 12, six into enemy territory, a 13th as RX (C21.40; rule option GC296)', () => {
  /** A line of 13 hexes from `start`, each a neighbour of the last, owned as `owners` says (by index). */
  function line(c: Campaign, start: string, owner: (i: number) => string): string[] {
    const w = world(c);
    const path = [start];
    while (path.length < 14) {
      const next = w
        .neighbours(path[path.length - 1])
        .find((h) => c.systems.some((x) => x.id === h) && !path.includes(h) && !w.neighbours(h).some((n) => path.slice(0, -1).includes(n)));
      if (!next) break;
      path.push(next);
    }
    path.forEach((h, i) => (c.systems.find((x) => x.id === h)!.owner = owner(i)));
    return path;
  }
  const order = (target: string, extras = ''): Order => ({
    row: 2,
    fleet: 'K70A',
    kind: 'Move',
    target,
    ships: [],
    buildClass: '',
    extras,
  });
  const plot = (c: Campaign, target: string, rx = 0) => {
    const w = world(c);
    return plotCourse(w, w.fleet('K70A')!, order(target), rx);
  };

  it('moves 12 hexes through friendly space, where its ships alone would move 6 (warp 30)', () => {
    const c = campaign();
    const path = line(c, 'I9', () => 'KLI');
    squadron(c, 'K70A', path[0], ['XCA', 'XDD', 'XFF']);
    expect(Array.isArray(plot(c, path.slice(1, 13).join(' ')))).toBe(true);
    const slow = campaign();
    const p2 = line(slow, 'I9', () => 'KLI');
    squadron(slow, 'K70A', p2[0], ['XCA', 'D7X']);
    // With a first-generation D7X it is no elite second-generation X-squadron (C21.49): its D7X's speed, 3.
    expect(plot(slow, p2.slice(1, 8).join(' '))).toBe('K70A moves 3 hex(es) this turn (GC D1.10); 7 plotted');
  });

  it('once its course enters enemy territory it makes six more moves at most', () => {
    const c = campaign();
    // Hexes 1-3 Klingon, from 4 on Kzinti (at war with the Klingons).
    const path = line(c, 'I9', (i) => (i <= 3 ? 'KLI' : 'KZI'));
    squadron(c, 'K70A', path[0], ['XCA', 'XDD']);
    expect(Array.isArray(plot(c, path.slice(1, 10).join(' ')))).toBe(true);
    expect(plot(c, path.slice(1, 11).join(' '))).toBe(
      'K70A moves 9 hex(es) this turn as an elite second-generation X-squadron: 12 in friendly space, six once in enemy territory (GC C21.40); 10 plotted',
    );
  });

  it("starting in enemy territory it has its ships' own speed: the six cannot be saved", () => {
    const c = campaign();
    const path = line(c, 'I9', () => 'KZI');
    squadron(c, 'K70A', path[0], ['XCA', 'XDD']);
    expect(plot(c, path.slice(1, 7).join(' '))).toMatch(/\(GC D1\.10\); 6 plotted/);
  });

  it('keeps its 12 with one reactionary move reserved: the 13th (C21.40, D2.0)', () => {
    const c = campaign();
    const path = line(c, 'I9', () => 'KLI');
    squadron(c, 'K70A', path[0], ['XCA']);
    expect(Array.isArray(plot(c, path.slice(1, 13).join(' '), 1))).toBe(true);
    expect(plot(c, path.slice(1, 13).join(' '), 2)).toBe(
      'K70A moves 11 hex(es) this turn as an elite second-generation X-squadron: 12 in friendly space, six once in enemy territory, after 2 RX, the first a 13th move (GC C21.40); 12 plotted',
    );
  });
});
