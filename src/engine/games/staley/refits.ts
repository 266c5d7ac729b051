// Conversions (LL5.2) and scrap and salvage (LL10), this game's own rules (Empires at War borrows the
// prices as options, eaw/staley.ts). A conversion turns a ship into another variant at a shipyard of
// its race (the hex of its own SB, CC2.3): it costs the EBPV difference either way, paid at the start,
// and takes a phase per 10 EBPV of twice that, rounded up (LL5.21). Rule option ST17: the Classes tab
// names no hull family, so a variant is a class of the same race and size class. Scrapping an uncrippled
// ship (LL10.1) at a large base of its race or beside an FRD (LL10.2) takes a phase per 15 EBPV and
// gives back 45% of its EBPV on the phase it ends (LL10.3); salvaging a crippled one, a phase per 30
// EBPV for 25%, 5% less for each crippled category past the first (LL10.4, LL10.41; Extras "categories 2").
// The work is a row of the Refits tab (yardWork.ts), seen by its race alone. A ship in conversion waits in its own
// fleet at the yard ("In the yard"), which does not move until it is done; a ship scrapped is gone at once.

import type { Ship, ShipClass } from '../../core/model';
import { hasRole } from '../../core/model';
import type { World } from '../../core/world';
import { largeBaseOf } from './map';
import type { OrderRule } from './orderRule';
import { takeDone, workPhase } from './projects';
import { moduleChange, refitDone } from './shipRefits';
import { namedShips, oneShip, REFITS_TAB, refitRows, toYard } from './yardWork';

/** LL5.21: what a conversion costs (the EBPV difference either way) and the phases it takes (twice that, per 10, rounded up). */
export function conversion(from: Pick<ShipClass, 'ebpv'>, to: Pick<ShipClass, 'ebpv'>): { cost: number; phases: number } {
  const cost = Math.abs(to.ebpv - from.ebpv);
  return { cost, phases: Math.ceil((2 * cost) / 10) };
}

/** LL10.3, LL10.4, LL10.41: percent of the original EBPV returned; `categories` counts a crippled ship's crippled categories. */
export function salvagePercent(crippled: boolean, categories = 1): number {
  return crippled ? Math.max(0, 25 - 5 * (Math.max(1, categories) - 1)) : 45;
}

/** LL10.3, LL10.4: the phases scrapping (a phase per 15 EBPV) or salvaging (per 30) takes, rounded up. */
export const scrapPhases = (ebpv: number, crippled: boolean) => Math.max(1, Math.ceil(ebpv / (crippled ? 30 : 15)));

const rows = refitRows;
/** The work that keeps a ship in the yard: conversions (LL5.2, LL5.5), module changes (LL5.821) and refits (LL5.12). */
const IN_YARD = ['Conversion', 'Specifications', 'Modules', 'Refit'];

/** A fleet whose ships wait in the yard: why it cannot move (LL5.2), or undefined. */
export function inTheYard(w: World, fleet: string): string | undefined {
  const row = rows(w).find((r) => IN_YARD.includes(String(r.Work)) && w.ship(String(r.Ship))?.fleet === fleet);
  const what = row?.Work === 'Refit' ? 'refitted' : 'converted';
  return row && `${row.Ship} is being ${what} at ${row.Hex}, ${row['Phases left']} phases left (LL5.2): the fleet stays in the yard`;
}

/** What a conversion is (LL5.2-LL5.5): the class it ends as, its price and phases, where it may be done and its rule. */
interface ConversionKind {
  to: string;
  cost: number;
  phases: number;
  /** A shipyard (an SB of the race, CC2.3), or any large base of the race (LL5.22). */
  at: 'shipyard' | 'large base';
  work: 'Conversion' | 'Specifications';
  rule: string;
}

/** LL5.22-LL5.23 (rule option ST71): the Classes tab's Hull names an HDW ("HDW") or a modular ship ("Modular", LL5.8). */
const hullIs = (cls: ShipClass, hull: string) => cls.hull.trim().toLowerCase() === hull.toLowerCase();

