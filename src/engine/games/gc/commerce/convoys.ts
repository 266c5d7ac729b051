// GC B2: convoys. Every hex of a trade route, and every major system and minor colony, holds a convoy
// (B2.10). A Convoy raid order sends a squadron of at least 100 BPV (rule option GC111) to search one such
// hex of an empire at war with its own; each segment it is there (the one it enters included, B2.20) it
// rolls a d6 against Appendix 2/A's chance, a d12 for select convoys (twice as hard to find, B2.40; rule
// option GC110). One convoy is found in a hex a turn (B2.25): several finders in one segment roll for it.
// A found convoy is defended on a d6 of the B2.30 category for the year or less (one category more when its
// owner keeps squadrons on convoy duty; rule option GC112); a select convoy always is. Undefended, it is
// destroyed: 35 EPs lost (B2.10). Defended, the E5 chart adds ships to it and the convoy-duty pool's
// responders join it (B2.60, B2.65); the GM fights the battle and rules the cargo boxes destroyed and
// captured (B2.40; rule option GC113), and the turn pauses for it, as captain's discretion does.
// Rolls, in the segment: each hex in the order of its searchers on the Fleets tab, each searcher's search,
// the tie, the defence, then the E5 chart (its count, then each addition).

import type { Order, Ruling } from '../../../core/model';
import type { TurnStep } from '../../../core/game';
import type { OrderResult } from '../../../core/plotting';
import type { World } from '../../../core/world';
import type { Fleet } from '../../../core/model';
import { askRuling } from '../../../core/rulings';
import { sameName } from '../../../core/ids';
import { extraRow, fleetsMarked, setExtra } from '../base/rows';
import { terrainOf } from '../base/map';
import { tradeRoutes } from '../base/tradeRoutes';
import { specialSensors } from '../sensors/sensoring';
import { bpvOf, chanceOf, searcherModifiers } from '../sensors/searchers';
import { hasTech, techLevel } from '../base/techs';
import { supportAdditions } from './specialty';
import { CONVOY_DUTY, CONVOY_FOUND, CONVOY_RAID } from '../base/convoyColumns';
import { hasRole } from '../../../core/model';
import { loseTpUnits, tpModifier, tpRaidProblem, tpUnitsFound } from './tradingPacts';

/** GC B2.10, B2.30: the least BPV that destroys an undefended convoy (and may raid, GC111). */
const MIN_BPV = 100;
/** GC B2.10: what an undefended convoy's loss costs its owner. */
const CONVOY_LOSS = 35;
/** GC B2.40: EPs a cargo box destroyed; captured, half. */
const PER_BOX = 0.35;
/** GC E5.0: the additions to a basic convoy (F-L, 2xF-S), by a d6. */
const ADDITIONS = ['Fleet Tug or Police Navy Flagship', 'APT or FT', 'F-OL or F-OP', '2xF-S', 'F-L', 'F-L or 2xF-S'];
const ABOUT = 'Convoy: ';
const ANSWER = /^\s*(\d+)\s*destroyed\s*,?\s*(\d+)\s*captured\s*$/i;

/** GC B2.30: the defence category of a year (the d6 roll at or under which a convoy is defended). */
export const defenceCategory = (year: number): number => (year < 161 ? 1 : year < 168 ? 2 : year < 175 ? 3 : year < 180 ? 4 : 5);

/** GC E5.0: the rolls on the additions chart a defended convoy gets from a d6. */
export const additionRolls = (d6: number): number => (d6 <= 3 ? 1 : d6 - 2);

const duty = (w: World, f: Fleet): string => String(extraRow(w.c, 'Fleets', f.id)[CONVOY_DUTY] ?? '');
/** GC B2.60: a squadron on convoy duty (or being recalled from it) is off the map: it neither moves nor meets anyone. */
export const offOnConvoyDuty = (w: World, f: Fleet): boolean => !!duty(w, f);

/** The empire whose convoy a hex holds for `raider`: the owner of a system there, else the first route through it, of an empire at war with the raider. */
function convoyOwner(w: World, raider: string, hex: string): { owner: string; kind: string } | undefined {
  const sys = w.system(hex);
  const kind = String(extraRow(w.c, 'Systems', hex)['System class'] ?? '');
  if (sys?.owner && kind && w.hostile(raider, sys.owner)) return { owner: sys.owner, kind };
  const route = tradeRoutes(w.c).find((r) => r.hexes.includes(hex) && w.hostile(raider, r.empire));
  if (!route) return undefined;
  const base = w
    .fleetsAt(hex)
    .some((f) => sameName(f.empire, route.empire) && w.shipsOf(f.id).some((s) => w.classOf(s)?.roles.includes('base')));
  return { owner: route.empire, kind: base ? 'Base' : 'Route' };
}

