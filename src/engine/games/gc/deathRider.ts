// GC C20.500-C20.570 Death Rider (tech "Death Rider"). A "Death rider" order (Fleet the squadron; Extras
// its combat groups in the order they fly, "8f 12f 3p 3p", f fighters, i interceptors, p PFs, and
// "boosters on" to leave the gunboats' warp boosters on) flies the squadron's fighters (not bombers: size 1
// and 2) and gunboats at the enemy bases and DefSats in its hex as the orders are carried out, before
// segment 1 (rule option GC287). Groups of 6-12 fighters or 3-6 gunboats (C20.520); fighters from Y176,
// interceptors Y178, PFs Y180 (C20.510); a ship of the squadron with special sensors controls them
// (C20.530). A local minefield destroys the first group, in their order, to roll 1-4 (fighters) or 1-2
// (gunboats) on a d6 (C20.550). The defenders roll a d6 for each of their ships, five DefSats or six ground
// bases, at fighter groups, then interceptors', then PFs', one die each while the dice last (at random
// among a kind when they do not), again for the survivors while dice are left: 1-4 destroys a fighter
// group, 1-3 interceptors, 1-2 PFs, one more with boosters on (C20.560). Each group left scores its DF on
// a random target: a base, five DefSats or six ground bases; a unit whose DF is all taken is destroyed,
// three quarters crippled (A10.15, C23.10). Every unit flown is spent (C20.540).

import type { Order, Ship, ShipClass } from '../../core/model';
import { hasRole } from '../../core/model';
import type { OrderResult } from '../../core/plotting';
import type { World } from '../../core/world';
import { gcAttritionFactors, gcFactors } from '../../core/combat/autoresolve';
import { fighterSize, isGroundBase } from './attrition';
import { LOCAL_MINEFIELD } from './blockadeBases';
import { yearOf } from './attritionLimits';
import { specialSensors } from './sensoring';
import { extraRow } from './rows';
import { hasTech } from './techs';

export const DEATH_RIDER_TECH = 'Death Rider';

type Kind = 'f' | 'i' | 'p';
const NAMES: Record<Kind, string> = { f: 'fighters', i: 'interceptors', p: 'PFs' };
/** C20.510: the first year each kind may fly as Death Riders. */
const FROM: Record<Kind, number> = { f: 176, i: 178, p: 180 };
/** C20.520: the units of a combat group. */
const GROUP: Record<Kind, [number, number]> = { f: [6, 12], i: [3, 6], p: [3, 6] };
/** C20.550 and C20.560: the d6 that destroys a group crossing a minefield, and under the defenders' fire. */
const MINE_KILL: Record<Kind, number> = { f: 4, i: 2, p: 2 };
const FIRE_KILL: Record<Kind, number> = { f: 4, i: 3, p: 2 };
/** C20.560: DefSats and ground bases are one defensive unit in these numbers. */
const [DEFSATS_A_UNIT, GROUND_BASES_A_UNIT] = [5, 6];
/** A10.15, C23.10: the share of a unit's DF whose loss cripples it. */
const CRIPPLING = 0.75;

interface Group {
  kind: Kind;
  n: number;
  alive: boolean;
}

const label = (g: Group) => `${g.n} ${NAMES[g.kind]}`;
const isDefSat = (cls: ShipClass | undefined) => /^DEFSAT/i.test(cls?.hull ?? '') || /^DEFSAT/i.test(cls?.name ?? '');

/** Reads the groups and the boosters from Extras, or why not. */
function parseGroups(extras: string): { groups: Group[]; boosters: boolean } | string {
  const words = extras.trim().split(/\s+/).filter(Boolean);
  const boosters = /^boosters on$/i.test(words.slice(-2).join(' '));
  const groups = (boosters ? words.slice(0, -2) : words).map((t) => /^(\d+)([fip])$/i.exec(t));
  if (!groups.length || groups.some((m) => !m))
    return `Extras "${extras}": write the combat groups in the order they fly, e.g. 8f 12f 3p 3p (f fighters, i interceptors, p PFs), and boosters on if the gunboats keep their warp boosters (GC C20.520, C20.50)`;
  return { groups: groups.map((m) => ({ kind: m![2].toLowerCase() as Kind, n: Number(m![1]), alive: true })), boosters };
}

