// Check workbook for a VBAM-SFB campaign: what would make a turn go wrong, named by tab and row.

import type { Campaign } from '../../core/model';
import { COLONIES_TAB, MOTHBALLED_TAB, STANDING_ORDERS_TAB, TECH_TAB, UNIT_LIST_TAB } from './tabs';
import { unitOf } from './state';
import { conditionProblems } from './conditions';
import { badSentries } from './units';
import { numberOption, optionOf, VBAM_OPTIONS, VbamOptionKey } from './options';

/** The races sheets-templates/vbam/classes.csv has a unit list for (VBSF's data). */
const LISTED_RACES = [
  'Federation',
  'Klingon',
  'Kzinti',
  'Romulan',
  'Gorn',
  'Tholian',
  'Hydran',
  'Lyran',
  'ISC',
  'Vudar',
  'Frax',
  'Peladine',
];

/** The goals written as numbers (VB67): a setting that is not a whole number above 0 would be no goal at all. */
const NUMBER_GOALS: readonly VbamOptionKey[] = ['victorySystems', 'victoryPoints', 'victoryEndTurn'];

function goalProblems(c: Campaign): string[] {
  return NUMBER_GOALS.filter((k) => optionOf(c, k) && numberOption(c, k) === undefined).map(
    (k) => `Campaign: "${VBAM_OPTIONS[k][0]}" is "${optionOf(c, k)}": write a whole number above 0, or leave it blank for no such goal.`,
  );
}

/** `VBAM Civilian Fleets`: a fleet holding a civilian fleet takes only size-class-4 warships as its Sentries. */
function sentryProblems(c: Campaign): string[] {
  return c.fleets.flatMap((f) =>
    badSentries(
      c,
      c.ships.filter((s) => s.fleet === f.id),
    ).map((why) => `Fleets: ${f.id} holds a civilian fleet, and ${why} (VBAM Civilian Fleets).`),
  );
}

export function vbamSetupChecks(c: Campaign): string[] {
  const problems: string[] = goalProblems(c);
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
  const fleets = new Set(c.fleets.map((f) => f.id));
  // The Encounter column's values are checked as the tab is read (its dropdown).
  (c.tables?.[STANDING_ORDERS_TAB.name] ?? []).forEach((r, i) => {
    if (!fleets.has(String(r.Fleet ?? '').toUpperCase()))
      problems.push(`${STANDING_ORDERS_TAB.name} row ${i + 2}: no fleet "${r.Fleet}" in Fleets.`);
  });
  const teched = new Set((c.tables?.[TECH_TAB.name] ?? []).map((r) => String(r.Empire ?? '').toUpperCase()));
  for (const e of c.empires)
    if (!teched.has(e.id)) problems.push(`${TECH_TAB.name}: no row for ${e.id} (its Tech Year decides what it may build).`);
  // `VBAM Income`, `VBAM Construction Completion`: a ship's class is looked up on its empire's race's list.
  const listed = new Set(
    (c.tables?.[UNIT_LIST_TAB.name] ?? []).map((r) => `${String(r.Empire ?? '')}|${String(r.Class ?? '')}`.toLowerCase()),
  );
  const race = new Map(c.empires.map((e) => [e.id, e.race]));
  const races = new Set([...listed].map((k) => k.split('|')[0]));
  for (const e of c.empires)
    if (!races.has(e.race.toLowerCase()))
      problems.push(
        `${UNIT_LIST_TAB.name}: no row for ${e.id}'s race "${e.race}", so it can build nothing. Copy its rows from sheets-templates/vbam/classes.csv, which holds the lists of all twelve allowed empires (the race as written there: ${LISTED_RACES.join(', ')}), or type your own list.`,
      );
  for (const s of c.ships)
    if (!listed.has(`${race.get(s.empire) ?? ''}|${s.shipClass}`.toLowerCase()))
      problems.push(
        `Ships: ${s.id}'s class ${s.shipClass} is not on the ${race.get(s.empire) ?? s.empire} Unit list (it pays no maintenance and cannot be repaired).`,
      );
  const ships = new Set(c.ships.map((s) => s.id));
  (c.tables?.[MOTHBALLED_TAB.name] ?? []).forEach((r, i) => {
    if (!ships.has(String(r.Ship ?? ''))) problems.push(`${MOTHBALLED_TAB.name} row ${i + 2}: no ship "${r.Ship}" in Ships.`);
  });
  problems.push(...conditionProblems(c), ...sentryProblems(c));
  return problems;
}
