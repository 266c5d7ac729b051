// `VBAM Encounters`: fleets of two powers whose relation lets them fight (Hostilities or War) that end
// the Movement phase in one sector, or stopped each other head-on between two, meet. Each fleet's
// standing order (the Standing orders tab: Demand, Accept, Refuse; none: Accept, VB54) decides: a
// scenario is made when any fleet of the meeting demands one. In deep space a fleet that refuses goes
// back to the sector it left (where it stands, VB52), and a side all of whose fleets refuse is not
// fought (VB55). A scenario is a Battle of the kernel's Battles loop: its card gives each side's BPV
// capacity and who fights, and the turn pauses until Resolve battles.

import type { StepEnd } from '../../../core/game';
import { Battle, BattlePlace, Fleet, pendingBattle, placeText } from '../../../core/model';
import { idStampOf } from '../../../core/calendar';
import { encounterEvent } from '../../../core/diplomacy';
import type { World } from '../../../core/world';
import type { VbamTurn } from '../turn';
import { VBAM_CALENDAR } from '../calendar';
import { battleCard, vbamBattleShips } from '../battles';
import type { Stance } from '../model';

/** Two powers' fleets meeting at a place. */
interface Meeting {
  where: BattlePlace;
  a: Fleet[];
  b: Fleet[];
}

const withShips = (w: World, fleets: Fleet[]) => fleets.filter((f) => w.shipsOf(f.id).length);

/** Every pair of powers that may fight among `fleets`, each with its fleets there. */
function pairs(w: World, where: BattlePlace, fleets: Fleet[]): Meeting[] {
  const powers = [...new Set(fleets.map((f) => f.empire))];
  return powers.flatMap((p, i) =>
    powers
      .slice(i + 1)
      .filter((q) => w.hostile(p, q))
      .map((q) => ({ where, a: fleets.filter((f) => f.empire === p), b: fleets.filter((f) => f.empire === q) })),
  );
}

/** The meetings of the turn: in sectors, then on the edges where fleets stopped each other head-on. */
function meetings(t: VbamTurn): Meeting[] {
  const { w } = t;
  const inSectors = t.v.map.sectors.flatMap((s) => pairs(w, { kind: 'system', system: s.id }, withShips(w, w.fleetsAt(s.id))));
  const edges = new Map<string, { where: BattlePlace; fleets: Fleet[] }>();
  for (const [id, stop] of t.stopped) {
    const f = w.fleet(id)!;
    const [a, b] = [f.location, stop.toward].sort();
    const e = edges.get(`${a}-${b}`) ?? { where: { kind: 'lane' as const, a, b }, fleets: [] };
    edges.set(`${a}-${b}`, { ...e, fleets: [...e.fleets, f] });
  }
  return [...inSectors, ...[...edges.values()].flatMap((e) => pairs(w, e.where, withShips(w, e.fleets)))];
}

/** A meeting's scenario as a pending battle, added with its ship rows. */
function startBattle(t: VbamTurn, m: Meeting, demanders: Fleet[]): Battle {
  const { w } = t;
  const stampId = idStampOf(VBAM_CALENDAR, { year: w.c.settings.year, turn: w.c.settings.season });
  const base = `${stampId}-${placeText(m.where)}`;
  const series = w.c.battles.filter((b) => b.id === base || b.id.startsWith(`${base}-`)).length + 1;
  const battle = pendingBattle({
    id: series > 1 ? `${base}-${series}` : base,
    season: w.season,
    place: m.where,
    map: m.where.kind === 'lane' ? 'Open Space' : '',
    fleetA: m.a.map((f) => f.id).join(' + '),
    fleetB: m.b.map((f) => f.id).join(' + '),
    rules: w.c.settings.tacticalRules,
    series,
    thenA: '',
    thenB: '',
    setup: battleCard(w, t.v, m.a, m.b, t.outOfSupply),
  });

  w.c.battles.push(battle);
  w.c.battleShips.push(...vbamBattleShips(w, battle));
  for (const f of demanders) {
    const other = (m.a.includes(f) ? m.b : m.a)[0].empire;
    if (
      !w.newDiplomacy.some(
        (e) => e.action === 'Encounter' && e.empire === f.empire && e.target === other && e.note === `battle ${battle.id}`,
      )
    )
      w.newDiplomacy.push(encounterEvent(w.season, f.empire, other, `battle ${battle.id}`));
  }
  return battle;
}

/**
 * A side of an encounter as `viewer` is told of it (the GM: undefined): its own fleets by id, another
 * power's as "a fleet of KLI". With no battle fought, which fleets met stays secret (VB59).
 */
function sideWords(side: Fleet[], viewer?: string): string {
  if (viewer === undefined || side[0].empire === viewer) return side.map((f) => f.id).join(', ');
  return `${side.length === 1 ? 'a fleet' : `${side.length} fleets`} of ${side[0].empire}`;
}

export function encountersPhase(t: VbamTurn): StepEnd | void {
  const { w } = t;
  const stance = (f: Fleet): Stance => t.v.standing.get(f.id) ?? 'Accept';
  let made = 0;
  for (const m of meetings(t)) {
    const at = placeText(m.where);
    const powers = [m.a[0].empire, m.b[0].empire];
    const tell = (text: (viewer?: string) => string) => {
      for (const e of powers) w.report(e, 'Battles', text(e));
      w.log('Encounter', powers[0], `${powers.join(' and ')} at ${at}`, text());
    };
    const deep = m.where.kind === 'lane';
    if (deep) {
      const back = [...m.a, ...m.b].filter((f) => stance(f) === 'Refuse');
      for (const f of back)
        w.report(
          f.empire,
          'Movement',
          `${f.id} refused the deep-space scenario at ${at} and went back to ${f.location} (VBAM Encounters).`,
        );
      m.a = m.a.filter((f) => !back.includes(f));
      m.b = m.b.filter((f) => !back.includes(f));
      if (!m.a.length || !m.b.length) {
        tell(() => `Encounter at ${at}: a side refused the deep-space scenario and went back; no battle (VBAM Encounters).`);
        continue;
      }
    }
    const demanders = [...m.a, ...m.b].filter((f) => stance(f) === 'Demand');
    if (!demanders.length) {
      tell(
        (viewer) =>
          `Encounter at ${at} between ${sideWords(m.a, viewer)} and ${sideWords(m.b, viewer)}: no fleet demanded a scenario; no battle (VBAM Encounters).`,
      );
      continue;
    }
    const b = startBattle(t, m, demanders);
    made++;
    tell(
      () =>
        `Battle ${b.id} pending at ${at}: ${b.fleetA} against ${b.fleetB}, demanded by ${demanders.map((f) => f.id).join(', ')} (VBAM Encounters).`,
    );
  }
  if (!made) return;
  w.c.settings.phase = 'Battles';
  return 'pause';
}
