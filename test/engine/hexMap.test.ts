// Maps of any shape (issue 29): a hex map's adjacency from its geometry, with impassable hexes (Staley
// BB3.3, GC A200), walls (GC A5.20) and the east-west wrap (GC A5.10); distances and routes by
// breadth-first search; World taking its neighbours from the layout; the hex map drawn from a view.
import { HexGrid, HexMapSpec } from '../../src/engine/core/map/hexGrid';
import { formatHexId, hexDistance, axialOf } from '../../src/engine/core/map/hex';
import { shortestRoute, stepsBetween, stepsFrom, within } from '../../src/engine/core/map/paths';
import { laneAdjacency } from '../../src/engine/core/map/layout';
import { World } from '../../src/engine/core/world';
import { seededDice } from '../../src/engine/core/dice';
import { gmView, viewFor } from '../../src/engine/core/view';
import { renderMap } from '../../src/engine/core/map/render';
import { EAW_VIEW } from '../../src/engine/games/eaw';
import { VBAM_VIEW } from '../../src/engine/games/vbam/view';
import { start } from '../support/mapCampaigns';
import { HEX_LAYOUT, HEX_VIEW, hexCampaign } from '../support/hexCampaign';

/** An open map of `columns` x `rows` hexes, each named "ccrr". */
function open(columns: number, rows: number, over: Partial<HexMapSpec> = {}): HexMapSpec {
  const hexes = [];
  for (let col = 1; col <= columns; col++) for (let row = 1; row <= rows; row++) hexes.push({ id: formatHexId({ col, row }), terrain: '' });
  return { hexes, ...over };
}

