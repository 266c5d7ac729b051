// npm run gc-sample: writes the Galactic Conquest sample campaign, sheets-templates/gc-sample/<Tab>.csv,
// from its seeded generator (scripts/gc-campaign.ts). The CSVs are checked in; test/engine/gcRules.test.ts
// proves this reproduces them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { formatCsv } from '../src/sheets/tabs/csv';
import { gcSampleTabs } from './gc-campaign';

export const GC_SAMPLE_DIR = resolve(__dirname, '..', 'sheets-templates', 'gc-sample');

/** The sample's tabs as CSV texts, by tab name. */
export function gcSampleCsv(): Record<string, string> {
  return Object.fromEntries(Object.entries(gcSampleTabs()).map(([tab, rows]) => [tab, formatCsv(rows)]));
}

if (require.main === module) {
  mkdirSync(GC_SAMPLE_DIR, { recursive: true });
  for (const f of readdirSync(GC_SAMPLE_DIR)) rmSync(join(GC_SAMPLE_DIR, f));
  const texts = gcSampleCsv();
  for (const [tab, text] of Object.entries(texts)) writeFileSync(join(GC_SAMPLE_DIR, `${tab}.csv`), text);
  process.stdout.write(`Wrote ${Object.keys(texts).length} tabs to sheets-templates/gc-sample/\n`);
}
