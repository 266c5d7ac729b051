// One admiral's plotting of a season (EaW 5.0): what each fleet is doing, the movement points and BPV
// spent so far, the post-combat work left (EaW 4b), and when an order runs. The orders' modules read and
// add to it; plotting.ts runs the orders through it.

import type { World } from '../../core/world';
import type { OrderResult as Result } from '../../core/plotting';
import type { Done, Plan } from './orders/outcome';
import type { Refusal } from './orders/refusal';
import type { PostCombatAction } from './deferred';

export type When = 'now' | 'after-move' | 'post-combat';

export interface Accepted {
  /** What the order will do. */
  plan: Plan;
  mp?: number;
  bpv?: number;
  when: When;
  /** Updates the admiral's plan once the order is accepted (e.g. a jump extends the fleet's path). */
  commit?: () => void;
  /** Carries the order out; returns what happened (for 'now' and 'after-move'). */
  apply?: () => Done;
  postCombat?: PostCombatAction;
  /** The fleet may not move again this season. */
  locks?: string;
  /** Other fleets an after-move order needs to have arrived too (a transfer's receiving fleet). */
  alsoNeeds?: string[];
}

/** What one fleet is doing this season. */
export interface FleetPlan {
  fleet: string;
  path: string[];
  /** The Orders row of each lane of the path (a fleet may jump on several rows). */
  pathRows: number[];
  /** Lanes paid with movement points (the free colony jump is not). */
  paidLanes: number;
  freeJump: boolean;
  /** Why the fleet may not move any more this season. */
  lockedBy?: string;
  /** Where the fleet will be after its planned jumps. */
  projected: string;
}

/** One admiral's plotting state. */
export class Plot {
  mpUsed = 0;
  /** BPV reserved by orders that run after movement (those run now are already in the ledger). */
  bpvSpent = 0;
  readonly plans = new Map<string, FleetPlan>();
  /** Per FRD system: dock points used, whether the season's one build action is under way, and whether
   * its movement point was paid so the new ships move this season (EaW 6.0, 33.0 #3). */
  readonly frdWork = new Map<string, { dock: number; paid: boolean; movesNow: boolean }>();
  readonly newFrds = new Set<string>();
  /** Fleets that resupplied this season: raising CO in the same action costs no more MP (EaW 6d). */
  readonly resupplied = new Set<string>();
  readonly afterMove: { result: OrderResult; fleets: string[]; apply: () => Done }[] = [];
  /** The admiral's post-combat work by fleet and by system, so a check asks a few rows, not them all. */
  private readonly workOf = new Map<string, PostCombatAction[]>();
  private readonly workAt = new Map<string, PostCombatAction[]>();

  constructor(
    readonly w: World,
    readonly empire: string,
    readonly mp: number,
  ) {}

  get mpLeft(): number {
    return this.mp - this.mpUsed;
  }

  get bpvLeft(): number {
    return this.w.treasury(this.empire) - this.bpvSpent;
  }

  plan(fleetId: string): FleetPlan {
    const k = fleetId;
    let p = this.plans.get(k);
    if (!p) {
      const f = this.w.fleet(fleetId)!;
      p = { fleet: f.id, path: [], pathRows: [], paidLanes: 0, freeJump: false, projected: f.location };
      this.plans.set(k, p);
    }
    return p;
  }

  /** Post-combat work (EaW 4b) an accepted order leaves. */
  addPostCombat(a: PostCombatAction): void {
    this.workOf.set(a.fleet, [...this.postCombatOf(a.fleet), a]);
    this.workAt.set(a.system, [...this.postCombatAt(a.system), a]);
  }

  /** The fleet's post-combat work this season, in order. */
  postCombatOf(fleetId: string): PostCombatAction[] {
    return this.workOf.get(fleetId) ?? [];
  }

  /** The admiral's post-combat work at a system this season, in order. */
  postCombatAt(system: string): PostCombatAction[] {
    return this.workAt.get(system) ?? [];
  }

  /** Where the fleet will be when an order in this row runs: after the jumps ordered so far. */
  place(fleetId: string): string {
    return this.plans.get(fleetId)?.projected ?? this.w.fleet(fleetId)!.location;
  }

  moved(fleetId: string): boolean {
    return (this.plans.get(fleetId)?.path.length ?? 0) > 0;
  }
}

/** An EaW order's result: its refusal, plan and outcome as EaW's codes. */
export type OrderResult = Result<Refusal, Plan, Done>;

/** An order placed after the fleet's jumps waits until the fleet has arrived (see plotOrders). */
export function timing(plot: Plot, fleetId: string): When {
  return plot.moved(fleetId) ? 'after-move' : 'now';
}
