// Refits (LL5.1, LL5.6) and Romulan module changes (LL5.82-LL5.84), rows of the Refits tab as
// conversions are, the ship waiting in the yard. A Refit adds a refit the GM's documents give (its name and
// EBPV) at a large base or NCD of the race: the EBPV paid at once, a phase per 10 of it (LL5.12, rule
// option ST93); done, the Ships tab's Refits lists it. The ISC rear plasma torpedo refit is had from Y171,
// before Y179 by light and heavy cruisers alone (LL5.6; R13.R2's manner is not in the document: ST94).
// A Convert of a modular ship (Hull Modular) naming its new modules in Extras ("modules ROM-20, ROM-21")
// changes them in 2 phases for no EBPV (LL5.821, LL5.84): SparrowHawk modules at an NCD that builds the
// ship (LL5.82), SkyHawk modules at an NCD, SB, BATS or FRD (LL5.83); the modules are used up (ST95).

import type { RowColumn } from '../../core/game';
import type { Order, Ship } from '../../core/model';
import { hasRole } from '../../core/model';
import type { World } from '../../core/world';
import { cells, largeBaseOf } from './map';
import type { OrderRule } from './orderRule';
import { oneShip, refitRows, toYard } from './yardWork';
import { docksAt, kindOf, load } from './shipyards';

/** LL5.1: the refits a ship has had added (Refit orders), seen by its owner. */
export const REFITS_COLUMN: RowColumn = {
  header: 'Refits',
  type: 'list',
  seenBy: 'owner',
  note: 'LL5.1: the refits added to the ship at a yard (Refit orders), with their EBPV.',
};

/** LL5.6: the ISC rear plasma torpedo refit, its first year and the year any class may have it. */
const REAR_PLASMA = { name: /rear plasma/i, race: 'ISC', from: 171, all: 179, cruisers: ['CL', 'CA'] } as const;
/** LL5.821: the phases of a module change. */
const MODULE_PHASES = 2;

const refitsOf = (w: World, ship: Ship) => (w.c.extras?.Ships?.[ship.id]?.[REFITS_COLUMN.header] as string[] | undefined) ?? [];

/** LL5.6 (rule option ST94): why the ship may not have the ISC rear plasma torpedo refit this year, if it may not. */
function rearPlasma(w: World, empire: string, ship: Ship, refit: string): string | undefined {
  if (!REAR_PLASMA.name.test(refit)) return undefined;
  const race = w.c.empires.find((e) => e.id === empire)?.race ?? '';
  const year = w.c.settings.year;
  const cls = w.classOf(ship)!;
  if (race !== REAR_PLASMA.race) return `the rear plasma torpedo refit is the ISC's (LL5.6)`;
  if (year < REAR_PLASMA.from) return `the rear plasma torpedo refit first appears in Y${REAR_PLASMA.from}; it is Y${year} (LL5.6)`;
  if (year < REAR_PLASMA.all && !(REAR_PLASMA.cruisers as readonly string[]).includes(cls.hull))
    return `before Y${REAR_PLASMA.all} only light and heavy cruisers (Hull CL, CA) have the rear plasma torpedo refit; ${ship.id} is a ${cls.hull} (LL5.6)`;
  return undefined;
}

/** Refit: Ships the ship, Build class the refit, Extras its EBPV; at a large base or NCD of the race (LL5.1, LL5.12, LL5.6). */
export const refitOrder: OrderRule = (w, empire, o) => {
  const f = w.fleet(o.fleet)!;
  const ship = oneShip(w, o);
  if (typeof ship === 'string') return { refused: ship };
  const refit = o.buildClass.trim();
  if (!refit) return { refused: 'name the refit in Build class (LL5.1)' };
  const ebpv = Number(o.extras.trim().replace(/^ebpv\s+/i, ''));
  if (!o.extras.trim() || !Number.isFinite(ebpv) || ebpv < 0)
    return { refused: `write the refit's EBPV in Extras, "12" (LL5.12), not "${o.extras}"` };
  const ours = w.system(f.location)?.owner === empire;
  if (!ours || (!largeBaseOf(w.c, f.location) && !docksAt(w, f.location).length))
    return { refused: `no large base or NCD of yours at ${f.location}: refits are added there (LL5.1)` };
  if (refitsOf(w, ship).some((r) => r.replace(/ \(.*\)$/, '').toLowerCase() === refit.toLowerCase()))
    return { refused: `${ship.id} already has the ${refit} refit (LL5.1)` };
  const not = rearPlasma(w, empire, ship, refit);
  if (not) return { refused: not };
  if (refitRows(w).some((r) => r.Ship === ship.id)) return { refused: `${ship.id} is already at work in the yard (LL5.4)` };
  if (w.treasury(empire) < ebpv) return { refused: `the refit costs ${ebpv} EBPV; the bank holds ${w.treasury(empire)} (HH1.7)` };
  const phases = Math.max(1, Math.ceil(ebpv / 10));
  w.addLedger(empire, -ebpv, `Refit ${refit} of ${ship.id} (${ship.shipClass}) at ${f.location}`, 'LL5.12');
  const yard = toYard(w, empire, ship, { Work: 'Refit', Class: refit, 'Phases left': phases, EBPV: ebpv });
  const early =
    REAR_PLASMA.name.test(refit) && w.c.settings.year < REAR_PLASMA.all ? ", before Y179 in R13.R2's manner: the GM's ruling (LL5.6)" : '';
  return {
    done: `${ship.id} takes the ${refit} refit at ${f.location}: ${ebpv} EBPV, ${phases} phases, in fleet ${yard} meanwhile (LL5.12)${early}`,
  };
};

