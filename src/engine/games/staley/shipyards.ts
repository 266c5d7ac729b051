// Where a unit is built (LL1, LL3, LL6-LL8). A shipyard's naval construction docks (NCDs) are a list on
// its hex's Systems row (they never leave it, LL3.4); an SB's is CC2.3's 1 large, 1 medium and 2 small
// until the GM writes another. An SCD builds one size class 4 unit, an MCD one of size class 3 or 4, an
// LCD one of size class 2 or 3 or two of 4 (LL1.41-LL1.43), a battleship an LCD with an MCD or a second
// LCD (LL3.5); a PF counts as size class 3 and a fighter squadron as 4 (LL1.44-LL1.45). A large base's
// construction areas (LL6.1: SB 6, BATS and BS 3) build freighters, PFs (at an SB, one an area, LL3.6)
// and fighter squadrons (3 areas each: 4 fighters an area, LL3.7, LL6.11). Large bases are built on
// location (LL3.1) with LL3.12's units there; NCDs by an LCD (LL3.21) or an SCD by a BATS or BS without
// another SCD (LL3.22), or by an SB itself when it supports no NCD (LL2.211: write "none" in its Docks);
// an FRD by a free SB, LCD or MCD, which builds nothing else meanwhile (LL3.92); a Romulan module at an
// NCD, as size class 4 (LL5.81). A class is built from its year in service (LL7.1), by its own race (LL8.1).
// Choices: rule options ST60, ST83.

import type { ChartRole } from '../shipRoles';
import type { RowColumn } from '../../core/game';
import type { ShipClass } from '../../core/model';
import { hasRole } from '../../core/model';
import type { World } from '../../core/world';
import { cells, LARGE_BASES, LargeBase, largeBaseOf } from './map';
import { specialItem, swacBusy } from './specialItems';

export const NCD_KINDS = ['LCD', 'MCD', 'SCD'] as const;
export type NcdKind = (typeof NCD_KINDS)[number];

export const DOCKS_COLUMN: RowColumn = {
  header: 'Docks',
  type: 'list',
  seenBy: 'owner',
  note: 'LL1.4: the NCDs of the hex\'s shipyard (LCD, MCD, SCD); blank at an SB: CC2.3\'s "LCD, MCD, SCD, SCD".',
};

/** CC2.3: every SB's shipyard at the start. */
const SB_DOCKS: readonly NcdKind[] = ['LCD', 'MCD', 'SCD', 'SCD'];
/** LL1.41-LL1.43: what each dock holds, in load: an LCD 2 (size class 2-3 take 2, size class 4 takes 1). */
const DOCK_LOAD: Readonly<Record<NcdKind, number>> = { LCD: 2, MCD: 1, SCD: 1 };
/** LL6.1: the construction areas of each large base. */
const AREAS: Readonly<Record<LargeBase, number>> = { SB: 6, BATS: 3, BS: 3 };
/** LL3.7, LL6.11: a squadron of 12 fighters fills 3 areas of 4. */
const SQUADRON_AREAS = 3;
const FREIGHTERS: readonly ChartRole[] = ['small freighter', 'large freighter'];
export const TUGS: readonly ChartRole[] = ['military tug', 'salvage tug'];

/** The hex's docks, each named by kind and number ("LCD1", "SCD2"). */
export function docksAt(w: World, hex: string): string[] {
  const typed = (w.c.extras?.Systems?.[hex]?.Docks as string[] | undefined) ?? [];
  const kinds = typed.length ? typed.map((d) => String(d).trim().toUpperCase()) : largeBaseOf(w.c, hex) === 'SB' ? [...SB_DOCKS] : [];
  const seen = new Map<string, number>();
  return kinds
    .filter((k): k is NcdKind => (NCD_KINDS as readonly string[]).includes(k))
    .map((k) => `${k}${seen.set(k, (seen.get(k) ?? 0) + 1).get(k)}`);
}

/** A placed NCD joins its hex's list (LL3.4: it never leaves). */
export function addDock(w: World, hex: string, kind: NcdKind): void {
  const row = cells(w.c, 'Systems', hex);
  row.Docks = [...docksAt(w, hex).map((d) => d.slice(0, 3)), kind];
}

/** The load a unit puts on a dock of the kind (0: it does not fit), LL1.41-LL1.45. */
export function load(kind: NcdKind, sizeClass: number): number {
  const sc = sizeClass === 5 ? 3 : sizeClass === 6 ? 4 : sizeClass;
  if (kind === 'SCD') return sc === 4 ? 1 : 0;
  if (kind === 'MCD') return sc === 3 || sc === 4 ? 1 : 0;
  return sc === 4 ? 1 : sc === 2 || sc === 3 ? 2 : 0;
}

