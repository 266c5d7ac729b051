// GC C22.20, C22.30: a squadron mixing allied empires' ships loads (an enemy's ship in it does not), and
// Check workbook names one that no ship of the empires that may command it can command whole (rule option GC254).
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gcSetupChecks } from '../../src/engine/games/gc/setup';
import { alliedShip } from '../../src/engine/games/gc/mixedSquadrons';
import { brokenReferences } from '../../src/engine/core/references';
import type { Battle, Campaign } from '../../src/engine/core/model';
import { World } from '../../src/engine/core/world';
import { GC_MAP } from '../../src/engine/games/gc/map';
import { askLegendary } from '../../src/engine/games/gc/legendary';
import { LEGENDARY_ADMIRAL, setExtra } from '../../src/engine/games/gc/rows';

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

  test('EFO serves a mixed squadron only when every empire with ships in it has it (D6.25, C22.20; rule option GC292)', () => {
    // Out of anyone's space the D7 commands 9 slots; EFO makes the eight F5s six slots: 8 in all.
    const both = mixed('O37');
    setExtra(both, 'Empires', 'KLI', { Techs: 'EFO' });
    setExtra(both, 'Empires', 'LYR', { Techs: 'EFO' });
    expect(fleets(both)).toEqual([]);
    const one = mixed('O37');
    setExtra(one, 'Empires', 'KLI', { Techs: 'EFO' });
    expect(fleets(one)).toContain(
      'Fleets: K60A may not use EFO: LYR has not the tech, and every empire with ships in a squadron must (GC C22.20, D6.25).',
    );
    // A one-empire squadron of the Klingons' uses their EFO: the D7 and ten F5s take 1 + 7 slots, within the D7's 9.
    const own = mixed('O37');
    setExtra(own, 'Empires', 'KLI', { Techs: 'EFO' });
    own.ships = own.ships.filter((x) => x.id !== 'LYR-60');
    own.ships.push({ ...own.ships.find((x) => x.id === 'KLI-61')!, id: 'KLI-69' });
    own.ships.push({ ...own.ships.find((x) => x.id === 'KLI-61')!, id: 'KLI-70' });
    expect(fleets(own)).toEqual([]);
  });

  test("a legendary admiral aboard an ally's ship decides for the squadron only where his empire may command it (A1.10, A12.211, C22.30; GC292)", () => {
    const battle = (c: Campaign): Battle => ({ ...(c.battles[0] ?? ({} as Battle)), id: 'B1', fleetA: 'K60A', fleetB: 'Z01A' });
    const asked = (hex: string) => {
      const c = mixed(hex);
      setExtra(c, 'Ships', 'LYR-60', { [LEGENDARY_ADMIRAL]: true });
      const w = new World(c, { rolls: [], roll: (n) => n }, undefined, GC_MAP.layout);
      askLegendary(w, [battle(c)], 12);
      return (w.c.rulings ?? []).map((r) => `${r.empire}: ${r.about}`);
    };
    // In Lyran space (O39) the Lyran CC may command the squadron: the Lyran admiral chooses.
    expect(asked('O39')).toEqual(['LYR: Legendary admiral: B1 K60A']);
    // Out of it the Klingons give the command ship (C22.30): the Lyran admiral is a passenger.
    expect(asked('O37')).toEqual([]);
  });
});
