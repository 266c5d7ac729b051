// Resupply and Raise CO, one action (EaW 6d, 6e, 6.0, 8.0): resupply and repair at the admiral's FRD,
// developed colony or a repair freighter; CO raised and ships refitted (6f) only at the FRD or colony.

import { Ship, ShipClass } from '../../../core/model';
import { MAX_CO_PERCENT } from '../officers';
import { key } from '../../../core/ids';
import { extrasItems } from './command';
import { conversion, startConversion, underConversion } from '../staley';
import { timing, type Plot } from '../plot';
import { refuse, Refusal } from './refusal';
import type { OrderRule } from './rule';
import type { RefitDone } from './outcome';
import { ownColonyAt, ownFrdAt, ownShipWithRoleAt } from './support';
import { rulesetOf } from '../ruleset';

interface Asked {
  co: number;
  refits: { ship: string; to: string }[];
}

interface Refit {
  ship: Ship;
  to: ShipClass;
  cost: number;
}

/** The form of a Resupply or Raise CO order's Extras: "CO 20", "refit KLI-05 D7B" (EaW 6.0, 6f). */
export function parseResupplyExtras(text: string): Asked | Refusal {
  const out: Asked = { co: 0, refits: [] };
  for (const { word, value } of extrasItems(text)) {
    if (word === 'co' && /^\d+$/.test(value)) out.co = Number(value);
    else if (word === 'refit') {
      const [ship = '', ...rest] = value.split(/\s+/).filter((x) => x && x.toLowerCase() !== 'to');
      out.refits.push({ ship: key(ship), to: rest.join(' ') }); // an id typed in Extras: canonical here, once
    } else return refuse({ code: 'extras-not-understood', item: `${word} ${value}`.trim(), example: '"CO 20" or "refit KLI-05 D7B"' });
  }
  return out;
}

/**
 * EaW 6f: "refit KLI-05 D7B" — the price is the EBPV difference, nothing back for a cheaper refit. With
 * Staley conversions (LL5.2) the difference either way is paid and the work takes its phases.
 */
function refitOf(plot: Plot, fleetId: string, refit: Asked['refits'][number]): Refit | Refusal {
  const ship = plot.w.shipsOf(fleetId).find((s) => s.id === refit.ship);
  if (!ship) return refuse({ code: 'refit-ship-not-in-fleet', ship: refit.ship, fleet: fleetId });
  const from = plot.w.catalog.get(ship.shipClass);
  const to = plot.w.catalog.get(refit.to);
  if (!from || !to) return refuse({ code: 'refit-no-class', shipClass: refit.to, ship: ship.id });
  if (from.race !== to.race || from.sizeClass !== to.sizeClass) return refuse({ code: 'refit-not-allowed', from: from.name, to: to.name });
  if (to.yearInService > plot.w.c.settings.year)
    return refuse({ code: 'refit-not-in-service', shipClass: to.name, year: to.yearInService });
  if (!rulesetOf(plot.w.c).staley.conversions) return { ship, to, cost: Math.max(0, to.ebpv - from.ebpv) };
  if (underConversion(plot.w, ship.id)) return refuse({ code: 'refit-under-conversion', ship: ship.id });
  return { ship, to, cost: conversion(from, to).cost };
}

/** Where the fleet will be, and whether a base (FRD, colony) or only a repair freighter serves it there. */
function service(plot: Plot, fleetId: string): { where: string; base: boolean; freighter: boolean } {
  const where = plot.place(fleetId);
  const freighter = ownShipWithRoleAt(plot, where, 'small repair freighter') || ownShipWithRoleAt(plot, where, 'large repair freighter');
  return { where, base: ownFrdAt(plot, where) || ownColonyAt(plot, where), freighter };
}

function refitsOf(plot: Plot, fleetId: string, asked: Asked): Refit[] | Refusal {
  const out: Refit[] = [];
  for (const refit of asked.refits) {
    const r = refitOf(plot, fleetId, refit);
    if ('refused' in r) return r;
    out.push(r);
  }
  return out;
}

export const resupply: OrderRule<Asked> = {
  kinds: ['Resupply', 'Raise CO'],
  parse: (cmd) => parseResupplyExtras(cmd.extras),
  check: (plot, cmd, asked) => {
    const { where, base, freighter } = service(plot, cmd.fleet);
    if (!base && !freighter) return refuse({ code: 'no-resupply-here', at: where });
    const refits = refitsOf(plot, cmd.fleet, asked);
    if (!Array.isArray(refits)) return refits;
    const co = asked.co;
    if (cmd.kind === 'Raise CO' && !co) return refuse({ code: 'no-co-level' });
    if (co > MAX_CO_PERCENT) return refuse({ code: 'co-over-max', max: MAX_CO_PERCENT });
    if (co && !base) return refuse({ code: 'co-needs-base' });
    if (refits.length && !base) return refuse({ code: 'freighter-cannot-refit' });
    return undefined;
  },
  plan: (plot, cmd, asked) => {
    const w = plot.w;
    const fleet = w.fleet(cmd.fleet)!;
    const { where } = service(plot, fleet.id);
    const refits = refitsOf(plot, fleet.id, asked) as Refit[];
    const co = asked.co;
    const ships = w.shipsOf(fleet.id).filter((s) => s.condition !== 'Captured');
    // EaW 6.0: the price is the ship's CBPV (without LO or crew, with drone and plasma upgrades) x the increase.
    const coCost = ships.reduce(
      (sum, s) => sum + (Math.max(0, co - s.coPercent) / 100) * ((w.catalog.get(s.shipClass)?.cbpv ?? 0) + s.extrasCbpv),
      0,
    );
    const refitCost = refits.reduce((sum, r) => sum + r.cost, 0);
    const already = plot.resupplied.has(fleet.id);
    return {
      plan: { code: 'resupply', raiseCo: cmd.kind === 'Raise CO', fleet: fleet.id, at: where, co },
      mp: already ? 0 : 1,
      bpv: Math.round((coCost + refitCost) * 10) / 10,
      when: timing(plot, fleet.id),
      commit: () => plot.resupplied.add(fleet.id),
      apply: () => {
        const repaired = ships.filter((s) => s.condition === 'Crippled');
        for (const s of repaired) s.condition = 'OK';
        if (co) for (const s of ships) s.coPercent = Math.max(s.coPercent, co);
        if (coCost) w.addLedger(plot.empire, -Math.round(coCost * 10) / 10, `CO raised to ${co}% (EaW 6.0)`, fleet.id);
        const refitted = refits.map((r): RefitDone => {
          if (rulesetOf(w.c).staley.conversions) {
            const readyAt = startConversion(w, plot.empire, r.ship, r.to, conversion(w.catalog.get(r.ship.shipClass)!, r.to));
            return { ship: r.ship.id, to: r.to.name, readyAt };
          }
          w.addLedger(plot.empire, -r.cost, `Refit ${r.ship.shipClass} to ${r.to.name} (EaW 6f)`, r.ship.id);
          r.ship.shipClass = r.to.name;
          return { ship: r.ship.id, to: r.to.name };
        });
        return { code: 'resupplied', fleet: fleet.id, repaired: repaired.map((s) => s.id), co, refits: refitted };
      },
    };
  },
  offered: () => true,
};
