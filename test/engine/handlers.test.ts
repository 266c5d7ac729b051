// Order handlers are exhaustive by type: every fleet order kind has its handler, and a kind added to
// ORDER_KINDS without one does not compile (the @ts-expect-error below fails the type check if the
// handler table ever stops requiring every kind, as it did while DIPLOMATIC_KINDS was not `as const`).

import { HANDLERS } from '../../src/engine/season';
import { FleetOrderKind, isDiplomatic, ORDER_KINDS } from '../../src/engine/orders';
import { Handler } from '../../src/engine/plotting';

describe('order handlers', () => {
  it('every fleet order kind has its handler, and nothing else has one', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual(ORDER_KINDS.filter((k) => !isDiplomatic(k)).sort());
  });

  it('a handler table missing a kind does not compile', () => {
    const { Jump: _jump, ...rest } = HANDLERS;
    // @ts-expect-error: 'Jump' is missing, so this table is not a Record<FleetOrderKind, Handler>
    const incomplete: Record<FleetOrderKind, Handler> = rest;
    expect(Object.keys(incomplete)).not.toContain('Jump');
  });
});
