// What orders do is data (issue 9): a plan when the row is accepted and what was done when it ran, each
// a code and its facts, rendered to words in one place (orders/outcome.ts). The cases check the words
// over whole seasons; these check that results carry the data, and the renderer's pieces.

import { parseCampaign } from '../../src/sheets/tabs/load';
import { csvSources } from '../../src/sheets/tabs/template';
import { processSeason } from '../../src/engine/games/eaw/season';
import { seededDice } from '../../src/engine/core/dice';
import { Campaign } from '../../src/engine/core/model';
import { order } from '../support/builders';
import { doneText, planText } from '../../src/engine/games/eaw/orders/outcome';
import { sampleTexts } from '../support/sample';

const sample = (): Campaign => parseCampaign(csvSources(sampleTexts())).campaign;

describe('order outcomes as data', () => {
  it("each accepted order's result carries its plan, and what it did, as codes with their facts", () => {
    const c = sample();
    c.orders = {
      KLI: [order(2, 'KLI-3', 'Jump', 'S04 > S18'), order(3, 'KLI-1', 'Build', '', { buildClass: 'F5' }), order(4, 'KLI-2', 'Stay')],
    };
    const out = processSeason(c, seededDice('outcome'), 'outcome');
    const [jump, build, stay] = out.results.get('KLI')!;
    expect(jump.plan).toEqual({ code: 'jump', kind: 'Jump', route: ['S04', 'S18'], freeFromColony: false, mpPerLane: 1, rule: 'EaW 5a' });
    expect(build).toMatchObject({ status: 'done', plan: { code: 'build', shipClass: 'F5', fleet: 'KLI-1' } });
    expect(build.done).toMatchObject({ code: 'built', shipClass: 'F5', fleet: 'KLI-1', penalised: false });
    expect(build.text).toBe(`${doneText(build.done!)} (1 MP, ${c.classes.find((k) => k.name === 'F5')!.ebpv} BPV)`);
    expect(stay.plan).toEqual({ code: 'stay', fleet: 'KLI-2', at: c.fleets.find((f) => f.id === 'KLI-2')!.location });
  });

  it('the words come from planText and doneText alone, with the rule cited', () => {
    expect(planText({ code: 'jump', kind: 'Move FRD', route: ['S01', 'S02'], freeFromColony: false, mpPerLane: 3, rule: 'EaW 15e' })).toBe(
      'Move FRD S01 > S02 at 3 MP a lane (EaW 15e)',
    );
    expect(planText({ code: 'develop', development: 'Mine', system: 'S02', freighter: true })).toBe(
      'Develop a mine at S02 (free with a large freighter, EaW 12b)',
    );
    expect(doneText({ code: 'siege', roll: 7, needed: 7, falls: true, basesFirst: true, system: 'S10', fleet: 'KLI-3' })).toBe(
      'siege roll 7 succeeds, but the bases at S10 must fall first: the fortification stands (EaW 10c, 10e)',
    );
    expect(
      doneText({
        code: 'transferred',
        ships: ['KLI-10'],
        from: 'KLI-3',
        to: 'KLI-6',
        disbanded: false,
        nonCompliant: [{ fleet: 'KLI-6', problems: ['CBPV 700 over the cap of 600'] }],
      }),
    ).toBe('moved KLI-10 from KLI-3 to KLI-6; KLI-6 is now non-compliant: CBPV 700 over the cap of 600 (EaW 17g)');
    expect(
      doneText({ code: 'resupplied', fleet: 'KLI-1', repaired: [], co: 0, refits: [{ ship: 'KLI-02', to: 'F5B', readyAt: 'Y165 Fall' }] }),
    ).toBe('KLI-1 resupplied, KLI-02 converting to F5B, ready at the end of Y165 Fall (Staley LL5.2)');
  });
});