/** The conversion a Convert order asks for, or why it cannot be (LL5.2, LL5.21-LL5.23, LL5.5, rule options ST17, ST71). */
function conversionOf(w: World, empire: string, ship: Ship, buildClass: string): ConversionKind | string {
  const from = w.classOf(ship)!;
  const named = buildClass.trim();
  // LL5.5: a captured ship is first fitted to the race's specifications: 20% of its EBPV, a phase per 5 EBPV of that.
  if (ship.condition === 'Captured') {
    if (named && named.toLowerCase() !== from.name.toLowerCase())
      return `${ship.id} is a captured ship: convert it to your specifications first, Build class blank (LL5.5, rule option ST71)`;
    const cost = Math.round(from.ebpv * 20) / 100;
    return { to: from.name, cost, phases: Math.max(1, Math.ceil(cost / 5)), at: 'shipyard', work: 'Specifications', rule: 'LL5.5' };
  }
  const to = w.classOf({ empire, shipClass: named });
  if (!to) return `no class ${named || '(blank Build class)'}`;
  if (to.name === from.name || to.sizeClass !== from.sizeClass)
    return `${to.name} is no variant of ${from.name}: another class of its size class ${from.sizeClass} (LL5.2, rule option ST17)`;
  // LL5.22-LL5.23: an HDW's forms and a modular ship's convert at the EBPV difference, not doubled.
  const family = ['HDW', 'Modular'].find((h) => hullIs(from, h) && hullIs(to, h));
  if (family) {
    const cost = Math.abs(to.ebpv - from.ebpv);
    const hdw = family === 'HDW';
    const rule = hdw ? 'LL5.22' : 'LL5.23';
    return { to: to.name, cost, phases: Math.ceil(cost / 10), at: hdw ? 'large base' : 'shipyard', work: 'Conversion', rule };
  }
  return { to: to.name, ...conversion(from, to), at: 'shipyard', work: 'Conversion', rule: 'LL5.21' };
}

/** Convert: Ships the ship, Build class the variant (blank for a captured ship, LL5.5); the fleet where the conversion may be done (LL5.2). */
export const convert: OrderRule = (w, empire, o) => {
  const f = w.fleet(o.fleet)!;
  const ship = oneShip(w, o);
  if (typeof ship === 'string') return { refused: ship };
  const modules = moduleChange(w, empire, ship, o);
  if (modules) return modules;
  const kind = conversionOf(w, empire, ship, o.buildClass);
  if (typeof kind === 'string') return { refused: kind };
  const hex = w.system(f.location);
  const base = hex?.owner === empire ? largeBaseOf(w.c, hex.id) : '';
  if (kind.at === 'large base' && !base)
    return { refused: `${f.location} has no large base of yours: an HDW converts at a large base or a shipyard (LL5.22)` };
  if (kind.at === 'shipyard' && base !== 'SB')
    return { refused: `${f.location} is no shipyard of yours: a conversion needs a hex you own with an SB (LL5.2, CC2.3)` };
  if (rows(w).some((r) => r.Ship === ship.id)) return { refused: `${ship.id} is already at work in the yard (LL5.4)` };
  const { cost, phases, to, rule } = kind;
  if (w.treasury(empire) < cost) return { refused: `the conversion costs ${cost} EBPV; the bank holds ${w.treasury(empire)} (HH1.7)` };
  const what = kind.work === 'Specifications' ? 'to our specifications' : `to ${to}`;
  w.addLedger(empire, -cost, `Conversion of ${ship.id} (${ship.shipClass}) ${what} at ${f.location}`, rule);
  const yard = toYard(w, empire, ship, { Work: kind.work, Class: to, 'Phases left': phases, EBPV: cost });
  return { done: `${ship.id} ${what} at ${f.location}: ${cost} EBPV, ${phases} phases, in fleet ${yard} meanwhile (${rule})` };
};

/** The crippled categories Extras names ("categories 2"), 1 by default (LL10.41). */
function categoriesOf(extras: string): number | string {
  const t = extras.trim().toLowerCase();
  if (!t) return 1;
  const m = /^categories\s+([1-5])$/.exec(t);
  return m ? Number(m[1]) : `"${extras}": write "categories 2", the crippled categories of a salvaged ship (LL10.41)`;
}

