// Ids are normalised once, when the tabs are read (sheets-templates/schema.ts marks the id columns):
// trimmed and in capitals, so the engine can compare them with ===.
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { sampleTexts } from './support/sample';

describe('ids at the boundary', () => {
  it('reads ids typed in lower case with spaces around them as the same ids: fleets, ships, empires, systems, orders', () => {
    const texts = sampleTexts();
    const typed = { ...texts };
    // Every id cell of these tabs lower-cased and padded, as a GM might type them.
    const sloppy = (csv: string) => csv.replace(/\b(KLI|KZI|LYR|HYD)-(\w+)/g, (m) => ` ${m.toLowerCase()} `);
    for (const tab of ['Fleets', 'Ships', 'Orders KLI']) typed[tab] = sloppy(texts[tab]);
    typed.Lanes = texts.Lanes.replace(/\bS(\d+)/g, 's$1');
    const clean = parseCampaign(csvSources(texts));
    const read = parseCampaign(csvSources(typed));
    expect(read.problems).toEqual([]);
    expect(read.campaign.fleets.map((f) => [f.id, f.empire, f.location])).toEqual(
      clean.campaign.fleets.map((f) => [f.id, f.empire, f.location]),
    );
    expect(read.campaign.ships.map((s) => [s.id, s.fleet])).toEqual(clean.campaign.ships.map((s) => [s.id, s.fleet]));
    expect(read.campaign.lanes).toEqual(clean.campaign.lanes);
    expect(read.campaign.orders.KLI.map((o) => [o.fleet, o.target, o.ships])).toEqual(
      clean.campaign.orders.KLI.map((o) => [o.fleet, o.target, o.ships]),
    );
  });

  it('keeps names that are not ids as written: ship classes and ship names', () => {
    const { campaign } = parseCampaign(csvSources(sampleTexts()));
    expect(campaign.ships.some((s) => s.shipClass !== s.shipClass.toUpperCase())).toBe(true);
    expect(campaign.ships.some((s) => s.name !== s.name.toUpperCase())).toBe(true);
  });

  it('gives a name that refers to another tab the spelling of the row it names: classes, races, battles', () => {
    const texts = sampleTexts();
    const typed = {
      ...texts,
      Ships: texts.Ships.replace('KLI-01,KLI,KLI-1,C8,', 'KLI-01,KLI,KLI-1, c8 ,'),
      Empires: texts.Empires.replace(/,Klingon,/, ',KLINGON,'),
      Battles: 'Battle,Season,System,Status\nY165-Spring-S18-1,Y165 Spring,S18,Pending\n',
      'Battle ships': 'Battle,Side,Fleet,Ship,Class,Result\n y165-spring-s18-1 ,A,KLI-1,KLI-01,C8,\n',
    };
    const { campaign } = parseCampaign(csvSources(typed));
    expect(campaign.ships.find((x) => x.id === 'KLI-01')!.shipClass).toBe('C8');
    expect(campaign.empires.find((e) => e.id === 'KLI')!.race).toBe('Klingon');
    expect(campaign.battleShips.map((r) => r.battle)).toEqual(['Y165-Spring-S18-1']);
  });
});
