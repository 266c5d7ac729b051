// `VBAM Intel`: the diplomatic orders (Sign, Break, Declare hostilities, Declare war, Armistice) as
// Empires at War plays them: the kernel's diplomacy settles them against the Treaties tab before
// anything moves, so a war declared this turn is fought this turn.

import { inPlay } from '../../../core/model';
import { key } from '../../../core/ids';
import { DiplomaticOrder, settleDiplomacy } from '../../../core/diplomacy';
import type { VbamTurn } from '../turn';
import { VBAM_DIPLOMATIC, VbamDiplomaticKind } from '../orders';
import { VBAM_CALENDAR } from '../calendar';

const diplomaticKind = (kind: string): VbamDiplomaticKind | undefined => VBAM_DIPLOMATIC.find((k) => key(k) === key(kind));

/** Each empire's diplomatic rows, settled; what became of each is added to its order results. */
export function intelPhase(t: VbamTurn): void {
  const { w } = t;
  const orders = w.c.empires.filter(inPlay).flatMap((e) =>
    (w.c.orders[e.id] ?? []).flatMap((o): DiplomaticOrder[] => {
      const action = diplomaticKind(o.kind);
      return action ? [{ row: o.row, empire: e.id, action, target: key(o.target), treaty: o.extras.trim() }] : [];
    }),
  );
  for (const o of settleDiplomacy(w, orders, VBAM_CALENDAR).outcomes) {
    const rows = t.results.get(o.empire) ?? [];
    rows.push({ row: o.row, status: o.status, text: o.text, ...(o.refusal ? { refusal: o.refusal } : {}) });
    t.results.set(
      o.empire,
      rows.sort((a, b) => a.row - b.row),
    );
  }
}
