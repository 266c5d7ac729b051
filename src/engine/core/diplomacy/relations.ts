// Diplomatic states and treaties (VBAM adaptation, seed 004, "Diplomacy"): the statuses, the treaty
// list with its prerequisites and the names admirals write, the relation of a pair of empires, what it
// lets their fleets do, and contact.

export const STATUSES = ['War', 'Hostilities', 'Normal', 'No contact'] as const;
export type Status = (typeof STATUSES)[number];

/** A status as written in a cell (any case), or undefined. */
export function parseStatus(text: unknown): Status | undefined {
  const s = String(text ?? '')
    .trim()
    .toLowerCase();
  return STATUSES.find((x) => x.toLowerCase() === s);
}
export const TREATIES = ['Non-Aggression', 'Peace', 'Trade', 'Mutual Defense', 'Alliance', 'Co-Belligerence'] as const;
export type Treaty = (typeof TREATIES)[number];

/** One pair of empires (a < b by id). `since` is the season the row last changed. */
export interface Relation {
  a: string;
  b: string;
  status: Status;
  treaties: Treaty[];
  since: string;
}

/** What must be in force between the same two empires before a treaty can be signed (Alliance: with every member). */
export const REQUIRES: Readonly<Record<Treaty, readonly Treaty[]>> = {
  'Non-Aggression': [],
  Peace: ['Non-Aggression'],
  Trade: ['Non-Aggression'],
  'Mutual Defense': ['Peace'],
  Alliance: ['Mutual Defense'],
  'Co-Belligerence': ['Non-Aggression'],
};

/** The seed's treaty-name spellings the orders accept, squeezed (lower case, letters only). */
const TREATY_NAMES: ReadonlyArray<[string[], Treaty | 'Armistice']> = [
  [['nonaggression', 'na', 'nap'], 'Non-Aggression'],
  [['peace'], 'Peace'],
  [['trade'], 'Trade'],
  [['mutualdefense', 'mutualdefence', 'md', 'defense', 'defence'], 'Mutual Defense'],
  [['alliance'], 'Alliance'],
  [['cobelligerence', 'cobelligerency', 'cobelligerent', 'cb'], 'Co-Belligerence'],
  [['armistice'], 'Armistice'],
];

/** A treaty name as an admiral may write it ("NA", "non-aggression pact", "Mutual Defence Treaty"). */
export function parseTreaty(text: unknown): Treaty | 'Armistice' | undefined {
  const s = String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(treaty|pact|agreement)$/, '')
    .replace(/^treatyof/, '');
  return TREATY_NAMES.find(([names]) => names.includes(s))?.[1];
}

// ---------------------------------------------------------------------------------------------
// Relations

/** The key of an unordered pair of empires, the same either way round. */
export function pairKey(a: string, b: string): string {
  return [a, b].sort().join('|');
}

export function involves(r: { a: string; b: string }, a: string, b: string): boolean {
  if (r.a === a && r.b === b) return true;
  // Ids as text with no "|" in them are one pair only as they are or swapped: most rows looked at are not, told with no key made.
  if (unbarred(r.a) && unbarred(r.b) && unbarred(a) && unbarred(b)) return r.a === b && r.b === a;
  return pairKey(r.a, r.b) === pairKey(a, b);
}
const unbarred = (id: unknown) => typeof id === 'string' && !id.includes('|');

/** The row of a pair; a pair with no row has the campaign's default status and no treaties. */
export function relationOf(relations: Relation[], a: string, b: string, defaultStatus: Status): Relation {
  const found = relations.find((r) => involves(r, a, b));
  if (found) return found;
  const [x, y] = a <= b ? [a, b] : [b, a];
  return { a: x, b: y, status: defaultStatus, treaties: [], since: '' };
}

/** Fleets of the two empires that meet fight: status Hostilities or War. */
export function hostile(r: Relation): boolean {
  return r.status === 'Hostilities' || r.status === 'War';
}

/** Fleets may land ground troops to invade the other's systems only at War (VBAM: Hostilities stops short of invasion). */
export function mayInvade(r: Relation): boolean {
  return r.status === 'War';
}

/** Kinds of units as the treaty texts speak of them. */
export type UnitKind = 'trade' | 'civilian' | 'military' | 'ground';
/**
 * What each treaty lets the partner's units do in one's systems (VBAM treaty texts): Non-Aggression
 * closes the border (units that stray in may be interned), Trade opens it to trade fleets, Peace to
 * trade, colony and transport fleets, Mutual Defense also to warships (not ground forces), Alliance to all,
 * and Co-Belligerence too (its partners operate together as if they were members).
 */
const ENTRY: ReadonlyArray<[Treaty, readonly UnitKind[]]> = [
  ['Alliance', ['trade', 'civilian', 'military', 'ground']],
  ['Co-Belligerence', ['trade', 'civilian', 'military', 'ground']],
  ['Mutual Defense', ['trade', 'civilian', 'military']],
  ['Peace', ['trade', 'civilian']],
  ['Trade', ['trade']],
  ['Non-Aggression', []],
];

/**
 * Whether units of one empire may enter systems the other controls. No treaty: yes (Normal relations
 * ignore borders; at Hostilities or War borders are crossed by force). With treaties, the most open one decides.
 */
export function mayEnter(r: Relation, unit: UnitKind): boolean {
  const governing = ENTRY.filter(([t]) => has(r, t));
  return governing.length === 0 || governing.some(([, kinds]) => kinds.includes(unit));
}

/** Whether the treaty is in force in the relation. */
export function has(r: Relation, treaty: Treaty): boolean {
  return r.treaties.includes(treaty);
}

function other(r: Relation, empire: string): string {
  return r.a === empire ? r.b : r.a;
}

/** The empire's alliance partners (every member of its alliance but itself). */
export function allies(relations: Relation[], empire: string): string[] {
  return relations.filter((r) => (r.a === empire || r.b === empire) && has(r, 'Alliance')).map((r) => other(r, empire));
}

/** Two empires meet: a pair still at No contact gets Normal relations (VBAM contact). Other pairs are unchanged. */
export function contact(relations: Relation[], a: string, b: string, season: string, defaultStatus: Status = 'No contact'): Relation[] {
  if (a === b || relationOf(relations, a, b, defaultStatus).status !== 'No contact') return relations;
  const book = new Book(relations, defaultStatus, season);
  book.set(a, b, { status: 'Normal' });
  return book.list();
}

/** A mutable copy of the relations for one resolution; rows never seen before are added a < b. */
export class Book {
  private readonly rows: Relation[];
  constructor(
    relations: Relation[],
    private readonly defaultStatus: Status,
    private readonly season: string,
  ) {
    this.rows = relations.map((r) => ({ ...r, treaties: [...r.treaties] }));
  }
  get(a: string, b: string): Relation {
    return relationOf(this.rows, a, b, this.defaultStatus);
  }
  set(a: string, b: string, change: { status?: Status; treaties?: Treaty[] }): void {
    let row = this.rows.find((r) => involves(r, a, b));
    if (!row) this.rows.push((row = { ...relationOf([], a, b, this.defaultStatus) }));
    if (change.status) row.status = change.status;
    if (change.treaties) row.treaties = TREATIES.filter((t) => change.treaties?.includes(t));
    row.since = this.season;
  }
  list(): Relation[] {
    return this.rows;
  }
}
