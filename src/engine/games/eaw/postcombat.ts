// Post-combat resolution (EaW 4b): sieges, fortifications, developments, exploration (16.0) and
// self-repairs complete, each by its order's module (orders/); then fortifications fall (10b-10f), and
// undefended mines and colonies with enemy ships present are destroyed or captured (12a, 13c).

import type { StarSystem } from '../../core/model';
import type { PostCombatAction, PostCombatKind } from './deferred';
import { groundDefences } from './bases';
import type { Completing, PostCombatContext } from './orders/rule';
import { lost, refuse, Refusal } from './orders/refusal';
import { Done, doneText } from './orders/outcome';
import { siege } from './orders/siege';
import { fortify } from './orders/fortify';
import { develop } from './orders/develop';
import { explore } from './orders/explore';
import { selfRepair } from './orders/selfRepair';
import { World } from '../../core/world';
import { capitalFalls, capitalOf } from './staley';
import { rulesetOf } from './ruleset';
import { fortifiedBy, setFortifiedBy } from './site';

export interface PostCombatResult {
  action: PostCombatAction;
  status: 'done' | 'lost';
  /** Why the work was lost, as data. */
  refusal?: Refusal;
  /** What it did. */
  done?: Done;
  text: string;
}

/** Runs the season's post-combat work. `engaged` holds fleets that fought or were stopped this season. */
export function resolvePostCombat(w: World, actions: PostCombatAction[], engaged: Set<string>): PostCombatResult[] {
  const ctx: PostCombatContext = { falling: new Map() };
  const results = actions.map((action) => {
    const fleet = w.fleet(action.fleet);
    if (!fleet || fleet.location !== action.system) {
      return { action, ...lost(refuse({ code: 'did-not-reach', fleet: action.fleet, system: action.system })) };
    }
    if (engaged.has(fleet.id) && action.kind !== 'siege') {
      return { action, ...lost(refuse({ code: 'stopped-by-enemies', fleet: fleet.id, system: fleet.location })) };
    }
    const done = COMPLETES[action.kind].complete(w, action, ctx);
    return { action, status: 'done' as const, done, text: doneText(done) };
  });
  releaseFortifications(w, ctx.falling);
  captureUndefendedSites(w);
  return results;
}

/** The order module that completes each kind of post-combat work. */
const COMPLETES: Record<PostCombatKind, Pick<Completing<never>, 'complete'>> = {
  siege,
  fortify,
  'develop mine': develop,
  'develop colony': develop,
  explore,
  'self-repair': selfRepair,
};

function hostileFleetsAt(w: World, systemId: string, owner: string) {
  return w.fleetsAt(systemId).filter((f) => w.hostile(f.empire, owner));
}

function hasCommando(w: World, fleetIds: string[]): boolean {
  return fleetIds.some((id) => w.fleetHas(id, 'commando'));
}

/** EaW 10b, 10c, 10d, 10e, 10f. */
function releaseFortifications(w: World, falling: Map<string, string>): void {
  for (const site of w.c.systems.filter((s) => fortifiedBy(w.c, s.id))) {
    const owner = fortifiedBy(w.c, site.id);
    const enemies = hostileFleetsAt(w, site.id, owner);
    if (enemies.length === 0) continue;
    const trappedEmpires = new Map<string, number>();
    for (const f of enemies.filter((x) => x.status === 'Trapped')) trappedEmpires.set(f.empire, (trappedEmpires.get(f.empire) ?? 0) + 1);
    let why = falling.get(site.id);
    if (!why && [...trappedEmpires.values()].some((n) => n >= 2)) why = 'a second fleet entered (EaW 10b)';
    if (!why && enemies.some((f) => w.fleetHas(f.id, 'minesweeper'))) why = 'a minesweeper is present (EaW 10d)';
    if (!why) continue;
    if (groundDefences(w.c, site.id) > 0) {
      w.log(
        'Fortification',
        owner,
        `The fortification at ${site.id} would fall (${why}) but its bases stand: they must fall first (EaW 10e)`,
      );
      continue;
    }
    setFortifiedBy(w.c, site.id, '');
    for (const f of enemies.filter((x) => x.status === 'Trapped')) {
      f.status = 'Ready';
      f.trappedIn = '';
      w.report(f.empire, 'Movement', `${f.id} is released at ${site.id}: the fortification fell (${why}); it moves next season (EaW 10e).`);
    }
    w.report(owner, 'Developments', `Lost contact with ${site.id} (EaW 33.0 #4).`);
    w.log('Fortification', owner, `The fortification at ${site.id} fell: ${why}`);
    // EaW 10f: the developments it protected fall with it, unless an attacking fleet has a commando ship.
    if (site.development && site.owner === owner)
      takeSite(
        w,
        site,
        enemies.map((f) => f.id),
      );
  }
}

/** EaW 12a, 13c: enemy ships at an undefended mine or colony in post-combat destroy or capture it. */
function captureUndefendedSites(w: World): void {
  for (const site of w.c.systems.filter((s) => s.development && s.owner)) {
    const enemies = hostileFleetsAt(w, site.id, site.owner);
    if (enemies.length === 0) continue;
    const defended =
      w.fleetsAt(site.id).some((f) => f.empire === site.owner) ||
      fortifiedBy(w.c, site.id) === site.owner ||
      groundDefences(w.c, site.id) > 0;
    if (defended) continue;
    w.report(site.owner, 'Developments', `Lost contact with ${site.id} (EaW 33.0 #4).`);
    takeSite(
      w,
      site,
      enemies.map((f) => f.id),
    );
  }
}

function takeSite(w: World, site: StarSystem, attackers: string[]): void {
  const dev = site.development.toLowerCase();
  const rule = site.development === 'Mine' ? 'EaW 12a' : 'EaW 13c';
  const by = w.fleet(attackers[0])!.empire;
  const capturer = hasCommando(w, attackers) ? w.fleet(attackers.find((id) => w.fleetHas(id, 'commando'))!)!.empire : undefined;
  // Staley NN1 (option): the capital is taken whether its development is captured or destroyed.
  if (rulesetOf(w.c).staley.capitalFalls && capitalOf(w, site.owner) === site.id) capitalFalls(w, site.owner, capturer ?? by, site.id);
  if (capturer) {
    w.log('Capture', capturer, `${site.id}: ${dev} of ${site.owner} captured (${rule})`);
    site.owner = capturer;
    w.report(capturer, 'Developments', `Captured the ${dev} at ${site.id} with a commando ship (${rule}).`);
    return;
  }
  w.log('Destruction', by, `${site.id}: ${dev} of ${site.owner} destroyed (${rule})`);
  for (const id of new Set(attackers.map((a) => w.fleet(a)!.empire)))
    w.report(id, 'Developments', `Destroyed the ${dev} at ${site.id} (${rule}).`);
  site.development = '';
  site.developedIn = '';
  site.owner = '';
}
