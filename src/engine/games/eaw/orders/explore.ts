// Explore (EaW 16.0-16d, 33.0 #2): the fleet stays where its moves end and explores the unknown system
// there in post-combat resolution, with the choices its Extras give (precursor, planet, ship, officer).

import { Crew } from '../../../core/model';
import { groupBy } from '../../../core/ids';

import { discoverers, explore as discover, ExploreChoice, parseExploreChoice } from '../exploration';
import { refuse } from './refusal';
import type { Completing } from './rule';
import { fleetBusyWith, postCombatWork } from './support';
import { setMapType } from '../site';

export const explore: Completing<ExploreChoice> = {
  kinds: ['Explore'],
  parse: (cmd) => {
    const choice = parseExploreChoice(cmd.extras);
    return 'error' in choice ? refuse({ code: 'explore-extras', problem: choice.error }) : choice;
  },
  check: (plot, cmd) => {
    const w = plot.w;
    const fleet = w.fleet(cmd.fleet)!;
    const at = plot.place(fleet.id);
    if (cmd.target && cmd.target !== at) return refuse({ code: 'explore-elsewhere', fleet: fleet.id, at, target: cmd.target });
    const site = w.system(at)!;
    if (site.planet !== 'Unknown') return refuse({ code: 'already-explored', system: site.id, planet: site.planet });
    if (discoverers(w.shipsOf(fleet.id), w.catalog).length === 0) return refuse({ code: 'no-explorer' });
    if (fleetBusyWith(plot, fleet.id, ['explore'])) return refuse({ code: 'already-exploring', fleet: fleet.id });
    return undefined;
  },
  plan: (plot, cmd) => {
    const fleet = plot.w.fleet(cmd.fleet)!;
    const site = plot.w.system(plot.place(fleet.id))!;
    return {
      plan: { code: 'explore', system: site.id },
      when: 'post-combat',
      locks: `stays to explore ${site.id} (EaW 16.0)`,
      postCombat: postCombatWork(plot, 'explore', fleet.id, cmd.row, cmd.extras),
    };
  },
  complete: (w, a, ctx) => {
    const site = w.system(a.system)!;
    if (site.planet !== 'Unknown') return { code: 'done-meanwhile', what: 'explored', system: site.id, planet: site.planet };
    const choice = parseExploreChoice(a.extras);
    if ('error' in choice) return { code: 'explore-choice', problem: choice.error };
    const ships = w.shipsOf(a.fleet);
    // Gathered once a season, not a search of every ship for each exploration; kept up to date below.
    ctx.outstanding ??= groupBy(
      w.c.ships.filter((s) => s.crew === 'Outstanding'),
      (s) => s.empire,
    );
    const navy = ctx.outstanding.get(a.empire) ?? [];
    const elsewhere = navy.filter((s) => s.empire === a.empire && s.crew === 'Outstanding' && s.fleet !== a.fleet);
    const out = discover(
      site.id,
      ships,
      w.catalog,
      choice,
      w.dice,
      elsewhere.map((s) => w.catalog.get(s.shipClass)?.sizeClass ?? 0),
    );
    site.planet = out.planet;
    setMapType(w.c, site.id, out.mapType);
    site.exploredBy = [...new Set([...site.exploredBy, a.empire])];
    if (out.development) {
      site.development = out.development;
      site.owner = a.empire;
      site.developedIn = w.season;
    }
    for (const c of out.shipChanges) {
      const ship = ships.find((s) => s.id === c.ship);
      if (!ship) continue;
      if (c.field === 'lo') ship.lo = String(c.value);
      else if (c.field === 'crew') {
        ship.crew = c.value as Crew;
        if (ship.crew === 'Outstanding') ctx.outstanding.set(a.empire, [...navy, ship]);
      } else ship.coPercent = Number(c.value);
    }
    if (out.bpv) w.addLedger(a.empire, out.bpv, `Discovery at ${site.id} (EaW 16.0)`, site.id);
    for (const note of out.notes) w.report(a.empire, 'Discoveries', note);
    if (out.futureShip) w.log('Discovery', a.empire, `GM: add a captured SC4 ship up to 5 years ahead to ${a.fleet} (EaW 16c)`);
    return { code: 'explored', system: site.id, planet: out.planet, development: out.development, mapType: out.mapType };
  },
  offered: () => true,
};
