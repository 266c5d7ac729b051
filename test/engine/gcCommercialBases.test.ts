// GC B4.20: Check workbook names a QCB of an empire without the tech, or built before Y170.
import { gcSampleCsv } from '../../scripts/gc-sample';
import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { gcSetupChecks } from '../../src/engine/games/gc/setup/setup';
import { setExtra } from '../../src/engine/games/gc/base/rows';

describe('GC commercial bases (B4.20)', () => {
  test('a QCB wants the tech and Y170', () => {
    const { campaign } = parseCampaign(csvSources(gcSampleCsv()));
    setExtra(campaign, 'Systems', 'H11', { 'Commercial base': 'QCB' });
    expect(gcSetupChecks(campaign)).toContain("Systems: H11's QCB: KZI has no QCB tech (Empires Techs; GC B4.20).");
    setExtra(campaign, 'Empires', 'KZI', { Techs: ['QCB'] });
    expect(gcSetupChecks(campaign)).toContain("Systems: H11's QCB: none may be produced before Y170 (GC B4.20).");
    campaign.settings.year = 170;
    expect(gcSetupChecks(campaign).filter((p) => p.includes('QCB'))).toEqual([]);
  });
});
