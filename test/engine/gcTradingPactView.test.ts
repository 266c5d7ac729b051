// GC C30.20, C30.30, C30.80 (rule option GC274): every admiral reads who has a trading pact with whom (the
// Empires Trading pacts column is public), but the FTs at an end only where it is that end's partner; the
// owner reads its own ends whole, and the GM everything.
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gmView, viewFor } from '../../src/engine/core/view';
import { GC_VIEW } from '../../src/engine/games/gc/view';
import { setExtra } from '../../src/engine/games/gc/base/rows';

describe('GC trading pacts: what each admiral reads of the FTs at each end (C30.20, C30.80, GC274)', () => {
  const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
  setExtra(campaign, 'Empires', 'KLI', { 'Trading pacts': ['LYR 10', 'KZI 3'] });
  setExtra(campaign, 'Empires', 'LYR', { 'Trading pacts': 'KLI 5' });
  const pacts = (reader: string | undefined, empire: string) =>
    (reader ? viewFor(GC_VIEW, campaign, reader) : gmView(GC_VIEW, campaign)).extras.Empires?.[empire]?.['Trading pacts'];

  it('shows the owner and the GM every end whole', () => {
    expect(pacts('KLI', 'KLI')).toEqual(['LYR 10', 'KZI 3']);
    expect(pacts(undefined, 'KLI')).toEqual(['LYR 10', 'KZI 3']);
  });

  it("shows a partner the FTs of its own end of the other's pool, and the other pacts' partners alone", () => {
    expect(pacts('LYR', 'KLI')).toEqual(['LYR 10', 'KZI']);
    expect(pacts('KZI', 'KLI')).toEqual(['LYR', 'KZI 3']);
    expect(pacts('KLI', 'LYR')).toBe('KLI 5');
  });

  it('shows an empire with no pact of its own the partners and no FTs', () => {
    expect(pacts('HYD', 'KLI')).toEqual(['LYR', 'KZI']);
    expect(pacts('HYD', 'LYR')).toBe('KLI');
  });
});
