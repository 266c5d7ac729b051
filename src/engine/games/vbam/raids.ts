// Raids (`VBAM Encounters`): raiders go after civilian fleets and lightly defended systems. The chance
// and the raiders' strength are the moderator's, "never stronger than a cruiser squadron": VB25 offers
// a default, or each candidate becomes a ruling. A raided system is handled by VB26.

import { Dice } from '../../core/dice';
import { RulingNeeded } from './gm';
import { Colony } from './model';
import { MoraleFacts } from './morale';

/** How raids are decided: the VB25 dice, a ruling for each candidate, or not at all. */
export type RaidRule = 'default' | 'ruling' | 'off';

/** Raiders, weakest first; the strongest is the document's cap (VB25). */
export const RAIDERS = [
  'one raider of size class 4',
  'two raiders of size class 4',
  'a cruiser squadron: a size class 3 raider and two of size class 4',
] as const;
export type Raiders = (typeof RAIDERS)[number];

export const NO_RAID = 'No raid';

/** Something raiders may go after this turn: a civilian fleet or a lightly defended system. */
export interface RaidCandidate {
  empire: string;
  /** The fleet or system. */
  target: string;
  kind: 'civilian fleet' | 'system';
  /** Where it is. */
  sector: string;
  /** Its guards: a fleet's Sentries; a system's warships, bases and defsats. */
  guards: number;
}

export interface Raid {
  candidate: RaidCandidate;
  raiders: Raiders;
}

/**
 * VB25: a raid comes on 2D6 of at least 11 + guards (1 in 12 unguarded, 1 in 36 with one guard, never with
 * two or more). Issue 33: at 10 + guards (1 in 6) the sample's dozen candidates drew 2 to 4 raids a turn.
 */
export const RAID_TARGET = 11;

/**
 * The raids of one turn. With the default each candidate rolls 2D6 for a raid, then 1D6 for the raiders
 * (1–3 one, 4–5 two, 6 a cruiser squadron); with rulings each candidate is a question for the GM.
 */
export function raidsThisTurn(rule: RaidRule, candidates: RaidCandidate[], dice: Dice): (Raid | RulingNeeded)[] {
  if (rule === 'off') return [];
  if (rule === 'ruling') return candidates.map(raidQuestion);
  const raids: Raid[] = [];
  for (const candidate of candidates) {
    if (dice.roll(2, 6, `VBAM Encounters: raid on ${candidate.target}`) < RAID_TARGET + candidate.guards) continue;
    const strength = dice.roll(1, 6, `VBAM Encounters: raiders at ${candidate.target}`);
    raids.push({ candidate, raiders: RAIDERS[strength <= 3 ? 0 : strength <= 5 ? 1 : 2] });
  }
  return raids;
}

function raidQuestion(c: RaidCandidate): RulingNeeded {
  return {
    kind: 'ruling needed',
    empire: c.empire,
    about: `${c.kind} ${c.target} in ${c.sector}`,
    question: `Do raiders attack ${c.target} (${c.guards} guards) this turn, and how strong are they?`,
    choices: [NO_RAID, ...RAIDERS],
    default: NO_RAID,
  };
}

/** The raid the GM's answer to a raid question makes, or undefined for no raid or an answer not among the choices. */
export function raidFromAnswer(candidate: RaidCandidate, answer: string): Raid | undefined {
  const raiders = RAIDERS.find((r) => r === answer);
  return raiders && { candidate, raiders };
}

/**
 * VB26: a system raided this turn produces nothing at the next Income phase (its output, and its share
 * of commerce); pass the colonies this returns to incomePhase and tradeVisits.
 */
export function unraided(colonies: Colony[], raidedSystems: ReadonlySet<string>): Colony[] {
  return colonies.filter((c) => !raidedSystems.has(c.system));
}

/** VB26: a raided system checks morale this turn's Update Assets as if a hostile force had seized it. */
export function raidedMorale(facts: MoraleFacts, raided: boolean): MoraleFacts {
  return raided ? { ...facts, seizedLastTurn: true } : facts;
}
