// What Empires at War keeps as rows of the hidden Deferred tab (core/deferred.ts): the work an order
// sets up that waits for the season's battles (EaW 4b), the BPV credited when the season closes (EaW
// 9.0, a scrap refund), ships built over two seasons (EaW 6.0), and the Staley options' conversions
// (LL5.2) and war doubling (HH2, core/warDoubling).

import { deferredOf, DeferredKind } from '../../core/deferred';
import type { Campaign, LedgerEntry } from '../../core/model';
import { WAR_DOUBLING } from '../../core/warDoubling';

/** EaW 4b: the kinds of work an order sets up that waits for the season's battles (post-combat). */
export const POST_COMBAT_KINDS = ['develop mine', 'develop colony', 'fortify', 'explore', 'siege', 'self-repair'] as const;
export type PostCombatKind = (typeof POST_COMBAT_KINDS)[number];

/** What an order left to complete once the season's battles are over (EaW 4b). */
export interface PostCombatAction {
  kind: PostCombatKind;
  empire: string;
  fleet: string;
  system: string;
  /** The order's row in its Orders tab. */
  row: number;
  extras: string;
}

/** EaW 6.0: a ship built over two seasons, paid when ordered, finished by the FRD's build action of the next. */
export interface Construction {
  /** Season the build was ordered. */
  season: string;
  empire: string;
  /** The fleet that receives the ship. */
  fleet: string;
  /** Where the FRD builds it. */
  system: string;
  shipClass: string;
  /** The Build order's Extras (fighters, PFs, extras, name). */
  extras: string;
  /** BPV paid. */
  cost: number;
  row: number;
}

/** Staley LL5.2: a ship being converted to another class, which it becomes at the end of `ready`. */
export interface ConversionWork {
  empire: string;
  ship: string;
  /** The class it becomes. */
  shipClass: string;
  /** The season at whose end the conversion is done. */
  ready: string;
  /** BPV paid. */
  cost: number;
}

/** EaW 4b: post-combat work, its Kind the action's; written with the season it was ordered in. */
export const POST_COMBAT: DeferredKind<PostCombatAction> = {
  key: 'postCombat',
  kinds: POST_COMBAT_KINDS,
  read: (r) => ({ kind: r.kind as PostCombatKind, empire: r.empire, fleet: r.fleet, system: r.system, row: r.orderRow, extras: r.extras }),
  write: (a, season) => ({ season, kind: a.kind, empire: a.empire, fleet: a.fleet, system: a.system, orderRow: a.row, extras: a.extras }),
};

/** EaW 9.0: BPV written to the Treasury when the season closes. */
export const CREDITS: DeferredKind<LedgerEntry> = {
  key: 'credits',
  kinds: ['credit'],
  read: (r) => ({ season: r.season, empire: r.empire, amount: r.amount, reason: r.reason, reference: r.reference }),
  write: (l) => ({ season: l.season, kind: 'credit', empire: l.empire, amount: l.amount, reason: l.reason, reference: l.reference }),
};

/** EaW 6.0: a ship under construction. */
export const BUILDS: DeferredKind<Construction> = {
  key: 'builds',
  kinds: ['build'],
  read: (r) => ({
    season: r.season,
    empire: r.empire,
    fleet: r.fleet,
    system: r.system,
    shipClass: r.shipClass,
    extras: r.extras,
    cost: r.amount,
    row: r.orderRow,
  }),
  write: (b) => ({
    season: b.season,
    kind: 'build',
    empire: b.empire,
    fleet: b.fleet,
    system: b.system,
    orderRow: b.row,
    shipClass: b.shipClass,
    extras: b.extras,
    amount: b.cost,
  }),
};

/** Staley LL5.2: a conversion, its Season the one at whose end it is done, its Reference the ship. */
export const CONVERSIONS: DeferredKind<ConversionWork> = {
  key: 'conversions',
  kinds: ['conversion'],
  read: (r) => ({ empire: r.empire, ship: r.reference, shipClass: r.shipClass, ready: r.season, cost: r.amount }),
  write: (c) => ({ season: c.ready, kind: 'conversion', empire: c.empire, shipClass: c.shipClass, amount: c.cost, reference: c.ship }),
};

/** Empires at War's deferred kinds, in the order the Deferred tab lists them. */
export const EAW_DEFERRED: readonly DeferredKind<unknown>[] = [POST_COMBAT, CREDITS, BUILDS, CONVERSIONS, WAR_DOUBLING];

/** The campaign's work waiting for the battles (EaW 4b). */
export const postCombatOf = (c: Campaign): PostCombatAction[] => deferredOf(c.deferred, POST_COMBAT);
/** The campaign's credits due when the season closes (EaW 9.0). */
export const creditsOf = (c: Campaign): LedgerEntry[] => deferredOf(c.deferred, CREDITS);
/** The campaign's ships under construction (EaW 6.0). */
export const buildsOf = (c: Campaign): Construction[] => deferredOf(c.deferred, BUILDS);
/** The campaign's conversions under way (Staley LL5.2). */
export const conversionsOf = (c: Campaign): ConversionWork[] => deferredOf(c.deferred, CONVERSIONS);
