// The GC sensor tab and columns (C5, C6, C8, C15): what sensoring.ts reads and writes.

import type { GameTab, RowColumn } from '../../../core/game';

/** What a reading tells, least first (C5.10's chart, C6.20's cloaked presence). */
export const READINGS = ['Cloaked presence', 'Ships present', 'Number of ships', 'Size class and nationality', 'Basic hull type'] as const;
export type Reading = (typeof READINGS)[number];

/** How a squadron keeps out of sight (C6, C8, C15 reversed), as its Fleets row's Concealment says. */
export const CONCEALMENTS = ['Cloaked', 'Hidden', 'Jamming'] as const;
export type Concealment = (typeof CONCEALMENTS)[number];

export const SENSOR_COLUMNS: { Fleets: RowColumn[]; Ships: RowColumn[] } = {
  Fleets: [
    {
      header: 'Concealment',
      type: 'text',
      values: CONCEALMENTS,
      seenBy: 'owner',
      note: 'GC C6.10 Cloaked (seen only as a cloaked presence in its hex, or next door by special sensors), C8.10 Hidden (silent running: seen by nobody, senses only its own hex), C15.20/C15.30 Jamming (its own position: its size unknown to an empire with too few special sensors); blank: in the open.',
    },
  ],
  Ships: [
    {
      header: 'ESS',
      type: 'bool',
      seenBy: 'owner',
      note: 'GC C5.60: refitted with enhanced special sensors ("+" before its class): its special sensors read two hexes away as if one.',
    },
  ],
};

export const SENSOR_READINGS_TAB: GameTab = {
  name: 'Sensor readings',
  note: "GC C5.10, C5.30: what each empire's sensors read at the end of the last turn, hex by hex (its own squadrons' hexes too).",
  columns: [
    { header: 'Turn', type: 'text', note: 'The turn whose end the reading is of (C5.30).' },
    { header: 'Empire', type: 'text', note: 'The empire that read it: only its admiral sees the row.' },
    { header: 'Hex', type: 'text', note: 'The hex read.' },
    { header: 'Reading', type: 'text', values: READINGS, note: "C5.10: the best category of the empire's readings there." },
    { header: 'Ships', type: 'int', note: 'The ships counted there (blank: not counted).' },
    { header: 'Seen', type: 'text', note: 'What was read: size classes and nationality, or basic hull types, of each foreign empire.' },
  ],
  seenBy: { owner: 'Empire' },
};
