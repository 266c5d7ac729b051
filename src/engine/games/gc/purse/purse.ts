// GC's purse (B9, B10, B12-B14) in the turn: the orders admirals give about it, and where B11.15 carries
// them out. As the turn starts the treasury is credited (steps a-d) and the bank opens (step e's
// interest); the orders follow in their rows' order; once every empire's orders are in, aid is received
// and any empire left short is liquidated.

import type { Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { creditTreasuries } from './economy';
import { BANK_KINDS, bankOrder, liquidate, openBank, receiveAid } from './bank';
import { applyStatusOrders, countExhaustion, STATUS_KINDS, statusOrder } from './exhaustion';
import { mothballOrder, payUpkeep, YardTurn } from './mothball';
import { prospectOrder, restorationLayUp, rollProspects } from './restoration';
import { finishScrapping, scrapOrder } from './scrap';
import { payRoutes } from '../base/tradeRoutes';
import { openMerchantMarine } from './merchantMarine';
import { endDeductions, surrenderOrder } from './surrender';

const YARD_KINDS = ['Scrap', 'Mothball', 'Reactivate', 'Prospect', 'Surrender'] as const;
export const PURSE_KINDS = [...STATUS_KINDS, ...BANK_KINDS, ...YARD_KINDS] as const;
export type PurseKind = (typeof PURSE_KINDS)[number];
type PurseRule = (w: World, empire: string, o: Order) => OrderResult;

/** The status orders' results, carried out as the turn opened (openPurse), by empire and row. */
const statusResults = new WeakMap<World, Map<string, OrderResult>>();
/** Per world and empire: its yard work this turn (mothball.ts). */
const yards = new WeakMap<World, Map<string, YardTurn>>();
function yardOf(w: World, empire: string): YardTurn {
  const byEmpire = yards.get(w) ?? new Map<string, YardTurn>();
  yards.set(w, byEmpire);
  const y = byEmpire.get(empire) ?? { taken: 0, reactivated: new Map<string, number>(), laidUp: [] };
  byEmpire.set(empire, y);
  return y;
}

export const PURSE_RULES: Record<PurseKind, PurseRule> = Object.fromEntries([
  ...STATUS_KINDS.map((k) => [
    k,
    (w: World, empire: string, o: Order) => statusResults.get(w)?.get(`${empire}:${o.row}`) ?? statusOrder(w, empire, o, k),
  ]),
  ...BANK_KINDS.map((k) => [k, (w: World, empire: string, o: Order) => bankOrder(w, empire, o, k)]),
  ['Scrap', (w: World, empire: string, o: Order) => scrapOrder(w, empire, o, yardOf(w, empire))],
  ['Prospect', prospectOrder],
  ['Surrender', surrenderOrder],
  ...(['Mothball', 'Reactivate'] as const).map((k) => [
    k,
    (w: World, empire: string, o: Order) => mothballOrder(w, empire, o, k, yardOf(w, empire)),
  ]),
]) as Record<PurseKind, PurseRule>;

export const isPurseKind = (kind: string): kind is PurseKind => (PURSE_KINDS as readonly string[]).includes(kind);

/** GC B11.15 as the turn starts: the status orders (B12.70, B12.110), steps a-d credited, the trade routes kept paid (B1.21-B1.24), the merchant marine's budget (E1.10), then step e's interest (B10.30, B10.40) and mothball upkeep (B9.60). */
export function openPurse(w: World): void {
  statusResults.set(w, applyStatusOrders(w));
  creditTreasuries(w);
  payRoutes(w);
  openMerchantMarine(w);
  openBank(w);
  payUpkeep(w);
}

/** Once every empire's orders are in: aid received (B10.55-B10.58), restoration's lay-up (B13.20), then liquidation (B10.45). */
export function closePurse(w: World): void {
  receiveAid(w);
  restorationLayUp(w, (empire) => yardOf(w, empire).laidUp);
  liquidate(w);
}

/** As the turn ends: scrapping finished (B9.30), prospects rolled (B13.30), surrenders' five years ended (B14.201), the plateau counted and crew rolled (B12). */
export function closePurseTurn(w: World): void {
  finishScrapping(w);
  rollProspects(w);
  endDeductions(w);
  countExhaustion(w);
}
