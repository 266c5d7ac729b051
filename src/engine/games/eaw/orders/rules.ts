// Every fleet order kind's module (rule.ts): a kind without one does not compile.

import type { FleetOrderKind } from './command';
import type { OrderRule } from './rule';
import { jump, moveFrd } from './jump';
import { stay } from './stay';
import { transfer } from './transfer';
import { scrap } from './scrap';
import { inspect } from './inspect';
import { resupply } from './resupply';
import { build } from './build';
import { newFrd } from './newFrd';
import { develop } from './develop';
import { fortify } from './fortify';
import { siege } from './siege';
import { install } from './install';
import { explore } from './explore';
import { selfRepair } from './selfRepair';
import { toGm } from './toGm';

export type Rules = Record<FleetOrderKind, OrderRule<unknown>>;

export const RULES: Rules = {
  Jump: jump,
  'Move FRD': moveFrd,
  Stay: stay,
  Transfer: transfer,
  Scrap: scrap,
  Inspect: inspect,
  Resupply: resupply,
  'Raise CO': resupply,
  Build: build,
  'New FRD': newFrd,
  'Develop mine': develop,
  'Develop colony': develop,
  Fortify: fortify,
  Siege: siege,
  Install: install,
  Explore: explore,
  'Self-repair': selfRepair,
  'To GM': toGm,
};
