// A hex test campaign (not a shipped game): the EaW sample's empires, classes, fleets and systems moved
// onto a 12 x 8 hex map that wraps east to west (as GC A5.10's does), rows 1 and 8 an impassable border
// (Staley BB3.3), a nebula, asteroid hexes and one wall (a hex side no unit crosses, as GC A5.20's arm
// edge). Its terrain and walls are tabs of the campaign, read by the layout: no Lanes rows at all.
import { Campaign } from '../../src/engine/core/model';
import { formatHexId } from '../../src/engine/core/map/hex';
import { hexLayout } from '../../src/engine/core/map/layout';
import { GameMap } from '../../src/engine/core/map/words';
import { ViewRules } from '../../src/engine/core/view';
import { EAW_VIEW } from '../../src/engine/games/eaw';
import { start } from './mapCampaigns';

export const HEX_COLUMNS = 12;
export const HEX_ROWS = 8;

/** The hex map of a campaign: every Systems row a hex, its terrain and walls from the Hexes and Walls tabs. */
export const HEX_LAYOUT = hexLayout((c) => {
  const terrain = new Map((c.tables?.Hexes ?? []).map((r) => [String(r.Hex), String(r.Terrain)]));
  return {
    hexes: c.systems.map((s) => ({ id: s.id, terrain: terrain.get(s.id) ?? '' })),
    impassable: ['Border'],
    walls: (c.tables?.Walls ?? []).map((r) => [String(r.A), String(r.B)] as const),
    wrap: true,
  };
});

export const HEX_MAP: GameMap = {
  layout: HEX_LAYOUT,
  words: {
    ...EAW_VIEW.map!.words,
    lane: undefined,
    owner: "Ring and hex: owner's colour",
    wall: 'Wall: no unit crosses (GC A5.20)',
    terrain: {
      Border: { colour: '#5a5f66', text: 'Border: no unit enters (Staley BB3.3)' },
      Nebula: { colour: '#f4c2e0', text: 'Nebula' },
      Asteroids: { colour: '#f0d9b5', text: 'Asteroids (Staley BB3.1)' },
    },
  },
};

export const HEX_VIEW: ViewRules = { ...EAW_VIEW, map: HEX_MAP };

/** The hex of the i-th inner hex (rows 2 to 7), column by column. */
const innerHex = (i: number) => formatHexId({ col: 1 + Math.floor(i / (HEX_ROWS - 2)), row: 2 + (i % (HEX_ROWS - 2)) });

/** The sample, its systems the first inner hexes and every other hex empty. */
export function hexCampaign(): Campaign {
  const c = structuredClone(start);
  const hexOf = new Map(c.systems.map((s, i) => [s.id, innerHex(i)]));
  const named = new Map(c.systems.map((s) => [hexOf.get(s.id)!, s]));
  const blank = { ...c.systems[0], name: '', planet: 'Dead' as const, owner: '', development: '' as const, exploredBy: [] };
  c.systems = [];
  for (let col = 1; col <= HEX_COLUMNS; col++)
    for (let row = 1; row <= HEX_ROWS; row++) {
      const id = formatHexId({ col, row });
      c.systems.push({ ...(named.get(id) ?? blank), id, x: col, y: row });
    }
  c.lanes = [];
  for (const f of c.fleets) f.location = hexOf.get(f.location) ?? f.location;
  c.orders = {};
  const edge = (row: number) =>
    Array.from({ length: HEX_COLUMNS }, (_, i) => ({ Hex: formatHexId({ col: i + 1, row }), Terrain: 'Border' }));
  c.tables = {
    Hexes: [
      ...edge(1),
      ...edge(HEX_ROWS),
      { Hex: '0905', Terrain: 'Nebula' },
      { Hex: '1003', Terrain: 'Asteroids' },
      { Hex: '1004', Terrain: 'Asteroids' },
    ],
    Walls: [{ A: '0602', B: '0702' }],
  };
  return c;
}
