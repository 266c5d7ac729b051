// The admirals' orders, given at the start of a turn (Annex AAA 1-2): Move (a path of hexes, DD2, with
// its speed plan and the hexes passed through, FF2.11), Stance (FF1.1), Conceal (EE1.3), Build (LL2),
// Convert and Scrap (LL5.2, LL10, refits.ts), Refit (LL5.1, LL5.6: shipRefits.ts), Repair (KK2, KK3: repairs.ts), Strategic (DD5:
// strategic.ts), Declare war (HH2), Make peace (HH2.2, peace.ts), Bribe (PP2: bribes.ts) and Command
// point (LL4.1: commandPoints.ts) Minefield (BB4, LL4.2: minefields.ts) and
// Asteroid (LL4.3: specialItems.ts).
// Each order is checked as processing would carry it out; a Move's check says the phase of each step.

import type { OrderRule } from './orderRule';
import type { OrderTable } from '../../core/game';
import type { OrderResult } from '../../core/plotting';
import type { World } from '../../core/world';
import { fleetState, setFleetState } from './fleets';
import { BORDER, CONCEALMENTS, Concealment, STANCES, Stance, terrainOf } from './map';
import { fleetCategory, parsePlan } from './speed';
import { forecast, forecastWords } from './movement';
import { buildCost, startBuild } from './construction';
import { unbuildable, yardFor } from './shipyards';
import { baseConversion, ncdConversion } from './yardConversions';
import { hasRole } from '../../core/model';
import { Book } from '../../core/diplomacy/relations';
import { declareWarDoubling, orionWar } from '../../core/warDoubling';
import { STALEY_WAR_DOUBLING } from './income';
import { makePeace } from './peace';
import { convert, inTheYard, scrap } from './refits';
import { refitOrder } from './shipRefits';
import { moveSupplyWords } from './supply';
import { repairOrder } from './repairs';
import { strategicOrder } from './strategic';
import { bribeOrder } from './bribes';
import { commandPointOrder } from './commandPoints';
import { civiliansOrder } from './prospectors';
import { minefieldOrder } from './minefields';
import { asteroidOrder } from './specialItems';

export type StaleyKind =
  | 'Move'
  | 'Stance'
  | 'Conceal'
  | 'Build'
  | 'Convert'
  | 'Refit'
  | 'Scrap'
  | 'Repair'
  | 'Strategic'
  | 'Declare war'
  | 'Make peace'
  | 'Bribe'
  | 'Command point'
  | 'Civilians'
  | 'Minefield'
  | 'Asteroid';

/**
 * A hex as typed: its id, or the id it was before Sheets read it as a number (0304 typed, or shown, as
 * 304: rule option ST11); as typed when the map has neither.
 */
function hexId(w: World, typed: string): string {
  const padded = /^\d{1,3}$/.test(typed) ? typed.padStart(4, '0') : typed;
  return !w.system(typed) && w.system(padded) ? padded : typed;
}

/** "0304 > 0305, 0405": the hexes of a path, in order, each as the map names it. */
const hexesOf = (w: World, text: string) =>
  text
    .split(/[\s,>]+/)
    .filter(Boolean)
    .map((h) => hexId(w, h));

/**
 * Move: Target the path, each hex next to the one before, the first next to the fleet; Extras the speed
 * plan ("rest 2 6", "double 3 7") and "pass 0305 0405" (FF2.11), separated by ";".
 */
