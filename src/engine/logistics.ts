// Fleet housekeeping orders: transfer (EaW 7.0, 7a), scrap (9.0, 9a), inspect captures (9b, 9c),
// resupply / repair / CO (6d, 6e, 6.0, 8.0), self-repair (24.0) and staying put.

import { hasRole, MAX_CO_PERCENT, newFleet, Ship, ShipClass } from './model';
import { key, sameId } from './ids';
import { extrasItems } from './orders';
import { conversion, salvagePercent, startConversion, underConversion } from './staley';
import { Handler, Plot, timing } from './plotting';
import { colonyDisrupted } from './movement';

const SCRAP_REFUND = 0.5;

/** The ships an order names in its Ships column ("all" for the whole fleet), or why it cannot. */
function namedShips(plot: Plot, fleetId: string, names: string[]): Ship[] | string {
  const own = plot.w.shipsOf(fleetId);
  if (names.length === 0) return `list the ships in the Ships column (or "all")`;
  if (names.length === 1 && /^all$/i.test(names[0])) return own; // the Ships cell as the admiral typed it
  const out: Ship[] = [];
  for (const n of names) {
    const s = own.find((x) => sameId(x.id, n));
    if (!s) return plot.w.ship(n) ? `ship ${n} is not in ${fleetId}` : `no ship "${n}"`;
    if (out.includes(s)) return `ship ${n} is listed twice`;
    out.push(s);
  }
  return out;
}

function ownFrdAt(plot: Plot, system: string): boolean {
  return plot.w.frdSystems(plot.empire).some((s) => sameId(s, system));
}

function ownShipWithRoleAt(plot: Plot, system: string, role: 'small repair freighter' | 'large repair freighter'): boolean {
  return plot.w.fleetsAt(system).some((f) => sameId(f.empire, plot.empire) && plot.w.fleetHas(f.id, role));
}

/** A developed colony of the empire that no trapped enemy disrupts (EaW 13b, 10i). */
function ownColonyAt(plot: Plot, system: string): boolean {
  const s = plot.w.system(system);
  return !!s && s.development === 'Colony' && sameId(s.owner, plot.empire) && !colonyDisrupted(plot.w, s.id, plot.empire);
}

/** EaW 17g: after losing or gaining ships a fleet is flagged non-compliant, or cleared. */
export function updateCompliance(plot: Plot, fleetId: string): string {
  const f = plot.w.fleet(fleetId);
  if (!f || f.status === 'Trapped' || f.status === 'Pinned') return '';
  const problems = plot.w.fleetProblems(f.id);
  f.status = problems.length ? 'Non-compliant' : 'Ready';
  return problems.length ? `; ${f.id} is now non-compliant: ${problems.join('; ')} (EaW 17g)` : '';
}

