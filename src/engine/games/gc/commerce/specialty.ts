// GC E4, E6: the specialty units the merchant marine must keep in its strategic reserve, and what a
// defended convoy may draw from it. A unit's kind is the last word of its class name (Klingon F-ML is an
// F-ML); two small units stand for a large one and a large for two small (E1.40, E4.10), so each need is
// counted in small units. As the turn starts each empire's shortfalls are reported and kept on its Empires
// row (MM shortfalls); the fleets left without SFB (E4.60) are data other rules read. As the turn ends a
// minefield count short of its minelayers loses six (E4.50), and a run short of its E4.20 support falls
// back to the start of the bracket below. An empire that keeps no MM squadron on the Fleets tab is not held
// to E4 (rule option GC162).

import type { RowColumn } from '../../../core/game';
import type { Campaign } from '../../../core/model';
import type { World } from '../../../core/world';
import { sameName } from '../../../core/ids';
import { extraRow, setExtra } from '../base/rows';
import { countsInReserve, tracksMm } from './reserve';
import { mmStatus } from '../base/commerceColumns';
import { MRR, runOf, runText } from './mrr';
import { unitKind } from '../base/merchantUnits';

export const MINEFIELDS = 'Minefields';
export const SATURATED = 'Saturated minefields';
export const SHORTFALLS = 'MM shortfalls';
export const WITHOUT_SFB = 'Fleets without SFB';

export const SPECIALTY_EMPIRE_COLUMNS: readonly RowColumn[] = [
  {
    header: MINEFIELDS,
    type: 'int',
    seenBy: 'owner',
    note: 'GC C4.40, E4.50: the hex spines of its minefields (a local minefield counts one). Each 50 or part want an F-ML and an F-MS in the strategic reserve; short of them, six are lost as each turn ends.',
  },
  {
    header: SATURATED,
    type: 'int',
    seenBy: 'owner',
    note: 'GC C4.45, E4.50: its saturated minefields (SMX), eight minefields each for the F-ML/F-MS need; they never fall into disrepair.',
  },
  {
    header: SHORTFALLS,
    type: 'text',
    seenBy: 'owner',
    note: 'GC E4.40-E4.85: the specialty units its strategic reserve lacks and what follows, set as the turn starts.',
  },
  {
    header: WITHOUT_SFB,
    type: 'list',
    seenBy: 'owner',
    note: 'GC E4.60: its lettered fleets short of an F-RL in the strategic reserve, the newest first: they may not use SFB (D9.4). Set as the turn starts.',
  },
];

/** The kinds of ship the empire holds in its strategic reserve, counted. */
export function reserveHoldings(w: World, empire: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of w.c.fleets)
    if (sameName(f.empire, empire) && countsInReserve(w.c, f))
      for (const s of w.shipsOf(f.id)) {
        const k = unitKind(w.classOf(s));
        out.set(k, (out.get(k) ?? 0) + 1);
      }
  return out;
}

/** In small units: a large one counts two (E1.40). */
const small = (held: Map<string, number>, large: string, smallKind: string): number =>
  2 * (held.get(large) ?? 0) + (held.get(smallKind) ?? 0);

/** GC E4.50: the minefields the empire's F-MLs and F-MSs answer for (an SMX counts eight). */
const minefields = (c: Campaign, empire: string) => {
  const row = extraRow(c, 'Empires', empire);
  return { local: Number(row[MINEFIELDS]) || 0, smx: Number(row[SATURATED]) || 0 };
};

/** GC E4.60: the empire's lettered fleets (squadron codes' letters, not SR nor the SD's M fleet, E3.10), A first. */
function letteredFleets(c: Campaign, empire: string): string[] {
  const letters = c.fleets
    .filter((f) => sameName(f.empire, empire) && !mmStatus(c, f.id))
    .map((f) => /^[A-Z]\d{2,3}([A-Z])$/.exec(f.id)?.[1])
    .filter((l): l is string => !!l);
  return [...new Set(letters)].sort();
}

/** GC E4.60: the lettered fleets without an F-RL (or two F-RSs), from the newest back to A. */
export function fleetsWithoutSfb(w: World, empire: string): string[] {
  const letters = letteredFleets(w.c, empire);
  const rl = Math.floor(small(reserveHoldings(w, empire), 'F-RL', 'F-RS') / 2);
  return letters.slice(Math.min(rl, letters.length)).reverse();
}

