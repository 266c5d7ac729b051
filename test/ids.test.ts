// Ids are normalised once, when the tabs are read (sheets-templates/schema.ts marks the id columns):
// trimmed and in capitals, so the engine can compare them with ===.
import { parseCampaign } from '../src/sheets/load';
import { csvSources } from '../src/sheets/template';
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
});
