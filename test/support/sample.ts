// The bundled sample campaign as the tests see it: each tab's CSV parsed to rows.
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { parseCsv } from '../../src/sheets/tabs/csv';
import { Cell } from '../../src/sheets/tabs/tables';

export const SAMPLE_DIR = join(__dirname, '../../sheets-templates/sample');

export function sampleTexts(dir = SAMPLE_DIR): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.csv'))) out[f.replace(/\.csv$/, '')] = readFileSync(join(dir, f), 'utf8');
  return out;
}

export function sampleTab(name: string): Cell[][] {
  return parseCsv(sampleTexts()[name]) as Cell[][];
}
