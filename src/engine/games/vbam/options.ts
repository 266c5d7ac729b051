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
} as const satisfies Record<string, GameOption>;

export type VbamOptionKey = keyof typeof VBAM_OPTIONS;

/** An option's value as the Campaign tab gives it (its default when blank or absent). */
export function optionOf(c: Campaign, key: VbamOptionKey): string {
  return c.options?.[key] ?? VBAM_OPTIONS[key][1];
}

export function capacityRule(c: Campaign): CapacityRule {
  return optionOf(c, 'capacity') === 'example' ? 'example' : 'table';
}