export const planTransfer: Handler = (plot, cmd) => {
  const w = plot.w;
  const from = w.fleet(cmd.fleet)!;
  if (!cmd.target) return 'name the receiving fleet in Target (a new fleet id forms a new fleet)';
  if (sameId(cmd.target, from.id)) return 'a fleet cannot transfer ships to itself';
  const to = w.fleet(cmd.target);
  if (to && !sameId(to.empire, plot.empire)) return `${to.id} is not your fleet`;
  if (to?.status === 'Trapped') return `${to.id} is trapped and can do nothing (EaW 10h)`;
  const ships = namedShips(plot, from.id, cmd.ships);
  if (typeof ships === 'string') return ships;
  if (ships.some((s) => hasRole(w.catalog.get(s.shipClass), 'FRD'))) return 'the FRD moves with Move FRD, not by transfer (EaW 15e)';
  const where = plot.place(from.id);
  if (to && !sameId(plot.place(to.id), where))
    return `${from.id} will be at ${where} and ${to.id} at ${plot.place(to.id)}: transfers are within one system (EaW 7.0)`;
  if (!to && ships.every((s) => s.condition === 'Captured')) return 'uninspected captured ships cannot form a fleet of their own (EaW 25b)';
  const when = to ? (timing(plot, from.id) === 'now' && timing(plot, to.id) === 'now' ? 'now' : 'after-move') : timing(plot, from.id);
  const names = ships.map((s) => s.id).join(', ');
  return {
    text: `Transfer ${names} from ${from.id} to ${to?.id ?? `new fleet ${cmd.target}`}`,
    mp: 1,
    when,
    locks: when === 'after-move' ? 'transferred ships after moving' : undefined,
    alsoNeeds: to ? [to.id] : [],
    commit: () => {
      if (when === 'after-move' && to) plot.plan(to.id).lockedBy ??= 'received ships after moving';
    },
    apply: () => {
      const target = w.fleet(cmd.target) ?? pushFleet(plot, cmd.target, from.location);
      for (const s of [...ships]) w.moveShip(s, target.id); // `ships` may be the giving fleet's own list
      let text = `moved ${names} from ${from.id} to ${target.id}`;
      if (w.shipsOf(from.id).length === 0) {
        w.removeFleet(from);
        text += `; ${from.id} disbanded (EaW 7a)`;
      } else text += updateCompliance(plot, from.id);
      text += updateCompliance(plot, target.id);
      w.report(plot.empire, 'Movement', `${text[0].toUpperCase()}${text.slice(1)}.`);
      return text;
    },
  };
};

function pushFleet(plot: Plot, id: string, location: string) {
  return plot.w.addFleet(newFleet(id, plot.empire, location, plot.w.season));
}

/** The Extras of a Scrap row as the admiral typed them: "categories 2", the crippled categories (Staley LL10.41). */
export function parseScrapExtras(text: string): number | string {
  let categories = 1;
  for (const { word, value } of extrasItems(text)) {
    if (word === 'categories' && /^[1-5]$/.test(value)) categories = Number(value);
    else return `Extras "${`${word} ${value}`.trim()}" is not understood: write e.g. "categories 2" (crippled categories, Staley LL10.41)`;
  }
  return categories;
}

export const planScrap: Handler = (plot, cmd) => {
  const w = plot.w;
  const fleet = w.fleet(cmd.fleet)!;
  const ships = namedShips(plot, fleet.id, cmd.ships);
  if (typeof ships === 'string') return ships;
  const where = plot.place(fleet.id);
  if (!ownFrdAt(plot, where) && !ownShipWithRoleAt(plot, where, 'large repair freighter'))
    return `scrapping needs your FRD or a large repair freighter at ${where} (EaW 9.0, 9a)`;
  if (ships.some((s) => hasRole(w.catalog.get(s.shipClass), 'FRD'))) return 'an FRD is not scrapped by this order';
  const staley = w.c.ruleset.staley.scrapAndSalvage;
  const categories = staley ? parseScrapExtras(cmd.extras) : 1;
  if (typeof categories === 'string') return categories;
  // Staley LL10 (option) in place of EaW 9.0: 45% scrapped, 25% salvaged less 5% a further crippled category.
  const share = (s: Ship) => (staley ? salvagePercent(s.condition === 'Crippled', categories) / 100 : SCRAP_REFUND);
  const refund = Math.round(ships.reduce((sum, s) => sum + (w.catalog.get(s.shipClass)?.ebpv ?? 0) * share(s), 0) * 100) / 100;
  const rule = staley ? 'Staley LL10' : 'EaW 9.0';
  const names = ships.map((s) => s.id).join(', ');
  return {
    text: `Scrap ${names}`,
    mp: 1,
    when: timing(plot, fleet.id),
    apply: () => {
      w.removeShips(ships);
      const what = staley ? ships.map((s) => `${s.id} ${share(s) * 100}%`).join(', ') : '50%';
      w.laterLedger.push({
        season: w.season,
        empire: plot.empire,
        amount: refund,
        reason: `Scrap refund, ${what} of EBPV, usable next season (${rule})`,
        reference: names,
      });
      let text = `scrapped ${names}; ${refund} BPV refunded for next season (${rule})`;
      if (w.shipsOf(fleet.id).length === 0) {
        w.removeFleet(fleet);
        text += `; ${fleet.id} disbanded`;
      } else text += updateCompliance(plot, fleet.id);
      w.report(plot.empire, 'Builds', `Scrapped ${names} for ${refund} BPV next season.`);
      return text;
    },
  };
};

