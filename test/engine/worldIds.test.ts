// Rule option K14: a fleet or ship id is never issued twice in a campaign, even once its holder is gone;
// the highest issued after each prefix is kept in the campaign's settings (the Campaign tab's rows).
import { Campaign } from '../../src/engine/core/model';
import { seededDice } from '../../src/engine/core/dice';
import { World } from '../../src/engine/core/world';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { changeWrites } from '../../src/sheets/tabs/save';
import { csvSources } from '../../src/sheets/tabs/template';
import { join } from 'path';
import { SAMPLE_DIR, sampleTexts } from '../support/sample';

const sample = (): Campaign => parseCampaign(csvSources(sampleTexts())).campaign;
const dice = seededDice('ids');

/** A world in which the highest-numbered Klingon ship (KLI-21 in the sample) and its fleet are destroyed. */
function destroyedHighest(c: Campaign): World {
  const w = new World(c, dice);
  const gone = w.c.ships.find((s) => s.id === 'KLI-21')!;
  w.removeShips([gone]);
  return w;
}

describe('ids never issued twice (K14)', () => {
  it('the sample campaign keeps no record yet: the next id follows the highest in use, as before', () => {
    const c = sample();
    expect(c.settings.idsIssued).toBeUndefined();
    expect(new World(c, dice).nextId('ship', 'KLI-')).toBe('KLI-22');
  });

  it('a ship destroyed as the highest-numbered one: the next build that turn and in later turns takes a new id', () => {
    const w = destroyedHighest(sample());
    expect(w.c.ships.some((s) => s.id === 'KLI-21')).toBe(false);
    expect(w.nextId('ship', 'KLI-')).toBe('KLI-22');
    expect(w.c.settings.idsIssued?.ship).toContain('KLI-21');
    // Next turn: a new world of the campaign as the turn left it.
    expect(new World(w.c, dice).nextId('ship', 'KLI-')).toBe('KLI-22');
  });

  it('counts each id issued: a ship built then destroyed is not built again under its id', () => {
    const w = new World(sample(), dice);
    const built = w.addShip({ ...w.c.ships.find((s) => s.id === 'KLI-21')!, id: w.nextId('ship', 'KLI-') });
    expect(built.id).toBe('KLI-22');
    w.removeShips([built]);
    const later = new World(w.c, dice);
    expect(later.nextId('ship', 'KLI-')).toBe('KLI-23');
    // Another prefix's count is its own, and fleets are numbered apart from ships.
    expect(later.c.settings.idsIssued?.ship).toEqual(expect.arrayContaining(['KLI-22']));
    expect(later.nextId('fleet', 'KLI-')).not.toBe('KLI-23');
  });

  it('a fleet that is gone: its id is not issued again either', () => {
    const w = new World(sample(), dice);
    const highest = w.nextId('fleet', 'KLI-');
    const f = w.addFleet({ ...w.c.fleets.find((x) => x.empire === 'KLI')!, id: highest });
    w.removeFleet(f);
    expect(new World(w.c, dice).nextId('fleet', 'KLI-')).not.toBe(highest);
  });

  it('a fork (an empire checking its orders) numbers after the record too', () => {
    const base = new World({ ...destroyedHighest(sample()).c, orders: {} }, dice);
    const fork = new World({ ...base.c, orders: { KLI: [] } }, dice, base);
    expect(fork.nextId('ship', 'KLI-')).toBe('KLI-22');
  });

  // Each game's sample, as its Campaign tab reads it (its ruleset): the highest ship of an empire destroyed, then a new id.
  it.each([
    ['VBAM-SFB', 'vbam-sample', 'ROM-', 'ROM-10', 'ROM-11'],
    ['Galactic Conquest', 'gc-sample', 'LYR-', 'LYR-05', 'LYR-06'],
    ['Staley', 'staley-sample', 'ROM-', 'ROM-07', 'ROM-08'],
  ])('%s: the highest ship destroyed, the next id is not its own', (game, dir, prefix, highest, next) => {
    const loaded = parseCampaign(csvSources(sampleTexts(join(SAMPLE_DIR, '..', dir))));
    expect(loaded.campaign.settings.ruleset).toBe(game);
    const w = new World(loaded.campaign, dice);
    const gone = w.c.ships.find((s) => s.id === highest)!;
    expect(gone.id).toBe(highest);
    w.removeShips([gone]);
    expect(new World(w.c, dice).nextId('ship', prefix)).toBe(next);
  });

  it('round-trips through the Campaign tab: written as its Ship ids issued row, read back the same', () => {
    const texts = sampleTexts();
    const values = csvSources(texts);
    const w = destroyedHighest(parseCampaign(values).campaign);
    const change = { campaign: w.c, log: [], reports: new Map(), reportMode: 'replace' as const };
    const rows = changeWrites(values, change).find((x) => x.tab === 'Campaign')!.rows;
    expect(rows.find((r) => r[0] === 'Ship ids issued')?.[1]).toBe('KLI-21');
    const read = parseCampaign(new Map([...values, ['Campaign', rows]]));
    expect(read.problems).toEqual([]);
    expect(read.campaign.settings.idsIssued).toEqual(w.c.settings.idsIssued);
    expect(new World(read.campaign, dice).nextId('ship', 'KLI-')).toBe('KLI-22');
  });
});
