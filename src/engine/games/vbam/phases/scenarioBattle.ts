// `VBAM Encounters`: a scenario as a pending battle of the kernel's Battles loop. Its card (the Battles
// tab's Setup) says its kind (VB75), then each side's BPV capacity, flagship, who fights, who stays out
// or is inactive (VB57), and who is out of supply; a deep-space battle keeps where each fleet that
// continues afterwards is heading (Then A / Then B, VB71).

import { Battle, Fleet, pendingBattle, placeText } from '../../../core/model';
import { idStampOf } from '../../../core/calendar';
import { encounterEvent } from '../../../core/diplomacy';
import type { VbamTurn } from '../turnState';
import { VBAM_CALENDAR } from '../calendar';
import { battleCard, vbamBattleShips } from '../battles';
import type { Scenario } from '../scenarios';
import { colonyOf, Meeting, standingOf, tell } from './meetings';

/** The card's first line: the scenario's kind and what it means for the GM (VB75). */
function kindLine(t: VbamTurn, m: Meeting, s: Scenario, a: Fleet[], refusedBy?: string): string {
  const at = placeText(m.where);
  const colony = m.where.kind === 'system' ? colonyOf(t, m.where.system, [m.a[0].empire, m.b[0].empire]) : undefined;
  if (m.trade)
    return `Trade-fleet scenario in ${at}: trade fleet ${m.trade} and its Sentries, met on its route by a fleet of a power that may fight it (VBAM Encounters, VB91).`;
  switch (s.kind) {
    case 'Deep space':
      return m.where.kind === 'lane'
        ? `Deep-space scenario between ${m.where.a} and ${m.where.b}; afterwards each fleet left continues its move or returns, by its standing order (VBAM Encounters, VB71).`
        : `Deep-space scenario in ${at}, at no colony of either power (VBAM Encounters).`;
    case 'Defensive':
      return `Defensive scenario at ${colony!.system}, ${colony!.owner}'s colony: ${colony!.owner}'s fixed units there fight first (VBAM Encounters, VB72).`;
    case 'Pursuit':
      return `Pursuit scenario at ${colony!.system}: ${refusedBy} refused the defensive scenario, and ${a.map((f) => f.id).join(', ')} pursue (VBAM Encounters, VB73).`;
  }
}

/** Fleets of `side` that entered the sector this turn (the Fleets tab's Arrived from and in). */
const entered = (t: VbamTurn, side: Fleet[]) =>
  side.filter((f) => f.arrivedIn === t.w.season && f.arrivedFrom && f.arrivedFrom !== f.location);

/**
 * VB104: the side that moved into the sector this turn attacks, and is side A; where both or neither did,
 * the sides stay in the Empires tab's order. Head-on in deep space both moved: nobody is named. The
 * pursuers of a Pursuit are side A as scenarios.ts made them.
 */
function attackerFirst(t: VbamTurn, m: Meeting, s: Scenario): [string[], string[]] {
  const fleets = (ids: string[]) => ids.map((id) => t.w.fleet(id)!);
  const swap = m.where.kind === 'system' && s.kind !== 'Pursuit' && !entered(t, fleets(s.a)).length && entered(t, fleets(s.b)).length > 0;
  return swap ? [s.b, s.a] : [s.a, s.b];
}

/**
 * The card's set-up line (`VBAM Encounters`, VB104): who attacks, having entered from where, who defends,
 * and the sector's terrain (Sectors tab), which the GM sets up on the SFB map.
 */
function setupLine(t: VbamTurn, m: Meeting, a: Fleet[], b: Fleet[]): string {
  if (m.where.kind === 'lane') return '';
  const sector = m.where.system;
  const from = entered(t, a).map((f) => `${f.id} from ${f.arrivedFrom}`);
  const terrain = t.v.sectors.find((r) => r.sector === sector)?.terrain || 'none';
  const who = from.length
    ? `attacker ${a[0].empire} (entered ${from.join(', ')}), defender ${b[0].empire}`
    : `no side entered ${sector} this turn`;
  return `Set-up: ${who}; terrain: ${terrain} (VBAM Encounters, VB104).`;
}