export const planInspect: Handler = (plot, cmd) => {
  const w = plot.w;
  const fleet = w.fleet(cmd.fleet)!;
  const captured = w.shipsOf(fleet.id).filter((s) => s.condition === 'Captured');
  if (captured.length === 0) return `${fleet.id} has no captured ship to inspect`;
  const where = plot.place(fleet.id);
  if (!ownFrdAt(plot, where) && !ownShipWithRoleAt(plot, where, 'small repair freighter'))
    return `inspection needs your FRD or a small repair freighter at ${where} (EaW 9b, 9c)`;
  return {
    text: `Inspect ${captured.map((s) => s.id).join(', ')}`,
    mp: 1,
    when: timing(plot, fleet.id),
    apply: () => {
      for (const s of captured) s.condition = 'OK';
      return `inspected ${captured.map((s) => s.id).join(', ')}: restored and now count in ${fleet.id} (EaW 9b)${updateCompliance(plot, fleet.id)}`;
    },
  };
};

/** Resupply, repair (EaW 6d, 6e) and raising CO (6.0, 8.0); "Raise CO" is the same action. */
export const planResupply: Handler = (plot, cmd) => {
  const w = plot.w;
  const fleet = w.fleet(cmd.fleet)!;
  const where = plot.place(fleet.id);
  const base = ownFrdAt(plot, where) || ownColonyAt(plot, where);
  const freighter = ownShipWithRoleAt(plot, where, 'small repair freighter') || ownShipWithRoleAt(plot, where, 'large repair freighter');
  if (!base && !freighter) return `${where} has neither your FRD, your developed colony nor a repair freighter (EaW 6d)`;
  const asked = parseResupplyExtras(cmd.extras);
  if (typeof asked === 'string') return asked;
  const co = asked.co;
  const refits: { ship: Ship; to: ShipClass; cost: number }[] = [];
  for (const refit of asked.refits) {
    const r = refitOf(plot, fleet.id, refit);
    if (typeof r === 'string') return r;
    refits.push(r);
  }
  if (cmd.kind === 'Raise CO' && !co) return 'give the new CO level in Extras, e.g. "CO 20"';
  if (co > MAX_CO_PERCENT) return `CO is at most ${MAX_CO_PERCENT}% (EaW 6.0)`;
  if (co && !base) return 'CO is raised only at your developed colony or FRD (EaW 6.0)';
  if (refits.length && !base) return 'a repair freighter repairs and resupplies but cannot refit (EaW 6d)';
  const ships = w.shipsOf(fleet.id).filter((s) => s.condition !== 'Captured');
  // EaW 6.0: the price is the ship's CBPV (without LO or crew, with drone and plasma upgrades) x the increase.
  const coCost = ships.reduce(
    (sum, s) => sum + (Math.max(0, co - s.coPercent) / 100) * ((w.catalog.get(s.shipClass)?.cbpv ?? 0) + s.extrasCbpv),
    0,
  );
  const refitCost = refits.reduce((sum, r) => sum + r.cost, 0);
  const already = plot.resupplied.has(key(fleet.id));
  return {
    text: `${cmd.kind === 'Raise CO' ? 'Raise CO' : 'Resupply and repair'} ${fleet.id} at ${where}${co ? `, CO to ${co}%` : ''}`,
    mp: already ? 0 : 1,
    bpv: Math.round((coCost + refitCost) * 10) / 10,
    when: timing(plot, fleet.id),
    commit: () => plot.resupplied.add(key(fleet.id)),
    apply: () => {
      const repaired = ships.filter((s) => s.condition === 'Crippled');
      for (const s of repaired) s.condition = 'OK';
      if (co) for (const s of ships) s.coPercent = Math.max(s.coPercent, co);
      if (coCost) w.addLedger(plot.empire, -Math.round(coCost * 10) / 10, `CO raised to ${co}% (EaW 6.0)`, fleet.id);
      const refitted = refits
        .map((r) => {
          if (w.c.ruleset.staley.conversions)
            return `${r.ship.id} converting to ${r.to.name}, ready at the end of ${startConversion(w, plot.empire, r.ship, r.to, conversion(w.catalog.get(r.ship.shipClass)!, r.to))} (Staley LL5.2)`;
          w.addLedger(plot.empire, -r.cost, `Refit ${r.ship.shipClass} to ${r.to.name} (EaW 6f)`, r.ship.id);
          r.ship.shipClass = r.to.name;
          return `${r.ship.id} refitted to ${r.to.name} (EaW 6f)`;
        })
        .join(', ');
      return `${fleet.id} resupplied${repaired.length ? `, repaired ${repaired.map((s) => s.id).join(', ')} (EaW 6e)` : ''}${co ? `, CO ${co}%` : ''}${refitted ? `, ${refitted}` : ''}`;
    },
  };
};