const move: OrderRule = (w, _empire, o) => {
  const f = w.fleet(o.fleet)!;
  const busy = inTheYard(w, f.id);
  if (busy) return { refused: busy };
  const path = hexesOf(w, o.target);
  if (!path.length) return { refused: 'write the path in Target, hex by hex: "0304 > 0305"' };
  let at = f.location;
  for (const hex of path) {
    if (!w.system(hex)) return { refused: `no hex ${hex}` };
    if (terrainOf(w.c, hex) === BORDER) return { refused: `${hex} is the border: no unit may enter it (BB3.3)` };
    if (!w.neighbours(at).includes(hex)) return { refused: `${hex} is not next to ${at} (DD2: a hex at a time)` };
    at = hex;
  }
  const parts = o.extras.split(';').map((p) => p.trim());
  const pass = parts.find((p) => /^pass\b/i.test(p));
  const passThrough = pass ? hexesOf(w, pass.replace(/^pass\b/i, '')) : [];
  const stray = passThrough.find((h) => !path.includes(h));
  if (stray) return { refused: `passes through ${stray}, which is not on its path (FF2.11)` };
  const planText = parts.find((p) => p && !/^pass\b/i.test(p)) ?? '';
  const category = fleetCategory(w, f);
  const last = parsePlan(fleetState(w, f).plan, category);
  const plan = parsePlan(planText, category, typeof last === 'string' ? [] : (last.double ?? []));
  if (typeof plan === 'string') return { refused: plan };
  setFleetState(w, f, { path, plan: planText, passThrough, leaving: false });
  const steps = forecast(w.c, f, path, category, plan);
  return { done: `${f.id} (${category}): ${forecastWords(steps)}${moveSupplyWords(w, f, steps)}` };
};

/** Stance: Target Seek battle or Avoid (FF1.1), kept until changed. */
const stance: OrderRule = (w, _empire, o) => {
  const s = STANCES.find((x) => x.toLowerCase() === o.target.trim().toLowerCase());
  if (!s) return { refused: `write ${STANCES.join(' or ')} in Target (FF1.1)` };
  setFleetState(w, w.fleet(o.fleet)!, { stance: s as Stance });
  return { done: `${o.fleet}: ${s}` };
};

/** Conceal: Target Cloaked (every ship cloaks), Shut down, Hidden in terrain (an asteroid or star system hex) or none (EE1.3). */
const conceal: OrderRule = (w, _empire, o) => {
  const f = w.fleet(o.fleet)!;
  const t = o.target.trim().toLowerCase();
  const how = CONCEALMENTS.find((x) => x.toLowerCase() === t);
  if (!how && t !== 'none') return { refused: `write ${CONCEALMENTS.join(', ')} or none in Target (EE1.3)` };
  if (how === 'Cloaked' && !w.shipsOf(f.id).every((s) => hasRole(w.classOf(s), 'cloak')))
    return { refused: `not every ship of ${f.id} has a cloak (DD2.7)` };
  if (how === 'Hidden in terrain' && !['Asteroid', 'Star system'].includes(terrainOf(w.c, f.location)))
    return { refused: `${f.location} has no terrain to hide in (EE1.3)` };
  setFleetState(w, f, { concealed: (how ?? '') as Concealment | '' });
  return { done: `${f.id}: ${how ?? 'in the open'}` };
};

/**
 * Build: Target the shipyard or base hex, Build class the class (LL2; where, shipyards.ts); Extras
 * "convert SCD1" converts that NCD to the class (LL5.3), and the next large base where one stands is its
 * conversion (LL5.9: yardConversions.ts).
 */
const build: OrderRule = (w, empire, o) => {
  const hex = w.system(hexId(w, o.target.trim()));
  if (!hex) return { refused: `${o.target || '(blank Target)'} is no hex of the map` };
  const cls = w.classOf({ empire, shipClass: o.buildClass.trim() });
  if (!cls) return { refused: `no class ${o.buildClass || '(blank Build class)'}` };
  const not = unbuildable(w, empire, cls);
  if (not) return { refused: not };
  if (/^convert\b/i.test(o.extras.trim())) return ncdConversion(w, empire, hex.id, cls, o.extras.trim());
  if (o.extras.trim()) return { refused: `Extras "${o.extras}": blank, or "convert SCD1" to convert that NCD (LL5.3)` };
  const converted = baseConversion(w, empire, hex.id, cls);
  if (converted) return converted;
  const yard = yardFor(w, empire, hex.id, cls);
  if ('refused' in yard && !yard.busy) return { refused: yard.refused };
  const cost = buildCost(cls);
  if (w.treasury(empire) < cost)
    return { refused: `${cls.name} costs ${cost} EBPV with its release charge; the bank holds ${w.treasury(empire)} (HH1.7)` };
  if ('refused' in yard) return { refused: yard.refused };
  const paused = startBuild(w, empire, hex.id, cls, yard.works);
  const pause = paused.length ? `; ${paused.join(' and ')} finished another kind of unit last phase: a phase's pause first (LL2.4)` : '';
  return { done: `${cls.name} at ${hex.id} for ${cost} EBPV${pause}` };
};