/** The defenders' targets at the hex: each base alone, DefSats by fives, ground bases by sixes (C20.540); and their d6s (C20.560). */
function defences(w: World, ships: Ship[]): { targets: Ship[][]; dice: number } {
  const by = (test: (c: ShipClass | undefined) => boolean) => ships.filter((s) => test(w.classOf(s)));
  const chunks = (list: Ship[], size: number) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
  const defsats = chunks(by(isDefSat), DEFSATS_A_UNIT);
  const ground = chunks(
    by((c) => isGroundBase(c) && !isDefSat(c)),
    GROUND_BASES_A_UNIT,
  );
  const bases = by((c) => hasRole(c, 'base') && !isGroundBase(c) && !isDefSat(c)).map((s) => [s]);
  const others = by((c) => !hasRole(c, 'base') && !isDefSat(c)).length;
  return { targets: [...bases, ...defsats, ...ground], dice: bases.length + defsats.length + ground.length + others };
}

/** C20.560: the defenders' dice at the groups, kind by kind, again for the survivors while dice are left; lines told. */
function defend(w: World, groups: Group[], dice: number, boosters: boolean, lines: string[]): void {
  let left = dice;
  while (left > 0 && groups.some((g) => g.alive)) {
    for (const kind of ['f', 'i', 'p'] as Kind[]) {
      const alive = groups.filter((g) => g.alive && g.kind === kind);
      const aimed: Group[] = [];
      while (left > aimed.length && alive.length) {
        const i =
          left - aimed.length >= alive.length
            ? 0
            : w.dice.roll(1, alive.length, `which ${NAMES[kind]} group the defenders fire at (GC C20.560)`) - 1;
        aimed.push(...alive.splice(i, 1));
      }
      for (const g of aimed) {
        const kill = FIRE_KILL[kind] + (boosters && kind !== 'f' ? 1 : 0);
        const roll = w.dice.roll(1, 6, `the defenders fire at ${label(g)}: ${kill} or less (GC C20.560)`);
        g.alive = roll > kill;
        lines.push(`${label(g)} ${g.alive ? 'survive' : 'destroyed'} (${roll})`);
      }
      left -= aimed.length;
    }
  }
}

/** The DF a group scores, at the BPV of the squadron's first ship carrying its kind (rule option GC287). */
function groupDf(squadron: Ship[], g: Group, size: (s: Ship) => number): number {
  if (g.kind === 'f') {
    const carrier = squadron.find((s) => s.fighters && size(s) <= 2)!;
    return gcAttritionFactors({ fighters: g.n * size(carrier), fighterCbpv: carrier.fighterCbpv, pfs: 0, pfCbpv: 0 }).df;
  }
  const boat = squadron.find((s) => s.pfs)!;
  return gcAttritionFactors({ fighters: 0, fighterCbpv: 0, pfs: g.n, pfCbpv: boat.pfCbpv }).df;
}

/** The units flown taken off the squadron's ships, in ship order (C20.540: Death Riders are spent). */
function spend(squadron: Ship[], groups: Group[], size: (s: Ship) => number): void {
  let fighters = groups.filter((g) => g.kind === 'f').reduce((n, g) => n + g.n, 0);
  let boats = groups.filter((g) => g.kind !== 'f').reduce((n, g) => n + g.n, 0);
  for (const s of squadron) {
    const f = s.fighters && size(s) <= 2 ? Math.min(fighters, s.fighters / size(s)) : 0;
    const b = Math.min(boats, s.pfs);
    Object.assign(s, { fighters: s.fighters - f * size(s), pfs: s.pfs - b });
    fighters -= f;
    boats -= b;
  }
}

/** Damage on a target, unit after unit: destroyed when its DF is all taken, crippled at three quarters (A10.15, C23.10). */
function strike(w: World, target: Ship[], damage: number): { ship: Ship; fate: string }[] {
  let left = damage;
  const told: { ship: Ship; fate: string }[] = [];
  for (const s of target) {
    if (left <= 0) break;
    const df = gcFactors(w, s, true)?.df ?? 0;
    const taken = Math.min(left, df);
    left -= taken;
    if (taken >= df) {
      w.removeShips([s]);
      told.push({ ship: s, fate: 'destroyed' });
    } else if (taken >= df * CRIPPLING && s.condition !== 'Crippled') {
      s.condition = 'Crippled';
      told.push({ ship: s, fate: 'crippled' });
    } else told.push({ ship: s, fate: `-${taken} DF` });
  }
  return told;
}

/** A target as the attacker tells it, by class (it has not read the ids): "BATS", "6 GBDP". */
const byClass = (ships: Ship[]) =>
  [...new Set(ships.map((s) => s.shipClass))]
    .map((c) => `${ships.filter((s) => s.shipClass === c).length} ${c}`.replace(/^1 /, ''))
    .join(', ');