/** The form of a Resupply or Raise CO order's Extras: "CO 20", "refit KLI-05 D7B" (EaW 6.0, 6f). */
export function parseResupplyExtras(text: string): { co: number; refits: { ship: string; to: string }[] } | string {
  const out = { co: 0, refits: [] as { ship: string; to: string }[] };
  for (const { word, value } of extrasItems(text)) {
    if (word === 'co' && /^\d+$/.test(value)) out.co = Number(value);
    else if (word === 'refit') {
      const [ship = '', ...rest] = value.split(/\s+/).filter((x) => x && x.toLowerCase() !== 'to');
      out.refits.push({ ship, to: rest.join(' ') });
    } else return `Extras "${`${word} ${value}`.trim()}" is not understood: write e.g. "CO 20" or "refit KLI-05 D7B"`;
  }
  return out;
}

/**
 * EaW 6f: "refit KLI-05 D7B" — the price is the EBPV difference, nothing back for a cheaper refit. With
 * Staley conversions (LL5.2) the difference either way is paid and the work takes its phases.
 */
function refitOf(plot: Plot, fleetId: string, refit: { ship: string; to: string }): { ship: Ship; to: ShipClass; cost: number } | string {
  const ship = plot.w.shipsOf(fleetId).find((s) => sameId(s.id, refit.ship));
  if (!ship) return `refit: ship "${refit.ship}" is not in ${fleetId}`;
  const from = plot.w.catalog.get(ship.shipClass);
  const to = plot.w.catalog.get(refit.to);
  if (!from || !to) return `refit: no class "${refit.to}"; write e.g. "refit ${ship.id} D7B"`;
  if (!sameId(from.race, to.race) || from.sizeClass !== to.sizeClass)
    return `refit: ${from.name} cannot become ${to.name} (another race or size class)`;
  if (to.yearInService > plot.w.c.settings.year) return `refit: ${to.name} enters service in Y${to.yearInService} (EaW 3a)`;
  if (!plot.w.c.ruleset.staley.conversions) return { ship, to, cost: Math.max(0, to.ebpv - from.ebpv) };
  if (underConversion(plot.w, ship.id)) return `refit: ${ship.id} is still being converted (Staley LL5.4)`;
  return { ship, to, cost: conversion(from, to).cost };
}

export const planSelfRepair: Handler = (plot, cmd) => ({
  text: `Self-repair of ${cmd.fleet} in post-combat (EaW 24.0)`,
  mp: 1,
  when: 'post-combat',
  postCombat: {
    kind: 'self-repair',
    empire: plot.empire,
    fleet: plot.w.fleet(cmd.fleet)!.id,
    system: plot.place(cmd.fleet),
    row: cmd.row,
    extras: '',
  },
});

export const planStay: Handler = (plot, cmd) => ({
  text: `${plot.w.fleet(cmd.fleet)!.id} stays at ${plot.place(cmd.fleet)}`,
  when: 'now',
  locks: 'was ordered to stay',
});