/** Appendix 2/A, C19.40: an elite 1X or 2X squadron, every ship of it an X-ship (rule option GC151). */
const eliteX = (w: World, f: Fleet): boolean => {
  const ships = w.shipsOf(f.id);
  return ships.length > 0 && ships.every((s) => hasRole(w.classOf(s), 'X-ship'));
};

/** Appendix 2/A: the searching squadron's chance on a d6 at `hex`, and the modifiers that made it. */
export function searchChance(w: World, f: Fleet, hex: string, owner: string, kind: string): { chance: number; why: string[] } {
  const randomizer = techLevel(w.c, owner, 'Randomizer');
  return chanceOf([
    ...searcherModifiers(w, f),
    [1, 'special sensors', specialSensors(w, f).count > 0],
    [1, 'an elite X-squadron', eliteX(w, f)],
    [1, 'a major system', kind === 'Homeworld' || kind === 'Major'],
    [-1, 'a minor colony', kind === 'Minor colony'],
    [-2, 'an open-space base', kind === 'Base'],
    [-1, 'a radiation zone', terrainOf(w.c, hex) === 'Radiation zone'],
    [-randomizer, `${owner}'s Randomizer`, randomizer > 0],
  ]);
}

/** A Convoy raid order: Fleet the squadron, Target the hex, Extras `select` for select convoys (B2.20, B2.40). */
export function convoyRaidOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Convoy raid ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  if (offOnConvoyDuty(w, f)) return refused(`${f.id} is on convoy duty, off the map (GC B2.60)`);
  const hex = o.target.trim().toUpperCase();
  const found = convoyOwner(w, empire, hex);
  if (!found)
    return refused(
      `${hex || '(blank Target)'} holds no convoy of an empire at war with ${empire}: name a hex of its trade routes, a major system or a minor colony (GC B2.20)`,
    );
  const bpv = bpvOf(w, f);
  if (bpv < MIN_BPV) return refused(`${f.id} has ${bpv} BPV: a convoy raid wants at least ${MIN_BPV} (GC B2.10, B2.30)`);
  const select = /\bselect\b/i.test(o.extras);
  const tp = /\btp\b/i.test(o.extras);
  if (select && tp) return refused('a raid hunts select convoys or trading-pact units, not both (GC B2.40, B2.70)');
  const tpWhy = tp ? tpRaidProblem(w, empire, found.owner) : undefined;
  if (tpWhy) return refused(tpWhy);
  setExtra(w.c, 'Fleets', f.id, { [CONVOY_RAID]: select ? `${hex} select` : tp ? `${hex} tp` : hex });
  const { chance, why } = searchChance(w, f, hex, found.owner, found.kind);
  const odds = select
    ? `a d12 of ${chance} or less (select convoys, GC B2.40)`
    : tp
      ? `a d6 of ${chance} or less, plus 1 for every 10 units on ${found.owner}'s trading-pact duty (GC B2.70)`
      : `a d6 of ${chance} or less`;
  return {
    row: o.row,
    status: 'done',
    text: `Convoy raid ${f.id} at ${hex} (${found.owner}): searched each segment it is there, found on ${odds}${why.length ? ` (${why.join(', ')})` : ''} (GC B2.20, Appendix 2/A)`,
  };
}

