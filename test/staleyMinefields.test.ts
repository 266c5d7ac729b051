// Staley minefields' secrecy (BB4, rule option ST81): each admiral's Minefields tab holds its own fields
// and those it has found, never who else found one; its Empires row shows its own packages in stock alone.
import { parseCampaign } from '../src/sheets/tabs/load';
import { csvSources } from '../src/sheets/tabs/template';
import { viewFor } from '../src/engine/core/view';
import { STALEY } from '../src/engine/games/staley';
import { MINEFIELDS_TAB } from '../src/engine/games/staley/minefields';
import { STALEY_SAMPLE_DIR } from '../scripts/staley-sample';
import { sampleTexts } from './support/sample';

describe('Staley minefields: what each admiral sees (BB4)', () => {
  const c = parseCampaign(csvSources(sampleTexts(STALEY_SAMPLE_DIR))).campaign;
  c.tables![MINEFIELDS_TAB.name] = [
    { Empire: 'LYR', Hex: '1108', Packages: 4, 'Detected by': ['KLI', 'ROM'] },
    { Empire: 'GRN', Hex: '1408', Packages: 3, 'Detected by': [] },
    { Empire: 'KLI', Hex: '0912', Packages: 5, 'Detected by': ['FED'] },
  ];
  const seen = (empire: string) => viewFor(STALEY.view, c, empire).tables[MINEFIELDS_TAB.name];

  it('the layer and the races that found a field see it, without the Detected by column; no one else does', () => {
    expect(seen('KLI')).toEqual([
      { Empire: 'LYR', Hex: '1108', Packages: 4 },
      { Empire: 'KLI', Hex: '0912', Packages: 5 },
    ]);
    expect(seen('LYR')).toEqual([{ Empire: 'LYR', Hex: '1108', Packages: 4 }]);
    expect(seen('FED')).toEqual([{ Empire: 'KLI', Hex: '0912', Packages: 5 }]);
    expect(seen('GRN')).toEqual([{ Empire: 'GRN', Hex: '1408', Packages: 3 }]);
    expect(seen('HYD')).toEqual([]);
    // No admiral's view names a race that found a field (only the GM's Detected by does).
    for (const e of c.empires) expect(JSON.stringify(seen(e.id))).not.toContain('Detected by');
  });

  it("the Empires tab's Mine packages (BB4.31: 12 at the start) is its own admiral's alone", () => {
    const empires = viewFor(STALEY.view, c, 'KLI').extras.Empires ?? {};
    expect(empires.KLI?.['Mine packages']).toBe(12);
    expect(empires.FED?.['Mine packages']).toBeUndefined();
  });
});