/** Declare war: Target the race; the relation becomes War, and the bank and income double (HH2.1, HH2.3). */
const declareWar: OrderRule = (w, empire, o) => {
  const target = o.target.trim().toUpperCase();
  if (!w.c.empires.some((e) => e.id === target && e.id !== empire))
    return { refused: `write another race in Target (${o.target || 'blank'})` };
  if (orionWar(w, empire, target)) return { refused: 'the Orions neither declare war nor have war declared on them (HH2.3)' };
  if (w.relation(empire, target).status === 'War') return { refused: `already at war with ${target}` };
  const book = new Book(w.c.treaties, w.c.settings.defaultRelation, w.season);
  book.set(empire, target, { status: 'War', treaties: [] });
  w.c.treaties = book.list();
  declareWarDoubling(w, STALEY_WAR_DOUBLING, empire, target);
  return { done: `on ${target}` };
};

/** Orders about a fleet need the admiral's own fleet; Build and the diplomatic orders name none. */
const FLEET_ORDERS: readonly StaleyKind[] = ['Move', 'Stance', 'Conceal', 'Convert', 'Refit', 'Scrap', 'Repair', 'Strategic'];

export const STALEY_ORDERS: OrderTable<StaleyKind, never, OrderRule> = {
  kinds: [
    'Move',
    'Stance',
    'Conceal',
    'Build',
    'Convert',
    'Refit',
    'Scrap',
    'Repair',
    'Strategic',
    'Declare war',
    'Make peace',
    'Bribe',
    'Command point',
    'Civilians',
    'Minefield',
    'Asteroid',
  ],
  kernel: [],
  rules: {
    Move: move,
    Stance: stance,
    Conceal: conceal,
    Build: build,
    Convert: convert,
    Refit: refitOrder,
    Scrap: scrap,
    Repair: repairOrder,
    Strategic: (w, empire, o) => strategicOrder(w, empire, o, (typed) => hexId(w, typed)),
    'Declare war': declareWar,
    'Make peace': makePeace,
    Bribe: bribeOrder,
    'Command point': (w, empire) => commandPointOrder(w, empire),
    Civilians: (w, empire, o) => civiliansOrder(w, empire, { ...o, target: hexId(w, o.target.trim()) }),
    Minefield: (w, empire, o) => minefieldOrder(w, empire, { ...o, target: hexId(w, o.target.trim()) }),
    Asteroid: (w, empire, o) => asteroidOrder(w, empire, { ...o, target: hexId(w, o.target.trim()) }),
  },
};

/** Each order row of the empires named (all: every empire's) and what became of it. */
export function plotOrders(w: World, only?: readonly string[]): Map<string, OrderResult[]> {
  const out = new Map<string, OrderResult[]>();
  for (const [empire, orders] of Object.entries(w.c.orders)) {
    if (only && !only.includes(empire)) continue;
    out.set(
      empire,
      orders.map((o): OrderResult => {
        const rule = STALEY_ORDERS.rules[o.kind as StaleyKind];
        const r = !rule
          ? { refused: `not a Staley order (${STALEY_ORDERS.kinds.join(', ')})` }
          : FLEET_ORDERS.includes(o.kind as StaleyKind) && w.fleet(o.fleet)?.empire !== empire
            ? { refused: `${o.fleet || '(blank Fleet)'} is not your fleet` }
            : rule(w, empire, o);
        return 'refused' in r
          ? { row: o.row, status: 'refused', text: `${o.kind}: ${r.refused}` }
          : { row: o.row, status: 'done', text: `${o.kind} ${r.done}` };
      }),
    );
  }
  return out;
}
