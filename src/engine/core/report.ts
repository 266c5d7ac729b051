// An empire's report as its admiral reads it: a title, each order and what became of it (the Orders
// section, issue 33 item 7), then the turn's lines in the order of SECTIONS. Shared by the games.

import type { Empire } from './model';
import { OrderResult, resultWords } from './plotting';
import { ReportLine, SECTIONS, World } from './world';

/** The report's title line. */
export function reportTitle(w: World, e: Pick<Empire, 'id' | 'race'>): ReportLine {
  return { section: 'Summary', text: `${w.c.settings.campaignName}: report for ${e.id} (${e.race}), ${w.season}.` };
}

/** The Orders section: each order row and what became of it, in the words of its Result. */
export function orderLines(results: readonly OrderResult[], pending: string): ReportLine[] {
  return results.map((r) => ({ section: 'Orders', text: `Row ${r.row}: ${resultWords(r, pending)}` }));
}

/** The lines in the order an admiral reads the sections (stable within a section). */
export function sectioned(lines: ReportLine[]): ReportLine[] {
  return [...lines].sort((a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section));
}
