// GC C9.11, C9.20, C9.42: Check workbook names a computer-operated ship with a legendary officer, a special
// crew on a base, and a Special crew beside a Crew that is not Normal (crew.ts).
import { join } from 'path';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { GALACTIC_CONQUEST } from '../../src/engine/games/gc';
import { setExtra } from '../../src/engine/games/gc/base/rows';
import { sampleTexts } from '../support/sample';

const load = () => parseCampaign(csvSources(sampleTexts(join(__dirname, '../../sheets-templates/gc-sample')))).campaign;

describe('GC special crew in Check workbook (C9.11, C9.20, C9.42)', () => {
  it('finds nothing in the sample', () => {
    expect(GALACTIC_CONQUEST.setupChecks(load()).filter((p) => p.includes('C9.'))).toEqual([]);
  });

  it('names a computer-operated ship with a legendary admiral, and a green crew also marked Poor', () => {
    const c = load();
    setExtra(c, 'Ships', 'KLI-05', { 'Special crew': 'Computer', 'Legendary admiral': true });
    setExtra(c, 'Ships', 'KLI-06', { 'Special crew': 'Green' });
    c.ships.find((s) => s.id === 'KLI-06')!.crew = 'Poor';
    const found = GALACTIC_CONQUEST.setupChecks(c).filter((p) => p.includes('C9.'));
    expect(found).toEqual([
      'Ships: KLI-05 is computer-operated: it carries no legendary officer (GC C9.11).',
      'Ships: KLI-06 has a Green crew: its Crew is Normal, not Poor (GC C9.11, C9.42).',
    ]);
  });
});
