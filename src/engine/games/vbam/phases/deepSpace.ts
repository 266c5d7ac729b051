// `VBAM Encounters`, deep space: fleets stopped head-on between two sectors (VB52). A fleet that refuses
// goes back (VB55); the rest fight if one demands. Once the encounter is over (no scenario, or its battle
// resolved), each fleet still there continues its move or returns, by its standing order (VB71).

import { Battle, Fleet, placeText } from '../../../core/model';
import type { VbamTurn } from '../turnState';
import { Meeting, outcomeOf, sideWords, standingOf, tell } from './meetings';
import { startBattle } from './scenarioBattle';

/**
 * VB71: after its deep-space encounter at `at`, a fleet with ships left goes on along the `rest` of its
 * path (Continue), or stays in the sector it left (Return, already where it stands, VB52).
 */
export function afterDeepSpace(t: VbamTurn, f: Fleet, rest: string[], at: string): void {
  const { w } = t;
  if (!rest.length || !w.shipsOf(f.id).length) return;
  if (standingOf(t, f).after === 'Return') {
    w.report(f.empire, 'Movement', `${f.id} returned to ${f.location} after the deep-space encounter at ${at} (VBAM Encounters, VB71).`);
    return;
  }
  const route = [f.location, ...rest];
  w.moveFleet(f, rest[rest.length - 1]);
  [f.arrivedIn, f.route] = [w.season, route];
  t.continued.add(f.id);
  const text = `${f.id} continued ${route.join(' > ')} after the deep-space encounter at ${at} (VBAM Encounters, VB71)`;
  w.report(f.empire, 'Movement', `${text}.`);
  w.log('Movement', f.empire, `${f.id} continues ${route.join(' > ')}`, `after the deep-space encounter at ${at} (VB71)`);
  // The Move order, lost when the fleet stopped (VB52), is carried out after all.
  const row = t.moves.get(f.id)?.row;
  const result = t.results.get(f.empire)?.find((r) => r.row === row);
  if (result) {
    Object.assign(result, { status: 'done', text: `Move ${f.id}: ${text}` });
    delete result.refusal;
  }
}

/**
 * Once Resolve battles leaves none pending: the fleets of this turn's deep-space battles that continue
 * (their Then A / Then B) go on, if they have ships left (VB71). The entries are cleared as they are
 * carried out, so a later round never moves a fleet twice.
 */
export function afterDeepSpaceBattles(t: VbamTurn): void {
  const { w } = t;
  for (const b of w.c.battles.filter((x) => x.season === w.season && x.place.kind === 'lane' && (x.thenA || x.thenB))) {
    for (const entry of [b.thenA, b.thenB].flatMap((x) => x.split(';')).filter((x) => x.includes(':'))) {
      const [id, path] = entry.split(':');
      const f = w.fleet(id.trim());
      const rest = path
        .split('>')
        .map((s) => s.trim())
        .filter(Boolean);
      if (f) afterDeepSpace(t, f, rest, placeText(b.place));
    }
    [b.thenA, b.thenB] = ['', ''];
  }
}

/** A deep-space meeting: refusers go back, and a scenario or, with none, each fleet left continues or returns. */
export function deepSpace(t: VbamTurn, m: Meeting): Battle | undefined {
  const { w } = t;
  const at = placeText(m.where);
  const o = outcomeOf(t, m);
  for (const id of o.back) {
    const f = w.fleet(id)!;
    w.report(f.empire, 'Movement', `${f.id} refused the deep-space scenario at ${at} and went back to ${f.location} (VBAM Encounters).`);
  }
  if (o.scenario) return startBattle(t, m, o.scenario);
  const gone = (side: Fleet[]) => side.every((f) => o.back.includes(f.id));
  if (gone(m.a) || gone(m.b))
    tell(t, m, () => `Encounter at ${at}: a side refused the deep-space scenario and went back; no battle (VBAM Encounters).`);
  else
    tell(
      t,
      m,
      (viewer) =>
        `Encounter at ${at} between ${sideWords(m.a, viewer)} and ${sideWords(m.b, viewer)}: no fleet demanded a scenario; no battle (VBAM Encounters).`,
    );
  for (const f of [...m.a, ...m.b].filter((x) => !o.back.includes(x.id))) afterDeepSpace(t, f, t.stopped.get(f.id)?.rest ?? [], at);
  return undefined;
}