/** Annex AAA 7: a refit done, listed on the ship. */
export function refitDone(w: World, empire: string, ship: Ship, refit: string, ebpv: number, hex: string): void {
  cells(w.c, 'Ships', ship.id)[REFITS_COLUMN.header] = [...refitsOf(w, ship), `${refit} (${ebpv})`];
  w.log('Refit', empire, `${ship.id} refitted with ${refit} at ${hex}`, 'LL5.12');
  w.report(empire, 'Builds', `${ship.id} has the ${refit} refit, ready in fleet ${ship.fleet} at ${hex} (LL5.1).`);
}

/** The module ships Extras names ("modules ROM-20, ROM-21"), the race's, in the hex, all of one family. */
function modulesOf(w: World, empire: string, hex: string, o: Order): { modules: Ship[]; sky: boolean } | string {
  const ids = o.extras
    .replace(/^modules?\b/i, '')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (!ids.length) return 'name the modules in Extras: "modules ROM-20, ROM-21" (LL5.84)';
  const modules: Ship[] = [];
  for (const id of ids) {
    const m = w.ship(id);
    const cls = m && w.classOf(m);
    if (!m || m.empire !== empire || w.fleet(m.fleet)?.location !== hex || !cls || !/\bmodules?\b/i.test(cls.hull))
      return `${id} is no module of yours at ${hex}: the modules must be built and there (LL5.84)`;
    modules.push(m);
  }
  const sky = modules.map((m) => /^sk/i.test(w.classOf(m)!.hull));
  if (sky.some((s) => s !== sky[0])) return 'SparrowHawk and SkyHawk modules are not mixed (LL5.8)';
  return { modules, sky: sky[0] };
}

/** LL5.82-LL5.83: why the modules cannot be changed at the hex, if they cannot. */
function moduleYard(w: World, empire: string, hex: string, ship: Ship, sky: boolean): string | undefined {
  const ours = w.system(hex)?.owner === empire;
  const docks = ours ? docksAt(w, hex) : [];
  const size = w.classOf(ship)!.sizeClass;
  if (!sky)
    return docks.some((d) => load(kindOf(d), size) > 0)
      ? undefined
      : `SparrowHawk modules are changed only at an NCD of yours that builds the ship (size class ${size}), none at ${hex} (LL5.82)`;
  const base = ours ? largeBaseOf(w.c, hex) : '';
  const frd = w.fleetsAt(hex).some((g) => g.empire === empire && w.shipsOf(g.id).some((s) => hasRole(w.classOf(s), 'FRD')));
  return docks.length || base === 'SB' || base === 'BATS' || frd
    ? undefined
    : `SkyHawk modules are changed at an NCD, SB, BATS (not a BS) or FRD of yours, none at ${hex} (LL5.83)`;
}

/** Convert with Extras "modules …": a modular ship's module change, 2 phases, no EBPV (LL5.82-LL5.84); undefined: not one. */
export function moduleChange(w: World, empire: string, ship: Ship, o: Order): { refused: string } | { done: string } | undefined {
  if (!/^modules?\b/i.test(o.extras.trim())) return undefined;
  const from = w.classOf(ship)!;
  const to = w.classOf({ empire, shipClass: o.buildClass.trim() });
  const hex = w.fleet(ship.fleet)!.location;
  if (from.hull !== 'Modular') return { refused: `${ship.id} is no modular ship (Hull Modular, LL5.8): it changes no modules` };
  if (!to || to.hull !== 'Modular' || to.sizeClass !== from.sizeClass || to.name === from.name)
    return { refused: `${o.buildClass || '(blank Build class)'} is no other form of the ${from.name} (Hull Modular, LL5.8)` };
  const found = modulesOf(w, empire, hex, o);
  if (typeof found === 'string') return { refused: found };
  const where = moduleYard(w, empire, hex, ship, found.sky);
  if (where) return { refused: where };
  if (refitRows(w).some((r) => r.Ship === ship.id)) return { refused: `${ship.id} is already at work in the yard (LL5.4)` };
  const emptied = new Set(found.modules.map((m) => m.fleet));
  w.removeShips(found.modules);
  for (const id of emptied) if (!w.shipsOf(id).length) w.removeFleet(w.fleet(id)!);
  const yard = toYard(w, empire, ship, { Work: 'Modules', Class: to.name, 'Phases left': MODULE_PHASES, EBPV: 0 });
  const names = found.modules.map((m) => m.id).join(', ');
  return {
    done: `${ship.id} to ${to.name} with ${names} at ${hex}: no EBPV, ${MODULE_PHASES} phases, in fleet ${yard} meanwhile (LL5.821, LL5.84)`,
  };
}
