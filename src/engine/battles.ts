// Battles to be fought (EaW 19.0, 5c): wherever fleets of hostile empires share a system after
// movement, or met on a lane. Fighting them, and their order, is the battles module's work.

import { Battle } from './model';
import { key } from './ids';
import { Movement } from './movement';
import { World } from './world';

/** Pending battles after movement; the fleets in them are pinned. */
export function detectBattles(w: World, movement: Movement): Battle[] {
  const places: { place: string; fleets: string[] }[] = movement.openSpace.map((m) => ({ place: m.lane, fleets: m.fleets }));
  for (const s of w.c.systems) {
    const here = w.fleetsAt(s.id);
    const fighting = here.filter((a) => here.some((b) => w.hostile(a.empire, b.empire)));
    if (fighting.length) places.push({ place: s.id, fleets: fighting.map((f) => f.id) });
  }
  const prefix = `${w.season.replace(' ', '-')}-B`;
  return places.map(({ place, fleets }, i) => {
    const all = fleets.map((id) => w.fleet(id)!);
    for (const f of all) if (f.status !== 'Trapped') f.status = 'Pinned';
    const first = all[0].empire;
    const sideA = all.filter((f) => key(f.empire) === key(first));
    const sideB = all.filter((f) => key(f.empire) !== key(first));
    const describe = (fs: typeof all) => fs.map((f) => `${f.id} (${f.empire}, ${w.fleetCbpv(f.id)} CBPV${f.arrivedIn === w.season ? `, from ${f.arrivedFrom}` : ', in place'})`).join('; ');
    const battle: Battle = {
      id: `${prefix}${i + 1}`, season: w.season, system: place, fleetA: sideA.map((f) => f.id).join(', '), fleetB: sideB.map((f) => f.id).join(', '),
      status: 'Pending', setup: `${describe(sideA)} vs ${describe(sideB)}`, results: '', vpA: 0, vpB: 0,
    };
    for (const e of new Set(all.map((f) => key(f.empire)))) {
      const own = all.filter((f) => key(f.empire) === e).map((f) => f.id).join(', ');
      const foes = all.filter((f) => key(f.empire) !== e).map((f) => `${f.id} (${f.empire}, ${w.fleetCbpv(f.id)} CBPV)`).join(', ');
      w.report(e, 'Battles', `Battle ${battle.id} pending at ${place}: your ${own} against ${foes} (EaW 19.0; fleet composition is public in battle, EaW 1e).`);
    }
    w.log('Battle', first, `Battle ${battle.id} pending at ${place}: ${battle.fleetA} vs ${battle.fleetB}`);
    return battle;
  });
}
