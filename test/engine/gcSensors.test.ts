// GC sensoring (C5.10, C5.60, C5.70, A300.40), cloaks (C6.20, C6.35), hidden units (C8.10) and a squadron
// jamming its own position (C15.20, C15.30) on the sample: the Sensor readings rows and the admiral's view.
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { World } from '../../src/engine/core/world';
import { viewFor } from '../../src/engine/core/view';
import { GC_MAP } from '../../src/engine/games/gc/base/map';
import { GC_VIEW } from '../../src/engine/games/gc/view';
import { readingsOf } from '../../src/engine/games/gc/sensors/sensoring';
import { sighted } from '../../src/engine/games/gc/movement/reactions';
import type { Campaign, Ship } from '../../src/engine/core/model';

const FRAXIA = 'G12';

/** The sample, the Kzinti major G12 as C5.10's Fraxia: ten Klingon ships there, ten next door, its squadrons elsewhere. */
function fraxia(): { c: Campaign; next: string; far: string } {
  const c = parseCampaign(csvSources(gcSampleCsv())).campaign;
  const w = new World(c, { rolls: [], roll: (n) => n }, undefined, GC_MAP.layout);
  const next = w.neighbours(FRAXIA).find((h) => !w.neighbours(h).includes('H11') && h !== 'H11')!;
  const far = w.neighbours(next).find((h) => h !== FRAXIA && !w.neighbours(FRAXIA).includes(h) && !w.neighbours(h).includes('H11'))!;
  const template = c.ships[0];
  const add = (fleet: string, classes: string[]) =>
    classes.forEach((k, i) => c.ships.push({ ...template, id: `${fleet}-${i}`, fleet, shipClass: k } as Ship));
  // Hexes far from everyone for the squadrons not in the example.
  for (const f of c.fleets) f.location = { KLI: 'C3', KZI: 'C5', LYR: 'O38', HYD: 'P46' }[f.empire]!;
  c.fleets.push({ ...c.fleets[0], id: 'K03A', location: FRAXIA }, { ...c.fleets[0], id: 'K04A', location: next });
  add('K03A', ['D7', 'D7', 'D7', 'F5', 'F5', 'F5', 'F5', 'F5', 'F5', 'F5']);
  add('K04A', ['C8', 'D7', 'D7', 'D7', 'F5', 'F5', 'F5', 'F5', 'F5', 'F5']);
  return { c, next, far };
}

const read = (c: Campaign, empire = 'KZI') =>
  Object.fromEntries(
    readingsOf(new World(c, { rolls: [], roll: (n) => n }, undefined, GC_MAP.layout), empire)
      .filter((r) => r.seen)
      .map((r) => [r.hex, `${r.reading}: ${r.seen}`]),
  );
const squadron = (c: Campaign, id: string) => c.fleets.find((f) => f.id === id)!;
const setClassSensors = (c: Campaign, name: string, sensors: number) => {
  const k = c.classes.find((x) => x.name === name)!;
  k.gc = { af: '', df: '', sensors };
};
const extras = (c: Campaign, tab: 'Fleets' | 'Ships' | 'Systems', id: string, cells: Record<string, string | boolean>) => {
  const rows = ((c.extras ??= {})[tab] ??= {});
  rows[id] = { ...rows[id], ...cells };
};

describe('GC sensoring (C5.10 and its Fraxia example)', () => {
  it('the system alone counts the ten ships in its hex and knows ships are next door', () => {
    const { c, next } = fraxia();
    expect(read(c)).toEqual({ [FRAXIA]: 'Number of ships: 10 ships', [next]: 'Ships present: ships present' });
  });

  it('a squadron there tells size classes and nationality in its hex and counts the ships next door', () => {
    const { c, next } = fraxia();
    squadron(c, 'Z02A').location = FRAXIA;
    expect(read(c)).toMatchObject({ [FRAXIA]: 'Size class and nationality: 3xSC3 KLI, 7xSC4 KLI', [next]: 'Number of ships: 10 ships' });
  });

  it('special sensors tell basic hull types in its hex and size classes next door; with ESS two hexes away too (C5.60)', () => {
    const { c, next, far } = fraxia();
    squadron(c, 'Z02A').location = FRAXIA;
    setClassSensors(c, 'Kzinti CS', 2);
    squadron(c, 'K01A').location = far;
    expect(read(c)).toMatchObject({
      [FRAXIA]: 'Basic hull type: 3xD7 KLI, 7xF5 KLI',
      [next]: 'Size class and nationality: SC2 KLI, 3xSC3 KLI, 6xSC4 KLI',
    });
    expect(read(c)[far]).toBeUndefined();
    extras(c, 'Ships', 'KZI-04', { ESS: true });
    expect(read(c)[far]).toBe('Size class and nationality: SC3 KLI, SC3 KLI, 2xSC4 KLI'.replace('SC3 KLI, SC3 KLI', '2xSC3 KLI'));
  });

  it('reads nothing into or out of a radiation zone, and in one a range-1 reading (A300.40)', () => {
    const { c, next } = fraxia();
    squadron(c, 'Z02A').location = FRAXIA;
    extras(c, 'Systems', next, { Terrain: 'Radiation zone' });
    expect(read(c)[next]).toBeUndefined();
    extras(c, 'Systems', FRAXIA, { Terrain: 'Radiation zone' });
    expect(read(c)).toEqual({ [FRAXIA]: 'Number of ships: 10 ships' });
  });

  it('shows the admiral a foreign squadron in its own hex only where it reads size classes, and counters next door (C5.30)', () => {
    const { c, next } = fraxia();
    squadron(c, 'Z02A').location = FRAXIA;
    const v = viewFor(GC_VIEW, c, 'KZI');
    const foreign = v.fleets.filter((f) => !f.mine).map((f) => [f.location, f.empire, f.id]);
    expect(foreign).toEqual([
      [next, '', ''],
      [FRAXIA, 'KLI', ''],
    ]);
    expect(v.fleets.find((f) => !f.mine && f.location === next)?.cbpv).toBe(10);
  });
});

