// GC B1.70-B1.75, B1.25: raiding a foe's system. A Raid order names the squadron (Fleet) and the system
// (Target). The raid is made in the first segment the squadron spends whole in that hex, with none of the
// owner's squadrons there and no ground defences left (rule option GC95): the owner loses 35 EPs (a minor
// colony 17.5) at once, and the squadron carries as much (its Carried EPs) until, as a turn ends, it is
// at a system of its own empire, where they are credited. A system is raided at most once a segment, and
// not twice by one empire within six segments.

import type { Order } from '../../../core/model';
import { hasRole } from '../../../core/model';
import type { TurnStep } from '../../../core/game';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';
import { parseCourse } from '../base/course';
import { offOnConvoyDuty } from './convoys';
import { CARRIED, GROUND_DEFENCES, RAID, RAIDED } from '../base/commerceColumns';
import { severedBy } from '../worlds/blockades';

/** GC B1.75b: what a raid takes from a major system and from a minor colony. */
const LOOT = { major: 35, minor: 17.5 };
/** GC B1.75b: one empire may not raid a system twice within this many segments. */
const SPACING = 6;

/** A segment counted from the start of the calendar: two turns a year of twelve segments (A7.10). */
function segmentNumber(stamp: string, segment: number): number {
  const m = /Y(\d+)\s+Turn\s+(\d+)/i.exec(stamp);
  return m ? (Number(m[1]) * 2 + Number(m[2]) - 1) * 12 + segment : segment;
}

interface Raided {
  readonly empire: string;
  readonly at: number;
  readonly text: string;
}
const raidsAt = (w: World, hex: string): Raided[] =>
  String(extraRow(w.c, 'Systems', hex)[RAIDED] ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((text) => {
      const m = /^(\S+)\s+(.*)@(\d+)$/.exec(text);
      return { empire: m?.[1] ?? '', at: m ? segmentNumber(m[2], Number(m[3])) : 0, text };
    });

/** The ground defences its Systems row lists still standing (B1.70). */
const groundDefences = (w: World, hex: string): number => Number(extraRow(w.c, 'Systems', hex)[GROUND_DEFENCES]) || 0;

/** A Raid order: Fleet the squadron, Target a foe's system; checked now, made in the segments (B1.70). */
export function raidOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Raid ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  if (offOnConvoyDuty(w, f)) return refused(`${f.id} is on convoy duty, off the map (GC B2.60)`);
  const hex = o.target.trim().toUpperCase();
  const sys = w.system(hex);
  const kind = extraRow(w.c, 'Systems', hex)['System class'];
  if (!sys || !kind) return refused(`${hex || '(blank Target)'} is no system: raid a major system or a minor colony (GC B1.70)`);
  if (!sys.owner || sameName(sys.owner, empire))
    return refused(`${hex} is not another empire's: an empire never raids its own system (GC B1.70)`);
  if (!w.hostile(empire, sys.owner)) return refused(`${sys.owner} is not at war with ${empire}`);
  const ship = w.shipsOf(f.id).find((s) => {
    const cls = w.classOf(s);
    return !!cls && cls.sizeClass >= 1 && cls.sizeClass <= 4 && !hasRole(cls, 'base');
  });
  if (!ship) return refused('a raid wants a ship of size class 4 or larger (GC B1.70)');
  setExtra(w.c, 'Fleets', f.id, { [RAID]: hex });
  return {
    row: o.row,
    status: 'done',
    text: `Raid ${f.id} on ${hex}: made in the first segment it spends whole there, with no squadron of ${sys.owner}'s and no ground defences left (GC B1.70)`,
  };
}

/** GC B1.70-B1.75: at the end of each segment, each squadron that spent it whole at the system it raids makes the raid, if it may. */
export const RAID_STEP: TurnStep<{ tick: number }> = {
  name: 'Raids',
  run: (w, t) => {
    for (const f of w.c.fleets) {
      const hex = String(extraRow(w.c, 'Fleets', f.id)[RAID] ?? '');
      if (!hex || f.location !== hex) continue;
      if (parseCourse(String(extraRow(w.c, 'Fleets', f.id).Course ?? '')).some((s) => s.tick === t.tick)) continue;
      const owner = w.system(hex)?.owner ?? '';
      // B2.60: a squadron of the owner's on convoy duty is off the map, and does not stop a raid.
      const guards = w.fleetsAt(hex).filter((x) => sameName(x.empire, owner) && !offOnConvoyDuty(w, x) && w.shipsOf(x.id).length);
      if (!owner || sameName(owner, f.empire) || guards.length) continue;
      const now = segmentNumber(w.season, t.tick);
      const past = raidsAt(w, hex).filter((r) => now - r.at < SPACING);
      if (past.some((r) => r.at === now || sameName(r.empire, f.empire))) continue;
      setExtra(w.c, 'Fleets', f.id, { [RAID]: '' });
      const ground = groundDefences(w, hex);
      if (ground) {
        w.report(f.empire, 'Treasury', `${f.id} could not raid ${hex}: ${ground} ground defences stand (GC B1.70)`);
        continue;
      }
      const loot = extraRow(w.c, 'Systems', hex)['System class'] === 'Minor colony' ? LOOT.minor : LOOT.major;
      const carried = (Number(extraRow(w.c, 'Fleets', f.id)[CARRIED]) || 0) + loot;
      setExtra(w.c, 'Fleets', f.id, { [CARRIED]: carried });
      setExtra(w.c, 'Systems', hex, { [RAIDED]: [...past.map((r) => r.text), `${f.empire} ${w.season}@${t.tick}`] });
      w.addLedger(owner, -loot, `${hex} raided by ${f.empire} in segment ${t.tick}`, 'GC B1.75');
      w.report(owner, 'Treasury', `${hex} was raided in segment ${t.tick}: ${loot} EPs lost (GC B1.75)`);
      w.report(
        f.empire,
        'Treasury',
        `${f.id} raided ${hex} in segment ${t.tick}: ${loot} EPs carried home, and fuel for a turn behind the lines (GC B1.75)`,
      );
    }
  },
};

/** As a turn ends: raids not made are dropped; a squadron carrying EPs at a system of its own delivers them (B1.25, B1.75b). */
export function deliverCarried(w: World): void {
  for (const f of w.c.fleets) {
    const row = extraRow(w.c, 'Fleets', f.id);
    if (row[RAID]) {
      w.report(f.empire, 'Treasury', `${f.id} made no raid on ${String(row[RAID])} this turn (GC B1.70)`);
      setExtra(w.c, 'Fleets', f.id, { [RAID]: '' });
    }
    const carried = Number(row[CARRIED]) || 0;
    const sys = w.system(f.location);
    if (!carried || !sys || !sameName(sys.owner, f.empire) || !extraRow(w.c, 'Systems', f.location)['System class']) continue;
    setExtra(w.c, 'Fleets', f.id, { [CARRIED]: '' });
    // C12.90, C12.92: EPs brought into a severed system stay there, with its internal income.
    if (severedBy(w.c, f.location))
      w.report(
        f.empire,
        'Treasury',
        `${f.id} brought ${carried} EPs into blockaded ${f.location}: kept there, severed from the treasury (GC C12.92)`,
      );
    else w.addLedger(f.empire, carried, `${f.id} brought home the EPs it carried to ${f.location}`, 'GC B1.25, B1.75');
  }
}
