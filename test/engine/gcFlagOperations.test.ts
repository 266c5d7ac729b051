// GC D6.25-D6.27 with C19.50 and C22.20 (rule option GC320): EFO, REFO and CEFO lighten a squadron's command
// slots; a DWX has EFO of its own, a CWX no REFO; CEFO frees a carrier's escorts, which fight with no AF.
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gcSetupChecks } from '../../src/engine/games/gc/setup/setup';
import { squadronShips } from '../../src/engine/games/gc/forces/attrition';
import { setExtra } from '../../src/engine/games/gc/base/rows';
import { gcTraits } from '../../src/engine/games/gc/combat/battleReserve';
import type { Campaign, ShipClass } from '../../src/engine/core/model';
import { World } from '../../src/engine/core/world';
import { GC_MAP } from '../../src/engine/games/gc/base/map';

/** K80A at O37 (no one's space): a Klingon D7 (command rating 8) and `classes`; CW, CWX, DW and DWX classes of size class 3 or 4. */
function squadron(classes: string[]): Campaign {
  const { campaign: c } = parseCampaign(csvSources(gcSampleCsv()));
  const d7 = c.classes.find((k) => k.name === 'D7')!;
  const extra: [string, number, string, string[]][] = [
    ['CWK', 3, 'CW', []],
    ['CWXK', 3, 'CW', ['X-ship']],
    ['DWK', 4, 'DW', []],
    ['DWXK', 4, 'DW', ['X-ship']],
    ['CVK', 3, '', ['carrier']],
    ['ESK', 4, '', ['escort']],
  ];
  for (const [name, sizeClass, hull, roles] of extra) {
    c.classes.push({ ...d7, name, hull: name, sizeClass, roles, commandRating: 2, escorts: name === 'CVK' ? ['ESK'] : [] } as ShipClass);
    (c.tables ??= {})['Class movement'] = [
      ...(c.tables['Class movement'] ?? []),
      { Class: name, 'Warp boxes': 30, 'Move cost': '1', 'Hull type': hull },
    ];
  }
  c.fleets.push({ ...c.fleets[0], id: 'K80A', empire: 'KLI', location: 'O37' });
  ['D7', ...classes].forEach((k, i) => c.ships.push({ ...c.ships[0], id: `K80A-${i}`, empire: 'KLI', fleet: 'K80A', shipClass: k }));
  return c;
}
const world = (c: Campaign) => new World(c, { rolls: [], roll: (n) => n }, undefined, GC_MAP.layout);
const checks = (c: Campaign) => gcSetupChecks(c).filter((p) => p.includes('K80A'));
const over = (ships: number, slots: number) =>
  `Fleets: K80A has ${ships} ships taking ${slots} slots by flag operations (GC D6.25-D6.27); its command ship K80A-0 (command rating 8) commands itself and 8 more (GC D6.10).`;

describe('GC flag operations (D6.25-D6.27, C19.50; rule option GC320)', () => {
  test('a DWX has EFO without the tech: nine DWXs take six slots (C19.50)', () => {
    expect(checks(squadron(Array(9).fill('DWXK')))).toEqual([]);
    // Nine plain DWs without EFO take nine: 10 in all, over the D7's 9.
    expect(checks(squadron(Array(9).fill('DWK')))).toEqual([expect.stringContaining('K80A has 10 ships; its command ship')]);
  });

  test('REFO lightens CWs and pools with EFO (one CW and two SC4s take two), never a CWX (D6.26, C19.50)', () => {
    const c = squadron([...Array(5).fill('CWK'), ...Array(7).fill('DWK')]);
    setExtra(c, 'Empires', 'KLI', { Techs: 'EFO, REFO' });
    // 12 lightened ships take 8: 9 in all.
    expect(checks(c)).toEqual([]);
    const x = squadron([...Array(5).fill('CWXK'), ...Array(7).fill('DWK')]);
    setExtra(x, 'Empires', 'KLI', { Techs: 'EFO, REFO' });
    // The CWXs take a slot each; the seven DWs take five: 1 + 5 + 5 = 11 slots of 13 ships.
    expect(checks(x)).toEqual([over(13, 11)]);
  });

  test("CEFO frees as few of a carrier's escorts as the command rating needs; they fight with no AF (D6.27)", () => {
    const c = squadron(['CVK', 'ESK', 'ESK', ...Array(7).fill('D7')]);
    // 11 ships, over the D7's 9 by two; CEFO I frees one escort, CEFO II both.
    setExtra(c, 'Empires', 'KLI', { Techs: 'CEFO I' });
    expect(checks(c)).toEqual([over(11, 10)]);
    setExtra(c, 'Empires', 'KLI', { Techs: 'CEFO II' });
    expect(checks(c)).toEqual([]);
    const w = world(c);
    expect(
      squadronShips(w, w.fleet('K80A')!)
        .filter((s) => s.cefoFree)
        .map((s) => s.id),
    ).toEqual(['K80A-2', 'K80A-3']);
    const battle = c.battles[0] ?? ({} as Parameters<typeof gcTraits>[1]);
    expect(w.shipsOf('K80A').map((s) => !!gcTraits(w, battle, s).noAf)).toEqual([false, false, true, true, ...Array(7).fill(false)]);
    // With one ship fewer, CEFO II frees a single escort: the other keeps its AF.
    c.ships = c.ships.filter((s) => s.id !== 'K80A-10');
    const w2 = world(c);
    expect(
      squadronShips(w2, w2.fleet('K80A')!)
        .filter((s) => s.cefoFree)
        .map((s) => s.id),
    ).toEqual(['K80A-2']);
  });
});
