// Ground war (`VBAM Invasion`, Troop Combat): the ground units and their SFB equivalents, a statistical
// default for SFB D15 ground combat (VB28), conquest of planets and systems, and basing of flights.

import { Dice } from '../../core/dice';
import { Colony } from './model';
import { utilizedProductivity } from './income';

export type GroundKind = 'Light Infantry' | 'Heavy Infantry' | 'Light Armor' | 'Heavy Armor';

/** What a campaign ground unit is in SFB terms, for the battle card (`VBAM Invasion`). */
export const SFB_EQUIVALENT: Record<GroundKind, { unit: string; count: number }[]> = {
  'Light Infantry': [
    { unit: 'Boarding Party', count: 9 },
    { unit: 'Heavy Weapon Squad', count: 1 },
  ],
  'Heavy Infantry': [
    { unit: 'Boarding Party', count: 5 },
    { unit: 'Heavy Weapon Squad', count: 5 },
  ],
  'Light Armor': [
    { unit: 'Ground Combat Vehicle', count: 3 },
    { unit: 'Tank', count: 1 },
  ],
  'Heavy Armor': [
    { unit: 'Tank', count: 3 },
    { unit: 'Trans-Howitzer', count: 1 },
  ],
};

/** The SFB units a side's ground units make, summed, for the card of a battle of kind Ground. */
export function groundCard(units: GroundKind[]): string {
  const total = new Map<string, number>();
  for (const u of units) for (const e of SFB_EQUIVALENT[u]) total.set(e.unit, (total.get(e.unit) ?? 0) + e.count);
  return [...total].map(([unit, n]) => `${n} × ${unit}`).join(', ');
}

/** How ground combat is settled: the GM plays SFB D15 and enters a battle of kind Ground, or VB28's dice. */
export type GroundRule = 'battle' | 'default';

/** VB28: a unit hits on 1D6 at or under its value (+1 for defenders); losses are taken weakest first. */
export const GROUND_VALUE: Record<GroundKind, number> = { 'Light Infantry': 2, 'Heavy Infantry': 3, 'Light Armor': 3, 'Heavy Armor': 4 };
export const DEFENDER_BONUS = 1;
/** VB28: after this many rounds the attack fails. */
export const GROUND_ROUNDS = 10;

export interface GroundResult {
  attackers: GroundKind[];
  defenders: GroundKind[];
  rounds: number;
  /** No defenders left and attackers remain: the planet changes owner. */
  conquered: boolean;
}

const weakestFirst = (units: GroundKind[]) => [...units].sort((a, b) => GROUND_VALUE[a] - GROUND_VALUE[b]);

function hits(units: GroundKind[], bonus: number, dice: Dice, purpose: string): number {
  return units.filter((u) => dice.roll(1, 6, `${purpose}: ${u}`) <= GROUND_VALUE[u] + bonus).length;
}

/**
 * VB28, the statistical default: in each round both sides fire at once, every unit rolling 1D6; each hit
 * removes the other side's weakest unit. It ends when a side has no units, or after 10 rounds (the
 * attackers have not taken the planet). `fight` names it in the dice log (an invasion, or a rebellion).
 */
export function groundCombat(
  planet: string,
  attackers: GroundKind[],
  defenders: GroundKind[],
  dice: Dice,
  fight = 'VBAM Invasion: ground combat',
): GroundResult {
  let att = weakestFirst(attackers);
  let def = weakestFirst(defenders);
  let rounds = 0;
  while (att.length && def.length && rounds < GROUND_ROUNDS) {
    rounds++;
    const purpose = `${fight} on ${planet}, round ${rounds}`;
    const toDefenders = hits(att, 0, dice, `${purpose}, attacker`);
    const toAttackers = hits(def, DEFENDER_BONUS, dice, `${purpose}, defender`);
    att = att.slice(toAttackers);
    def = def.slice(toDefenders);
  }
  return { attackers: att, defenders: def, rounds, conquered: !def.length && att.length > 0 };
}

/** The chance of each number of hits from `units`, each hitting on 1D6 at or under its value + `bonus`. */
function hitChances(units: GroundKind[], bonus: number): number[] {
  let dist = [1];
  for (const u of units) {
    const p = Math.min(6, GROUND_VALUE[u] + bonus) / 6;
    dist = [...dist, 0].map((q, k) => q * (1 - p) + (k ? dist[k - 1] * p : 0));
  }
  return dist;
}

/**
 * The chance, in whole percent (rounded), that VB28's default ground combat takes the planet
 * (`groundCombat` exactly: both sides fire each round, weakest lost first, 10 rounds at most). For the
 * check of an Unload that invades.
 */
export function invasionOdds(attackers: GroundKind[], defenders: GroundKind[]): number {
  const att = weakestFirst(attackers);
  const def = weakestFirst(defenders);
  // The chance of each state: how many attackers and defenders are lost so far ("lost|lost").
  let states = new Map([['0|0', 1]]);
  for (let round = 0; round < GROUND_ROUNDS; round++) {
    const next = new Map<string, number>();
    const add = (k: string, p: number) => next.set(k, (next.get(k) ?? 0) + p);
    for (const [k, p] of states) {
      const [a, d] = k.split('|').map(Number);
      if (a >= att.length || d >= def.length) {
        add(k, p);
        continue;
      }
      const toDef = hitChances(att.slice(a), 0);
      const toAtt = hitChances(def.slice(d), DEFENDER_BONUS);
      toDef.forEach((pd, hd) =>
        toAtt.forEach((pa, ha) => add(`${Math.min(att.length, a + ha)}|${Math.min(def.length, d + hd)}`, p * pd * pa)),
      );
    }
    states = next;
  }
  let won = 0;
  for (const [k, p] of states) {
    const [a, d] = k.split('|').map(Number);
    if (d >= def.length && a < att.length) won += p;
  }
  return Math.round(won * 100);
}

/** A planet of a system and who holds it. */
export interface Planet {
  system: string;
  name: string;
  owner: string;
}

/**
 * `VBAM Invasion`: a planet whose owner has no ground units left on it passes to the attacker that has
 * units there. The kernel marks the system seized for the next morale check (morale.ts).
 */
export function planetAfterInvasion(planet: Planet, attacker: string, attackersLeft: number, defendersLeft: number): Planet {
  return defendersLeft === 0 && attackersLeft > 0 ? { ...planet, owner: attacker } : planet;
}

/** `VBAM Invasion`: a system is conquered by a power when all its planets are its. */
export function systemConqueredBy(planets: Planet[], system: string): string | undefined {
  const of = planets.filter((p) => p.system === system);
  return of.length && of.every((p) => p.owner === of[0].owner) ? of[0].owner : undefined;
}

/** Flights a system can base: twice its utilized Productivity (VB29; `VBAM Movement`, `VBAM Invasion`). */
export function flightBasing(c: Colony): number {
  return 2 * utilizedProductivity(c);
}

/**
 * VB80: the rebels of a colony falling to Morale 0 (`VBAM Update Assets`: "ground combat may occur"; the
 * document gives no strength): one Light Infantry for every 2 Census, rounded up.
 */
export function rebelsOf(census: number): GroundKind[] {
  return Array.from({ length: Math.ceil(Math.max(0, census) / 2) }, () => 'Light Infantry' as const);
}

/** The Map of a battle of kind Ground (`VBAM Invasion`, VB63): the GM plays it as SFB ground combat. */
export const GROUND_COMBAT_MAP = 'Ground combat (SFB D15)';
