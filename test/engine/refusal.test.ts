// Refusals are data (issue 9): a code and its facts, rendered to words in one place (orders/refusal.ts).
// The cases assert codes on whole seasons (`"refusal"` in test/cases); these check the pieces.

import { Command, parseOrder } from '../../src/engine/games/eaw/orders';
import { extrasItems } from '../../src/engine/games/eaw/orders/command';
import { RULES } from '../../src/engine/games/eaw/orders/rules';
import { isRefusal } from '../../src/engine/games/eaw/orders/rule';
import { refuse, refusalText } from '../../src/engine/games/eaw/orders/refusal';
import { Order } from '../../src/engine/core/model';

const order = (o: Partial<Order>): Order => ({
  row: 2,
  fleet: 'KLI-1',
  kind: 'Jump',
  target: '',
  ships: [],
  buildClass: '',
  extras: '',
  ...o,
});
const command = (o: Partial<Command>): Command => ({
  row: 2,
  fleet: 'KLI-1',
  kind: 'Build',
  target: '',
  ships: [],
  buildClass: '',
  extras: '',
  ...o,
});

describe('refusals as data', () => {
  it("a row's form is refused with a code and its facts, not a sentence", () => {
    const unknown = parseOrder(order({ kind: 'Jmup' }));
    expect('refusal' in unknown && unknown.refusal).toMatchObject({ code: 'unknown-order', typed: 'Jmup', near: 'Jump' });
    const noFleet = parseOrder(order({ fleet: '', kind: 'Stay' }));
    expect('refusal' in noFleet && noFleet.refusal).toMatchObject({ code: 'needs-fleet', kind: 'Stay' });
  });

  it('a cell longer than an order may hold is refused by its column before anything else is read (K12)', () => {
    const long = parseOrder(order({ kind: 'Jmup'.repeat(300), extras: 'x'.repeat(2000) }));
    expect('refusal' in long && long.refusal).toMatchObject({ code: 'cell-too-long', column: 'Order', length: 1200, limit: 1000 });
    expect(extrasItems('drone speed 10\nname Qoj')).toEqual([
      { word: 'drone speed', value: '10' },
      { word: 'name', value: 'Qoj' },
    ]);
  });

  it("each module's parse reads its Extras into parameters, or refuses with a code", () => {
    const build = RULES.Build.parse(command({ extras: 'fighters 6@6, name Kahless' }));
    expect(build).toMatchObject({ fighters: 6, fighterCbpv: 6, name: 'Kahless' });
    const bad = RULES.Build.parse(command({ extras: 'drone speed fast' }));
    expect(isRefusal(bad) && bad).toMatchObject({ code: 'extras-not-understood', item: 'drone speed fast' });
    const bases = RULES.Install.parse(command({ kind: 'Install', extras: 'GSA 4, moonbase 1' }));
    expect(isRefusal(bases) && bases).toMatchObject({ code: 'not-a-base', name: 'moonbase' });
    expect(RULES.Jump.parse(command({ kind: 'Jump', target: 'S04 > S18' }))).toEqual({ systems: ['S04', 'S18'] });
  });

  it('the words come from refusalText alone, with the rule cited', () => {
    expect(refusalText(refuse({ code: 'no-lane', from: 'S04', to: 'S22' }))).toBe('no warp lane S04–S22 (EaW 1d)');
    expect(refusalText(refuse({ code: 'short-of-mp', needed: 2, left: 1 }))).toBe('needs 2 MP, 1 left (EaW 5.0)');
    expect(refusalText(refuse({ code: 'no-such-system', system: 'S81', near: 'S18' }))).toBe('no system "S81" (did you mean S18?)');
  });
});

describe('a refusal says how to fix it where a fix exists (issue 20)', () => {
  it('names the fleet at the FRD that takes the ship, the way by lanes, the treaty to break', () => {
    expect(
      refusalText(
        refuse({
          code: 'build-breaks-fleet-rules',
          fleet: 'KLI-2',
          shipClass: 'C8',
          problems: ['CBPV 624 over the 600 cap (EaW 17.0)'],
          instead: ['KLI-6'],
        }),
      ),
    ).toBe(
      'KLI-2 with a new C8 would break the fleet rules: CBPV 624 over the 600 cap (EaW 17.0) (EaW 6c); it would fit in KLI-6 at the same FRD: name that fleet instead',
    );
    expect(refusalText(refuse({ code: 'build-breaks-fleet-rules', fleet: 'KLI-2', shipClass: 'C8', problems: ['x'] }))).not.toContain(
      'would fit',
    );
    expect(refusalText(refuse({ code: 'no-lane', from: 'S01', to: 'S21', way: ['S01', 'S04', 'S21'] }))).toBe(
      'no warp lane S01–S21 (EaW 1d); S21 is 2 lanes away: write "S01 > S04 > S21"',
    );
    expect(refusalText(refuse({ code: 'no-lane', from: 'S01', to: 'S99', way: [] }))).toBe('no warp lane S01–S99 (EaW 1d)');
    expect(refusalText(refuse({ code: 'no-lane', from: 'S01', to: 'S99', way: [], within: 10 }))).toBe(
      'no warp lane S01–S99 (EaW 1d); no way of 10 lanes or fewer leads there',
    );
    expect(refusalText(refuse({ code: 'interned', system: 'S05', owner: 'LYR', treaties: ['Non-Aggression'] }))).toBe(
      'interned at S05: your treaty with LYR closes its systems to warships (VBAM Non-Aggression); to enter, break it first (a Break order)',
    );
    expect(refusalText(refuse({ code: 'short-of-mp', needed: 3, left: 1 }))).toBe('needs 3 MP, 1 left (EaW 5.0)');
  });
});
