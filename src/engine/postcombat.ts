// Post-combat resolution (EaW 4b): sieges, fortifications and developments complete, fortifications
// fall (10b-10f), undefended mines and colonies with enemy ships present are destroyed or captured
// (12a, 13c), and unknown planets are explored (16.0).

import { Crew, StarSystem } from './model';
import { key, sameId } from './ids';
import { PostCombatAction } from './plotting';
import { SIEGE_TOTAL } from './development';
import { explore, parseExploreChoice } from './exploration';
import { World } from './world';
import { capitalFalls, capitalOf } from './staley';

export interface PostCombatResult {
  action: PostCombatAction;
  ok: boolean;
  text: string;
}

/** Runs the season's post-combat work. `engaged` holds fleets that fought or were stopped this season. */
export function resolvePostCombat(w: World, actions: PostCombatAction[], engaged: Set<string>): PostCombatResult[] {
  const falling = new Map<string, string>(); // fortified system -> why it falls
  const results = actions.map((action) => {
    const fleet = w.fleet(action.fleet);
    if (!fleet || !sameId(fleet.location, action.system)) {
      return { action, ok: false, text: `lost: ${action.fleet} did not reach ${action.system}, where the order was to be carried out` };
    }
    if (engaged.has(key(fleet.id)) && action.kind !== 'siege') {
      return { action, ok: false, text: `lost: ${fleet.id} was stopped by enemy fleets at ${fleet.location} (EaW 19a)` };
    }
    const site = w.system(action.system)!;
    return { action, ok: true, text: complete(w, action, site, falling) };
  });
  releaseFortifications(w, falling);
  captureUndefendedSites(w);
  return results;
}

function complete(w: World, a: PostCombatAction, site: StarSystem, falling: Map<string, string>): string {
  switch (a.kind) {
    case 'siege': {
      const roll = w.dice.roll(2, 6, `Siege of ${site.id} by ${a.fleet} (EaW 10c)`);
      if (roll !== SIEGE_TOTAL) return `siege roll ${roll}: the fortification holds (a ${SIEGE_TOTAL} is needed, EaW 10c)`;
      falling.set(key(site.id), `${a.fleet}'s siege roll of ${SIEGE_TOTAL} (EaW 10c)`);
      if (groundDefences(site) > 0)
        return `siege roll ${roll} succeeds, but the bases at ${site.id} must fall first: the fortification stands (EaW 10c, 10e)`;
      return `siege roll ${roll}: the fortification at ${site.id} falls; ${a.fleet} moves again next season (EaW 10c)`;
    }
    case 'fortify':
      if (site.fortifiedBy) return `${site.id} was fortified meanwhile`;
      site.fortifiedBy = a.empire;
      if (!site.owner) site.owner = a.empire;
      w.report(a.empire, 'Developments', `Fortification established at ${site.id} (EaW 11.0).`);
      return `fortification established at ${site.id} (EaW 11.0)`;
    case 'develop mine':
    case 'develop colony': {
      const dev = a.kind === 'develop mine' ? 'Mine' : 'Colony';
      if (site.development) return `${site.id} was developed meanwhile`;
      site.development = dev;
      site.owner = a.empire;
      site.developedIn = w.season;
      w.report(a.empire, 'Developments', `${dev} developed at ${site.id} (EaW ${dev === 'Mine' ? '12.0' : '13.0'}).`);
      return `${dev.toLowerCase()} developed at ${site.id}`;
    }
    case 'explore':
      return exploreSite(w, a, site);
    case 'self-repair':
      w.report(
        a.empire,
        'Developments',
        `${a.fleet} self-repaired in post-combat: apply each ship's 3 x DAMCON repairs in your SFB records (EaW 22b, 24.0).`,
      );
      return `${a.fleet} self-repaired (EaW 24.0)`;
  }
}

