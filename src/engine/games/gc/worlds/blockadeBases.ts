// GC C12.30-C12.50: bases under blockade. A base in open space (a hex with no system) can be blockaded
// (C12.30); one in orbit of a system never degrades (C12.30, C12.91). A base is a ship whose class's Hull
// is on the C12.40 chart (SAM 2 turns, MB/CPL 3, BS/BATS/CB 4, SB/TCB 5, SF/QCB 5.5, SP 6); an X version
// (its Hull ending in X, e.g. BATSX) has one turn more. Each whole turn blockaded counts on its Blockade
// turns: past the chart's turns it is degraded, its crew Poor (C12.40); a turn later it self-destructs
// unless its squadron's Supplies cover its C13.15 need, drawn that turn (rule option GC141). As in the
// C12.40 example, the turn the blockade is laid counts too: a BS blockaded from Y160.1 is normal to the
// end of Y162.1, degraded in Y162.2 and gone as Y163.1 starts. A blockade broken or ended resupplies it.
// A local minefield (C4.40) at the hex (Systems Local minefield) puts the blockaders outside it (C12.50).

import type { Ship } from '../../../core/model';
import type { RowColumn } from '../../../core/game';
import type { World } from '../../../core/world';
import { extraRow, setExtra } from '../base/rows';
import { shipsNeed, SUPPLIES } from './supply';

export const [BLOCKADE_TURNS, DEGRADED_FROM, LOCAL_MINEFIELD] = ['Blockade turns', 'Degraded from', 'Local minefield'];
/** GC C12.40: the turns of blockade each base type stands before it degrades. */
export const BASE_TURNS: Readonly<Record<string, number>> = {
  SAM: 2,
  MB: 3,
  CPL: 3,
  BS: 4,
  BATS: 4,
  CB: 4,
  SB: 5,
  TCB: 5,
  SF: 5.5,
  QCB: 5.5,
  SP: 6,
};

export const BLOCKADE_SHIP_COLUMNS: readonly RowColumn[] = [
  {
    header: BLOCKADE_TURNS,
    type: 'int',
    seenBy: 'owner',
    note: "GC C12.40: whole turns this open-space base has been blockaded (blank: none). Past its chart turns (SAM 2, MB/CPL 3, BS/BATS/CB 4, SB/TCB 5, SF/QCB 5.5, SP 6; X versions one more) it is degraded; a turn later it self-destructs unless its squadron's Supplies feed it.",
  },
  {
    header: DEGRADED_FROM,
    type: 'text',
    seenBy: 'owner',
    note: 'GC C12.40: the crew this base had before the blockade degraded it to Poor; given back when the blockade ends.',
  },
];

export const MINEFIELD_COLUMN: RowColumn = {
  header: LOCAL_MINEFIELD,
  type: 'bool',
  seenBy: 'owner',
  note: 'GC C4.40, C12.50: a local minefield at this base or system; blockaders stand outside it.',
};

/** GC C12.40: a ship's turns of blockade before it degrades, when its class is a base (X versions one more). */
export function baseTurns(w: World, s: Ship): number | undefined {
  const hull = (w.classOf(s)?.hull ?? '').trim().toUpperCase();
  const turns = BASE_TURNS[hull] ?? BASE_TURNS[hull.replace(/X$/, '')];
  return turns === undefined ? undefined : turns + (hull in BASE_TURNS ? 0 : 1);
}

/** The bases of empires at war with `empire` in the hex. */
export const foeBasesAt = (w: World, hex: string, empire: string): Ship[] =>
  w
    .fleetsAt(hex)
    .filter((f) => w.hostile(f.empire, empire))
    .flatMap((f) => w.shipsOf(f.id))
    .filter((s) => baseTurns(w, s) !== undefined);

/** GC C12.50: the words on a blockade at a hex with a local minefield ('' without one). */
export const minefieldWords = (w: World, hex: string): string =>
  extraRow(w.c, 'Systems', hex)[LOCAL_MINEFIELD] === true ? `; ${hex}'s local minefield keeps the blockaders outside it (GC C12.50)` : '';

/** As a turn ends with the open-space hex blockaded by `by` the whole turn: each foe base there counts a turn (C12.40). */
export function degradeBases(w: World, hex: string, by: string): void {
  const gone: Ship[] = [];
  for (const s of foeBasesAt(w, hex, by)) {
    const row = extraRow(w.c, 'Ships', s.id);
    const turns = (Number(row[BLOCKADE_TURNS]) || 0) + 1;
    const limit = baseTurns(w, s)!;
    setExtra(w.c, 'Ships', s.id, { [BLOCKADE_TURNS]: turns });
    if (turns > limit + 1) {
      const f = w.fleet(s.fleet)!;
      const [need, held] = [shipsNeed(w, [s]), Number(extraRow(w.c, 'Fleets', f.id)[SUPPLIES]) || 0];
      if (held >= need) {
        setExtra(w.c, 'Fleets', f.id, { [SUPPLIES]: held - need });
        w.report(
          s.empire,
          'Developments',
          `${s.id} (${s.shipClass}) at ${hex} drew ${need} cargo boxes of supplies: it holds out, degraded (GC C12.40)`,
        );
      } else gone.push(s);
    } else if (turns > limit && !row[DEGRADED_FROM]) {
      setExtra(w.c, 'Ships', s.id, { [DEGRADED_FROM]: s.crew });
      s.crew = 'Poor';
      w.report(
        s.empire,
        'Developments',
        `${s.id} (${s.shipClass}) at ${hex}, blockaded ${turns} turns, is degraded: a poor crew; next turn it self-destructs without supplies (GC C12.40)`,
      );
    }
  }
  if (!gone.length) return;
  w.removeShips(gone);
  const text = `${gone.map((s) => `${s.id} (${s.shipClass})`).join(', ')} at ${hex}, blockaded by ${by} past its endurance, self-destructed (GC C12.40)`;
  for (const e of new Set([by, ...gone.map((s) => s.empire)])) w.report(e, 'Developments', text);
}

/** GC C12.40: the blockade at `hex` broken or ended: its bases are resupplied, their crews given back. */
export function resupplyBases(w: World, hex: string, by: string): void {
  for (const s of foeBasesAt(w, hex, by)) {
    const row = extraRow(w.c, 'Ships', s.id);
    if (!row[BLOCKADE_TURNS]) continue;
    if (row[DEGRADED_FROM]) s.crew = row[DEGRADED_FROM] as Ship['crew'];
    setExtra(w.c, 'Ships', s.id, { [BLOCKADE_TURNS]: '', [DEGRADED_FROM]: '' });
    w.report(s.empire, 'Developments', `${s.id} (${s.shipClass}) at ${hex} is resupplied: the blockade is over (GC C12.40)`);
  }
}