export interface Shortfall {
  readonly rule: string;
  readonly words: string;
}

/** GC E4.40-E4.85: what the empire's strategic reserve lacks, each with what follows. */
export function shortfalls(w: World, empire: string): Shortfall[] {
  const held = reserveHoldings(w, empire);
  const out: Shortfall[] = [];
  // E4.40: an F-TL and an F-TS, three small units in all (rule option GC162).
  if (small(held, 'F-TL', 'F-TS') < 3)
    out.push({
      rule: 'E4.40',
      words: 'no F-TL and F-TS: troop ships lose A10.40g (A10.41 still holds), and a system under aversion has +16% to revolt',
    });
  const mines = minefields(w.c, empire);
  const need = Math.ceil((mines.local + 8 * mines.smx) / 50);
  if (small(held, 'F-ML', 'F-MS') < 3 * need)
    out.push({
      rule: 'E4.50',
      words: `${need} F-ML and F-MS wanted for ${mines.local + 8 * mines.smx} minefields: six fall into disrepair each turn`,
    });
  const fleets = fleetsWithoutSfb(w, empire);
  if (fleets.length)
    out.push({ rule: 'E4.60', words: `no F-RL for fleet${fleets.length > 1 ? 's' : ''} ${fleets.join(', ')}: no SFB (D9.4)` });
  const needs: readonly [string, string, string, string][] = [
    ['E4.70', 'AXCVA', 'AXCVL', 'no AxCVA: fighters are not resupplied automatically'],
    ['E4.80', 'AXPFL', 'AXPFS', 'no AxPFL: gunboats are not resupplied automatically'],
    ['E4.85', 'TUG', 'LTT', 'no tug: pods are not resupplied automatically'],
  ];
  for (const [rule, large, smallKind, words] of needs) if (small(held, large, smallKind) < 2) out.push({ rule, words });
  return out;
}

/** As the turn starts: each empire's shortfalls on its Empires row and in its report (E4.40-E4.85). */
export function openSpecialty(w: World): void {
  for (const e of w.c.empires) {
    const row = extraRow(w.c, 'Empires', e.id);
    const tracked = tracksMm(w.c, e.id);
    if (!tracked && !row[SHORTFALLS]) continue;
    const list = tracked ? shortfalls(w, e.id) : [];
    const text = list.map((s) => `${s.words} (GC ${s.rule})`).join('; ');
    setExtra(w.c, 'Empires', e.id, { [SHORTFALLS]: text, [WITHOUT_SFB]: tracked ? fleetsWithoutSfb(w, e.id).join(', ') : '' });
    for (const s of list) w.report(e.id, 'Developments', `Strategic reserve short: ${s.words} (GC ${s.rule})`);
  }
}

/** GC E4.20: the support an MRR bracket wants (small units for F-PS/F-PL), the bracket's start, and the one below's. */
const BRACKETS: readonly { from: number; need: readonly [string, number][] }[] = [
  {
    from: 0,
    need: [
      ['F-OL', 1],
      ['F-P', 1],
    ],
  },
  {
    from: 6,
    need: [
      ['F-OL', 1],
      ['F-P', 2],
    ],
  },
  {
    from: 11,
    need: [
      ['F-OL', 1],
      ['F-P', 2],
      ['CPP', 1],
    ],
  },
  {
    from: 16,
    need: [
      ['F-OL', 1],
      ['F-P', 2],
      ['CPP', 1],
      ['F-OP', 1],
    ],
  },
];

/** GC E4.20: what a run at `percent` lacks of its support ships (`held`: kinds in its hex), and where it falls back to. */
export function mrrSupport(percent: number, held: Map<string, number>): { missing: string[]; fallsTo: number } | undefined {
  const i = BRACKETS.filter((b) => percent >= b.from).length - 1;
  const count = (k: string) => (k === 'F-P' ? small(held, 'F-PL', 'F-PS') : (held.get(k) ?? 0));
  const missing = BRACKETS[i].need.filter(([k, n]) => count(k) < n).map(([k, n]) => (k === 'F-P' ? (n === 2 ? 'F-PL' : 'F-PS') : k));
  return missing.length ? { missing, fallsTo: i ? BRACKETS[i - 1].from : 0 } : undefined;
}

