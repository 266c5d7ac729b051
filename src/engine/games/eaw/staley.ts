// The Staley campaign's economy (seed 002) as options over EaW, each switched on in the Campaign tab:
// war doubling (HH2, its rule in core/warDoubling, shared with the Staley game), scrap and salvage
// (LL10) and conversions (LL5.2), their prices the Staley game's own (staley/refits.ts), and a
// capital's fall (NN1, borrowed from the Staley game's staley/capital.ts). HH1.7 (no bank below zero)
// is EaW's own rule already: every order is paid from the treasury or refused.
//
// Time: a Staley turn (the period income is paid for and orders are given in) is an EaW season; a
// Staley phase is an eighth of a turn (DD1.3), so 8 phases make a season (rule option ST1).

import { parseStamp, SEASON_CALENDAR } from '../../core/calendar';
import { orionWar, WarDoublingRules } from '../../core/warDoubling';
import { yearIncome } from './income';

import { SEASONS, Ship, ShipClass } from '../../core/model';
import { World } from '../../core/world';
import { refuse, Refusal } from './orders/refusal';
import { conversion as staleyConversion } from '../staley/refits';
import { CONVERSIONS, conversionsOf } from './deferred';
import { takeBank } from '../staley/capital';

/** Staley DD1.3 mapped onto EaW: phases in a season (rule option ST1). */
export const PHASES_PER_SEASON = 8;

// ---- LL10 and LL5.2: the Staley game's own rules (staley/refits.ts), priced here in seasons ---------

export { salvagePercent } from '../staley/refits';

export interface Conversion {
  cost: number;
  phases: number;
  seasons: number;
}

/** Staley LL5.21 (staley/refits.ts): its price and phases, and the seasons those phases take (ST1). */
export function conversion(from: ShipClass, to: ShipClass): Conversion {
  const c = staleyConversion(from, to);
  return { ...c, seasons: Math.max(1, Math.ceil(c.phases / PHASES_PER_SEASON)) };
}

/** The season index of a stamp: 4 a year (Setup and New Year count with the season they precede). */
function seasonIndex(stamp: string): number {
  const s = parseStamp(stamp);
  if (!s) return NaN;
  const i = SEASONS.indexOf(s.season as (typeof SEASONS)[number]);
  return s.year * 4 + (i >= 0 ? i : 0);
}

function stampOf(index: number): string {
  return `Y${Math.floor(index / 4)} ${SEASONS[index % 4]}`;
}

/** A conversion is paid now and kept as deferred work; the ship's class changes when its last season ends. */
export function startConversion(w: World, empire: string, ship: Ship, to: ShipClass, c: Conversion): string {
  const ready = stampOf(seasonIndex(w.season) + c.seasons - 1);
  w.addLedger(
    empire,
    -c.cost,
    `Conversion (Staley LL5.2) of ${ship.shipClass} to ${to.name}: ${c.phases} phases, ready at the end of ${ready}`,
    ship.id,
  );
  conversionsOf(w.c).push({ empire, ship: ship.id, shipClass: to.name, ready, cost: c.cost });
  return ready;
}

/** At the end of each season: conversions whose last season it was are finished, if the ship still exists. */
export function finishConversions(w: World): void {
  const done = conversionsOf(w.c).filter((c) => c.ready === w.season);
  w.c.deferred[CONVERSIONS.key] = conversionsOf(w.c).filter((c) => !done.includes(c));
  for (const c of done) {
    const ship = w.ship(c.ship);
    if (!ship || ship.empire !== c.empire) continue;
    ship.shipClass = c.shipClass;
    w.log('Conversion', c.empire, `${ship.id} converted to ${c.shipClass} (Staley LL5.2)`);
    w.report(c.empire, 'Builds', `${ship.id} has finished its conversion to ${c.shipClass} (Staley LL5.2).`);
  }
}

/** A ship being converted until the end of this season or later (Staley LL5.4: no second refit meanwhile). */
export function underConversion(w: World, shipId: string): boolean {
  return conversionsOf(w.c).some((c) => c.ship === shipId && seasonIndex(c.ready) >= seasonIndex(w.season));
}

// ---- HH2: war doubling (core/warDoubling) --------------------------------------------------------

/** HH2 in EaW: a turn is a season, its income a quarter of the year's. */
export const EAW_WAR_DOUBLING: WarDoublingRules = {
  calendar: SEASON_CALENDAR,
  unit: 'BPV',
  income: (w, empire) => Math.round(yearIncome(empire, w.c.settings.year, w.c, () => false).reduce((n, l) => n + l.amount, 0) / 4),
};

/** HH2.3: the Orions neither declare war nor have war declared on them. */
export function orionBarred(w: World, empire: string, target: string): Refusal | undefined {
  return orionWar(w, empire, target) ? refuse({ code: 'orion-war' }) : undefined;
}

// ---- NN1: a capital falls -------------------------------------------------------------------------

/** NN1: the empire's capital: the Empires "Capital", else its home system developed at setup (EaW 2a). */
export function capitalOf(w: World, empire: string): string {
  const e = w.c.empires.find((x) => x.id === empire);
  if (e?.capital) return e.capital;
  return w.c.systems.find((s) => s.owner === empire && parseStamp(s.developedIn)?.season === 'Setup')?.id ?? '';
}

/** NN1.1 (the Staley game's, staley/capital.ts), NN1.2: the conqueror takes the whole bank; the fallen empire's ships lose their supply (CO, EaW 6.0). */
export function capitalFalls(w: World, fallen: string, conqueror: string, system: string): void {
  const bank = takeBank(w, fallen, conqueror, system, 'BPV');
  for (const s of w.c.ships.filter((x) => x.empire === fallen)) s.coPercent = 0;
  w.report(
    fallen,
    'Developments',
    `Our capital ${system} has fallen to ${conqueror}: the treasury (${bank} BPV) is lost and every ship is out of supply, its Commander's Options gone (Staley NN1).`,
  );
  w.report(conqueror, 'Developments', `${fallen}'s capital ${system} is ours: +${bank} BPV from its treasury (Staley NN1.1).`);
}
