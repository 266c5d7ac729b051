// VBAM-SFB's map (`VBAM Map`): a grid of squares, each joined by Lanes rows to all adjacent ones (VB1),
// and its legend in the game's words. Each sector is drawn from the rows the viewer sees (VB111): its
// terrain and its control (Controlled in the controller's colour, Contested hatched, Neutral clear)
// from the Sectors tab, which an admiral sees for the sectors it controls or contests, and a supply
// point (`VBAM Supply`) from the Colonies tab, which an admiral sees for its own colonies. The GM sees all.

import { SQUARES } from '../../core/map/layout';
import type { GameRow } from '../../core/game';
import { GameMap, MapPlace } from '../../core/map/words';
import { key } from '../../core/ids';
import { colonyRow } from './state';
import { isSupplyPoint } from './supply';
import { COLONIES_TAB, SECTORS_TAB } from './tabs';

/**
 * `VBAM Map`'s terrain, written in the sector's corner on a pale tint, so that the control's colour
 * stays the one colour a sector is washed in.
 */
const terrain = (label: string, text: string) => ({ colour: '#efece6', label, text: `${text} (VBAM Map)` });
const TERRAIN = {
  'Dust cloud': terrain('Dust', 'Dust cloud'),
  'Asteroid field': terrain('Ast', 'Asteroid field'),
  'Gas giant': terrain('Gas', 'Gas giant'),
  Nebula: terrain('Neb', 'Nebula'),
  'Heat zone': terrain('Heat', 'Heat zone'),
  'Radiation zone': terrain('Rad', 'Radiation zone'),
};

const text = (v: GameRow[string] | undefined) => (Array.isArray(v) ? v.join(', ') : String(v ?? '')).trim();

/** VB111: each sector's terrain, control and supply point, from the Sectors and Colonies rows the viewer sees. */
function places(tables: Readonly<Record<string, readonly GameRow[]>>): Record<string, MapPlace> {
  const out: Record<string, { terrain?: string; control?: string; holder?: string; marks?: string[] }> = {};
  for (const r of tables[SECTORS_TAB.name] ?? []) {
    const sector = key(text(r.Sector));
    const control = text(r.Control);
    const powers = Array.isArray(r.Powers) ? r.Powers.map(key) : [];
    out[sector] = {
      ...(text(r.Terrain) ? { terrain: text(r.Terrain) } : {}),
      ...(control ? { control } : {}),
      ...(control === 'Controlled' && powers[0] ? { holder: powers[0] } : {}),
    };
  }
  for (const r of tables[COLONIES_TAB.name] ?? []) {
    const colony = colonyRow(r);
    if (isSupplyPoint(colony)) out[colony.sector] = { ...out[colony.sector], marks: ['supply'] };
  }
  return out;
}

export const VBAM_MAP: GameMap = {
  layout: SQUARES,
  words: {
    // VB37: the Systems tab's Planet tells a colony (Life), a star system (Unknown) and an empty sector (Dead).
    planets: {
      Life: 'Star system with a colony (VBAM Income)',
      Unknown: 'Star system',
      Dead: 'Empty sector: no star system (VBAM Map)',
    },
    terrain: TERRAIN,
    control: {
      Controlled: { text: "Controlled: the controller's colour (VBAM Map)", held: true },
      Contested: { text: 'Contested: hatched (VBAM Map)', hatched: true },
      Neutral: { text: 'Neutral: left clear (VBAM Map)' },
    },
    marks: { supply: { symbol: 'S', text: 'Supply point (VBAM Supply)' } },
    owner: "Ring: the colony owner's colour",
    colony: 'Colony (VBAM Update Assets)',
    fleet: 'Fleet: id and BPV',
    seenFleet: 'Seen fleet: BPV only, or its kind if civilian (VB59, VB121)',
    crippled: 'cN: N crippled units',
    battlePending: 'Encounter pending (VBAM Combat)',
    battleFought: "Encounter fought: winner's colour",
    lane: 'Adjacent sectors (VBAM Map)',
  },
  places,
};
