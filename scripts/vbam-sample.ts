// npm run vbam-sample: writes the VBAM-SFB sample campaign, sheets-templates/vbam-sample/<Tab>.csv,
// from a seeded generator (scripts/vbam-campaign.ts). The CSVs are checked in; test/vbamSample.test.ts
// proves this reproduces them. Four of the twelve empires the document allows, on an 10 × 8 map.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { formatCsv } from '../src/sheets/tabs/csv';
import { VbamSpec, vbamCampaign } from './vbam-campaign';

export const VBAM_SAMPLE: VbamSpec = {
  name: 'Sample: The Four Powers',
  seed: 'four-powers-1',
  cols: 10,
  rows: 8,
  // The General War era (VB32): the unit lists' Y168 ships, the BPV capacity table's middle column.
  startYear: 168,
  empires: [
    { id: 'FED', race: 'Federation', admiral: 'Admiral Jana Okafor', home: 'Earth' },
    { id: 'KLI', race: 'Klingon', admiral: 'Admiral Korveth Daq', home: 'Klinzhai' },
    { id: 'ROM', race: 'Romulan', admiral: 'Admiral Tal Shiar', home: 'Romulus' },
    { id: 'KZI', race: 'Kzinti', admiral: 'Admiral Rrawl-Strategist', home: 'Kzin' },
  ],
  settings: { 'Mail admirals': 'yes' },
  treaties: [
    ['FED', 'KLI', 'Normal', ''],
    ['FED', 'KZI', 'Normal', ''],
    ['FED', 'ROM', 'Normal', ''],
    ['KLI', 'KZI', 'Hostilities', ''],
    ['KLI', 'ROM', 'Normal', ''],
  ],
  // The first turn's orders: the diplomatic ones every VBAM-SFB campaign has (VBAM Intel).
  orders: {
    FED: [['', 'Sign', 'KZI', '', '', 'Non-Aggression', '']],
    KZI: [['', 'Sign', 'FED', '', '', 'Non-Aggression', '']],
    KLI: [['', 'Sign', 'ROM', '', '', 'Non-Aggression', '']],
    ROM: [['', 'Sign', 'KLI', '', '', 'Non-Aggression', '']],
  },
};

export const VBAM_SAMPLE_DIR = resolve(__dirname, '..', 'sheets-templates', 'vbam-sample');

/** The sample's tabs as CSV texts, by tab name. */
export function vbamSampleCsv(): Record<string, string> {
  return Object.fromEntries(Object.entries(vbamCampaign(VBAM_SAMPLE)).map(([tab, rows]) => [tab, formatCsv(rows)]));
}

if (require.main === module) {
  mkdirSync(VBAM_SAMPLE_DIR, { recursive: true });
  for (const f of readdirSync(VBAM_SAMPLE_DIR)) rmSync(join(VBAM_SAMPLE_DIR, f));
  const texts = vbamSampleCsv();
  for (const [tab, text] of Object.entries(texts)) writeFileSync(join(VBAM_SAMPLE_DIR, `${tab}.csv`), text);
  process.stdout.write(`Wrote ${Object.keys(texts).length} tabs to sheets-templates/vbam-sample/\n`);
}
