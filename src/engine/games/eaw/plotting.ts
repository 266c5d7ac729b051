// "All players secretly plot movement" (EaW 2.0): each admiral's orders run in row order against the
// state at that moment, spending movement points (EaW 5.0) and BPV (never below zero). An order is
// carried out at once when its fleet has not moved yet, after movement when it follows the fleet's
// jumps, or in post-combat resolution (EaW 4b) for developments, fortifications, exploration and sieges.

import { Command, isDiplomatic, parseOrder } from './orders';
import { isRefusal } from './orders/rule';
import type { Rules } from './orders/rules';
import { refuse, Refusal, refusalText } from './orders/refusal';
import { doneText, planText, type Done } from './orders/outcome';
import type { World } from '../../core/world';
import { inPlay } from '../../core/model';
import { movePointPenalty, movePoints } from './movement';
import { finishConstruction } from './construction';
import type { PostCombatAction } from './deferred';
import { Plot, type OrderResult } from './plot';

export type { PostCombatAction };
export type { OrderResult };

function refused(row: number, r: Refusal): OrderResult {
  return { row, status: 'refused', refusal: r, text: `rejected: ${refusalText(r)}` };
}

export interface Plotting {
  plots: Plot[];
  results: Map<string, OrderResult[]>;
  postCombat: PostCombatAction[];
}

/** Checks that apply to every order naming a fleet. */
function fleetGate(plot: Plot, cmd: Command): Refusal | undefined {
  const f = plot.w.fleet(cmd.fleet);
  if (cmd.kind === 'New FRD') return f ? refuse({ code: 'new-frd-fleet-exists', fleet: f.id, example: `${plot.empire}-FRD2` }) : undefined;
  if (!f) return refuse({ code: 'no-such-fleet', fleet: cmd.fleet });
  if (f.empire !== plot.empire) return refuse({ code: 'not-your-fleet', fleet: f.id });
  if (f.status === 'Trapped' && cmd.kind !== 'Siege') return refuse({ code: 'trapped', fleet: f.id, system: f.location });
  if (f.status === 'Disengaged') return refuse({ code: 'disengaged', fleet: f.id });
  return undefined;
}

/**
 * `rules` is orders/rules.ts's table, passed in so that the order modules may import this file. A
 * check of one empire's orders (`checking`) stops after them, as no later empire's turn can change
 * them, and leaves the move points of an empire with no orders uncounted (0), as nothing spends them.
 */
export function plotOrders(w: World, rules: Rules, checking?: string): Plotting {
  const results = new Map<string, OrderResult[]>();
  const postCombat: PostCombatAction[] = [];
  const plots: Plot[] = [];
  for (const e of w.c.empires.filter(inPlay)) {
    // EaW 21a: a fleet that disengaged away from where it came costs its empire 1 MP, charged first.
    const idle = checking !== undefined && !w.c.orders[e.id]?.length;
    // An idle empire of a check spends nothing: its penalty is neither counted nor cleared (its fleets
    // may be a fork's base's, shared and frozen: core/world.ts).
    const penalty = idle ? 0 : movePointPenalty(e.id, w.fleetsOf(e.id));
    const mp = idle ? 0 : Math.max(0, movePoints(e.id, w.fleetsOf(e.id), w.shipsOfEmpire(e.id), w.catalog).points - penalty); // its own, in tab order
    if (penalty) w.report(e.id, 'Summary', `${penalty} MP lost this season: fleets disengaged away from where they came (EaW 21a).`);
    if (!idle) for (const f of w.fleetsOf(e.id)) f.mpPenalty = 0;
    const plot = new Plot(w, e.id, mp);
    plots.push(plot);
    finishConstruction(plot);
    const out: OrderResult[] = [];
    results.set(e.id, out);
    for (const order of w.c.orders[e.id] ?? []) {
      const cmd = parseOrder(order);
      if ('refusal' in cmd) {
        out.push(refused(cmd.row, cmd.refusal));
        continue;
      }
      if (isDiplomatic(cmd.kind)) continue; // settled before plotting (season.ts)
      const rule = rules[cmd.kind];
      const params = rule.parse(cmd);
      const refusal = fleetGate(plot, cmd) ?? (isRefusal(params) ? params : rule.check(plot, cmd, params));
      if (refusal) {
        out.push(refused(cmd.row, refusal));
        continue;
      }
      const outcome = rule.plan(plot, cmd, params);
      const mp = outcome.mp ?? 0;
      const bpv = outcome.bpv ?? 0;
      if (mp > plot.mpLeft) {
        out.push(refused(cmd.row, refuse({ code: 'short-of-mp', needed: mp, left: plot.mpLeft })));
        continue;
      }
      if (bpv > plot.bpvLeft) {
        out.push(refused(cmd.row, refuse({ code: 'short-of-bpv', kind: cmd.kind, cost: round(bpv), treasury: round(plot.bpvLeft) })));
        continue;
      }
      plot.mpUsed += mp;
      // An order carried out now writes its cost to the ledger at once; a later one reserves it.
      if (outcome.when !== 'now') plot.bpvSpent += bpv;
      outcome.commit?.();
      if (outcome.locks) {
        const p = plot.plan(cmd.fleet);
        p.lockedBy = p.lockedBy ?? outcome.locks;
      }
      const costs = [mp ? `${mp} MP` : '', bpv ? `${round(bpv)} BPV` : ''].filter(Boolean).join(', ');
      const result: OrderResult = { row: cmd.row, status: 'done', plan: outcome.plan, text: appendCosts(planText(outcome.plan), costs) };
      if (outcome.when === 'now' && outcome.apply) recordDone(result, outcome.apply(), costs);
      if (outcome.when === 'after-move' && outcome.apply)
        plot.afterMove.push({ result, fleets: [cmd.fleet, ...(outcome.alsoNeeds ?? [])], apply: outcome.apply });
      if (outcome.postCombat) {
        plot.addPostCombat(outcome.postCombat);
        postCombat.push(outcome.postCombat);
      }
      out.push(result);
    }
    if (e.id === checking) break;
  }
  return { plots, results, postCombat };
}

function appendCosts(text: string, costs: string): string {
  return costs ? `${text} (${costs})` : text;
}

/** An order carried out: what it did, and its words (with what it cost, when it ran as it was plotted). */
export function recordDone(result: OrderResult, done: Done, costs = ''): void {
  result.done = done;
  result.text = appendCosts(doneText(done), costs);
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}
