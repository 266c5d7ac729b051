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
