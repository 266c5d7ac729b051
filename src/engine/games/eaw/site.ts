// EaW's own Systems columns for what stands at a site besides its bases: the fortification (EaW 10-11)
// and the battle map rolled when the system was explored (16d). Game.columns, laid out after Developed
// in as EaW workbooks have always had them; held in campaign.extras, read and written here by system id.

import type { GameRow, RowColumn } from '../../core/game';
import type { Knowledge } from '../../core/view';
import type { Campaign } from '../../core/model';
import { MAP_TYPES } from './exploration';

const FORTIFIED_BY = 'Fortified by';
const MAP_TYPE = 'Map type';

/**
 * The Systems columns, in the order EaW workbooks have them. The admirals' tab shows Fortified (yes/no,
 * the kernel's, from EaW_VIEW.fortified) in place of Fortified by, and the Map type after it.
 */
export const SITE_COLUMNS: readonly RowColumn[] = [
  {
    header: FORTIFIED_BY,
    type: 'text',
    id: true,
    after: 'Developed in',
    inAdmiralTab: false,
    note: 'Empire whose fortification stands here (EaW 10-11); blank if none.',
  },
  {
    header: MAP_TYPE,
    type: 'text',
    values: MAP_TYPES,
    seenBy: 'owner',
    after: FORTIFIED_BY,
    afterInAdmiralTab: 'Fortified',
    note: 'Battle map, rolled when explored (EaW 16d).',
  },
];

const cell = (c: Campaign, system: string, header: string): string => String(c.extras?.Systems?.[system]?.[header] ?? '');
const set = (c: Campaign, system: string, header: string, value: string): void => {
  const rows = ((c.extras ??= {}).Systems ??= {});
  rows[system] = { ...rows[system], [header]: value };
};

/** The empire whose fortification stands at a system; blank if none (EaW 10). */
export const fortifiedBy = (c: Campaign, system: string): string => cell(c, system, FORTIFIED_BY);
export const setFortifiedBy = (c: Campaign, system: string, empire: string): void => set(c, system, FORTIFIED_BY, empire);

/** The battle map of a system, once explored (EaW 16d); blank before. */
export const mapTypeAt = (c: Campaign, system: string): string => cell(c, system, MAP_TYPE);
export const setMapType = (c: Campaign, system: string, mapType: string): void => set(c, system, MAP_TYPE, mapType);

/**
 * The site's cells an admiral sees beyond its owner's (EaW 1b): whether a fortification stands, and whose,
 * wherever it knows more of the place than the map (5e: any fleet one lane away sees it); the battle map
 * where it explored the planet (1c, 16d).
 */
export function siteCellsSeen(c: Campaign, empire: string, system: string, row: GameRow, known: Knowledge | undefined): GameRow {
  const explorer = c.systems.find((s) => s.id === system)?.exploredBy.includes(empire);
  return {
    ...(known && known !== 'map' ? { [FORTIFIED_BY]: row[FORTIFIED_BY] ?? '' } : {}),
    ...(explorer && MAP_TYPE in row ? { [MAP_TYPE]: row[MAP_TYPE] } : {}),
  };
}

/** Whether a fortification stands, from the cells of a Systems row the viewer sees. */
export const fortifiedIn = (cells: GameRow): boolean => !!cells[FORTIFIED_BY];

/** The map's words for a site's battle map: "Map: Star Edge". */
export const mapTypeDetails = (cells: GameRow): string[] => (cells[MAP_TYPE] ? [`Map: ${String(cells[MAP_TYPE])}`] : []);
