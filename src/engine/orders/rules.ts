// Every fleet order kind's module (rule.ts): a kind without one does not compile.

import type { Command, FleetOrderKind } from './command';
import type { Accepted, Outcome, Plot } from '../plotting';
import type { World } from '../world';
import type { OrderRule } from './rule';
import { refuse } from './refusal';
import { sameId } from '../ids';
import { planJump } from '../movement';
import { planBuild, planNewFrd } from '../construction';
import { planInspect, planResupply, planScrap, planSelfRepair, planStay, planTransfer } from '../logistics';
import { planDevelop, planExplore, planFortify, planInstall, planSiege } from '../development';

// TRANSITIONAL: wraps a handler that still checks and plans in one function and refuses in words.
type Handler = (plot: Plot, cmd: Command) => Outcome;
function legacy(kinds: FleetOrderKind[], handler: Handler, offered: (w: World, fleetId: string) => boolean): OrderRule<Command> {
  const planned = new WeakMap<Command, Accepted>();
  return {
    kinds,
    parse: (cmd) => cmd,
    check: (plot, cmd) => {
      const outcome = handler(plot, cmd);
      if (typeof outcome === 'string') return refuse({ code: 'legacy', text: outcome });
      planned.set(cmd, outcome);
      return undefined;
    },
    plan: (_plot, cmd) => planned.get(cmd)!,
    offered,
  };
}

const always = () => true;
const frdHere = (w: World, fleetId: string) => {
  const f = w.fleet(fleetId)!;
  return w.fleetsAt(f.location).some((x) => sameId(x.empire, f.empire) && w.isFrdFleet(x.id));
};

const jump = legacy(['Jump'], planJump, (w, f) => !w.isFrdFleet(f));
const moveFrd = legacy(['Move FRD'], planJump, (w, f) => w.isFrdFleet(f));
const resupply = legacy(['Resupply', 'Raise CO'], planResupply, always);
const develop = legacy(['Develop mine', 'Develop colony'], planDevelop, always);

export const RULES: Record<FleetOrderKind, OrderRule<unknown>> = {
  Jump: jump,
  'Move FRD': moveFrd,
  Explore: legacy(['Explore'], planExplore, always),
  Stay: legacy(['Stay'], planStay, always),
  Build: legacy(['Build'], planBuild, frdHere),
  // A new FRD names a fleet that does not exist yet, so no existing fleet is offered it.
  'New FRD': legacy(['New FRD'], planNewFrd, () => false),
  Transfer: legacy(['Transfer'], planTransfer, always),
  // EaW 9.0: scrapping needs an FRD or a large repair freighter.
  Scrap: legacy(['Scrap'], planScrap, (w, f) => frdHere(w, f) || w.fleetHas(f, 'large repair freighter')),
  // EaW 25b: inspecting a captured ship needs an FRD or a repair freighter.
  Inspect: legacy(
    ['Inspect'],
    planInspect,
    (w, f) =>
      w.shipsOf(f).some((s) => s.condition === 'Captured') &&
      (frdHere(w, f) || w.fleetHas(f, 'small repair freighter') || w.fleetHas(f, 'large repair freighter')),
  ),
  Resupply: resupply,
  'Raise CO': resupply,
  'Develop mine': develop,
  'Develop colony': develop,
  Fortify: legacy(['Fortify'], planFortify, always),
  // EaW 10h: a trapped fleet's one order.
  Siege: legacy(['Siege'], planSiege, (w, f) => w.fleet(f)!.status === 'Trapped'),
  Install: legacy(['Install'], planInstall, always),
  'Self-repair': legacy(['Self-repair'], planSelfRepair, always),
};
