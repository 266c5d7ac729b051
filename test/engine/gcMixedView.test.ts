// GC C5.10 with C22.20-C22.30 (rule option GC293): which ships each admiral sees of a squadron mixing allied
// empires. K60A is Klingon, at O39 in Lyran space, a D7 and eight F5s with a Lyran CC (the C22.20 example).
// The Klingons (its owner) know the Lyran ship serving in it; the Lyrans know their ship and where it serves,
// and their ship senses for them; an enemy (a Kzinti squadron in the hex) reads each ship's nationality by C5.
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { viewFor } from '../../src/engine/core/view';
import { World } from '../../src/engine/core/world';
import { GC_VIEW } from '../../src/engine/games/gc/view';
import { GC_MAP } from '../../src/engine/games/gc/map';
import { readingsOf } from '../../src/engine/games/gc/sensoring';
import type { Campaign } from '../../src/engine/core/model';

function mixed(): Campaign {
  const { campaign: c } = parseCampaign(csvSources(gcSampleCsv()));
  // Everyone else far away: the Klingons at C3, the Kzinti at C5, the Lyrans at P46, the Hydrans at P48.
  for (const f of c.fleets) f.location = { KLI: 'C3', KZI: 'C5', LYR: 'P46', HYD: 'P48' }[f.empire] ?? f.location;
  c.fleets.push({ ...c.fleets[0], id: 'K60A', empire: 'KLI', location: 'O39' });
  const ship = (id: string, empire: string, fleet: string, shipClass: string) =>
    c.ships.push({ ...c.ships[0], id, empire, fleet, shipClass });
  ship('KLI-60', 'KLI', 'K60A', 'D7');
  for (let i = 1; i <= 8; i++) ship(`KLI-6${i}`, 'KLI', 'K60A', 'F5');
  ship('LYR-60', 'LYR', 'K60A', 'Lyran CC');
  return c;
}
const seen = (c: Campaign, empire: string) =>
  Object.fromEntries(
    readingsOf(new World(c, { rolls: [], roll: (n) => n }, undefined, GC_MAP.layout), empire)
      .filter((r) => r.seen)
      .map((r) => [r.hex, `${r.reading}: ${r.seen}`]),
  );
const shipsOf = (c: Campaign, empire: string) => viewFor(GC_VIEW, c, empire).ships.map((s) => s.id);

describe('GC mixed squadrons: what each admiral sees (C5.10, C22.20, C22.30; rule option GC293)', () => {
  it("the owner's workbook holds the ally's ship serving in its squadron, and its squadron counts it", () => {
    const c = mixed();
    const v = viewFor(GC_VIEW, c, 'KLI');
    expect(v.ships.filter((s) => s.fleet === 'K60A').map((s) => s.id)).toContain('LYR-60');
    expect(v.fleets.find((f) => f.id === 'K60A')).toMatchObject({ mine: true, ships: 10 });
    // The squadron's own ships are no sighting of its owner's.
    expect(seen(c, 'KLI').O39).toBeUndefined();
  });

  it('the ally sees its ship and the squadron it serves in, not as its own; its ship senses for it, and it reads the others by C5', () => {
    const c = mixed();
    const v = viewFor(GC_VIEW, c, 'LYR');
    expect(v.ships.find((s) => s.id === 'LYR-60')).toMatchObject({ fleet: 'K60A' });
    // It does not see the Klingon ships' records, only what its sensors read of them.
    expect(v.ships.filter((s) => s.empire === 'KLI')).toEqual([]);
    expect(v.fleets.filter((f) => f.id === 'K60A')).toEqual([expect.objectContaining({ mine: false, location: 'O39', ships: 10 })]);
    // LYR-60 reads its hex as a squadron does (size class and nationality), its own ship left out.
    expect(seen(c, 'LYR').O39).toBe('Size class and nationality: SC3 KLI, 8xSC4 KLI');
  });

  it('an enemy in the hex reads every ship of the squadron by its own nationality (C5.10 range 0)', () => {
    const c = mixed();
    c.fleets.find((f) => f.empire === 'KZI')!.location = 'O39';
    expect(seen(c, 'KZI').O39).toBe('Size class and nationality: SC3 KLI, 8xSC4 KLI, SC3 LYR');
    const v = viewFor(GC_VIEW, c, 'KZI');
    expect(v.ships.some((s) => s.fleet === 'K60A')).toBe(false);
    expect(v.fleets.some((f) => f.id === 'K60A')).toBe(false);
  });

  it('an empire with no ship in it and no sensor near sees nothing of it', () => {
    const c = mixed();
    expect(seen(c, 'HYD').O39).toBeUndefined();
    expect(shipsOf(c, 'HYD').filter((id) => id.startsWith('KLI-6') || id === 'LYR-60')).toEqual([]);
    expect(viewFor(GC_VIEW, c, 'HYD').fleets.some((f) => f.location === 'O39')).toBe(false);
  });
});
