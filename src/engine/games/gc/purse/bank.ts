// GC B10: the Galactic Bank Corporation. Admirals give its orders (Deposit, Withdraw, Borrow, Repay,
// Transfer), checked live against the treasury of the turn; they are carried out in step e of B11.15,
// once every empire's treasury is credited: savings earn their interest and loans are charged theirs or
// called (B10.30, B10.40), then each order in its row's order; when every empire's orders are in, aid is
// received within its limits (B10.55-B10.58) and an empire left short is liquidated (B10.45).

import type { Order } from '../../../core/model';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';
import { gbcClass, GbcClass, LOAN, SAVINGS } from '../base/purseColumns';
import { turnTreasury } from './economy';
import { liquidationOrder, scrapValue } from './scrap';
import { severedHomeworld } from '../worlds/blockades';

export const BANK_KINDS = ['Deposit', 'Withdraw', 'Borrow', 'Repay', 'Transfer'] as const;
export type BankKind = (typeof BANK_KINDS)[number];

/** GC B10.30: savings earn 6% a turn. */
const SAVINGS_RATE = 0.06;
/** GC B10.40: what a class may borrow a year, as a share of its treasury, and its interest a turn. */
const LOANS: Partial<Record<GbcClass, { share: number; rate: number }>> = {
  A: { share: 0.3, rate: 0.125 },
  B: { share: 0.2, rate: 0.175 },
};
/** GC B10.50: the fee for wiring EPs to another empire. */
const TRANSFER_FEE = 0.04;
/** GC B10.55: the most an empire may give, or receive, in a turn: a share of its treasury. */
const AID_SHARE = 0.25;
const BORROWED = 'borrowed from the GBC';

const tenths = (n: number): number => Math.round(n * 10) / 10;
const cell = (w: World, empire: string, header: string): number => Number(extraRow(w.c, 'Empires', empire)[header]) || 0;
const setCell = (w: World, empire: string, header: string, value: number) => setExtra(w.c, 'Empires', empire, { [header]: tenths(value) });

/** A gift of aid (B10.55) or a payment on another empire's loan (B10.57), its giver already debited. */
interface Aid {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
  readonly toLoan: boolean;
  readonly result: OrderResult;
}

/** The turn's bank: the aid each empire has given, the aid waiting to be received. */
interface BankTurn {
  readonly given: Map<string, number>;
  readonly aid: Aid[];
}
const turns = new WeakMap<World, BankTurn>();
function bankTurn(w: World): BankTurn {
  let t = turns.get(w);
  if (!t) turns.set(w, (t = { given: new Map(), aid: [] }));
  return t;
}

/** What the empire may still give this turn (B10.55), fees and loan payments counted. */
const aidLeft = (w: World, empire: string): number =>
  Math.max(0, AID_SHARE * turnTreasury(w, empire) - (bankTurn(w).given.get(empire) ?? 0));

/** GC B10.40: what the empire has borrowed in the calendar year so far (its Treasury rows). */
function borrowedThisYear(w: World, empire: string): number {
  const year = `Y${w.c.settings.year} `;
  return [...w.c.ledger, ...w.newLedger]
    .filter((l) => l.empire === empire && l.reason === BORROWED && `${l.season} `.startsWith(year))
    .reduce((sum, l) => sum + l.amount, 0);
}

/**
 * GC B11.15e, as the bank opens for the turn: savings earn 6% (B10.30); a loan is charged its interest
 * on what was owed as the turn began, or, the empire rated C, called whole (B10.40).
 */
export function openBank(w: World): void {
  for (const { id } of w.c.empires) {
    const savings = cell(w, id, SAVINGS);
    if (savings > 0) {
      setCell(w, id, SAVINGS, savings * (1 + SAVINGS_RATE));
      w.report(
        id,
        'Treasury',
        `GBC savings earned ${tenths(savings * SAVINGS_RATE)} EPs (6%): ${tenths(savings * (1 + SAVINGS_RATE))} EPs (GC B10.30)`,
      );
    }
    const loan = cell(w, id, LOAN);
    if (loan <= 0) continue;
    const terms = LOANS[gbcClass(w, id)];
    if (terms) w.addLedger(id, -tenths(loan * terms.rate), `GBC loan interest (${terms.rate * 100}% of ${loan})`, 'GC B10.40, B11.15e');
    else {
      w.addLedger(id, -loan, 'GBC loan called: class C', 'GC B10.40, B11.15e');
      setCell(w, id, LOAN, 0);
    }
  }
}

