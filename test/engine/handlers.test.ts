// Order modules are exhaustive by type: every fleet order kind has its module (orders/rules.ts), and a
// kind added to ORDER_KINDS without one does not compile (the @ts-expect-error below fails the type
// check if the table ever stops requiring every kind, as it did while DIPLOMATIC_KINDS was not `as const`).

import { RULES } from '../../src/engine/games/eaw/orders/rules';
import { FleetOrderKind, isDiplomatic, ORDER_KINDS } from '../../src/engine/games/eaw/orders';
import { OrderRule } from '../../src/engine/games/eaw/orders/rule';

describe('order modules', () => {
  it('every fleet order kind has its module, and nothing else has one', () => {
    expect(Object.keys(RULES).sort()).toEqual(ORDER_KINDS.filter((k) => !isDiplomatic(k)).sort());
  });

  it('each module answers for the kinds it is listed under', () => {
    for (const [kind, rule] of Object.entries(RULES)) expect(rule.kinds).toContain(kind);
  });

  it('a table missing a kind does not compile', () => {
    const { Jump: _jump, ...rest } = RULES;
    // @ts-expect-error: 'Jump' is missing, so this table is not a Record<FleetOrderKind, OrderRule>
    const incomplete: Record<FleetOrderKind, OrderRule<unknown>> = rest;
    expect(Object.keys(incomplete)).not.toContain('Jump');
  });
});
