// `VBAM Intel`: the diplomatic orders (Sign, Break, Declare hostilities, Declare war, Armistice) as
// Empires at War plays them: the kernel's diplomacy settles them against the Treaties tab before
// anything moves, so a war declared this turn is fought this turn.

import type { Campaign } from '../../../core/model';
import { inPlay } from '../../../core/model';
import { key } from '../../../core/ids';
import { checkedDiplomacy, DiplomaticOrder, OrderOutcome, settleDiplomacy } from '../../../core/diplomacy';
import type { VbamTurn } from '../turnState';
import { VBAM_DIPLOMATIC, VbamDiplomaticKind } from '../orders';
import { VBAM_CALENDAR } from '../calendar';

const diplomaticKind = (kind: string): VbamDiplomaticKind | undefined => VBAM_DIPLOMATIC.find((k) => key(k) === key(kind));

/** Each empire's diplomatic rows. */
function diplomaticOrders(c: Campaign): DiplomaticOrder[] {
  return c.empires.filter(inPlay).flatMap((e) =>
    (c.orders[e.id] ?? []).flatMap((o): DiplomaticOrder[] => {
      const action = diplomaticKind(o.kind);
      return action ? [{ row: o.row, empire: e.id, action, target: key(o.target), treaty: o.extras.trim() }] : [];
    }),
  );
}

/** What became of each diplomatic row, added to its empire's order results in row order. */
function addResults(t: VbamTurn, outcomes: OrderOutcome[]): void {
  for (const o of outcomes) {
    const rows = t.results.get(o.empire) ?? [];
    rows.push({ row: o.row, status: o.status, text: o.text, ...(o.refusal ? { refusal: o.refusal } : {}) });
    t.results.set(
      o.empire,
      rows.sort((a, b) => a.row - b.row),
    );
  }
}

/** Each empire's diplomatic rows, settled; what became of each is added to its order results. */
export function intelPhase(t: VbamTurn): void {
  addResults(t, settleDiplomacy(t.w, diplomaticOrders(t.w.c), VBAM_CALENDAR).outcomes);
}

/**
 * Check orders for the diplomatic rows (`c`: the campaign as read): settled on the check's copy as the
 * Intel phase settles them, each worded as the kernel's check words them by VBAM's calendar (the d100
 * chance of a declaration or a break; a signature waiting for the other side is legal).
 */
export function checkIntel(t: VbamTurn, c: Campaign): void {
  const orders = diplomaticOrders(t.w.c);
  addResults(t, checkedDiplomacy(c, orders, settleDiplomacy(t.w, orders, VBAM_CALENDAR).outcomes, VBAM_CALENDAR));
}