/** Scrap: Ships the ships; the fleet at a large base of its race or with an FRD (LL10.2); each scrapped or salvaged (LL10.3-LL10.4). */
export const scrap: OrderRule = (w, empire, o) => {
  const f = w.fleet(o.fleet)!;
  const ships = namedShips(w, o);
  if (typeof ships === 'string') return { refused: ships };
  const categories = categoriesOf(o.extras);
  if (typeof categories === 'string') return { refused: categories };
  const hex = w.system(f.location);
  const base = hex?.owner === empire && largeBaseOf(w.c, f.location);
  const frd = w.fleetsAt(f.location).some((g) => g.empire === empire && w.shipsOf(g.id).some((s) => hasRole(w.classOf(s), 'FRD')));
  if (!base && !frd) return { refused: `no large base of yours and no FRD at ${f.location} (LL10.2)` };
  const done = ships.map((s) => {
    const cls = w.classOf(s)!;
    const crippled = s.condition === 'Crippled';
    const ebpv = Math.round(cls.ebpv * salvagePercent(crippled, categories)) / 100;
    const phases = scrapPhases(cls.ebpv, crippled);
    rows(w).push({
      Empire: empire,
      Hex: f.location,
      Ship: s.id,
      Work: crippled ? 'Salvage' : 'Scrap',
      Class: cls.name,
      'Phases left': phases,
      EBPV: ebpv,
    });
    return `${s.id} ${crippled ? 'salvaged' : 'scrapped'}, ${ebpv} EBPV in ${phases} phase${phases === 1 ? '' : 's'}`;
  });
  w.removeShips(ships);
  if (!w.shipsOf(f.id).length) w.removeFleet(f);
  return { done: `${done.join('; ')} (${ships.some((s) => s.condition === 'Crippled') ? 'LL10.4' : 'LL10.3'})` };
};

/** Annex AAA 1: a phase of work on every conversion, scrapping and salvage. */
export function refitStep(w: World): void {
  workPhase(w, REFITS_TAB.name);
}

/** Annex AAA 7: finished work: the converted ship back in its yard fleet as its new class, scrap's EBPV banked. */
export function refitsDoneStep(w: World): void {
  const done = takeDone(w, REFITS_TAB.name);
  for (const r of done) {
    const [empire, ship] = [String(r.Empire), String(r.Ship)];
    if (r.Work === 'Conversion' || r.Work === 'Modules') {
      const s = w.ship(ship);
      if (!s) continue;
      s.shipClass = String(r.Class);
      const modules = r.Work === 'Modules';
      w.log('Conversion', empire, `${ship} converted to ${r.Class} at ${r.Hex}`, modules ? 'LL5.821' : 'LL5.21');
      w.report(empire, 'Builds', `${ship} is now a ${r.Class}, ready in fleet ${s.fleet} at ${r.Hex} (${modules ? 'LL5.821' : 'LL5.2'}).`);
    } else if (r.Work === 'Refit') {
      const s = w.ship(ship);
      if (s) refitDone(w, empire, s, String(r.Class), Number(r.EBPV), String(r.Hex));
    } else if (r.Work === 'Specifications') {
      // LL5.5, rule option ST71: fitted to the race's specifications, the capture serves as its own ship.
      const s = w.ship(ship);
      if (!s) continue;
      s.condition = 'OK';
      w.log('Conversion', empire, `${ship} fitted to ${empire}'s specifications at ${r.Hex}`, 'LL5.5');
      w.report(empire, 'Builds', `${ship} is fitted to our specifications, ready in fleet ${s.fleet} at ${r.Hex} (LL5.5).`);
    } else {
      const rule = r.Work === 'Scrap' ? 'LL10.3' : 'LL10.4';
      w.addLedger(empire, Number(r.EBPV), `${r.Work} of ${ship} (${r.Class}) at ${r.Hex}`, rule);
      w.report(empire, 'Builds', `${r.Work} of ${ship} done at ${r.Hex}: +${r.EBPV} EBPV (${rule}).`);
    }
  }
}