/**
 * Where each fleet stopped head-on that continues afterwards is heading (the Battles tab's Then A / Then B,
 * VB71): "F1: 0200 > 0300". A fleet that returns is not named: where it meant to go stays its admiral's.
 */
function thenOf(t: VbamTurn, fleets: Fleet[]): string {
  return fleets
    .filter((f) => t.stopped.get(f.id)?.rest.length && standingOf(t, f).after === 'Continue')
    .map((f) => `${f.id}: ${t.stopped.get(f.id)!.rest.join(' > ')}`)
    .join('; ');
}

/**
 * How many battles have the id `base` or one after it ("base-2" …): each battle id is counted once under every
 * part of it before a "-" and under itself, when the turn first asks, and as its battles are made.
 */
function battlesAt(t: VbamTurn, base: string): number {
  if (!t.battleIds) {
    t.battleIds = new Map();
    for (const b of t.w.c.battles) countBattle(t, b.id);
  }
  return t.battleIds.get(base) ?? 0;
}

function countBattle(t: VbamTurn, id: string): void {
  if (!t.battleIds) return; // counted with the others when first asked
  for (let at = id.indexOf('-'); ; at = id.indexOf('-', at + 1)) {
    const part = at < 0 ? id : id.slice(0, at);
    t.battleIds.set(part, (t.battleIds.get(part) ?? 0) + 1);
    if (at < 0) return;
  }
}

/** A scenario as a pending battle, added with its ship rows; the demanding powers have generated an encounter (`VBAM Intel`). */
export function startBattle(t: VbamTurn, m: Meeting, s: Scenario, refusedBy?: string): Battle {
  const { w } = t;
  const fleets = (ids: string[]) => ids.map((id) => w.fleet(id)!);
  const [sideA, sideB] = attackerFirst(t, m, s);
  const [a, b] = [fleets(sideA), fleets(sideB)];
  const stampId = idStampOf(VBAM_CALENDAR, { year: w.c.settings.year, turn: w.c.settings.season });
  const base = `${stampId}-${placeText(m.where)}`;
  const series = battlesAt(t, base) + 1;
  const battle = pendingBattle({
    id: series > 1 ? `${base}-${series}` : base,
    season: w.season,
    place: m.where,
    map: m.where.kind === 'lane' ? 'Open Space' : '',
    fleetA: sideA.join(' + '),
    fleetB: sideB.join(' + '),
    rules: w.c.settings.tacticalRules,
    series,
    thenA: thenOf(t, a),
    thenB: thenOf(t, b),
    setup: [
      series > 1 ? `Scenario ${series} at ${placeText(m.where)} this turn.` : '',
      kindLine(t, m, s, fleets(s.a), refusedBy),
      setupLine(t, m, a, b),
      battleCard(w, t.v, a, b, t.outOfSupply),
    ]
      .filter(Boolean)
      .join(' '),
  });

  w.c.battles.push(battle);
  countBattle(t, battle.id);
  w.c.battleShips.push(...vbamBattleShips(w, battle, { v: t.v }));
  // One encounter per demanding power and the power it met: this battle's id is new, so only this loop can have noted it.
  const noted = new Set<string>();
  for (const f of fleets(s.demanders)) {
    const other = (sideA.includes(f.id) ? b : a)[0].empire;
    if (noted.has(`${f.empire}|${other}`)) continue;
    noted.add(`${f.empire}|${other}`);
    w.newDiplomacy.push(encounterEvent(w.season, f.empire, other, `battle ${battle.id}`));
  }
  const at = placeText(m.where);
  tell(
    t,
    m,
    () =>
      `Battle ${battle.id} pending at ${at}: ${battle.fleetA} against ${battle.fleetB}, demanded by ${s.demanders.join(', ')}: a ${m.trade ? 'trade-fleet' : s.kind.toLowerCase()} scenario (VBAM Encounters).`,
  );
  return battle;
}
