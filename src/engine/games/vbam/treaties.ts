// `VBAM Diplomacy`: what the treaties let one power's fleets do in another power's systems. A treaty
// closes the other's systems (the sectors it controls as the turn starts, VB93) to what it does not
// open: Non-Aggression closes them, Trade opens them to trade fleets, Peace to civilian fleets, Mutual
// Defense to warships but not ground forces, Alliance and Co-Belligerence to all (the kernel's
// `mayEnter`). A fleet that stands where its kind may not be is interned. Trade fleets trade in
// another power's systems only under a Trade treaty, or an alliance, which includes one (VB96).

import type { Fleet } from '../../core/model';
import type { World } from '../../core/world';
import { mayEnter, Relation, Treaty, UnitKind } from '../../core/diplomacy';
import type { Control } from './sectors';
import { civilianKind, groundKind } from './units';

/** What a fleet is as the treaties speak of it: ground forces aboard make it ground; else any warship military. */
export function fleetKind(w: World, fleet: string): UnitKind {
  const ships = w.shipsOf(fleet);
  if (ships.some((s) => groundKind(s))) return 'ground';
  const civilian = ships.map(civilianKind);
  if (civilian.some((k) => !k)) return 'military';
  return civilian.every((k) => k === 'Trade Fleet') ? 'trade' : 'civilian';
}

/** A sector closed to a fleet: the power holding it, the treaties in force between them, the fleet's kind. */
export interface ClosedBorder {
  sector: string;
  owner: string;
  treaties: Treaty[];
  kind: UnitKind;
}

/** `sector`'s border if another power holds it and the treaties with it do not open it to a fleet of `kind` (VB93). */
export function closedBorder(
  w: World,
  control: Map<string, Control>,
  empire: string,
  kind: UnitKind,
  sector: string,
): ClosedBorder | undefined {
  const c = control.get(sector);
  if (c?.state !== 'Controlled' || c.owner === empire) return undefined;
  const r = w.relation(empire, c.owner);
  return r.treaties.length && !mayEnter(r, kind) ? { sector, owner: c.owner, treaties: r.treaties, kind } : undefined;
}

/** The treaties under which trade fleets trade in each other's systems: Trade, and those that include it (VB96). */
const TRADING: readonly Treaty[] = ['Trade', 'Alliance', 'Co-Belligerence'];

/** Whether trade fleets of either power may trade in the other's systems (VB96). */
export const mayTrade = (r: Relation): boolean => r.treaties.some((t) => TRADING.includes(t));

/** `VBAM Diplomacy`, Non-Aggression: a fleet found in a system closed to it is held (VB93). */
export function intern(w: World, f: Fleet, border: ClosedBorder): void {
  f.status = 'Interned';
  f.trappedIn = w.season;
  const why = `${f.id} is interned at ${border.sector} by ${border.owner}: ${treatyWords(border)} (VBAM Diplomacy, VB93)`;
  w.log('Movement', f.empire, `${f.id} interned at ${border.sector}`, why);
  for (const e of [f.empire, border.owner]) w.report(e, 'Movement', `${why}.`);
}

/** Fleets interned before this turn are released at its end, having been held a whole turn (VB93). */
export function releaseInterned(w: World): void {
  for (const f of w.c.fleets.filter((x) => x.status === 'Interned' && x.trappedIn !== w.season)) {
    [f.status, f.trappedIn] = ['Ready', ''];
    w.report(f.empire, 'Movement', `${f.id} is released from internment at ${f.location} and may move again.`);
  }
}

const KIND_WORDS: Record<UnitKind, string> = {
  trade: 'trade fleets',
  civilian: 'civilian fleets',
  military: 'warships',
  ground: 'ground forces',
};

/** "your Non-Aggression treaty closes its systems to warships". */
export const treatyWords = (b: ClosedBorder): string =>
  `the ${b.treaties.join(' + ')} treaty with ${b.owner} closes its systems to ${KIND_WORDS[b.kind]}`;