describe('GC concealment: cloaks (C6.20, C6.35, C5.70), silent running (C8.10), jamming its own position (C15.20, C15.30)', () => {
  it('a cloaked squadron is a cloaked presence in its hex, or next door to special sensors only, never two hexes away', () => {
    const { c, next, far } = fraxia();
    squadron(c, 'Z02A').location = FRAXIA;
    extras(c, 'Fleets', 'K03A', { Concealment: 'Cloaked' });
    extras(c, 'Fleets', 'K04A', { Concealment: 'Cloaked' });
    expect(read(c)).toEqual({ [FRAXIA]: 'Cloaked presence: cloaked presence' });
    expect(viewFor(GC_VIEW, c, 'KZI').fleets.filter((f) => !f.mine)).toEqual([]);
    setClassSensors(c, 'Kzinti CS', 2);
    extras(c, 'Ships', 'KZI-04', { ESS: true });
    squadron(c, 'K01A').location = far;
    extras(c, 'Fleets', 'K01A', { Concealment: 'Cloaked' });
    expect(read(c)).toEqual({ [FRAXIA]: 'Cloaked presence: cloaked presence', [next]: 'Cloaked presence: cloaked presence' });
  });

  it('a hidden squadron is read by nobody, even in its hex, and reads only that ships are in its own', () => {
    const { c } = fraxia();
    squadron(c, 'Z02A').location = FRAXIA;
    extras(c, 'Fleets', 'K03A', { Concealment: 'Hidden' });
    expect(read(c)[FRAXIA]).toBeUndefined();
    expect(viewFor(GC_VIEW, c, 'KZI').fleets.filter((f) => !f.mine && f.location === FRAXIA)).toEqual([]);
    extras(c, 'Fleets', 'Z02A', { Concealment: 'Hidden' });
    c.systems.find((s) => s.id === FRAXIA)!.owner = '';
    expect(read(c)).toEqual({});
    extras(c, 'Fleets', 'K03A', { Concealment: '' });
    expect(read(c)).toEqual({ [FRAXIA]: 'Ships present: ships present' });
  });

  it('jamming its own position hides its size unless the watchers have as many special sensors in its hex, or half as many around it', () => {
    const { c, next } = fraxia();
    squadron(c, 'Z02A').location = FRAXIA;
    setClassSensors(c, 'D7', 1);
    setClassSensors(c, 'Kzinti CS', 2);
    extras(c, 'Fleets', 'K03A', { Concealment: 'Jamming' });
    // K03A's three D7s jam against the CS's two special sensors in its hex: its size stays unknown.
    expect(read(c)[FRAXIA]).toBe('Ships present: ships present');
    setClassSensors(c, 'Kzinti CS', 3);
    expect(read(c)[FRAXIA]).toBe('Basic hull type: 3xD7 KLI, 7xF5 KLI');
    // From next door (C15.30) the watchers need half the jammer's sensors: two against four jam, not against three.
    squadron(c, 'Z02A').location = next;
    setClassSensors(c, 'Kzinti CS', 1);
    expect(read(c)[FRAXIA]).toBe('Ships present: ships present');
    setClassSensors(c, 'Kzinti CS', 2);
    expect(read(c)[FRAXIA]).toBe('Size class and nationality: 3xSC3 KLI, 7xSC4 KLI');
  });

  it('keeps hidden and cloaked squadrons out of what a reactionary clause sees (D2, C6.20, C8.10); a jamming one stays in sight', () => {
    const { c } = fraxia();
    squadron(c, 'Z02A').location = FRAXIA;
    const w = () => new World(c, { rolls: [], roll: (n) => n }, undefined, GC_MAP.layout);
    const seen = () => sighted(w(), squadron(w().c, 'Z02A'), '').map((f) => f.id);
    expect(seen()).toEqual(['K03A', 'K04A']);
    extras(c, 'Fleets', 'K03A', { Concealment: 'Hidden' });
    extras(c, 'Fleets', 'K04A', { Concealment: 'Cloaked' });
    expect(seen()).toEqual([]);
    extras(c, 'Fleets', 'K04A', { Concealment: 'Jamming' });
    expect(seen()).toEqual(['K04A']);
  });
});
