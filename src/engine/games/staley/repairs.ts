// Repairs (KK1-KK3), each a project of the Repairs tab seen by its race, worked at the start of every
// phase (Annex AAA 1). A crippled ship is repaired at an FRD or at its race's large base (KK2.1), for 25%
// of its EBPV paid when the Repair order is given (KK2.11, never beyond the bank, HH1.7), in (S2.41
// categories x size-class factor) phases (KK2.12: SC2 4, SC3 3, SC4 2), while it stays there; an FRD or
// base repairs 15 ships at a time (KK1.13). Damage short of crippling is repaired by D9.4, a phase at a
// time at 2, 4 or 6 EBPV a phase (SC4, SC3, SC2; KK3.42), paid as each phase is worked, and only while
// in support: a repair freighter or FRD within 4 hexes with room this phase (KK1.1-KK1.14, KK3.43: a
// small one supports 4 ships a phase, a large one 8, an FRD 15). Choices: rule option ST33.

import type { ChartRole } from '../shipRoles';
import type { GameTab } from '../../core/game';
import type { Order, Ship } from '../../core/model';
import { hasRole } from '../../core/model';
import type { World } from '../../core/world';
import { stepsFrom } from '../../core/map/paths';
import { largeBaseOf } from './map';
import { SUPPLY_RADIUS } from './supply';

export const REPAIRS_TAB: GameTab = {
  name: 'Repairs',
  note: 'KK2, KK3: the ships under repair, each a project with the phases left; only its race sees the row.',
  columns: [
    { header: 'Empire', type: 'text', note: 'The race repairing: only its admiral sees the row.' },
    { header: 'Ship', type: 'text', note: 'The ship repaired.' },
    {
      header: 'Kind',
      type: 'text',
      values: ['Crippled', 'D9.4'],
      note: 'Crippled (KK2: at an FRD or large base) or D9.4 (KK3.42: damage, in support).',
    },
    { header: 'Hex', type: 'text', note: 'KK2.1: where a crippled ship is repaired (it must stay there); blank for D9.4.' },
    { header: 'Phases left', type: 'int', note: 'KK2.12: categories x size-class factor; KK3.42: one phase each D9.4.' },
    { header: 'Cost', type: 'number', note: 'KK2.11: 25% of EBPV, paid at the start; KK3.42: EBPV paid for each phase worked.' },
    { header: 'Waiting', type: 'text', note: 'Why no work was done in the last phase (blank: it was worked).' },
  ],
  seenBy: { owner: 'Empire' },
};

/** KK2.12: the phases per S2.41 category by size class (SC2 4, SC3 3, SC4 2; rule option ST33: 6 less the size class, at least 1). */
export const crippledFactor = (sizeClass: number) => Math.max(1, 6 - sizeClass);

/** KK3.42: the EBPV a phase of D9.4 costs (SC4 2, SC3 4, SC2 6; ST33: SC1 8, smaller than SC4 1). */
export const d94Cost = (sizeClass: number) => (sizeClass >= 5 ? 1 : 2 * (5 - sizeClass));

/** KK2.11: a crippled ship's repair, 25% of its EBPV, tenths kept. */
export const crippledCost = (ebpv: number) => Math.round(ebpv * 2.5) / 10;

/** KK1.11-KK1.13: the ships a phase each repair unit supports. */
const SUPPORT: ReadonlyArray<[ChartRole, number]> = [
  ['small repair freighter', 4],
  ['large repair freighter', 8],
  ['FRD', 15],
];
/** KK1.13: the crippled ships an FRD or large base repairs at a time. */
const AT_ONCE = 15;

const rows = (w: World) => ((w.c.tables ??= {})[REPAIRS_TAB.name] ??= []);
const underRepair = (w: World, ship: string) => rows(w).some((r) => r.Ship === ship);

