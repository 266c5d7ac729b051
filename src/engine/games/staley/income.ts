// Income (HH1): at the end of each turn every race banks its hexes' worth: an empty hex 0.2 EBPV
// (HH1.1, HH1.61), every other terrain its value when enough prospecting freighters work it (HH1.62).
// Prospectors are counted in small freighters (HH1.621: a large one or a CPP is 2, an F-OP 5). At war,
// the income is doubled (HH2, core/warDoubling).

import type { Campaign } from '../../core/model';
import { inPlay } from '../../core/model';
import type { World } from '../../core/world';
import { Terrain, terrainOf } from './map';
import { STALEY_CALENDAR } from './calendar';
import { doubleWarIncome, WarDoublingRules } from '../../core/warDoubling';

/** HH1.1-HH1.5 the worth of a hex, and HH1.622-HH1.624 the small freighters it needs for it. */
export const HEX_INCOME: Readonly<Partial<Record<Terrain, { readonly ebpv: number; readonly prospectors: number }>>> = {
  Empty: { ebpv: 0.2, prospectors: 0 },
  Asteroid: { ebpv: 1, prospectors: 1 },
  'Star system': { ebpv: 10, prospectors: 5 },
  'Rogue N planet': { ebpv: 2, prospectors: 1 },
  'Rogue gas giant': { ebpv: 4, prospectors: 2 },
};

/** A hex's income to its owner this turn (HH1.6). */
export function hexIncome(c: Campaign, hex: string): number {
  const worth = HEX_INCOME[terrainOf(c, hex)];
  const prospectors = Number(c.extras?.Systems?.[hex]?.Prospectors ?? 0);
  return worth && prospectors >= worth.prospectors ? worth.ebpv : 0;
}

/** Each race's income this turn from its hexes, and the hexes it owns. */
export function incomes(c: Campaign): Map<string, { ebpv: number; hexes: number }> {
  const total = new Map<string, { ebpv: number; hexes: number }>();
  for (const s of c.systems) {
    if (!s.owner) continue;
    const t = total.get(s.owner) ?? { ebpv: 0, hexes: 0 };
    total.set(s.owner, { ebpv: t.ebpv + hexIncome(c, s.id), hexes: t.hexes + 1 });
  }
  for (const t of total.values()) t.ebpv = Math.round(t.ebpv * 10) / 10;
  return total;
}

/** HH2 in Staley: a turn of the Staley calendar, its income the hexes' (HH1.6). */
export const STALEY_WAR_DOUBLING: WarDoublingRules = {
  calendar: STALEY_CALENDAR,
  unit: 'EBPV',
  income: (w, empire) => incomes(w.c).get(empire)?.ebpv ?? 0,
};

/** Annex AAA 8 (phase 8): each race still in the campaign banks its income, its hexes named by count; doubled while at war (HH2.1). */
export function incomeStep(w: World): void {
  const total = incomes(w.c);
  for (const e of w.c.empires.filter(inPlay)) {
    const t = total.get(e.id);
    if (!t) continue;
    const ebpv = t.ebpv;
    w.addLedger(e.id, ebpv, `Income of ${t.hexes} hexes`, 'HH1.6');
    w.report(e.id, 'Treasury', `Income: ${ebpv} EBPV from ${t.hexes} hexes (HH1.6).`);
  }
  doubleWarIncome(w, STALEY_WAR_DOUBLING);
}