export const kindOf = (dock: string) => dock.slice(0, 3) as NcdKind;
const isBase = (cls: ShipClass) => (LARGE_BASES as readonly string[]).includes(cls.hull);
export const isDock = (cls: ShipClass) => (NCD_KINDS as readonly string[]).includes(cls.hull);
/** LL5.81: a Romulan SparrowHawk or SkyHawk module (its hull says module), built at an NCD alone. */
const isModule = (cls: ShipClass) => /\bmodules?\b/i.test(cls.hull);
/** The size class a dock takes a unit at: a module as a size class 4 unit (rule option ST83). */
const dockSize = (cls: ShipClass) => (isModule(cls) ? 4 : cls.sizeClass);
const areaUnit = (cls: ShipClass) => !isModule(cls) && (cls.sizeClass >= 5 || FREIGHTERS.some((r) => hasRole(cls, r)));

/** The race's units in the hex with any of the roles. */
export function countRoles(w: World, empire: string, hex: string, roles: readonly ChartRole[]): number {
  const mine = w.fleetsAt(hex).filter((f) => f.empire === empire);
  return mine.flatMap((f) => w.shipsOf(f.id)).filter((s) => roles.some((r) => hasRole(w.classOf(s), r))).length;
}

/** LL3.5, LL3.21, LL3.92: a battleship, an NCD or an FRD fills its docks whole. */
const whole = (cls: ShipClass) => isDock(cls) || cls.sizeClass === 1 || hasRole(cls, 'FRD');
/** LL3.6-LL3.7, LL6.11: the areas a unit fills (a squadron 3, anything else 1). */
const areaNeed = (cls: ShipClass) => (cls.sizeClass >= 6 && !specialItem(cls) ? SQUADRON_AREAS : 1);
/** LL3.8: where a large base builds special shuttles, apart from its areas and docks. */
const SHUTTLE_BAY = 'Shuttle bay';

/** What each dock and the base (its areas, or its one SCD) already hold from the race's builds in the hex. */
export function inUse(w: World, empire: string, hex: string) {
  const used = new Map<string, number>();
  let areas = 0;
  for (const r of (w.c.tables?.Construction ?? []).filter((x) => x.Empire === empire && x.Hex === hex)) {
    const cls = w.classOf({ empire, shipClass: String(r.Class) });
    const works = String(r.Works ?? '');
    if (!cls) continue;
    if (works === 'Areas') areas += areaNeed(cls);
    for (const d of works.split('+'))
      used.set(d, (used.get(d) ?? 0) + (!/^[LMS]CD\d+$/.test(d) ? 1 : whole(cls) ? DOCK_LOAD[kindOf(d)] : load(kindOf(d), dockSize(cls))));
  }
  return { used, areas };
}

/** LL7.1, LL8.1: why the race may not build the class yet, if it may not. */
export function unbuildable(w: World, empire: string, cls: ShipClass): string | undefined {
  const race = w.c.empires.find((e) => e.id === empire)?.race ?? '';
  if (cls.race !== race)
    return `${cls.name} is ${cls.race}: a race builds only its own designs, a captured ship's technology is not its (LL8.1)`;
  if (cls.yearInService > w.c.settings.year)
    return `${cls.name} enters service in Y${cls.yearInService}; it is Y${w.c.settings.year} (LL7.1)`;
  return undefined;
}

export type Yard = { works: string } | { refused: string; busy?: true };

