// GC C13.30-C13.34: annexing. An Annex order sets a squadron to annex a hex of space an empire at war
// with it owns (not a system: a system changes hands by conquest or surrender; rule option GC142). The
// squadron is in the hex, or its course this turn ends there. Each segment it ends in the hex alone counts
// one; after 12 continuous segments (over turns if need be) the hex is its empire's (C13.31). A foe's
// squadron still in the hex at a segment's end (it won, or the annexer bypassed or declined the battle)
// disrupts it: the count goes back to zero (C13.32-C13.33; GC143). Leaving the hex, losing every ship, or
// commerce raiding the hex (a Raid or Convoy raid there) ends it (C13.34).

import type { Fleet, Order } from '../../../core/model';
import type { RowColumn, TurnStep } from '../../../core/game';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra, setOwner } from '../base/rows';
import { parseCourse } from '../base/course';
import { offOnConvoyDuty } from './convoys';
import { CONVOY_RAID } from '../base/convoyColumns';
import { RAID } from '../base/commerceColumns';

export const ANNEX = 'Annex';
/** GC C13.31: the continuous segments an annexation takes. */
export const ANNEX_SEGMENTS = 12;

export const ANNEX_FLEET_COLUMN: RowColumn = {
  header: ANNEX,
  type: 'text',
  seenBy: 'owner',
  note: 'GC C13.30-C13.33: the hex this squadron annexes and the continuous segments done, e.g. "J9 5"; at 12 the hex is yours. Set by its Annex order; a foe left in the hex at a segment\'s end puts it back to 0.',
};

interface Annexing {
  readonly hex: string;
  readonly done: number;
}

function annexOf(w: World, fleet: string): Annexing | undefined {
  const [hex, done] = String(extraRow(w.c, 'Fleets', fleet)[ANNEX] ?? '')
    .trim()
    .split(/\s+/);
  return hex ? { hex: hex.toUpperCase(), done: Number(done) || 0 } : undefined;
}

/** GC C13.34: whether the squadron commerce raids the hex (a Raid or a Convoy raid there). */
function raids(w: World, f: Fleet, hex: string): boolean {
  const row = extraRow(w.c, 'Fleets', f.id);
  return [row[RAID], row[CONVOY_RAID]].some(
    (v) =>
      String(v ?? '')
        .split(/\s+/)[0]
        .toUpperCase() === hex,
  );
}

/** Whether the squadron's course this turn ends in `hex`. */
function headsFor(w: World, f: Fleet, hex: string): boolean {
  const course = parseCourse(String(extraRow(w.c, 'Fleets', f.id).Course ?? ''));
  return course[course.length - 1]?.place === hex;
}

/** An Annex order: Fleet the squadron, Target the hex (`stop` ends it); checked now, counted in the segments (C13.31). */
export function annexOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Annex ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const hex = o.target.trim().toUpperCase();
  const was = annexOf(w, f.id);
  if (hex === 'STOP') {
    if (!was) return refused('it annexes nothing');
    setExtra(w.c, 'Fleets', f.id, { [ANNEX]: '' });
    return {
      row: o.row,
      status: 'done',
      text: `Annex ${f.id}: the annexation of ${was.hex} ended, its ${was.done} segment(s) lost (GC C13.33)`,
    };
  }
  const sys = w.system(hex);
  if (!sys) return refused(`${hex || '(blank Target)'} is no hex of the map`);
  if (extraRow(w.c, 'Systems', hex)['System class'])
    return refused(
      `${hex} is a system: a system is taken by conquest or surrender, a hex of space by annexing (GC C13.30, rule option GC142)`,
    );
  if (!sys.owner) return refused(`${hex} is no empire's: annexing takes another empire's space (GC C13.31, rule option GC142)`);
  if (sameName(sys.owner, empire)) return refused(`${hex} is yours already`);
  if (!w.hostile(empire, sys.owner)) return refused(`${sys.owner} is not at war with ${empire} (rule option GC142)`);
  if (!w.shipsOf(f.id).length) return refused(`${f.id} has no ships`);
  if (offOnConvoyDuty(w, f)) return refused(`${f.id} is on convoy duty, off the map (GC B2.60)`);
  if (f.location !== hex && !headsFor(w, f, hex))
    return refused(
      `${f.id} is at ${f.location} and its course this turn does not end at ${hex}: the annexing ship must be in the hex (GC C13.31)`,
    );
  if (raids(w, f, hex)) return refused(`${f.id} commerce raids ${hex}: no annexing a hex while raiding it (GC C13.34)`);
  if (was?.hex === hex) return refused(`it annexes ${hex} already (${was.done} of ${ANNEX_SEGMENTS} segments)`);
  setExtra(w.c, 'Fleets', f.id, { [ANNEX]: `${hex} 0` });
  return {
    row: o.row,
    status: 'done',
    text: `Annex ${f.id}: ${hex} of ${sys.owner} is yours after ${ANNEX_SEGMENTS} continuous segments there; a foe left in the hex restarts it (GC C13.31-C13.33)`,
  };
}

function end(w: World, f: Fleet, text: string): void {
  setExtra(w.c, 'Fleets', f.id, { [ANNEX]: '' });
  w.report(f.empire, 'Developments', text);
}

/** At each segment's end (after its battles): each annexation counts, is disrupted, ends, or takes its hex. */
export const ANNEX_STEP: TurnStep<{ tick: number }> = {
  name: 'Annexing',
  run: (w, t) => {
    for (const f of w.c.fleets) {
      const a = annexOf(w, f.id);
      if (!a) continue;
      const sys = w.system(a.hex);
      if (!w.shipsOf(f.id).length) end(w, f, `${f.id} has no ships left: its annexation of ${a.hex} is lost (GC C13.33)`);
      else if (raids(w, f, a.hex)) end(w, f, `${f.id} commerce raids ${a.hex}: its annexation there ends (GC C13.34)`);
      else if (!sys?.owner || sameName(sys.owner, f.empire)) end(w, f, `${a.hex} is no longer a foe's: ${f.id} annexes it no more`);
      else if (f.location !== a.hex) {
        if (a.done || !headsFor(w, f, a.hex)) end(w, f, `${f.id} left ${a.hex}: its annexation there is lost (GC C13.31, C13.33)`);
      } else if (w.fleetsAt(a.hex).some((g) => w.hostile(g.empire, f.empire) && w.shipsOf(g.id).length && !offOnConvoyDuty(w, g))) {
        if (a.done)
          w.report(
            f.empire,
            'Developments',
            `The annexation of ${a.hex} by ${f.id} is disrupted in segment ${t.tick}: it starts over (GC C13.32, C13.33)`,
          );
        setExtra(w.c, 'Fleets', f.id, { [ANNEX]: `${a.hex} 0` });
      } else if (a.done + 1 < ANNEX_SEGMENTS) setExtra(w.c, 'Fleets', f.id, { [ANNEX]: `${a.hex} ${a.done + 1}` });
      else {
        const from = sys.owner;
        setOwner(w.c, sys, f.empire);
        end(
          w,
          f,
          `${a.hex} is annexed by ${f.empire} (${f.id}, segment ${t.tick}): ${ANNEX_SEGMENTS} continuous segments there (GC C13.31)`,
        );
        w.report(from, 'Developments', `${a.hex} was annexed by ${f.empire} (GC C13.31)`);
        w.log('Annex', f.empire, `${a.hex} annexed from ${from} by ${f.id}`, 'GC C13.31');
      }
    }
  },
};
