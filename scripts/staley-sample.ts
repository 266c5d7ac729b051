// npm run staley-sample: writes the Staley sample campaign, sheets-templates/staley-sample/<Tab>.csv,
// from a seeded generator (scripts/staley-campaign.ts). The CSVs are checked in; test/staley.test.ts
// proves this reproduces them. The eight races of AA2.11 on a 24 x 16 hex map.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { formatCsv } from '../src/sheets/tabs/csv';
import { STALEY_SAMPLE, staleyCampaign } from './staley-campaign';

export const STALEY_SAMPLE_DIR = resolve(__dirname, '..', 'sheets-templates', 'staley-sample');

/** The sample's tabs as CSV texts, by tab name. */
export function staleySampleCsv(): Record<string, string> {
  return Object.fromEntries(Object.entries(staleyCampaign(STALEY_SAMPLE)).map(([tab, rows]) => [tab, formatCsv(rows)]));
}

if (require.main === module) {
  mkdirSync(STALEY_SAMPLE_DIR, { recursive: true });
  for (const f of readdirSync(STALEY_SAMPLE_DIR)) rmSync(join(STALEY_SAMPLE_DIR, f));
  const texts = staleySampleCsv();
  for (const [tab, text] of Object.entries(texts)) writeFileSync(join(STALEY_SAMPLE_DIR, `${tab}.csv`), text);
  process.stdout.write(`Wrote ${Object.keys(texts).length} tabs to sheets-templates/staley-sample/\n`);
}
