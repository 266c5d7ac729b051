// GC morale's chart (B5.12, B5.30, B6.10, B6.20, B7.10): the events and factors, a check's outcome, and
// the Systems columns morale.ts reads and writes. Pure, importing no rule module.

import type { RowColumn } from '../../../core/game';

/** B6.10's events (a-k) that put a system under aversion, with the B6.20 factor each brings. */
export const AVERSIONS: readonly (readonly [string, number])[] = [
  ['Raided', -1],
  ['Failed last turn', 0],
  ['Just conquered', -2],
  ['False promises', 0],
  ['Destabilized', -1],
  ['Blockaded', 0],
  ['Empire crippled', 0],
  ['Quarter of empire failed', 0],
  ['Homeworld attacked', 0],
  ['CB destroyed', -1],
  ['Hospital destroyed', -1],
  // C14.60: offensive propaganda forces a check for aversion at -1.
  ['Offensive propaganda', -1],
];

/** B6.20's factors beside the events' own: each +1, but small ground bases (-1 for every 12, not on a homeworld). */
export const MORALE_FACTORS = [
  'Newly built defenses',
  'Newly sent ships',
  'Admiral present',
  'FTW network',
  'At least 3xGMG',
  // C14.60: defensive propaganda, +1 for the turn.
  'Defensive propaganda',
] as const;

/** B7.10: the BPV of military facilities a system needs to be stable. */
export const STABLE_BPV = 150;

export const MORALE_COLUMNS: RowColumn[] = [
  {
    header: 'Morale',
    type: 'int',
    seenBy: 'owner',
    note: 'GC B5.10: its morale rating, 2 to 12 (blank or 0: it has none and never checks).',
  },
  {
    header: 'Aversion',
    type: 'list',
    values: AVERSIONS.map(([a]) => a),
    seenBy: 'gm',
    note: "GC B6.10: the GM's events of this turn that force a morale check (Raided, Just conquered, Blockaded...); cleared after the check. Failed last turn, Empire crippled, Quarter of empire failed and Destabilized (B7.10) are found by the workbook.",
  },
  {
    header: 'Morale factors',
    type: 'list',
    values: [...MORALE_FACTORS, 'Small ground bases N'],
    seenBy: 'gm',
    note: 'GC B6.20: the factors of this turn, each +1 (Newly built defenses, Newly sent ships, Admiral present, FTW network, At least 3xGMG), "Small ground bases N" -1 for every 12 (not on a homeworld); cleared after the check.',
  },
  {
    header: 'Military BPV',
    type: 'int',
    seenBy: 'owner',
    note: 'GC B7.10: the BPV of its military facilities (ground bases, bases, attrition units on ground defences; not ships, not MM units on SD); under 150 it is destabilized. Blank or 0: not counted (mark Destabilized in Aversion for a system with none).',
  },
  { header: 'Morale check', type: 'text', seenBy: 'owner', note: 'GC B5: its last morale check, with the roll and any rebellion.' },
];

/** A system's B6.20 factors of the turn: its events' and its typed ones, and why. */
export function moraleFactor(events: string[], factors: string[], homeworld: boolean): { sum: number; words: string[] } {
  const words: string[] = [];
  let sum = 0;
  for (const e of events) {
    const f = AVERSIONS.find(([a]) => a.toLowerCase() === e.toLowerCase())?.[1] ?? 0;
    if (f) words.push(`${e} ${f}`);
    sum += f;
  }
  for (const x of factors) {
    const bases = /^small ground bases\s+(\d+)$/i.exec(x);
    const f = bases
      ? homeworld
        ? 0
        : -Math.floor(Number(bases[1]) / 12)
      : MORALE_FACTORS.some((m) => m.toLowerCase() === x.toLowerCase())
        ? 1
        : 0;
    if (f) words.push(`${x} ${f > 0 ? '+' : ''}${f}`);
    sum += f;
  }
  return { sum, words };
}

/** B5.12, B5.30: a check's outcome for a 2D6 roll against a rating; a failure's D6 names the rebellion. */
export function moraleOutcome(roll: number, rating: number, d6?: number): 'inspired' | 'passed' | 'passive' | 'violent' | 'fanatical' {
  if (roll === 2) return 'inspired';
  if (roll < 12 && roll <= rating) return 'passed';
  const r = d6 ?? 1;
  return r <= 3 ? 'passive' : r <= 5 ? 'violent' : 'fanatical';
}
