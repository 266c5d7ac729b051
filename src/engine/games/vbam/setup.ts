// Check workbook for a VBAM-SFB campaign: what would make a turn go wrong, named by tab and row.

import type { Campaign } from '../../core/model';
import { COLONIES_TAB, TECH_TAB, UNIT_LIST_TAB } from './tabs';
import { unitOf } from './state';

export function vbamSetupChecks(c: Campaign): string[] {
  const problems: string[] = [];
  const sectors = new Set(c.systems.map((s) => s.id));
  const empires = new Set(c.empires.map((e) => e.id));
  (c.tables?.[UNIT_LIST_TAB.name] ?? []).forEach((r, i) => {
    const u = unitOf(r);
    if (typeof u === 'string') problems.push(`${UNIT_LIST_TAB.name} row ${i + 2}: ${u}.`);
  });
  (c.tables?.[COLONIES_TAB.name] ?? []).forEach((r, i) => {
    const sector = String(r.Sector ?? '').toUpperCase();
    const owner = String(r.Owner ?? '').toUpperCase();
    if (!sectors.has(sector)) problems.push(`${COLONIES_TAB.name} row ${i + 2}: no sector "${r.Sector}" in Systems.`);
    if (owner && !empires.has(owner)) problems.push(`${COLONIES_TAB.name} row ${i + 2}: no empire "${r.Owner}" in Empires.`);
  });
  const teched = new Set((c.tables?.[TECH_TAB.name] ?? []).map((r) => String(r.Empire ?? '').toUpperCase()));
  for (const e of c.empires)
    if (!teched.has(e.id)) problems.push(`${TECH_TAB.name}: no row for ${e.id} (its Tech Year decides what it may build).`);
  return problems;
}