/** The EPs an order's Extras give: a whole number above 0 ("100" or "100 EPs"). */
function amountOf(extras: string): number | string {
  const m = /^(\d+)\s*(EPs?)?$/i.exec(extras.trim());
  const n = Number(m?.[1]);
  return m && n > 0 ? n : `write the EPs in Extras as a whole number above 0, e.g. 100 (GC B10)`;
}

/** A GBC order checked against the treasury of the turn and, when legal, carried out on `w`. */
export function bankOrder(w: World, empire: string, o: Order, kind: BankKind): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `${kind}: ${text}` });
  const done = (text: string): OrderResult => ({ row: o.row, status: 'done', text: `${kind} ${text}` });
  const rating = gbcClass(w, empire);
  if (rating === 'None') return refused(`${empire} is no client of the GBC (Empires: GBC class None; GC B10.20)`);
  const home = severedHomeworld(w.c, empire);
  if (home) return refused(`your homeworld ${home} is blockaded and severed: no GBC transactions (GC C12.95a)`);
  const amount = amountOf(o.extras);
  if (typeof amount === 'string') return refused(amount);
  const cash = w.treasury(empire);
  const short = (need: number) => `${need} EPs wanted, ${cash} in the treasury (GC B10.45)`;
  const target = o.target.trim();
  const other = target ? w.c.empires.find((e) => sameName(e.id, target)) : undefined;
  if (target && (!other || other.id === empire) && (kind === 'Transfer' || kind === 'Repay'))
    return refused(`"${target}" is no other empire of the Empires tab`);
  if (target && kind !== 'Transfer' && kind !== 'Repay') return refused(`write no Target: the order is the empire's own`);
  switch (kind) {
    case 'Deposit': {
      if (amount > cash) return refused(short(amount));
      w.addLedger(empire, -amount, 'deposited with the GBC', 'GC B10.30, B11.15e');
      setCell(w, empire, SAVINGS, cell(w, empire, SAVINGS) + amount);
      return done(`${amount} EPs: savings ${cell(w, empire, SAVINGS)} EPs (GC B10.30)`);
    }
    case 'Withdraw': {
      const savings = cell(w, empire, SAVINGS);
      if (amount > savings) return refused(`${amount} EPs wanted, ${savings} in savings (GC B10.30)`);
      w.addLedger(empire, amount, 'withdrawn from the GBC', 'GC B10.30, B11.15e');
      setCell(w, empire, SAVINGS, savings - amount);
      return done(`${amount} EPs: savings ${cell(w, empire, SAVINGS)} EPs (GC B10.30)`);
    }
    case 'Borrow': {
      const terms = LOANS[rating];
      if (!terms) return refused(`the GBC lends nothing to a class C client (GC B10.40)`);
      const cap = Math.floor(terms.share * turnTreasury(w, empire));
      const left = Math.max(0, cap - borrowedThisYear(w, empire));
      if (amount > left)
        return refused(
          `a class ${rating} client borrows at most ${terms.share * 100}% of its treasury a year, ${cap} EPs: ${left} left this year (GC B10.40)`,
        );
      w.addLedger(empire, amount, BORROWED, 'GC B10.40, B11.15e');
      setCell(w, empire, LOAN, cell(w, empire, LOAN) + amount);
      return done(`${amount} EPs at ${terms.rate * 100}% a turn: owed ${cell(w, empire, LOAN)} EPs (GC B10.40)`);
    }
    case 'Repay': {
      if (!other) {
        if (amount > cash) return refused(short(amount));
        const loan = cell(w, empire, LOAN);
        if (amount > loan) return refused(`${amount} EPs offered, ${loan} owed (GC B10.40)`);
        w.addLedger(empire, -amount, 'repaid to the GBC', 'GC B10.40, B11.15e');
        setCell(w, empire, LOAN, loan - amount);
        return done(`${amount} EPs: owed ${cell(w, empire, LOAN)} EPs (GC B10.40)`);
      }
      return giveAid(w, empire, other.id, amount, true, done, refused);
    }
    case 'Transfer':
      if (!other) return refused(`name the empire the EPs go to in Target (GC B10.50)`);
      return giveAid(w, empire, other.id, amount, false, done, refused);
  }
}

/**
 * GC B10.50-B10.58: the giver pays the aid (and the 4% fee on a transfer) now, within 25% of its treasury
 * counted with the fees and in the order its rows list (an order beyond it is cut to what is left); the
 * receiver gets it once every empire's orders are in (receiveAid).
 */
