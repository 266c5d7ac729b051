// The VBAM-SFB unit lists (sheets-templates/vbam/classes.csv, data from VBSF's docs/units.html):
// read the rows into classes, with a plain message for each row that cannot be read.

import { Rate, Trait, TRAIT_NAMES, TraitName, UnitClass } from './model';
import { boxesOf } from './flights';

/** The columns of classes.csv, in order. */
export const CLASS_COLUMNS = [
  'Empire',
  'Class',
  'In service',
  'Hull',
  'Cost',
  'Maintenance',
  'Attack',
  'Defense',
  'Command rating',
  'Basing',
  'Traits',
] as const;

type Cell = string | number | boolean;

/** "2/3" → 2 EP per 3; a plain number N is N per 1. */
export function parseRate(text: string): Rate | undefined {
  const m = /^\s*(\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(text);
  if (!m) return undefined;
  const per = m[2] === undefined ? 1 : Number(m[2]);
  return per > 0 ? { ep: Number(m[1]), per } : undefined;
}

/** "Scout(2); Slow" → [{Scout, 2}, {Slow}]. */
export function parseTraits(text: string): Trait[] | string {
  const traits: Trait[] = [];
  for (const part of text.split(';').map((s) => s.trim())) {
    if (!part) continue;
    const m = /^([A-Za-z ]+?)\s*(?:\((\d+)\))?$/.exec(part);
    const name = m?.[1] as TraitName | undefined;
    if (!m || !name || !TRAIT_NAMES.includes(name)) return `unknown trait "${part}"`;
    traits.push(m[2] === undefined ? { name } : { name, rating: Number(m[2]) });
  }
  return traits;
}

/** A blank cell is "not listed"; anything else must be a number (null marks a bad cell). */
function optionalNumber(text: string): number | undefined | null {
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

type Column = (typeof CLASS_COLUMNS)[number];

/** One row as a class, or what is wrong with it. */
function readRow(cell: (c: Column) => string): UnitClass | string {
  if (!cell('Empire') || !cell('Class')) return 'needs an empire and a class name';
  const inService = Number(cell('In service'));
  if (cell('In service') === '' || !Number.isInteger(inService)) return `has in-service year "${cell('In service')}", not a whole number`;
  const cost = parseRate(cell('Cost'));
  if (!cost) return `has cost "${cell('Cost')}", not a number or "N/M"`;
  const maintenance = parseRate(cell('Maintenance'));
  if (!maintenance) return `has maintenance "${cell('Maintenance')}", not "N/M"`;
  const [attack, defense, commandRating] = (['Attack', 'Defense', 'Command rating'] as const).map((c) => optionalNumber(cell(c)));
  if (attack === null || defense === null || commandRating === null) return 'has an attack, defense or command rating that is not a number';
  if (!boxesOf(cell('Basing'))) return `has basing "${cell('Basing')}", not boxes such as 12, 6H or 12+6SH`;
  const traits = parseTraits(cell('Traits'));
  if (typeof traits === 'string') return `has an ${traits}`;
  return {
    empire: cell('Empire'),
    name: cell('Class'),
    inService,
    hull: cell('Hull'),
    cost,
    maintenance,
    attack,
    defense,
    commandRating,
    basing: cell('Basing'),
    traits,
  };
}

export interface ClassList {
  classes: UnitClass[];
  /** One message per row left out, naming the row. */
  problems: string[];
}

/** Reads the rows of classes.csv (header first). A row that cannot be read is left out and named. */
export function readClasses(rows: Cell[][]): ClassList {
  const [header, ...body] = rows;
  const at = new Map((header ?? []).map((h, i) => [String(h).trim(), i]));
  const missing = CLASS_COLUMNS.filter((c) => !at.has(c));
  if (missing.length) return { classes: [], problems: [`The class list has no column ${missing.join(', ')}.`] };
  const classes: UnitClass[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  body.forEach((row, i) => {
    if (row.every((c) => String(c).trim() === '')) return;
    const cell = (c: Column) => String(row[at.get(c) as number] ?? '').trim();
    const where = `Class row ${i + 2} (${cell('Empire')} ${cell('Class')})`;
    const read = readRow(cell);
    if (typeof read === 'string') return void problems.push(`${where} ${read}.`);
    const key = `${read.empire}|${read.name}|${read.inService}`;
    if (seen.has(key)) return void problems.push(`${where} repeats an earlier row with the same in-service year.`);
    seen.add(key);
    classes.push(read);
  });
  return { classes, problems };
}

/**
 * The classes an empire may buy at a Tech Year (`VBAM Turn Orders`: in-service date and tech level):
 * for a class listed more than once (a later version), the newest version in service.
 */
export function classesOffered(classes: UnitClass[], empire: string, techYear: number): UnitClass[] {
  const newest = new Map<string, UnitClass>();
  for (const c of classes) {
    if (c.empire !== empire || c.inService > techYear) continue;
    const prior = newest.get(c.name);
    if (!prior || prior.inService < c.inService) newest.set(c.name, c);
  }
  return [...newest.values()];
}
