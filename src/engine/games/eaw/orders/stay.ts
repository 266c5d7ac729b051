// Stay: the fleet keeps its place and moves no more this season (it costs nothing, EaW 5.0).

import type { OrderRule } from './rule';

export const stay: OrderRule<null> = {
  kinds: ['Stay'],
  parse: () => null,
  check: () => undefined,
  plan: (plot, cmd) => ({
    plan: { code: 'stay', fleet: plot.w.fleet(cmd.fleet)!.id, at: plot.place(cmd.fleet) },
    when: 'now',
    locks: 'was ordered to stay',
  }),
  offered: () => true,
};