/** KK2.1: whether the race has an FRD or a large base in the hex (its own base: the hex is its). */
export function repairYard(w: World, empire: string, hex: string): boolean {
  if (largeBaseOf(w.c, hex) && w.system(hex)?.owner === empire) return true;
  return w.fleetsAt(hex).some((f) => f.empire === empire && w.shipsOf(f.id).some((s) => hasRole(w.classOf(s), 'FRD')));
}

const hexOf = (w: World, s: Ship) => w.fleet(s.fleet)?.location ?? '';
const sizeOf = (w: World, s: Ship) => w.classOf(s)?.sizeClass ?? 4;

/** Extras "categories 2" (S2.41, a crippled ship) or "phases 3" (D9.4 on damage), or why they cannot stand. */
function readExtras(text: string): { categories: number } | { phases: number } | string {
  const m = /^\s*(categories|phases)\s+(\d+)\s*$/i.exec(text);
  if (!m)
    return 'write "categories 1"-"categories 5" in Extras for a crippled ship (S2.41, KK2.12), or "phases N" for D9.4 repairs of damage (KK3.42)';
  const n = Number(m[2]);
  if (/^c/i.test(m[1])) return n >= 1 && n <= 5 ? { categories: n } : 'a crippled ship qualifies for 1 to 5 categories (S2.41)';
  return n >= 1 && n <= 40 ? { phases: n } : 'D9.4 is given for 1 to 40 phases (KK3.42)';
}

/** Repair (an order: Fleet, Ships, Extras): each ship named (blank: every ship of the fleet) becomes a project. */
export function repairOrder(w: World, empire: string, o: Order): { refused: string } | { done: string } {
  const f = w.fleet(o.fleet)!;
  const how = readExtras(o.extras);
  if (typeof how === 'string') return { refused: how };
  const named = o.ships.length ? [...new Set(o.ships)].map((id) => w.ship(id)) : w.shipsOf(f.id);
  const stray = o.ships.find((id) => w.ship(id)?.fleet !== f.id);
  if (stray) return { refused: `${stray} is not a ship of ${f.id}` };
  const ships = named.filter((s): s is Ship => !!s);
  const busy = ships.find((s) => underRepair(w, s.id));
  if (busy) return { refused: `${busy.id} is already under repair (the Repairs tab)` };
  if ('categories' in how) {
    const whole = ships.find((s) => s.condition !== 'Crippled');
    if (whole) return { refused: `${whole.id} is not crippled: its damage is repaired by D9.4, "phases N" (KK3.42)` };
    if (!repairYard(w, empire, f.location))
      return { refused: `no FRD or large base of yours at ${f.location}: a crippled ship is repaired only there (KK2.1)` };
    const cost = Math.round(ships.reduce((n, s) => n + crippledCost(w.classOf(s)?.ebpv ?? 0), 0) * 10) / 10;
    if (w.treasury(empire) < cost)
      return { refused: `the repair costs ${cost} EBPV (25% of EBPV, KK2.11); the bank holds ${w.treasury(empire)} (HH1.7)` };
    const words = ships.map((s) => {
      const [phases, paid] = [how.categories * crippledFactor(sizeOf(w, s)), crippledCost(w.classOf(s)?.ebpv ?? 0)];
      w.addLedger(empire, -paid, `Repair of crippled ${s.id} at ${f.location} (25% of ${w.classOf(s)?.ebpv} EBPV)`, 'KK2.11');
      rows(w).push({ Empire: empire, Ship: s.id, Kind: 'Crippled', Hex: f.location, 'Phases left': phases, Cost: paid });
      return `${s.id} in ${phases} phases for ${paid} EBPV`;
    });
    return { done: `${words.join(', ')} (KK2.11, KK2.12)` };
  }
  const crippled = ships.find((s) => s.condition === 'Crippled');
  if (crippled) return { refused: `${crippled.id} is crippled: only an FRD or large base repairs it, "categories N" (KK2.1)` };
  for (const s of ships)
    rows(w).push({ Empire: empire, Ship: s.id, Kind: 'D9.4', Hex: '', 'Phases left': how.phases, Cost: d94Cost(sizeOf(w, s)) });
  return { done: `${ships.map((s) => `${s.id} for ${how.phases} phases at ${d94Cost(sizeOf(w, s))} EBPV a phase`).join(', ')} (KK3.42)` };
}

