// VBAM-SFB's Campaign-tab options: the document's silences the GM settles once (docs/rule-options.md
// VB15, VB23, VB28), read once when the workbook is read (Campaign.options) and typed here.

import type { GameOption } from '../../core/game';
import type { Campaign } from '../../core/model';
import type { CapacityRule } from './capacity';

export const VBAM_OPTIONS = {
  capacity: [
    'BPV capacity',
    'table',
    ['table', 'example'],
    'VBAM Fleet composition: "table" takes the BPV capacity table as printed; "example" doubles it, as the document\'s worked example does (rule option VB15).',
  ],
  raids: [
    'Raids',
    'default',
    ['default', 'ruling', 'off'],
    'VBAM Encounters: "default" rolls for raids on lightly defended systems and civilian fleets (VB25), "ruling" asks the GM about each candidate every turn, "off" has none (rule option VB60).',
  ],
  ground: [
    'Ground combat',
    'default',
    ['default', 'battle'],
    'VBAM Invasion: "default" settles ground combat by the statistical dice (VB28); "battle" makes a battle of kind Ground for the GM to play as SFB D15 (rule option VB63).',
  ],
  randomEvents: [
    'Random events',
    'off',
    ['on', 'off'],
    'VBAM End Turn: "on" rolls 1D100 for each empire on the Random events tab as each turn ends; the results apply in the next turn (rule options VB66, VB108).',
  ],
  victorySystems: [
    'Victory systems',
    '',
    [],
    'VBAM victory: an empire holding this many colonised systems wins (blank: no such goal; rule option VB67).',
  ],
  victoryPoints: ['Victory points', '', [], 'VBAM victory: an empire reaching this many VP (Empires tab) wins (blank: no such goal).'],
  victoryLastStanding: ['Victory last standing', 'no', ['yes', 'no'], 'VBAM victory: "yes": the last empire with a colony wins.'],
  victoryEndTurn: [
    'Victory end turn',
    '',
    [],
    'VBAM victory: the campaign ends after this many turns (counted from Turn 1 of the Start year); the leader in VP wins when VP are a goal, else in systems (blank: no end).',
  ],
} as const satisfies Record<string, GameOption>;

export type VbamOptionKey = keyof typeof VBAM_OPTIONS;

/** An option's value as the Campaign tab gives it (its default when blank or absent). */
export function optionOf(c: Campaign, key: VbamOptionKey): string {
  return c.options?.[key] ?? VBAM_OPTIONS[key][1];
}

/** A number option (the victory goals): undefined when blank or not a whole number above 0. */
export function numberOption(c: Campaign, key: VbamOptionKey): number | undefined {
  const n = Number(optionOf(c, key));
  return optionOf(c, key) && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function capacityRule(c: Campaign): CapacityRule {
  return optionOf(c, 'capacity') === 'example' ? 'example' : 'table';
}
