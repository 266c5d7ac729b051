// The document's special conditions (`VBAM Special conditions`): the twelve empires allowed to start,
// and, for all of them, the Heavy War Destroyer designations whose option mounts come filled, each
// adding its BPV to the plain HDW's (-C +22, -H +20, -K +10, -P +30, -S +20, -V +20; VB68).

import type { Campaign, ShipClass } from '../../core/model';
import { sameName } from '../../core/ids';

/** The allowed empires, by a word their race's name holds (the Interstellar Concordium also as ISC). */
export const ALLOWED_EMPIRES = [
  ['Federation'],
  ['Klingon'],
  ['Romulan'],
  ['Kzinti'],
  ['Gorn'],
  ['Tholian'],
  ['Hydran'],
  ['Lyran'],
  ['Interstellar Concordium', 'ISC'],
  ['Vudar'],
  ['Frax'],
  ['Peladine'],
] as const;

export function allowedRace(race: string): boolean {
  return ALLOWED_EMPIRES.some((words) => words.some((w) => race.toLowerCase().includes(w.toLowerCase())));
}

/** The BPV each HDW designation adds; a designation not listed (and the plain HDW) adds nothing. */
export const HDW_SURCHARGE: Readonly<Record<string, number>> = { C: 22, H: 20, K: 10, P: 30, S: 20, V: 20 };

/** An HDW class's designation ("HDW-C" → "C", "HDW" → ""), or undefined for a class that is no HDW. */
export function hdwDesignation(className: string): string | undefined {
  const m = /^HDW(?:-(\w+))?$/i.exec(className.trim());
  return m ? (m[1] ?? '').toUpperCase() : undefined;
}

/**
 * A class's combat BPV for its race: its Classes row; an HDW variant with no row of its own is the
 * plain HDW's plus its designation's surcharge. Undefined when neither is there.
 */
export function classCbpv(classes: readonly ShipClass[], race: string, className: string): number | undefined {
  const row = classes.find((k) => sameName(k.race, race) && sameName(k.name, className));
  if (row) return row.cbpv;
  const d = hdwDesignation(className);
  const hdw = d ? classes.find((k) => sameName(k.race, race) && sameName(k.name, 'HDW')) : undefined;
  return hdw && hdw.cbpv + (HDW_SURCHARGE[d!] ?? 0);
}

/** Check workbook: empires outside the allowed twelve, and HDW variant rows whose BPV is not the HDW's plus the surcharge. */
export function conditionProblems(c: Campaign): string[] {
  const problems = c.empires
    .filter((e) => !allowedRace(e.race))
    .map(
      (e) =>
        `Empires: ${e.id}'s race "${e.race}" is not one of the empires VBAM-SFB allows (${ALLOWED_EMPIRES.map((w) => w[0]).join(', ')}).`,
    );
  for (const k of c.classes) {
    const d = hdwDesignation(k.name);
    const hdw = d ? c.classes.find((x) => sameName(x.race, k.race) && sameName(x.name, 'HDW')) : undefined;
    if (!d || !hdw) continue;
    const surcharge = HDW_SURCHARGE[d] ?? 0;
    if (k.cbpv !== hdw.cbpv + surcharge)
      problems.push(
        `Classes: ${k.race} ${k.name} has CBPV ${k.cbpv}; an HDW-${d} is the HDW's ${hdw.cbpv} + ${surcharge} = ${hdw.cbpv + surcharge}.`,
      );
  }
  return problems;
}
