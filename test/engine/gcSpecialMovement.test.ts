// GC D4.21, D4.23: a squadron on double time this turn fights at AF and DF -20% until Y178 (battles.ts
// gcFactorChange, specialMovement.ts).
import { join } from 'path';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gcFactorChange } from '../../src/engine/games/gc/combat/battles';
import { setExtra } from '../../src/engine/games/gc/base/rows';
import type { Battle } from '../../src/engine/core/model';
import { sampleTexts } from '../support/sample';

const load = () => parseCampaign(csvSources(sampleTexts(join(__dirname, '../../sheets-templates/gc-sample')))).campaign;
const battle = { place: { kind: 'system', system: 'I9' }, season: 'Y170 Turn 1 Segment 4' } as Battle;

describe('GC double time in battle (D4.21, D4.23)', () => {
  it('cuts AF and DF by 20% before Y178, and no more from Y178', () => {
    const c = load();
    const ship = c.ships.find((s) => s.fleet === 'K01A')!;
    expect(gcFactorChange(c, battle, ship)).toMatchObject({ af: 0, df: 0 });
    setExtra(c, 'Fleets', 'K01A', { 'High speed': 'DTM' });
    c.settings.year = 170;
    expect(gcFactorChange(c, battle, ship)).toMatchObject({ af: -20, df: -20 });
    c.settings.year = 178;
    expect(gcFactorChange(c, battle, ship)).toMatchObject({ af: 0, df: 0 });
  });
});