function exploreSite(w: World, a: PostCombatAction, site: StarSystem): string {
  if (site.planet !== 'Unknown') return `${site.id} was explored meanwhile (${site.planet})`;
  const choice = parseExploreChoice(a.extras);
  if ('error' in choice) return choice.error;
  const ships = w.shipsOf(a.fleet);
  const elsewhere = w.c.ships.filter((s) => sameId(s.empire, a.empire) && s.crew === 'Outstanding' && !sameId(s.fleet, a.fleet));
  const out = explore(
    site.id,
    ships,
    w.catalog,
    choice,
    w.dice,
    elsewhere.map((s) => w.catalog.get(s.shipClass)?.sizeClass ?? 0),
  );
  site.planet = out.planet;
  site.mapType = out.mapType;
  site.exploredBy = [...new Set([...site.exploredBy, a.empire])];
  if (out.development) {
    site.development = out.development;
    site.owner = a.empire;
    site.developedIn = w.season;
  }
  for (const c of out.shipChanges) {
    const ship = ships.find((s) => sameId(s.id, c.ship));
    if (!ship) continue;
    if (c.field === 'lo') ship.lo = String(c.value);
    else if (c.field === 'crew') ship.crew = c.value as Crew;
    else ship.coPercent = Number(c.value);
  }
  if (out.bpv) w.addLedger(a.empire, out.bpv, `Discovery at ${site.id} (EaW 16.0)`, site.id);
  const found = `${site.id} is a ${out.planet.toLowerCase()} planet${out.development ? ` with a developed ${out.development.toLowerCase()} for you` : ''}; battle map ${out.mapType} (EaW 16d)`;
  for (const note of out.notes) w.report(a.empire, 'Discoveries', note);
  if (out.futureShip) w.log('Discovery', a.empire, `GM: add a captured SC4 ship up to 5 years ahead to ${a.fleet} (EaW 16c)`);
  return `explored: ${found}`;
}

function hostileFleetsAt(w: World, systemId: string, owner: string) {
  return w.fleetsAt(systemId).filter((f) => w.hostile(f.empire, owner));
}

function hasCommando(w: World, fleetIds: string[]): boolean {
  return fleetIds.some((id) => w.fleetHas(id, 'commando'));
}

function groundDefences(site: StarSystem): number {
  return site.gsa + site.gso + site.gms + site.otherGroundBases + site.defsats;
}

/** EaW 10b, 10c, 10d, 10e, 10f. */
function releaseFortifications(w: World, falling: Map<string, string>): void {
  for (const site of w.c.systems.filter((s) => s.fortifiedBy)) {
    const enemies = hostileFleetsAt(w, site.id, site.fortifiedBy);
    if (enemies.length === 0) continue;
    const trappedEmpires = new Map<string, number>();
    for (const f of enemies.filter((x) => x.status === 'Trapped'))
      trappedEmpires.set(key(f.empire), (trappedEmpires.get(key(f.empire)) ?? 0) + 1);
    let why = falling.get(key(site.id));
    if (!why && [...trappedEmpires.values()].some((n) => n >= 2)) why = 'a second fleet entered (EaW 10b)';
    if (!why && enemies.some((f) => w.fleetHas(f.id, 'minesweeper'))) why = 'a minesweeper is present (EaW 10d)';
    if (!why) continue;
    if (groundDefences(site) > 0) {
      w.log(
        'Fortification',
        site.fortifiedBy,
        `The fortification at ${site.id} would fall (${why}) but its bases stand: they must fall first (EaW 10e)`,
      );
      continue;
    }
    const owner = site.fortifiedBy;
    site.fortifiedBy = '';
    for (const f of enemies.filter((x) => x.status === 'Trapped')) {
      f.status = 'Ready';
      f.trappedIn = '';
      w.report(f.empire, 'Movement', `${f.id} is released at ${site.id}: the fortification fell (${why}); it moves next season (EaW 10e).`);
    }
    w.report(owner, 'Developments', `Lost contact with ${site.id} (EaW 33.0 #4).`);
    w.log('Fortification', owner, `The fortification at ${site.id} fell: ${why}`);
    // EaW 10f: the developments it protected fall with it, unless an attacking fleet has a commando ship.
    if (site.development && sameId(site.owner, owner))
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
      w.fleetsAt(site.id).some((f) => sameId(f.empire, site.owner)) ||
      (site.fortifiedBy && sameId(site.fortifiedBy, site.owner)) ||
      groundDefences(site) > 0;
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
  if (w.c.ruleset.staley.capitalFalls && sameId(capitalOf(w, site.owner), site.id)) capitalFalls(w, site.owner, capturer ?? by, site.id);
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
