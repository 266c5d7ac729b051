// GC C17: the technologies an empire has from R & D (or typed by the GM from its special rules), kept on the
// Empires tab's Techs column as codes: ACD (B2.65), Randomizer 2 (E7, Appendix 2/A), Spy School (C14.40)...
// The rules that use a tech ask here.

import type { RowColumn } from '../../../core/game';
import type { Campaign } from '../../../core/model';
import { extraRow, setExtra } from './rows';

export const TECHS = 'Techs';

export const TECHS_COLUMN: RowColumn = {
  header: TECHS,
  type: 'list',
  seenBy: 'owner',
  note: 'GC C17: the technologies it has from R & D or its special rules, e.g. "ACD, Randomizer 2, Spy School" (B2.65, E7, C14.40). A successful R & D project adds its own (C17.30).',
};

/** The empire's techs as written. */
export function techsOf(c: Campaign, empire: string): string[] {
  const cell = extraRow(c, 'Empires', empire)[TECHS];
  return (Array.isArray(cell) ? cell.map(String) : String(cell ?? '').split(',')).map((t) => t.trim()).filter(Boolean);
}

/** The level of a levelled tech ("Randomizer 3" is 3; "Randomizer" alone 1; none 0). */
export function techLevel(c: Campaign, empire: string, code: string): number {
  const t = techsOf(c, empire).find((x) => x.toLowerCase() === code.toLowerCase() || x.toLowerCase().startsWith(`${code.toLowerCase()} `));
  return t ? Number(t.slice(code.length).trim()) || 1 : 0;
}

/** Whether the empire has the tech `code`. */
export const hasTech = (c: Campaign, empire: string, code: string): boolean => techLevel(c, empire, code) > 0;

/** Adds the tech `code` to the empire's, or raises its level by one ("Randomizer 2" becomes "Randomizer 3"). */
export function grantTech(c: Campaign, empire: string, code: string): string {
  const level = techLevel(c, empire, code);
  const named = level ? `${code} ${level + 1}` : code;
  const others = techsOf(c, empire).filter(
    (t) => t.toLowerCase() !== code.toLowerCase() && !t.toLowerCase().startsWith(`${code.toLowerCase()} `),
  );
  setExtra(c, 'Empires', empire, { [TECHS]: [...others, named] });
  return named;
}

/** GC C17.74: the tech as the empire's Techs write it ("SFG (unique)"), if it has it. */
export const techEntry = (c: Campaign, empire: string, code: string): string | undefined =>
  techsOf(c, empire).find((x) => x.toLowerCase() === code.toLowerCase() || x.toLowerCase().startsWith(`${code.toLowerCase()} `));

/** GC C17.74: "unique" or "special" when the Techs entry says so. */
export const techMark = (c: Campaign, empire: string, code: string): 'unique' | 'special' | undefined =>
  /\((unique|special)\)/i.exec(techEntry(c, empire, code) ?? '')?.[1].toLowerCase() as 'unique' | 'special' | undefined;

/** GC C17.74: the empire's entry for `code` marked unique. */
export function markUnique(c: Campaign, empire: string, code: string): void {
  const entry = techEntry(c, empire, code);
  const marked = `${(entry ?? code).replace(/\s*\((unique|special)\)/i, '')} (unique)`;
  setExtra(c, 'Empires', empire, { [TECHS]: techsOf(c, empire).map((t) => (t === entry ? marked : t)) });
}