/** A Convoy duty order: Fleet the squadron, Target On (blank) or Recall (B2.50, B2.60; rule option GC114). */
export function convoyDutyOrder(w: World, empire: string, o: Order): OrderResult {
  const refused = (text: string): OrderResult => ({ row: o.row, status: 'refused', text: `Convoy duty ${o.fleet}: ${text}` });
  const f = w.fleet(o.fleet);
  if (f?.empire !== empire) return refused(`${o.fleet || '(blank Fleet)'} is not your squadron`);
  const now = duty(w, f);
  if (/^recall$/i.test(o.target.trim())) {
    if (!/^on$/i.test(now)) return refused(`${f.id} is not on convoy duty`);
    setExtra(w.c, 'Fleets', f.id, { [CONVOY_DUTY]: 'Recalled' });
    return {
      row: o.row,
      status: 'done',
      text: `${f.id} recalled from convoy duty: back on the map at ${f.location} as the turn ends (GC B2.60)`,
    };
  }
  if (o.target.trim() && !/^on$/i.test(o.target.trim())) return refused(`Target "${o.target}": write On or Recall`);
  if (now) return refused(`${f.id} is already on convoy duty`);
  if (extraRow(w.c, 'Fleets', f.id).Course)
    return refused(`${f.id} moves this turn: a squadron on convoy duty stays off the map (GC B2.60)`);
  if (!w.shipsOf(f.id).length) return refused(`${f.id} has no ships`);
  setExtra(w.c, 'Fleets', f.id, { [CONVOY_DUTY]: 'On' });
  return {
    row: o.row,
    status: 'done',
    text: `${f.id} on convoy duty from segment 1: off the map, it answers raids on defended convoys (GC B2.50, B2.60)`,
  };
}

interface Weighed {
  readonly id: string;
  readonly bpv: number;
}

/** Deals ships into `n` groups as even in BPV as may be: each, strongest first, to the weakest group so far. */
function deal<T extends Weighed>(ships: readonly T[], n: number): T[][] {
  const groups: T[][] = Array.from({ length: n }, () => []);
  const total = (g: readonly T[]) => g.reduce((sum, s) => sum + s.bpv, 0);
  for (const s of [...ships].sort((a, b) => b.bpv - a.bpv)) {
    const weakest = groups.reduce((best, g, i) => (total(g) < total(groups[best]) ? i : best), 0);
    groups[weakest].push(s);
  }
  return groups;
}

/** The group dealt out that does not answer: the weakest, the last of equals. */
const dropWeakest = <T extends Weighed>(groups: T[][]): T[][] => {
  const total = (g: readonly T[]) => g.reduce((sum, s) => sum + s.bpv, 0);
  const weakest = groups.reduce((best, g, i) => (total(g) <= total(groups[best]) ? i : best), 0);
  return groups.filter((_, i) => i !== weakest);
};

/**
 * GC B2.60, B2.61, B2.65: the convoy-duty ships that answer `convoys` defended convoys in one segment, one group
 * a convoy. The pool is dealt into convoys + 1 groups, the weakest staying back; with ACD, three quarters of it
 * (dealt into four, the weakest back) answers, dealt among the convoys.
 */
export function responders<T extends Weighed>(pool: readonly T[], convoys: number, acd: boolean): T[][] {
  if (!convoys) return [];
  if (!acd) return dropWeakest(deal(pool, convoys + 1));
  return deal(dropWeakest(deal(pool, 4)).flat(), convoys);
}

interface Find {
  readonly hex: string;
  readonly raider: Fleet;
  readonly owner: string;
  readonly select: boolean;
  /** GC B2.70: a trading-pact raid. */
  readonly tp: boolean;
}

function searchHex(w: World, hex: string, searchers: Fleet[], tick: number): Find | undefined {
  const hits: { f: Fleet; owner: string; select: boolean; tp: boolean }[] = [];
  for (const f of searchers) {
    const found = convoyOwner(w, f.empire, hex);
    if (!found || bpvOf(w, f) < MIN_BPV) continue;
    const select = /select$/i.test(String(extraRow(w.c, 'Fleets', f.id)[CONVOY_RAID]));
    const tp = / tp$/i.test(String(extraRow(w.c, 'Fleets', f.id)[CONVOY_RAID]));
    const base = searchChance(w, f, hex, found.owner, found.kind).chance;
    const chance = base + (tp ? tpModifier(w.c, found.owner)[0] : 0);
    const what = select ? 'select convoy' : tp ? `convoy of trading-pact units` : 'convoy';
    const roll = w.dice.roll(1, select ? 12 : 6, `${f.id} searches ${hex} for a ${what}: ${chance} or less (GC ${tp ? 'B2.70' : 'B2.20'})`);
    if (roll <= chance) hits.push({ f, owner: found.owner, select, tp });
  }
  if (!hits.length) return undefined;
  const hit = hits.length === 1 ? hits[0] : hits[w.dice.roll(1, hits.length, `who finds the convoy at ${hex} (GC B2.25)`) - 1];
  setExtra(w.c, 'Fleets', hit.f.id, { [CONVOY_RAID]: '' });
  for (const f of searchers) {
    setExtra(w.c, 'Fleets', f.id, { [CONVOY_RAID]: '' });
    if (f !== hit.f) w.report(f.empire, 'Treasury', `${f.id} found no convoy at ${hex}: another squadron found it first (GC B2.25)`);
  }
  setExtra(w.c, 'Systems', hex, { [CONVOY_FOUND]: `${w.season}@${tick}` });
  return { hex, raider: hit.f, owner: hit.owner, select: hit.select, tp: hit.tp };
}

