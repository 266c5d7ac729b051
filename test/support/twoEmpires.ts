// The sample cut down to some of its empires: for the fault sweeps, which run an action once per write
// point, where the number of admirals is not the point. The other empires' rows go from every tab that
// names them (their systems left unowned and unexplored by them), and their Orders tabs with them; the
// map, the classes and the kept empires' fleets, ships and orders stay as the sample has them.
import type { loadAddOn } from '../fake/addon';

type Loaded = ReturnType<typeof loadAddOn>;

/** Cuts a New campaign's sample (no action run yet) to the empires named, as a GM editing the tabs would. */
export function cutTo(...kept: string[]): (loaded: Loaded) => Loaded {
  return (loaded) => {
    const { fake } = loaded;
    const dropped = (v: unknown) => /^[A-Z]{3}$/.test(String(v)) && !kept.includes(String(v));
    for (const tab of ['Empires', 'Fleets', 'Ships', 'Treasury', 'Treaties']) {
      const [header, ...rows] = fake.sheetValues(tab);
      const cols = header.map((h, i) => (/^Empire( [AB])?$/.test(String(h)) ? i : -1)).filter((i) => i >= 0);
      fake.loadTab(tab, [header, ...rows.filter((r) => !cols.some((i) => dropped(r[i])))]);
    }
    const [header, ...systems] = fake.sheetValues('Systems');
    const col = (name: string) => header.indexOf(name);
    fake.loadTab('Systems', [
      header,
      ...systems.map((r) => {
        const row = [...r];
        if (dropped(row[col('Owner')])) for (const h of ['Owner', 'Development', 'Developed in']) row[col(h)] = '';
        row[col('Explored by')] = String(row[col('Explored by')])
          .split(/,\s*/)
          .filter((e) => e && !dropped(e))
          .join(', ');
        return row;
      }),
    ]);
    for (const sheet of fake.spreadsheet.getSheets()) {
      const name = sheet.getName();
      if (/^Orders /.test(name) && dropped(name.slice('Orders '.length))) fake.spreadsheet.deleteSheet(sheet);
    }
    return loaded;
  };
}

/** Klingons and Kzinti: KLI-5 still meets KZI-6 in Summer (mapCampaigns.ts). */
export const twoEmpires = cutTo('KLI', 'KZI');
