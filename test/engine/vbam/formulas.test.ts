// A VBAM-SFB fleet's strength and check on the Fleets tab: crippled units count half (VB103), and a fleet
// whose units are all crippled is crippled (`VBAM Civilian Fleets`).

import { Catalog } from '../../../src/engine/core/catalog';
import { newShip, ShipClass } from '../../../src/engine/core/model';
import { VBAM_FORMULAS } from '../../../src/engine/games/vbam/formulas';

const catalog = new Catalog([{ name: 'CA', race: 'Federation', cbpv: 125, ebpv: 125 } as ShipClass]);
const ship = (id: string, condition: 'OK' | 'Crippled') => ({ ...newShip(id, 'FED', 'F1', 'CA', 0), condition });

describe('VBAM Fleet composition: a fleet with crippled units (VB103)', () => {
  it('counts a crippled unit at half its CBPV, rounded down', () => {
    expect(VBAM_FORMULAS.fleetCbpv([ship('A', 'OK'), ship('B', 'Crippled')], catalog)).toBe(125 + 62);
  });

  it('judges a fleet whose units are all crippled Crippled, not OK', () => {
    const judge = VBAM_FORMULAS.fleetJudge(catalog, 170, 168, 'Turn 1');
    expect(judge([ship('A', 'OK'), ship('B', 'Crippled')])).toBe('OK');
    expect(judge([ship('A', 'Crippled'), ship('B', 'Crippled')])).toMatch(/^Crippled: every unit is crippled/);
  });
});
