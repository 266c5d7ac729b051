// Build (EaW 6.0-6c, 15a, 15d, 17ee, 17f, 33.0 #3): a ship of the admiral's race at an FRD where the
// fleet stands, one build action per FRD a season, up to 36 dock points each; a larger ship needs two
// FRDs there, or one FRD's build actions of two seasons at 0 MP.

import { hasRole, Ship } from '../../../core/model';
import { fleetLimit, fleetProblems, fleetStrength } from '../fleets';
import {
  builtShip,
  BuildExtras,
  BuildPrice,
  buildProblem,
  FRD_DOCK_POINTS,
  parseBuildExtras,
  priceBuilds,
  X_SHIP_CAP,
} from '../construction';
import type { Plot } from '../plot';
import type { Command } from './command';
import { refuse, Refusal } from './refusal';
import type { OrderRule } from './rule';
import { frdHere } from './support';
import { empireRace } from '../../../core/holdings';
import { buildsOf } from '../deferred';

/** What a legal Build row comes to: its price, the FRD work it takes, and the ship. */
interface Assessed {
  price: BuildPrice;
  /** The FRDs' capacity in the system this season, and their work so far. */
  capacity: number;
  work: { dock: number; paid: boolean; movesNow?: boolean };
  twoSeasons: boolean;
  ship: Ship;
}

function assess(plot: Plot, cmd: Command, extras: BuildExtras): Assessed | Refusal {
  const w = plot.w;
  const fleet = w.fleet(cmd.fleet)!;
  if (!cmd.buildClass) return refuse({ code: 'no-build-class' });
  if (plot.moved(fleet.id)) return refuse({ code: 'build-after-jumps', fleet: fleet.id });
  // Read only: a check that made the fleet a plan would change the order fleets move in (EaW 17a).
  const lockedBy = plot.plans.get(fleet.id)?.lockedBy;
  if (lockedBy) return refuse({ code: 'fleet-locked', fleet: fleet.id, why: lockedBy });
  const frds = w.fleetsAt(fleet.location).filter((f) => f.empire === plot.empire && w.fleetHas(f.id, 'FRD'));
  if (frds.length === 0) return refuse({ code: 'no-frd-here', at: fleet.location });
  const working = frds.filter((f) => !plot.newFrds.has(f.id));
  if (working.length === 0) return refuse({ code: 'frd-placed-this-season', at: fleet.location });
  const price = priceBuilds([cmd.buildClass], plot.empire, w.holdings(plot.empire), w.catalog)[0];
  if ('refused' in price) return price;
  const cls = price.cls;
  const unbuildable = buildProblem(cls, w.c.settings.year);
  if (unbuildable) return unbuildable;
  if (hasRole(cls, 'X-ship')) {
    // 17ee: captured X-ships never count, inspected or not. An empire builds its own race only and no two
    // empires share a race (2b), so an X-ship of another race in its navy is a capture.
    const x = w
      .shipsOfEmpire(plot.empire)
      .map((s) => ({ s, c: w.catalog.get(s.shipClass) }))
      .filter(({ s, c }) => s.condition !== 'Captured' && hasRole(c, 'X-ship') && c!.race === cls.race)
      .reduce((sum, { c }) => sum + c!.ebpv, 0);
    if (x + cls.ebpv > X_SHIP_CAP) return refuse({ code: 'x-ship-cap', total: x + cls.ebpv, cap: X_SHIP_CAP });
  }
  const work = plot.frdWork.get(fleet.location) ?? { dock: 0, paid: false };
  const capacity = FRD_DOCK_POINTS * Math.min(2, working.length);
  const twoSeasons = cls.dockPoints > capacity && working.length === 1;
  if (twoSeasons && cls.dockPoints > 2 * FRD_DOCK_POINTS)
    return refuse({ code: 'too-big-for-two-seasons', shipClass: cls.name, dock: cls.dockPoints });
  if (twoSeasons && (work.dock > 0 || work.paid))
    return refuse({ code: 'frd-busy-for-two-seasons', shipClass: cls.name, dock: cls.dockPoints, at: fleet.location });
  if (!twoSeasons && work.dock + cls.dockPoints > capacity)
    return refuse({ code: 'dock-points', used: work.dock, dock: cls.dockPoints, capacity });
  const ship = builtShip(fleet.empire, fleet.id, cls.name, extras);
  const limit = fleetLimit(w.c.settings.year, w.c.settings.startYear);
  const problems = fleetProblems(fleetStrength([...w.shipsOf(fleet.id), ship], w.catalog), limit, false);
  if (problems.length) {
    // The way out: another fleet of the admiral here that takes the ship within the rules.
    const instead = w
      .fleetsAt(fleet.location)
      .filter((f) => f.empire === fleet.empire && f.id !== fleet.id && f.status !== 'Disengaged')
      .filter((f) => !fleetProblems(fleetStrength([...w.shipsOf(f.id), ship], w.catalog), limit, false).length)
      .map((f) => f.id);
    return refuse({
      code: 'build-breaks-fleet-rules',
      fleet: fleet.id,
      shipClass: cls.name,
      problems,
      ...(instead.length ? { instead } : {}),
    });
  }
  return { price, capacity, work, twoSeasons, ship };
}