/** KK1: the race's support points now, each with its hexes in reach and its ships a phase. */
function supportOf(w: World, empire: string): { reach: Set<string>; room: number }[] {
  return w.shipsOfEmpire(empire).flatMap((s) => {
    const room = SUPPORT.find(([role]) => hasRole(w.classOf(s), role))?.[1];
    const hex = hexOf(w, s);
    return room && hex ? [{ reach: new Set(stepsFrom(hex, (h) => w.neighbours(h), SUPPLY_RADIUS).keys()), room }] : [];
  });
}

/** Annex AAA 1: a phase of work on every repair that can be worked; those done are whole again. */
export function repairStep(w: World): void {
  const support = new Map<string, { reach: Set<string>; room: number }[]>();
  const yards = new Map<string, number>();
  for (const r of [...rows(w)]) {
    const [empire, ship] = [String(r.Empire), w.ship(String(r.Ship))];
    if (!ship || ship.empire !== empire) {
      w.c.tables![REPAIRS_TAB.name] = rows(w).filter((x) => x !== r);
      continue;
    }
    const hex = hexOf(w, ship);
    const why = r.Kind === 'Crippled' ? crippledWaits(w, r, empire, hex, yards) : d94Waits(w, r, empire, ship, hex, support);
    if (why && r.Waiting !== why) w.report(empire, 'Builds', `Repair of ${ship.id} waits: ${why}.`);
    r.Waiting = why;
    if (why) continue;
    r['Phases left'] = Number(r['Phases left']) - 1;
    if (Number(r['Phases left']) > 0) continue;
    w.c.tables![REPAIRS_TAB.name] = rows(w).filter((x) => x !== r);
    if (r.Kind === 'Crippled') ship.condition = 'OK';
    w.log('Repair', empire, `${ship.id} repaired at ${hex} (${r.Kind === 'Crippled' ? 'KK2.12' : 'KK3.42'})`);
    w.report(empire, 'Builds', `${ship.id} is repaired (${r.Kind === 'Crippled' ? 'KK2.12' : 'D9.4, KK3.42'}).`);
  }
}

/** KK2.1, KK1.13: a crippled ship's repair works while it stays at the hex, which has an FRD or base with room. */
function crippledWaits(w: World, r: Record<string, unknown>, empire: string, hex: string, yards: Map<string, number>): string {
  if (hex !== r.Hex) return `it has left ${String(r.Hex)}, where it is repaired (KK2.1)`;
  if (!repairYard(w, empire, hex)) return `no FRD or large base of ours at ${hex} (KK2.1)`;
  const n = yards.get(hex) ?? 0;
  if (n >= AT_ONCE) return `the FRD or base at ${hex} repairs ${AT_ONCE} ships at a time (KK1.13)`;
  yards.set(hex, n + 1);
  return '';
}

/** KK3.42-KK3.43: a phase of D9.4 needs a support point within 4 hexes with room this phase, and its price in the bank. */
function d94Waits(
  w: World,
  r: Record<string, unknown>,
  empire: string,
  ship: Ship,
  hex: string,
  support: Map<string, { reach: Set<string>; room: number }[]>,
): string {
  if (!support.has(empire)) support.set(empire, supportOf(w, empire));
  const point = support.get(empire)!.find((p) => p.room > 0 && p.reach.has(hex));
  if (!point) return `no repair freighter or FRD with room within ${SUPPLY_RADIUS} hexes of ${hex} (KK1.1, KK3.43)`;
  const cost = Number(r.Cost);
  if (w.treasury(empire) < cost) return `a phase of D9.4 costs ${cost} EBPV; the bank holds ${w.treasury(empire)} (HH1.7)`;
  point.room--;
  w.addLedger(empire, -cost, `D9.4 repair of ${ship.id}, a phase (size class ${sizeOf(w, ship)})`, 'KK3.42');
  return '';
}