/** Where the build goes ("LCD1", "LCD1+MCD1", "Areas", "On location", "BATS"), or why it cannot start (busy: the place is there, its docks or areas full). */
export function yardFor(w: World, empire: string, hex: string, cls: ShipClass): Yard {
  if (w.system(hex)?.owner !== empire) return { refused: `${hex} is no shipyard of yours: not your hex (LL1.1, LL3.1)` };
  const base = largeBaseOf(w.c, hex);
  // LL5.9: where a large base stands, a Build of the next is its conversion (yardConversions.ts, before this).
  if (isBase(cls)) return onLocation(w, empire, hex);
  const docks = docksAt(w, hex);
  const { used, areas } = inUse(w, empire, hex);
  const free = (d: string, need: number) => (used.get(d) ?? 0) + need <= DOCK_LOAD[kindOf(d)];
  // LL3.8, LL4.5: a SWAC at any large base, beside its other work, one at a time; LL4.4: an SFG in a construction area.
  const item = specialItem(cls);
  if (item === 'SWAC')
    return !base
      ? { refused: `no large base of yours at ${hex} to build the SWAC (LL3.8)` }
      : swacBusy(w, empire)
        ? { refused: swacBusy(w, empire)! }
        : { works: SHUTTLE_BAY };
  if (item === 'SFG')
    return base && !used.get(base) && areas + 1 <= AREAS[base]
      ? { works: 'Areas' }
      : { refused: `no free construction area at ${hex} for the SFG (LL4.4, LL6.0)`, busy: true };
  // LL3.92: an FRD at a free SB, LCD or MCD, which works on nothing else meanwhile.
  if (hasRole(cls, 'FRD')) {
    const dock = docks.find((d) => (kindOf(d) === 'LCD' || kindOf(d) === 'MCD') && !used.get(d));
    if (dock) return { works: dock };
    if (base === 'SB' && !used.get(base) && !areas) return { works: base };
    return { refused: `an FRD is built by an SB, LCD or MCD doing nothing else, and none is free at ${hex} (LL3.92)`, busy: true };
  }
  if (isDock(cls)) {
    const lcd = docks.find((d) => kindOf(d) === 'LCD' && !used.get(d));
    if (lcd) return { works: lcd };
    // LL3.21: an SB builds any NCD itself, but not while it supports operational NCDs (LL2.211).
    if (base === 'SB' && docks.length)
      return {
        refused: `no free LCD at ${hex}, and the SB there supports NCDs (${docks.join(', ')}), so it builds none itself (LL2.211, LL3.21)`,
        busy: true,
      };
    if (base === 'SB' && !used.get(base)) return { works: base };
    if (cls.hull === 'SCD' && (base === 'BATS' || base === 'BS') && !docks.some((d) => kindOf(d) === 'SCD') && !used.get(base))
      return { works: base };
    return { refused: `no free LCD at ${hex} to build the ${cls.name}, nor a BATS or BS free to build an SCD (LL3.21-LL3.22)`, busy: true };
  }
  // LL3.6: PFs at an SB; LL3.7: fighters at an SB or BATS.
  const inAreas =
    areaUnit(cls) && !!base && !used.get(base) && (cls.sizeClass === 5 ? base === 'SB' : cls.sizeClass !== 6 || base !== 'BS');
  if (inAreas && areas + areaNeed(cls) <= AREAS[base]) return { works: 'Areas' };
  if (cls.sizeClass === 1) {
    const lcds = docks.filter((d) => kindOf(d) === 'LCD' && !used.get(d));
    const mcd = docks.find((d) => kindOf(d) === 'MCD' && !used.get(d));
    const pair = lcds[0] && (mcd ?? lcds[1]);
    if (pair) return { works: `${lcds[0]}+${pair}` };
    return { refused: `a battleship needs a free LCD with a free MCD or a second LCD at ${hex} (LL3.5)`, busy: true };
  }
  const order: NcdKind[] = ['SCD', 'MCD', 'LCD'];
  for (const kind of order) {
    const dock = docks.find((d) => kindOf(d) === kind && load(kind, dockSize(cls)) > 0 && free(d, load(kind, dockSize(cls))));
    if (dock) return { works: dock };
  }
  if (!docks.length && areaUnit(cls) && base && used.get(base))
    return { refused: `the ${base} at ${hex} is building an FRD or an NCD and works on nothing else (LL3.92)`, busy: true };
  if (!docks.length && inAreas)
    return { refused: `the ${AREAS[base as LargeBase]} construction areas of the ${base} at ${hex} are full (LL6.1, LL6.11)`, busy: true };
  if (!docks.length) return { refused: `${hex} is no shipyard of yours: no NCD there (LL1.1; an SB's, CC2.3)` };
  return {
    refused: `every NCD at ${hex} that builds size class ${dockSize(cls)} is busy (${docks.join(', ')}; LL1.41-LL1.45, LL6.1)`,
    busy: true,
  };
}

/** LL3.1, LL3.12: a large base is built where it will stand, with the units to build it there. */
function onLocation(w: World, empire: string, hex: string): { works: string } | { refused: string } {
  const missing = baseCrewMissing(w, empire, hex, 'LL3.12');
  return missing ? { refused: missing } : { works: 'On location' };
}

/** LL3.12 (LL5.96 for a conversion): why the units that build a large base are not all in the hex, if they are not. */
export function baseCrewMissing(w: World, empire: string, hex: string, rule: string): string | undefined {
  const frds = countRoles(w, empire, hex, ['FRD']);
  const tugs = countRoles(w, empire, hex, TUGS);
  const freight = countRoles(w, empire, hex, ['large freighter']) * 2 + countRoles(w, empire, hex, ['small freighter']);
  if (frds < 2 || tugs < 1 || freight < 2)
    return `a large base is built on location with 2 FRDs, a tug and a large freighter (or 2 small) of yours in ${hex}: there are ${frds}, ${tugs} and ${freight / 2} (${rule})`;
  return undefined;
}

/** LL3.4: a finished NCD joins its hex's docks, a large base becomes the hex's; neither is a fleet. */
export function placeFixed(w: World, empire: string, hex: string, name: string): boolean {
  const cls = w.classOf({ empire, shipClass: name });
  if (!cls || !(isDock(cls) || isBase(cls))) return false;
  if (isDock(cls)) addDock(w, hex, cls.hull as NcdKind);
  else cells(w.c, 'Systems', hex)['Large base'] = cls.hull;
  w.log('Build', empire, `${name} completed at ${hex}`, 'LL3.4');
  w.report(empire, 'Builds', `${name} is done at ${hex}: it stays there (LL3.4).`);
  return true;
}
