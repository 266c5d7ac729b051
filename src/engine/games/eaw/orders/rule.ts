// One module per kind of fleet order (godip's one file per order type). Each says, for its kind:
// how the row reads (parse), whether it is legal now (check), what it costs and does (plan, whose
// `apply` carries it out), how it ends in post-combat resolution (complete, EaW 4b), and whether a
// fleet may be offered it at all (offered, for options()). plotting.ts runs them in row order.

import type { Command, FleetOrderKind } from './command';
import type { Accepted, Plot } from '../plot';
import type { World } from '../../../core/world';
import type { Ship } from '../../../core/model';
import type { PostCombatAction } from '../deferred';
import type { Refusal } from './refusal';
import type { Done } from './outcome';

export interface OrderRule<P = unknown> {
  /** The kinds this module answers for (Jump and Move FRD share one, as do the two developments). */
  readonly kinds: readonly FleetOrderKind[];
  /** The form of the row: Target, Ships and Extras read into this order's parameters. Needs no state. */
  parse(cmd: Command): P | Refusal;
  /** Whether the order is legal against the season as the earlier rows left it; the first refusal if not. */
  check(plot: Plot, cmd: Command, params: P): Refusal | undefined;
  /** A legal order's costs (EaW 5.0), timing and effect. */
  plan(plot: Plot, cmd: Command, params: P): Accepted;
  /** EaW 4b: finishes post-combat work this order left; returns what happened. */
  complete?(w: World, action: PostCombatAction, ctx: PostCombatContext): Done;
  /** Whether the fleet, as it stands, may be given this order at all (the Order dropdown, options()). */
  offered(w: World, fleetId: string): boolean;
  /** The choices an order of this kind leaves open to the fleets, together (godip's Options()): their Target and Build class dropdowns. */
  choices?(w: World, fleetIds: string[], ctx: ChoiceContext): Choices;
}

/** What the choices of every fleet of one admiral share. */
export interface ChoiceContext {
  /** The admiral's movement points this season (EaW 5.0), less last season's disengagement penalty (21a). */
  mp: number;
  /** A list longer than this is of no use (a dropdown's limit): the search may stop once past it, the list cut short. */
  limit?: number;
}

/** Legal values for an order's cells; a kind lists those it has. */
export interface Choices {
  /** Systems the order may name as its target. */
  targets?: string[];
  /** Classes a Build row may name. */
  buildClasses?: string[];
}

/** An order that leaves post-combat work, and finishes it. */
export type Completing<P> = OrderRule<P> & Required<Pick<OrderRule<P>, 'complete'>>;

/** What post-combat completion shares across actions of one season. */
export interface PostCombatContext {
  /** Fortified systems that fall this season, and why (EaW 10b-10f). */
  falling: Map<string, string>;
  /** Each empire's ships with an outstanding crew (EaW 2e), gathered at the first exploration that asks. */
  outstanding?: Map<string, Ship[]>;
}

/** True when parse gave a refusal rather than the order's parameters. */
export function isRefusal(x: unknown): x is Refusal {
  return typeof x === 'object' && x !== null && (x as { refused?: unknown }).refused === true;
}