export const build: OrderRule<BuildExtras> = {
  kinds: ['Build'],
  parse: (cmd) => parseBuildExtras(cmd.extras),
  check: (plot, cmd, extras) => {
    const a = assess(plot, cmd, extras);
    return 'refused' in a ? a : undefined;
  },
  plan: (plot, cmd, extras) => {
    const w = plot.w;
    const fleet = w.fleet(cmd.fleet)!;
    const { price, capacity, work, twoSeasons, ship } = assess(plot, cmd, extras) as Assessed;
    const cls = price.cls;
    const site = fleet.location;
    const mpNeeded = cls.dockPoints > FRD_DOCK_POINTS ? 2 : 1;
    const mp = extras.noMp || work.paid ? 0 : mpNeeded;
    const movesNow = work.paid ? !!work.movesNow : mp > 0;
    const cost = price.cost + extras.fighters * extras.fighterCbpv + extras.pfs * extras.pfCbpv + extras.extras;
    const penalised = price.penalised;
    const penalty = penalised ? ' with the +30% similar-hull penalty (EaW 17f)' : '';
    if (twoSeasons) {
      return {
        plan: { code: 'build-over-two-seasons', shipClass: cls.name, fleet: fleet.id, at: fleet.location, penalised },
        mp: 0,
        bpv: cost,
        when: 'now',
        commit: () => plot.frdWork.set(site, { dock: capacity, paid: true, movesNow: false }),
        apply: () => {
          buildsOf(w.c).push({
            season: w.season,
            empire: plot.empire,
            fleet: fleet.id,
            system: w.system(fleet.location)!.id,
            shipClass: cls.name,
            extras: cmd.extras,
            cost,
            row: cmd.row,
          });
          w.addLedger(plot.empire, -cost, `Build ${cls.name} over two seasons (EaW 6.0)${penalty}`, fleet.location);
          w.report(
            plot.empire,
            'Builds',
            `${cls.name} begun at ${fleet.location} for ${cost} BPV${penalty}: the FRD finishes it next season, into ${fleet.id}, and it moves the season after (EaW 6.0).`,
          );
          return { code: 'build-begun', shipClass: cls.name, at: fleet.location, fleet: fleet.id, penalised };
        },
      };
    }
    return {
      plan: { code: 'build', shipClass: cls.name, fleet: fleet.id, penalised },
      mp,
      bpv: cost,
      when: 'now',
      locks: movesNow ? undefined : 'takes a ship built for 0 MP, which moves next season (EaW 6.0)',
      commit: () => plot.frdWork.set(site, { dock: work.dock + cls.dockPoints, paid: true, movesNow }),
      apply: () => {
        ship.id = w.nextId('ship', `${plot.empire}-`);
        w.addShip(ship);
        w.addLedger(plot.empire, -cost, `Build ${cls.name}${penalty}`, ship.id);
        w.report(plot.empire, 'Builds', `${ship.id} ${cls.name} built at ${fleet.location} into ${fleet.id} for ${cost} BPV${penalty}.`);
        return { code: 'built', ship: ship.id, shipClass: cls.name, fleet: fleet.id, penalised };
      },
    };
  },
  offered: frdHere,
  /** The classes of the empires' races they may build this year (EaW 2b, 6.0, 15a). */
  choices: (w, fleetIds) => {
    const empires = new Set(fleetIds.map((id) => w.fleet(id)!.empire));
    const races = new Set([...empires].map((e) => empireRace(e, w.c.ships, w.catalog)));
    return {
      buildClasses: w.c.classes.filter((cls) => races.has(cls.race) && !buildProblem(cls, w.c.settings.year)).map((cls) => cls.name),
    };
  },
};
