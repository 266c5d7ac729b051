// VBAM Intel (VB59): what an admiral sees of other powers. The Kzinti CA's BPV (110) is its own race's
// class, not the Federation CA's (125).
import { World } from '../../../src/engine/core/world';
import { seededDice } from '../../../src/engine/core/dice';
import { VBAM_VIEW } from '../../../src/engine/games/vbam/view';
import { vbamCampaign } from '../../support/vbamCase';

/** The fleets given, one ship each; the Federation DD a scout or not. */
function world(fleets: [string, string, string, string][], scoutDd: boolean): World {
  const c = vbamCampaign((tabs) => {
    tabs.Fleets = fleets.map(([fleet, empire, at]) => ({ Fleet: fleet, Empire: empire, Location: at }));
    tabs.Ships = fleets.map(([fleet, empire, , cls]) => ({ Ship: `${fleet}-1`, Empire: empire, Fleet: fleet, Class: cls, 'CO %': 0 }));
    tabs['Unit list'] = tabs['Unit list'].map((r) =>
      r.Empire === 'Federation' && r.Class === 'DD' && scoutDd ? { ...r, Traits: 'Scout(1)' } : r,
    );
  });
  return new World(c, seededDice('view'));
}

describe('VBAM Intel: sightings (VB59)', () => {
  it('fleets and colonies see the sectors next to them, with the BPV of foreign fleets there', () => {
    const w = world(
      [
        ['F1', 'FED', '0200', 'CA'],
        ['K1', 'KZI', '0300', 'CA'],
        ['K2', 'KZI', '0500', 'CA'],
      ],
      false,
    );
    const seen = VBAM_VIEW.sightings(w, 'FED');
    expect(seen.map((s) => s.system)).toEqual(['0000', '0100', '0300']);
    expect(seen.find((s) => s.system === '0300')).toMatchObject({ scout: false, fleets: [110] });
  });

  it('a fleet with a Scout unit sees two sectors away; a crippled scout sees as any ship', () => {
    const w = world(
      [
        ['F1', 'FED', '0300', 'DD'],
        ['K2', 'KZI', '0500', 'CA'],
      ],
      true,
    );
    expect(VBAM_VIEW.sightings(w, 'FED').find((s) => s.system === '0500')).toMatchObject({ scout: true, fleets: [110] });
    w.ship('F1-1')!.condition = 'Crippled';
    expect(VBAM_VIEW.sightings(w, 'FED').some((s) => s.system === '0500')).toBe(false);
  });
});
