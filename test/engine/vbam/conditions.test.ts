// VBAM special conditions: the allowed empires, the HDW designations' BPV surcharges (VB68), and the
// Sentries a civilian fleet may take (VBAM Civilian Fleets), as Check workbook finds them.

import { cls, fleet, ship } from '../../support/builders';
import { allowedRace, classCbpv, conditionProblems, hdwDesignation, HDW_SURCHARGE } from '../../../src/engine/games/vbam/conditions';
import { vbamSetupChecks } from '../../../src/engine/games/vbam/setup';
import type { Campaign, Empire } from '../../../src/engine/core/model';

const empire = (id: string, race: string) => ({ id, race, status: '' }) as Empire;
const campaign = (over: Partial<Campaign>) =>
  ({ empires: [], classes: [], fleets: [], ships: [], systems: [], ...over }) as unknown as Campaign;

describe('VBAM special conditions', () => {
  it('allows the twelve empires of the document, by a word of their race, and names any other', () => {
    expect(['Federation', 'Klingon Empire', 'ISC', 'Interstellar Concordium', 'Frax', 'Peladine'].every(allowedRace)).toBe(true);
    expect(allowedRace('Orion')).toBe(false);
    expect(conditionProblems(campaign({ empires: [empire('ORI', 'Orion'), empire('FED', 'Federation')] }))).toEqual([
      expect.stringContaining(`ORI's race "Orion" is not one of the empires VBAM-SFB allows`),
    ]);
  });

  it('gives each HDW designation its BPV surcharge: -C +22, -H +20, -K +10, -P +30, -S +20, -V +20 (VB68)', () => {
    expect(HDW_SURCHARGE).toEqual({ C: 22, H: 20, K: 10, P: 30, S: 20, V: 20 });
    expect(hdwDesignation('HDW-C')).toBe('C');
    expect(hdwDesignation('HDW')).toBe('');
    expect(hdwDesignation('HDWX')).toBeUndefined();
    const classes = [cls('HDW', { race: 'Klingon', cbpv: 100 }), cls('HDW', { race: 'Federation', cbpv: 120 })];
    expect(classCbpv(classes, 'Klingon', 'HDW-P')).toBe(130);
    expect(classCbpv(classes, 'Federation', 'HDW-K')).toBe(130);
    expect(classCbpv(classes, 'Klingon', 'HDW-Z')).toBe(100);
    expect(classCbpv(classes, 'Romulan', 'HDW-C')).toBeUndefined();
  });

  it('names an HDW variant row whose BPV is not the HDW plus its surcharge', () => {
    const classes = [
      cls('HDW', { race: 'Klingon', cbpv: 100 }),
      cls('HDW-C', { race: 'Klingon', cbpv: 122 }),
      cls('HDW-S', { race: 'Klingon', cbpv: 110 }),
    ];
    expect(conditionProblems(campaign({ classes }))).toEqual([
      "Classes: Klingon HDW-S has CBPV 110; an HDW-S is the HDW's 100 + 20 = 120.",
    ]);
  });

  it('takes only size-class-4 warships as Sentries of a civilian fleet (VBAM Civilian Fleets)', () => {
    const c = campaign({
      empires: [empire('FED', 'Federation')],
      classes: [cls('FF', { race: 'Federation', sizeClass: 4 }), cls('CA', { race: 'Federation', sizeClass: 3 })],
      fleets: [fleet('FED-1', { empire: 'FED' }), fleet('FED-2', { empire: 'FED' })],
      ships: [
        ship('Trade Fleet', { id: 'T1', empire: 'FED', fleet: 'FED-1' }),
        ship('FF', { id: 'F1', empire: 'FED', fleet: 'FED-1' }),
        ship('CA', { id: 'C1', empire: 'FED', fleet: 'FED-1' }),
        ship('CA', { id: 'C2', empire: 'FED', fleet: 'FED-2' }),
      ],
      tables: {
        Tech: [{ Empire: 'FED', 'Tech year': 170 }],
        'Unit list': ['Trade Fleet', 'FF', 'CA'].map((Class) => ({
          Empire: 'Federation',
          Class,
          Cost: '5',
          Maintenance: '1/1',
          Traits: [],
        })),
      },
    });
    expect(vbamSetupChecks(c)).toEqual([
      'Fleets: FED-1 holds a civilian fleet, and C1 (CA) is size class 3; only size class 4 ships can be Sentries (VBAM Civilian Fleets).',
    ]);
  });
});