/** Each segment: the searches made, undefended convoys destroyed, defended ones put to the GM with their escorts (B2.20-B2.65). */
export const CONVOY_STEP: TurnStep<{ tick: number }> = {
  name: 'Convoys',
  run: (w, t) => {
    const byHex = new Map<string, Fleet[]>();
    for (const f of fleetsMarked(w, CONVOY_RAID)) {
      const hex = String(extraRow(w.c, 'Fleets', f.id)[CONVOY_RAID] ?? '').split(/\s+/)[0];
      if (!hex || f.location !== hex || !w.shipsOf(f.id).length) continue;
      if (String(extraRow(w.c, 'Systems', hex)[CONVOY_FOUND] ?? '').startsWith(`${w.season}@`)) continue;
      byHex.set(hex, [...(byHex.get(hex) ?? []), f]);
    }
    const defended: Find[] = [];
    for (const [hex, searchers] of byHex) {
      const find = searchHex(w, hex, searchers, t.tick);
      if (!find) continue;
      const onDuty = w.c.fleets.some((f) => sameName(f.empire, find.owner) && /^on$/i.test(duty(w, f)) && w.shipsOf(f.id).length);
      const category = defenceCategory(w.c.settings.year) + (onDuty ? 1 : 0);
      if (
        find.select ||
        find.tp ||
        w.dice.roll(1, 6, `is ${find.owner}'s convoy at ${hex} defended: ${category} or less (GC B2.30)`) <= category
      ) {
        defended.push(find);
        continue;
      }
      w.addLedger(find.owner, -CONVOY_LOSS, `convoy at ${hex} destroyed by ${find.raider.empire} in segment ${t.tick}`, 'GC B2.10');
      w.report(
        find.owner,
        'Treasury',
        `An undefended convoy at ${hex} was destroyed in segment ${t.tick}: ${CONVOY_LOSS} EPs lost (GC B2.10)`,
      );
      w.report(
        find.raider.empire,
        'Treasury',
        `${find.raider.id} found an undefended convoy of ${find.owner} at ${hex} and destroyed it (GC B2.10)`,
      );
    }
    for (const owner of new Set(defended.map((d) => d.owner)))
      askDefended(
        w,
        owner,
        defended.filter((d) => d.owner === owner),
        t.tick,
      );
    if (!defended.length) return;
    w.c.settings.phase = 'Rulings';
    return 'pause';
  },
};