function giveAid(
  w: World,
  from: string,
  to: string,
  asked: number,
  toLoan: boolean,
  done: (t: string) => OrderResult,
  refused: (t: string) => OrderResult,
): OrderResult {
  const fee = toLoan ? 0 : TRANSFER_FEE;
  const left = aidLeft(w, from);
  const amount = Math.min(asked, Math.floor(left / (1 + fee)));
  if (amount <= 0) return refused(`${from} has given the most it may this turn, 25% of its treasury (GC B10.55)`);
  const cost = tenths(amount * fee);
  const cash = w.treasury(from);
  if (amount + cost > cash) return refused(`${amount + cost} EPs wanted, ${cash} in the treasury (GC B10.45)`);
  const t = bankTurn(w);
  t.given.set(from, (t.given.get(from) ?? 0) + amount + cost);
  w.addLedger(from, -amount, toLoan ? `paid on ${to}'s GBC loan` : `aid to ${to}`, toLoan ? 'GC B10.57' : 'GC B10.50, B10.55');
  if (cost) w.addLedger(from, -cost, `GBC transfer fee (4% of ${amount})`, 'GC B10.50');
  const cut = amount < asked ? `, cut from ${asked}: 25% of the treasury given (GC B10.55, B10.58)` : '';
  const what = toLoan ? `${amount} EPs on ${to}'s GBC loan (GC B10.57)` : `${amount} EPs to ${to}, fee ${cost} (GC B10.50)`;
  const result = done(`${what}${cut}; what ${to} may receive is settled as the turn is processed (B10.55)`);
  t.aid.push({ from, to, amount, toLoan, result });
  return result;
}

/**
 * GC B10.55-B10.58: each empire receives its aid, smallest gift first, up to 25% of its treasury (a loan
 * payment also up to what it owes); what does not fit goes back to its giver, the fee kept (rule option GC43).
 */
export function receiveAid(w: World): void {
  const t = bankTurn(w);
  const received = new Map<string, number>();
  for (const a of [...t.aid].sort((x, y) => x.amount - y.amount)) {
    const room = Math.max(0, AID_SHARE * turnTreasury(w, a.to) - (received.get(a.to) ?? 0));
    const fits = Math.min(a.amount, Math.floor(room), a.toLoan ? cell(w, a.to, LOAN) : a.amount);
    received.set(a.to, (received.get(a.to) ?? 0) + fits);
    if (fits && a.toLoan) {
      setCell(w, a.to, LOAN, cell(w, a.to, LOAN) - fits);
      w.report(a.to, 'Treasury', `${a.from} paid ${fits} EPs on your GBC loan (GC B10.57): owed ${cell(w, a.to, LOAN)} EPs`);
    } else if (fits) w.addLedger(a.to, fits, `aid from ${a.from}`, 'GC B10.50, B10.55');
    const back = a.amount - fits;
    if (back > 0) {
      w.addLedger(a.from, back, `aid to ${a.to} refunded: more than it may receive`, 'GC B10.55, B10.58');
      a.result.text = a.result.text.replace(/; what .*$/, `; ${back} EPs refunded: more than ${a.to} may receive this turn (GC B10.58)`);
    } else a.result.text = a.result.text.replace(/; what .*$/, `; received`);
  }
  t.aid.length = 0;
}

/**
 * GC B10.45: an empire whose treasury is below 0 draws on its GBC savings, then its units are scrapped,
 * mothballed units first, then bases, military ships and Merchant Marine ships, the least valuable of each
 * first (rule option GC44), each for its scrap value (B9.20, or B10.60 for a client of the GBC).
 */
export function liquidate(w: World): void {
  for (const { id } of w.c.empires) {
    let short = tenths(-w.treasury(id));
    if (short <= 0) continue;
    const savings = cell(w, id, SAVINGS);
    const drawn = Math.min(savings, short);
    if (drawn > 0) {
      w.addLedger(id, drawn, 'drawn from GBC savings: the treasury fell short', 'GC B10.45');
      setCell(w, id, SAVINGS, savings - drawn);
      short = tenths(short - drawn);
    }
    const member = gbcClass(w, id) !== 'None';
    for (const s of liquidationOrder(w, id)) {
      if (short <= 0) break;
      const value = scrapValue(w, s, member);
      w.addLedger(id, value.amount, `liquidated: ${s.id} (${s.shipClass}, ${value.words})`, 'GC B10.45');
      w.log('Liquidation', id, `${s.id} ${s.shipClass} scrapped to cover the treasury`, 'GC B10.45');
      w.report(id, 'Treasury', `${s.id} (${s.shipClass}) liquidated for ${value.amount} EPs (GC B10.45)`);
      w.removeShips([s]);
      short = tenths(short - value.amount);
    }
    if (short > 0) w.report(id, 'Treasury', `The treasury is ${short} EPs short with nothing left to liquidate (GC B10.45)`);
  }
}
