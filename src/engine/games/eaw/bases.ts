// EaW 14.0: a system's ground bases, DEFSATs and commercial platform (CPL), and the season its income
// bases were installed. EaW's own columns on the Systems tab (Game.columns), laid out after Map type as
// EaW workbooks have always had them; held in campaign.extras, read and written here by system id.

import type { GameRow, RowColumn } from '../../core/game';
import type { Campaign } from '../../core/model';

/** What stands at a system (EaW 14.0). */
export interface Bases {
  gsa: number;
  gso: number;
  gms: number;
  /** Ground bases that earn nothing (defence only). */
  other: number;
  defsats: number;
  cpl: boolean;
  /** The season the income bases were installed (proration, EaW 14.0). */
  installedIn: string;
}

const HEADERS: { readonly [k in keyof Bases]: string } = {
  gsa: 'GSA',
  gso: 'GSO',
  gms: 'GMS',
  other: 'Other ground bases',
  defsats: 'DEFSATs',
  cpl: 'CPL',
  installedIn: 'Bases installed in',
};

/**
 * The Systems columns, in the order EaW workbooks have them. Known to the system's owner only (EaW 1b);
 * the admirals' Systems tab never listed other ground bases nor the season of installing.
 */
export const BASE_COLUMNS: readonly RowColumn[] = [
  {
    header: 'GSA',
    type: 'int',
    format: '0',
    seenBy: 'owner',
    after: 'Map type',
    note: 'GSA ground bases (income at a developed colony with a CPL, EaW 14.0).',
  },
  {
    header: 'GSO',
    type: 'int',
    format: '0',
    seenBy: 'owner',
    after: 'GSA',
    note: 'GSO ground bases (income at a dead planet with a CPL, EaW 14.0).',
  },
  {
    header: 'GMS',
    type: 'int',
    format: '0',
    seenBy: 'owner',
    after: 'GSO',
    note: 'GMS ground bases (income at a developed mine with a CPL, EaW 14.0).',
  },
  {
    header: 'Other ground bases',
    type: 'int',
    format: '0',
    seenBy: 'owner',
    after: 'GMS',
    inAdmiralTab: false,
    note: 'Other ground bases (defence only). At most 12 per planet (EaW 14.0).',
  },
  {
    header: 'DEFSATs',
    type: 'int',
    format: '0',
    seenBy: 'owner',
    after: 'Other ground bases',
    note: 'Defence satellites, at most 5 per planet (EaW 14.0).',
  },
  {
    header: 'CPL',
    type: 'bool',
    values: ['yes', 'no'],
    seenBy: 'owner',
    after: 'DEFSATs',
    note: 'Commercial platform present (needed for ground-base income, EaW 14.0).',
  },
  {
    header: 'Bases installed in',
    type: 'season',
    seenBy: 'owner',
    after: 'CPL',
    inAdmiralTab: false,
    note: 'Season the income bases were installed (proration, EaW 14.0).',
  },
];

/** The bases at a system as the campaign holds them (none where its row says nothing). */
export function basesAt(c: Campaign, system: string): Bases {
  const row: GameRow = c.extras?.Systems?.[system] ?? {};
  const num = (k: keyof Bases) => Number(row[HEADERS[k]]) || 0;
  return {
    gsa: num('gsa'),
    gso: num('gso'),
    gms: num('gms'),
    other: num('other'),
    defsats: num('defsats'),
    cpl: row[HEADERS.cpl] === true,
    installedIn: String(row[HEADERS.installedIn] ?? ''),
  };
}

/** Writes a system's bases back to its Systems row. */
export function setBases(c: Campaign, system: string, b: Bases): void {
  const rows = ((c.extras ??= {}).Systems ??= {});
  const cells = Object.fromEntries((Object.keys(HEADERS) as (keyof Bases)[]).map((k) => [HEADERS[k], b[k]]));
  rows[system] = { ...rows[system], ...cells };
}

/** Bases on the ground and in orbit that must fall before a fortification does (EaW 10e), and that defend a site (12a, 13c). */
export function groundDefences(c: Campaign, system: string): number {
  const b = basesAt(c, system);
  return b.gsa + b.gso + b.gms + b.other + b.defsats;
}

/** The map's words for the bases the viewer may see at a system: "Bases: GSA 2, DEFSAT 1, CPL" (other ground bases are not drawn). */
export function basesDetails(row: GameRow): string[] {
  const count = (h: string) => Number(row[h]) || 0;
  const bases = (
    [
      ['GSA', 'GSA'],
      ['GSO', 'GSO'],
      ['GMS', 'GMS'],
      ['DEFSAT', 'DEFSATs'],
    ] as const
  )
    .filter(([, h]) => count(h))
    .map(([k, h]) => `${k} ${count(h)}`);
  if (row.CPL === true) bases.push('CPL');
  return bases.length ? [`Bases: ${bases.join(', ')}`] : [];
}