/**
 * As the turn ends, after the runs: a run short of its E4.20 support (the empire's ships in its hex, which
 * are its SD, rule option GC163) falls back to the start of the bracket below; a minefield count short of
 * F-MLs/F-MSs loses six (E4.50).
 */
export function closeSpecialty(w: World): void {
  for (const f of w.c.fleets) {
    const run = runOf(extraRow(w.c, 'Fleets', f.id)[MRR]);
    if (!run?.percent || !tracksMm(w.c, f.empire)) continue;
    const held = new Map<string, number>();
    for (const g of w.c.fleets.filter((x) => sameName(x.empire, f.empire) && x.location === f.location))
      for (const s of w.shipsOf(g.id)) held.set(unitKind(w.classOf(s)), (held.get(unitKind(w.classOf(s))) ?? 0) + 1);
    const short = mrrSupport(run.percent, held);
    if (!short) continue;
    setExtra(w.c, 'Fleets', f.id, { [MRR]: runText({ ...run, percent: short.fallsTo }) });
    w.report(
      f.empire,
      'Developments',
      `${f.id}'s run at ${run.hex} lacks ${short.missing.join(', ')}: ${run.percent}% falls back to ${short.fallsTo}% (GC E4.20)`,
    );
  }
  for (const e of w.c.empires) {
    const mines = minefields(w.c, e.id);
    if (!mines.local || !tracksMm(w.c, e.id) || !shortfalls(w, e.id).some((s) => s.rule === 'E4.50')) continue;
    // Six local minefields a turn, never an SMX (rule option GC164).
    const left = Math.max(0, mines.local - 6);
    setExtra(w.c, 'Empires', e.id, { [MINEFIELDS]: left });
    w.report(e.id, 'Developments', `Short of F-MLs and F-MSs: ${mines.local - left} minefields lost, ${left} left (GC E4.50)`);
  }
}

/** GC E6.0: the support lines: the large kind, the small, and how many large units in reserve earn each roll. */
const SUPPORT: readonly [string, string, number][] = [
  ['F-ML', 'F-MS', 3],
  ['F-RL', 'F-RS', 3],
  ['F-TL', 'F-TS', 3],
  ['F-EL', 'F-ES', 3],
  ['F-SL', 'F-SS', 3],
  ['F-PL', 'F-PS', 3],
  ['LQ', 'SQ', 2],
  ['F-AL', 'F-AS', 2],
  ['AxCVA', 'AxCVL', 3],
  ['AxPFL', 'AxPFS', 4],
  ['AxSCS', '', 5],
];

/** GC E6.0: the rolls each kind held earns: one while any is held, then one for each further multiple (a small kind's multiple doubled; rule option GC165). */
export function supportRolls(held: Map<string, number>): { kind: string; small: boolean; rolls: number }[] {
  return SUPPORT.flatMap(([large, smallKind, per]) =>
    [
      { kind: large, small: false, n: held.get(large.toUpperCase()) ?? 0, per },
      { kind: smallKind, small: true, n: smallKind ? (held.get(smallKind.toUpperCase()) ?? 0) : 0, per: 2 * per },
    ]
      .filter((x) => x.n > 0)
      .map((x) => ({ kind: x.kind, small: x.small, rolls: Math.max(1, Math.floor(x.n / x.per)) })),
  );
}

/**
 * GC E6.0: a defended convoy's support additions from the owner's strategic reserve: a d6 a roll, a 1 adds
 * a large unit, or two small ones of which a second d6 of 4-6 keeps but one ("only half the time both").
 */
export function supportAdditions(w: World, owner: string, hex: string): string[] {
  return supportRolls(reserveHoldings(w, owner)).flatMap((line) =>
    Array.from({ length: line.rolls }, () => w.dice.roll(1, 6, `E6 ${line.kind} for ${owner}'s convoy at ${hex} (GC E6.0)`)).flatMap(
      (face) => {
        if (face !== 1) return [];
        if (!line.small) return [line.kind];
        const both = w.dice.roll(1, 6, `E6 both ${line.kind}s on duty? (GC E6.0)`) <= 3;
        return [both ? `2x${line.kind}` : `${line.kind} (one of two on duty)`];
      },
    ),
  );
}