/** GC B2.60, E5.0: the owner's defended convoys of the segment, their E5 additions and responders, put to the GM. */
function askDefended(w: World, owner: string, finds: readonly Find[], tick: number): void {
  const pool = w.c.fleets
    .filter((f) => sameName(f.empire, owner) && /^on$/i.test(duty(w, f)))
    .flatMap((f) => w.shipsOf(f.id).map((s) => ({ id: s.id, bpv: w.classOf(s)?.cbpv ?? 0 })));
  const groups = responders(pool, finds.length, hasTech(w.c, owner, 'ACD'));
  finds.forEach((find, i) => {
    const rolls = additionRolls(w.dice.roll(1, 6, `E5 rolls for ${owner}'s convoy at ${find.hex} (GC E5.0)`));
    const adds = Array.from(
      { length: rolls },
      () => ADDITIONS[w.dice.roll(1, 6, `E5 addition to ${owner}'s convoy at ${find.hex} (GC E5.0)`) - 1],
    );
    const support = supportAdditions(w, owner, find.hex);
    const answering = groups[i]?.map((s) => s.id) ?? [];
    const units = find.tp ? tpUnitsFound(w, owner, find.hex) : 0;
    const what = find.tp ? `${units} trading-pact unit(s), defended,` : `a defended ${find.select ? 'select ' : ''}convoy`;
    w.report(
      find.raider.empire,
      'Treasury',
      `${find.raider.id} found ${what.replace(/,$/, '')} of ${owner} at ${find.hex}: the GM rules the battle (GC ${find.tp ? 'B2.70' : 'B2.30'})`,
    );
    const answer = find.tp
      ? `answer the trading-pact units "N destroyed, M captured" (they come off ${owner}'s TP pool, GC B2.70)`
      : `answer the cargo boxes "N destroyed, M captured" (${PER_BOX} EP each destroyed, half that captured${find.select ? ', twice for a select convoy' : ''}, GC B2.40)`;
    askRuling(w, {
      empire: owner,
      about: `${ABOUT}${find.hex} ${find.raider.id}${find.select ? ' select' : find.tp ? ' tp' : ''}`,
      question:
        `${find.raider.id} (${find.raider.empire}) found ${what} of ${owner} at ${find.hex} in segment ${tick} (GC ${find.tp ? 'B2.70' : 'B2.30'}). ` +
        `It is F-L, 2xF-S with E5's ${adds.join('; ')} where the strategic reserve holds them (GC E5.0)` +
        (support.length ? `, E6's ${support.join(', ')} from the strategic reserve (GC E6.0)` : '') +
        `, and the convoy-duty ships ` +
        `${answering.length ? answering.join(', ') : '(none)'} answer (GC B2.60). Fight it, or ${owner} gives up what cannot disengage (GC B2.30); ` +
        `${answer}.`,
      choices: [],
      default: '0 destroyed, 0 captured',
    });
  });
}

/** The GM's answers on defended convoys: the cargo lost charged to the owner, told to both (B2.40). */
export function applyConvoys(w: World, applied: readonly Ruling[]): void {
  for (const r of applied.filter((x) => x.about.startsWith(ABOUT))) {
    const [hex, raiderId, select] = r.about.slice(ABOUT.length).split(' ');
    const raider = w.fleet(raiderId);
    const m = ANSWER.exec(r.answer);
    if (!m) {
      w.log('Convoy', r.empire, `Ruling ${r.id}: "${r.answer}" is not "N destroyed, M captured": no cargo charged`, 'GC B2.40');
      continue;
    }
    const [destroyed, captured] = [Number(m[1]), Number(m[2])];
    if (select === 'tp') {
      const left = loseTpUnits(w, r.empire, destroyed + captured);
      const lost = `${destroyed} trading-pact unit(s) destroyed and ${captured} captured at ${hex}`;
      w.report(r.empire, 'Treasury', `The TP raid at ${hex}: ${lost}; ${left} left on trading-pact duty (GC B2.70)`);
      if (raider) w.report(raider.empire, 'Treasury', `${raider.id}'s TP raid at ${hex}: ${lost}`);
      continue;
    }
    const loss = Math.round((destroyed + captured / 2) * PER_BOX * (select ? 2 : 1) * 1000) / 1000;
    if (loss)
      w.addLedger(
        r.empire,
        -loss,
        `convoy at ${hex}: ${destroyed} cargo boxes destroyed, ${captured} captured (ruling ${r.id})`,
        'GC B2.40',
      );
    const what = `${destroyed} cargo boxes destroyed and ${captured} captured at ${hex}`;
    w.report(r.empire, 'Treasury', `The convoy battle at ${hex}: ${what}, ${loss} EPs lost (GC B2.40)`);
    if (raider)
      w.report(
        raider.empire,
        'Treasury',
        `${raider.id}'s convoy battle at ${hex}: ${what}${select && captured ? ` (${captured} boxes of fuel, GC B2.40)` : ''}`,
      );
  }
}

/** As a turn ends: searches not made are dropped, and squadrons recalled from convoy duty are back on the map (B2.60). */
export function closeConvoys(w: World): void {
  for (const f of w.c.fleets) {
    const row = extraRow(w.c, 'Fleets', f.id);
    if (row[CONVOY_RAID]) {
      w.report(f.empire, 'Treasury', `${f.id} found no convoy at ${String(row[CONVOY_RAID]).split(' ')[0]} this turn (GC B2.20)`);
      setExtra(w.c, 'Fleets', f.id, { [CONVOY_RAID]: '' });
    }
    if (/^recalled$/i.test(String(row[CONVOY_DUTY] ?? ''))) setExtra(w.c, 'Fleets', f.id, { [CONVOY_DUTY]: '' });
  }
}