/** The Death rider order (C20.500-C20.570), carried out at once, or why not. */
export function deathRiderOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Death rider: ${text}` });
  const fleet = w.fleet(o.fleet.trim().toUpperCase()) ?? w.fleet(o.fleet.trim());
  if (!fleet || fleet.empire !== empire)
    return refused(`${o.fleet || '(blank Fleet)'} is not your squadron: Fleet the squadron that launches them`);
  if (!hasTech(w.c, empire, DEATH_RIDER_TECH))
    return refused(`Death Riders need the ${DEATH_RIDER_TECH} tech from R & D (the Empires tab's Techs) (GC C20.500)`);
  const parsed = parseGroups(o.extras);
  if (typeof parsed === 'string') return refused(parsed);
  const { groups, boosters } = parsed;
  const year = yearOf(w.season);
  const problem =
    groups
      .map((g) =>
        g.n < GROUP[g.kind][0] || g.n > GROUP[g.kind][1]
          ? `a group of ${label(g)}: ${GROUP[g.kind].join(' to ')} ${NAMES[g.kind]} a combat group (GC C20.520)`
          : '',
      )
      .find(Boolean) ||
    groups.map((g) => (year < FROM[g.kind] ? `${NAMES[g.kind]} fly as Death Riders from Y${FROM[g.kind]} (GC C20.510)` : '')).find(Boolean);
  if (problem) return refused(problem);
  const squadron = w.shipsOf(fleet.id);
  const size = (s: Ship) => fighterSize(w, s);
  const carried = {
    fighters: squadron.filter((s) => size(s) <= 2).reduce((n, s) => n + s.fighters / size(s), 0),
    gunboats: squadron.reduce((n, s) => n + s.pfs, 0),
  };
  const flying = {
    fighters: groups.filter((g) => g.kind === 'f').reduce((n, g) => n + g.n, 0),
    gunboats: groups.filter((g) => g.kind !== 'f').reduce((n, g) => n + g.n, 0),
  };
  if (flying.fighters > carried.fighters || flying.gunboats > carried.gunboats)
    return refused(
      `${fleet.id} carries ${carried.fighters} fighters (bombers excepted) and ${carried.gunboats} gunboats; the groups want ${flying.fighters} and ${flying.gunboats} (GC C20.510)`,
    );
  if (!specialSensors(w, fleet).count) return refused(`${fleet.id} has no ship with special sensors to control them (GC C20.530)`);
  const hex = fleet.location;
  const enemies = w
    .fleetsAt(hex)
    .filter((f) => w.hostile(empire, f.empire))
    .flatMap((f) => w.shipsOf(f.id));
  const { targets, dice } = defences(w, enemies);
  if (!targets.length)
    return refused(`${hex} holds no base or DefSat of an empire at war with you: Death Riders strike only those (GC C20.540)`);
  const lines: string[] = [];
  if (extraRow(w.c, 'Systems', hex)[LOCAL_MINEFIELD] === true)
    for (const g of groups) {
      const roll = w.dice.roll(1, 6, `${label(g)} cross ${hex}'s minefield: ${MINE_KILL[g.kind]} or less destroys them (GC C20.550)`);
      lines.push(`minefield: ${label(g)} ${roll <= MINE_KILL[g.kind] ? 'destroyed' : 'through'} (${roll})`);
      if (roll <= MINE_KILL[g.kind]) {
        g.alive = false;
        break;
      }
    }
  lines.push(`the defenders' ${dice} d6`);
  defend(w, groups, dice, boosters, lines);
  const hits = groups
    .filter((g) => g.alive)
    .map((g) => {
      const at = targets[w.dice.roll(1, targets.length, `which target ${label(g)} strike (GC C20.540)`) - 1];
      const df = groupDf(squadron, g, size);
      const told = strike(
        w,
        at.filter((s) => w.ship(s.id)),
        df,
      );
      const what = `${label(g)} score ${df} DF on`;
      return {
        mine: `${what} ${byClass(at)}: ${told.map((t) => `${t.ship.shipClass} ${t.fate}`).join(', ') || 'already gone'}`,
        theirs: `${what} ${at.map((s) => s.id).join(', ')}: ${told.map((t) => `${t.ship.id} ${t.fate}`).join(', ') || 'already gone'}`,
      };
    });
  spend(squadron, groups, size);
  const text = `Death Riders of ${fleet.id} at ${hex}: ${[...lines, ...(hits.length ? hits.map((h) => h.mine) : ['none get through'])].join('; ')} (GC C20.540-C20.560)`;
  w.log('Battle', empire, text, 'GC C20.500');
  for (const e of new Set(enemies.map((s) => s.empire)))
    w.report(
      e,
      'Battles',
      `${empire}'s Death Riders struck at ${hex}: ${hits.map((h) => h.theirs).join('; ') || 'none got through'} (GC C20.540)`,
    );
  return { row: o.row, status: 'done', text };
}
