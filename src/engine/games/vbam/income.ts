// The Income phase (`VBAM Income`): Total Domestic Product + Commerce + miscellaneous items −
// maintenance, each part a ledger row, so the Point Pool is the ledger's balance.

import { Colony, LedgerRow, Rate } from './model';

/**
 * Utilized Productivity: Productivity up to the Census (`VBAM Income`); halved, rounded down (VB8),
 * while Morale is below half the Census; none in rebellion, at Morale 0 (`VBAM Update Assets`).
 */
export function utilizedProductivity(c: Colony): number {
  if (c.morale <= 0) return 0;
  const used = Math.min(c.productivity, c.census);
  return c.morale * 2 < c.census ? Math.floor(used / 2) : used;
}

/** A colony's output: utilized Productivity × RAW. */
export function colonyOutput(c: Colony): number {
  return utilizedProductivity(c) * c.raw;
}

/** Total Domestic Product: the sum of the outputs of an empire's colonies. */
export function totalDomesticProduct(colonies: Colony[], empire: string): number {
  return colonies.filter((c) => c.owner === empire).reduce((sum, c) => sum + colonyOutput(c), 0);
}

/**
 * Maintenance of `count` units of one class at "N/M": N EP for every M hulls, the groups rounded up
 * (VB9: "2/3" for 4 hulls is 2 groups × 2 = 4 EP). Evaluated per class, never pooled across classes.
 */
export function classMaintenance(rate: Rate, count: number): number {
  return count > 0 ? rate.ep * Math.ceil(count / rate.per) : 0;
}

/** Units of one class in service (mothballed units are not: they pay nothing). */
export interface InService {
  className: string;
  maintenance: Rate;
  count: number;
}

/** A Trade Fleet that survived and visited its route last Movement phase, with its systems' outputs. */
export interface TradeVisit {
  fleet: string;
  routeOutputs: number[];
}

/** Commerce: 10% of the output of the systems on the route, rounded down (VB10). */
export function tradeIncome(t: TradeVisit): number {
  return Math.floor(t.routeOutputs.reduce((a, b) => a + b, 0) / 10);
}

/** A one-time income or expense; it is applied in the first Income phase after the turn it arose in. */
export interface MiscItem {
  empire: string;
  amount: number;
  reason: string;
  /** The campaign turn (counted from 1) in which it arose. */
  turn: number;
}

export interface IncomeInput {
  empire: string;
  /** This turn, counted from 1 as MiscItem.turn is. */
  turn: number;
  colonies: Colony[];
  inService: InService[];
  trade: TradeVisit[];
  misc: MiscItem[];
}

export interface Income {
  rows: LedgerRow[];
  /** The items that arose this turn or later: they wait for the next Income phase. */
  carried: MiscItem[];
}

/** The Income phase for one empire: one ledger row for each colony, trade fleet, item and class. */
export function incomePhase(input: IncomeInput): Income {
  const { empire } = input;
  const rows: LedgerRow[] = [];
  for (const c of input.colonies.filter((c) => c.owner === empire)) {
    const amount = colonyOutput(c);
    if (amount) rows.push({ empire, amount, reason: `VBAM Income: ${c.system} produces ${utilizedProductivity(c)} × RAW ${c.raw}` });
  }
  for (const t of input.trade) {
    const amount = tradeIncome(t);
    if (amount) rows.push({ empire, amount, reason: `VBAM Income: commerce of trade fleet ${t.fleet}` });
  }
  const due = input.misc.filter((m) => m.empire === empire && m.turn < input.turn);
  for (const m of due) rows.push({ empire, amount: m.amount, reason: `VBAM Income: ${m.reason}` });
  for (const u of input.inService) {
    const amount = classMaintenance(u.maintenance, u.count);
    if (amount)
      rows.push({
        empire,
        amount: -amount,
        reason: `VBAM Income: maintenance of ${u.count} ${u.className} at ${u.maintenance.ep}/${u.maintenance.per}`,
      });
  }
  return { rows, carried: input.misc.filter((m) => !due.includes(m)) };
}