describe('a hex grid', () => {
  it('joins a hex to the 6 around it, fewer at the edge; wrapped, the east edge meets the west', () => {
    const flat = new HexGrid(open(10, 8));
    expect([...flat.neighbours('0504')].sort()).toEqual(['0404', '0405', '0503', '0505', '0604', '0605']);
    expect([...flat.neighbours('0404')].sort()).toEqual(['0303', '0304', '0403', '0405', '0503', '0504']);
    expect([...flat.neighbours('0101')].sort()).toEqual(['0102', '0201', '0202']);
    const round = new HexGrid(open(10, 8, { wrap: true }));
    expect([...round.neighbours('0104')].sort()).toEqual(['0103', '0105', '0204', '0205', '1004', '1005']);
    expect([...round.neighbours('1004')].sort()).toEqual(['0103', '0104', '0903', '0904', '1003', '1005']);
    expect(round.distance('0104', '1004')).toBe(1);
    expect(flat.distance('0104', '1004')).toBe(9);
    expect(stepsBetween('0104', '1004', round.neighbours)).toBe(1);
  });

  it('finds, on an open map, routes as long as the distance between the hexes, and N hexes within N as 1 + 3N(N+1)', () => {
    const grid = new HexGrid(open(15, 15));
    const steps = stepsFrom('0808', grid.neighbours);
    for (const [id, p] of grid.places) expect(steps.get(id)).toBe(hexDistance(axialOf(p), axialOf(grid.places.get('0808')!)));
    for (const n of [0, 1, 2, 4]) expect(within('0808', n, grid.neighbours)).toHaveLength(1 + 3 * n * (n + 1));
    const route = shortestRoute('0101', '1510', grid.neighbours)!;
    expect(route.length - 1).toBe(grid.distance('0101', '1510'));
    expect(route[0]).toBe('0101');
    expect(route[route.length - 1]).toBe('1510');
    for (let i = 1; i < route.length; i++) expect(grid.distance(route[i - 1], route[i])).toBe(1);
  });

  it('never enters an impassable hex (Staley BB3.3, GC A200) nor crosses a wall (GC A5.20): routes go round them', () => {
    // A line of nebula in column 5, rows 1-6, leaves row 7 open; a wall across 0407-0507 closes that too but one side.
    const hexes = open(9, 8).hexes.map((h) => (h.id.startsWith('05') && Number(h.id.slice(2)) <= 6 ? { ...h, terrain: 'Nebula' } : h));
    const walled = new HexGrid({ hexes, impassable: ['Nebula'], walls: [['0407', '0507']] });
    expect(walled.passable('0503')).toBe(false);
    expect(walled.neighbours('0503')).toEqual([]);
    expect([...walled.neighbours('0403')].sort()).toEqual(['0302', '0303', '0402', '0404']);
    expect(walled.neighbours('0407')).not.toContain('0507');
    const route = shortestRoute('0403', '0603', walled.neighbours)!;
    expect(route.some((h) => walled.terrain.get(h) === 'Nebula')).toBe(false);
    expect(route.some((h) => h === '0507' || h === '0508')).toBe(true);
    expect(route.length - 1).toBeGreaterThan(walled.distance('0403', '0603'));
    expect(shortestRoute('0403', '0503', walled.neighbours)).toBeUndefined();
    expect(stepsBetween('0403', '0503', walled.neighbours)).toBe(Infinity);
    // Cut off entirely: a wall on the last open side too.
    const closed = new HexGrid({
      hexes,
      impassable: ['Nebula'],
      walls: [
        ['0407', '0507'],
        ['0408', '0507'],
        ['0408', '0508'],
      ],
    });
    expect(shortestRoute('0403', '0603', closed.neighbours)).toBeUndefined();
  });

  it('stops a search at N steps, nearest first', () => {
    const grid = new HexGrid(open(9, 9));
    const near = stepsFrom('0505', grid.neighbours, 2);
    expect(Math.max(...near.values())).toBe(2);
    expect([...near.values()]).toEqual([...near.values()].sort((a, b) => a - b));
  });

  it('finds a hex by the digits of its id or, where they do not spell its place, by the id itself (GC A5.10); a repeated id moves its hex', () => {
    const grid = new HexGrid({
      hexes: [
        { id: '0102', terrain: '' },
        { id: 'MM17', terrain: 'Nebula', place: { col: 2, row: 2 } },
        { id: ' 0301', terrain: '' },
        { id: '0303', terrain: 'Dust' },
        { id: '0303', terrain: 'Gas', place: { col: 3, row: 2 } },
        { id: 'nowhere', terrain: '' },
      ],
    });
    expect([...grid.places.keys()]).toEqual(['0102', 'MM17', ' 0301', '0303']);
    expect(grid.places.get('0303')).toEqual({ col: 3, row: 2 });
    expect(grid.terrain.get('0303')).toBe('Gas');
    expect(['0102', 'MM17', ' 0301', '0303', '0301', '0202', 'nowhere'].map((id) => grid.passable(id))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([...grid.neighbours('MM17')].sort()).toEqual([' 0301', '0102', '0303']);
    expect(grid.distance('0102', '0303')).toBe(2);
    const steps = stepsFrom('0102', grid.neighbours);
    expect([...steps]).toEqual([
      ['0102', 0],
      ['MM17', 1],
      ['0303', 2],
      [' 0301', 2],
    ]);
    expect([steps.size, steps.get('0303'), steps.has('0301'), steps.get('nowhere')]).toEqual([4, 2, false, undefined]);
  });
});

describe('World and its layout', () => {
  it('keeps the Lanes rows of a lanes map exactly as before (each row both ways, a repeat once)', () => {
    const w = new World(start, seededDice('x'));
    const lanes = laneAdjacency(start.lanes);
    for (const s of start.systems) expect(w.neighbours(s.id)).toEqual(lanes.get(s.id) ?? []);
    expect(
      laneAdjacency([
        { a: 'A', b: 'B' },
        { a: 'B', b: 'A' },
        { a: 'A', b: 'C' },
      ]),
    ).toEqual(
      new Map([
        ['A', ['B', 'C']],
        ['B', ['A']],
        ['C', ['A']],
      ]),
    );
  });

  it('takes a hex map\u2019s neighbours from its geometry: no Lanes rows, the border and the wall honoured, round the wrap', () => {
    const c = hexCampaign();
    expect(c.lanes).toEqual([]);
    const w = new World(c, seededDice('x'), undefined, HEX_LAYOUT);
    expect([...w.neighbours('0103')].sort()).toEqual(['0102', '0104', '0203', '0204', '1203', '1204']);
    expect(w.neighbours('0102')).not.toContain('0101'); // row 1 is the border
    expect(w.neighbours('0602')).not.toContain('0702'); // the wall
    expect(w.laneExists('0103', '1203')).toBe(true);
    expect(new World(c, seededDice('x')).neighbours('0103')).toEqual([]); // read as a lanes map: no lanes
  });
});

describe('the map of each shape', () => {
  it('draws a hex map as hexes: each tile with its terrain and owner, the wall, and a legend in the game\u2019s words', () => {
    const c = hexCampaign();
    const { svg } = renderMap(gmView(HEX_VIEW, c));
    expect(svg.match(/<g class="tile"/g)).toHaveLength(c.systems.length);
    expect(svg.match(/<g class="tile"[^>]*><polygon/g)).toHaveLength(c.systems.length);
    expect(svg.match(/data-terrain="Border"/g)).toHaveLength(24);
    expect(svg).toMatch(/<line class="wall" data-wall="0602-0702"/);
    const legend = svg.split('<g class="legend">')[1];
    expect(legend).toContain('Border: no unit enters (Staley BB3.3)');
    expect(legend).toContain('Wall: no unit crosses (GC A5.20)');
    expect(legend).not.toMatch(/Warp lane/);
    const owned = c.systems.filter((s) => s.owner).length;
    expect(svg.match(/class="tile-owner"/g)).toHaveLength(owned);
  });

  it("washes a hex in its owner's colour only where the admiral's view knows the owner", () => {
    const c = hexCampaign();
    const kli = viewFor(HEX_VIEW, c, 'KLI');
    const { svg } = renderMap(kli);
    expect(svg.match(/class="tile-owner"/g)).toHaveLength(kli.systems.filter((s) => s.owner).length);
    expect(kli.systems.filter((s) => s.owner).length).toBeLessThan(c.systems.filter((s) => s.owner).length);
  });

  it("speaks each game's words: EaW's lanes and rules on its map, VBAM-SFB's squares with its own", () => {
    const eaw = renderMap(gmView(EAW_VIEW, start)).svg;
    expect(eaw).toContain('Warp lane (EaW 1d)');
    expect(eaw).not.toMatch(/class="tiles"/);
    const vbam = renderMap(gmView(VBAM_VIEW, { ...start, settings: { ...start.settings, ruleset: 'VBAM-SFB' } })).svg;
    expect(vbam).toMatch(/<g class="tile" data-tile="S01"><rect/);
    expect(vbam).toContain('Adjacent sectors (VBAM Map)');
    expect(vbam).not.toMatch(/EaW/);
  });
});
