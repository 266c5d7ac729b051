// GC C22.20, C22.30: a squadron mixing allied empires' ships loads (an enemy's ship in it does not), and
// Check workbook names one that no ship of the empires that may command it can command whole (rule option GC254).
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gcSetupChecks } from '../../src/engine/games/gc/setup';
import { alliedShip } from '../../src/engine/games/gc/mixedSquadrons';
import { brokenReferences } from '../../src/engine/core/references';
import type { Campaign } from '../../src/engine/core/model';

/** The C22.20 example in the sample: K60A at `hex`, a Klingon D7 (command rating 8) and eight F5s with a Lyran CC (10). */
function mixed(hex: string): Campaign {
  const { campaign: c } = parseCampaign(csvSources(gcSampleCsv()));
  c.fleets.push({ ...c.fleets[0], id: 'K60A', name: 'Expedition', location: hex });
  const ship = (id: string, empire: string, shipClass: string) => c.ships.push({ ...c.ships[0], id, empire, fleet: 'K60A', shipClass });
  ship('KLI-60', 'KLI', 'D7');
  for (let i = 1; i <= 8; i++) ship(`KLI-6${i}`, 'KLI', 'F5');
  ship('LYR-60', 'LYR', 'Lyran CC');
  return c;
}
const fleets = (c: Campaign) => gcSetupChecks(c).filter((p) => p.includes('K60A'));

describe('GC mixed squadrons (C22.20, C22.30)', () => {
  test("an ally's ship may serve in a squadron; an enemy's may not", () => {
    const c = mixed('O39');
    const refs = (x: Campaign) => brokenReferences(x, { foreignShip: alliedShip }).map((b) => b.text);
    expect(refs(c)).toEqual([]);
    c.ships.push({ ...c.ships[0], id: 'KZI-60', empire: 'KZI', fleet: 'K60A', shipClass: 'Kzinti CC' });
    expect(refs(c)).toEqual(['Ship KZI-60 of KZI is in fleet K60A of another empire']);
  });

  test("in the host's space its ship commands the visitors (C22.20); elsewhere the empire with the most ships gives the command ship (C22.30)", () => {
    // O39 is Lyran: the Lyran CC commands itself and 10 more, all 10 ships. I9 is Klingon: any of its ships may command, the CC too.
    expect(fleets(mixed('O39'))).toEqual([]);
    expect(fleets(mixed('I9'))).toEqual([]);
    // O37 is no empire's: the Klingons (9 ships to 1) give the command ship, the D7 commands 9: the CC must be broken off.
    expect(fleets(mixed('O37'))).toEqual([
      'Fleets: K60A mixes KLI and LYR ships in space of no empire (O37): only KLI (the most ships) may give its command ship, and KLI-60 (command rating 8) commands itself and 8 more of its 10: break a ship off (GC C22.30).',
    ]);
  });
});
