// GC C12: blockades. A Blockade order declares a squadron standing at a foe's system (at war) to be
// blockading it (C12.10). It must stand there from the turn's start (no course that turn) so the blockade
// can last Segments 1-12. Each segment, a blockade whose squadron has left the hex, or lost all its ships
// (beaten in battle there: space control, C12.20), is broken (rule option GC131). One held the whole turn
// economically severs the system (C12.90): the Systems Blockaded cell, read by the next treasury (the
// system counts as lost, B1.40; its internal income stays at the system). A broken blockade ends that.
// Hex ownership is unchanged (C12.120). An open-space base may be blockaded too: blockadeBases.ts (C12.30-C12.50).

import type { Campaign, Order } from '../../../core/model';
import type { RowColumn } from '../../../core/game';
import type { OrderResult } from '../../../core/plotting';
import type { TurnStep } from '../../../core/game';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { BLOCKADE, blockadeOf, extraRow, setExtra } from '../base/rows';
import { degradeBases, foeBasesAt, minefieldWords, resupplyBases } from './blockadeBases';

export const BLOCKADED = 'Blockaded';
/** GC C12.90: a severed system's internal income, kept at the system (a major's 13, any colony's 10), plus its core economics. */
export const INTERNAL_INCOME = { major: 13, colony: 10 } as const;

export const BLOCKADE_FLEET_COLUMN: RowColumn = {
  header: BLOCKADE,
  type: 'text',
  seenBy: 'owner',
  note: 'GC C12.10: the system hex this squadron blockades; set by its Blockade order, cleared when it leaves or is beaten.',
};
export const BLOCKADED_COLUMN: RowColumn = {
  header: BLOCKADED,
  type: 'text',
  seenBy: 'owner',
  note: 'GC C12.90: "by KLI" when blockaded the whole last turn: economically severed (no EPs to the treasury; its internal income stays here). Cleared when the blockade breaks.',
};

const isSystem = (w: World, hex: string): boolean => !!extraRow(w.c, 'Systems', hex)['System class'];
export { BLOCKADE, blockadeOf } from '../base/rows';

/** GC C12.90: the empire blockading the system the whole last turn (severing it), or undefined. */
export function severedBy(c: Campaign, hex: string): string | undefined {
  const m = /^by\s+(\S+)/i.exec(String(c.extras?.Systems?.[hex]?.[BLOCKADED] ?? '').trim());
  return m?.[1];
}

/** GC C12.95: the empire's homeworld when it is severed (its restrictions apply), or undefined. */
export function severedHomeworld(c: Campaign, empire: string): string | undefined {
  const home = c.systems.find((s) => s.owner && sameName(s.owner, empire) && c.extras?.Systems?.[s.id]?.['System class'] === 'Homeworld');
  return home && severedBy(c, home.id) ? home.id : undefined;
}

/** A Blockade order: Fleet the squadron, Target the foe's system it stands at, or `stop` (C12.10). */
export function blockadeOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Blockade ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const hex = o.target.trim().toUpperCase();
  if (hex === 'STOP') {
    const was = blockadeOf(w.c, f.id);
    if (!was) return refused('it blockades nothing');
    lift(w, f.id, was, 'voluntarily ended');
    return { row: o.row, status: 'done', text: `Blockade ${f.id} of ${was} ended (GC C12.10)` };
  }
  const sys = w.system(hex);
  const base = isSystem(w, hex) ? undefined : foeBasesAt(w, hex, empire)[0];
  if (!sys || (!isSystem(w, hex) && !base))
    return refused(
      `${hex || '(blank Target)'} is neither a system nor an open-space base of a foe: a blockade is laid at one (GC C12.10, C12.30)`,
    );
  const foe = base?.empire ?? sys.owner;
  if (!foe || sameName(foe, empire)) return refused(`${hex} is not another empire's (GC C12.10)`);
  if (!w.hostile(empire, foe)) return refused(`${foe} is not at war with ${empire} (GC C12.10, rule option GC131)`);
  if (f.location !== hex)
    return refused(
      `${f.id} is at ${f.location}, not ${hex}: a blockade must hold from Segment 1, so the squadron stands there as the turn begins (GC C12.10)`,
    );
  if (extraRow(w.c, 'Fleets', f.id).Course) return refused(`${f.id} moves this turn: a blockade is held all twelve segments (GC C12.10)`);
  if (!w.shipsOf(f.id).length) return refused(`${f.id} has no ships`);
  if (blockadeOf(w.c, f.id) === hex) return refused(`it blockades ${hex} already`);
  setExtra(w.c, 'Fleets', f.id, { [BLOCKADE]: hex });
  return {
    row: o.row,
    status: 'done',
    text: base
      ? `Blockade ${f.id} of ${foe}'s base ${base.id} at ${hex}: each whole turn held wears it down (GC C12.30, C12.40)${minefieldWords(w, hex)}`
      : `Blockade ${f.id} of ${hex}: held Segments 1-12, it severs ${hex} from ${foe}'s economy from the next turn (GC C12.10, C12.90)${minefieldWords(w, hex)}`,
  };
}

/** The blockade of `fleet` at `hex` ends; the system is no longer severed unless another squadron of that empire holds it. */
function lift(w: World, fleet: string, hex: string, why: string): void {
  setExtra(w.c, 'Fleets', fleet, { [BLOCKADE]: '' });
  const by = w.fleet(fleet)?.empire ?? '';
  const owner = w.system(hex)?.owner ?? '';
  const others = w.c.fleets.some((g) => g.id !== fleet && sameName(g.empire, by) && blockadeOf(w.c, g.id) === hex);
  if (others) return;
  resupplyBases(w, hex, by);
  const text = `The blockade of ${hex} by ${by} is ${why} (GC C12.10, C12.90)`;
  w.report(by, 'Developments', text);
  if (owner) w.report(owner, 'Developments', text);
  if (severedBy(w.c, hex)) setExtra(w.c, 'Systems', hex, { [BLOCKADED]: '' });
}

/** GC C12.20, GC131: at each segment's end, a blockader gone from its hex or with no ships left has broken its blockade. */
export const BLOCKADE_STEP: TurnStep<{ tick: number }> = {
  name: 'Blockades',
  run: (w) => {
    for (const f of w.c.fleets) {
      const hex = blockadeOf(w.c, f.id);
      if (hex && (f.location !== hex || !w.shipsOf(f.id).length)) lift(w, f.id, hex, 'broken');
    }
  },
};

/** As the turn ends: each blockade held all twelve segments severs its system for the next turn (C12.90). */
export function closeBlockades(w: World): void {
  for (const f of w.c.fleets) {
    const hex = blockadeOf(w.c, f.id);
    if (!hex || severedBy(w.c, hex)) continue;
    // C12.30: an open-space base's blockade wears it down (once a turn, however many squadrons hold it).
    if (!isSystem(w, hex)) {
      if (w.c.fleets.find((g) => sameName(g.empire, f.empire) && blockadeOf(w.c, g.id) === hex) === f) degradeBases(w, hex, f.empire);
      continue;
    }
    setExtra(w.c, 'Systems', hex, { [BLOCKADED]: `by ${f.empire}` });
    const owner = w.system(hex)?.owner ?? '';
    const text = `${hex} was blockaded by ${f.empire} the whole turn: economically severed from ${owner}'s economy while the blockade holds (GC C12.90)`;
    w.report(f.empire, 'Developments', text);
    if (owner) w.report(owner, 'Developments', text);
  }
}
