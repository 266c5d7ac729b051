// Hex geometry (core/map/hex.ts) against Red Blob Games' guide: axial distance, neighbours, rings, lines,
// and odd-q offset coordinates; and hex ids as column and row (Staley AA5).
import {
  axialOf,
  formatHexId,
  Hex,
  HEX_DIRECTIONS,
  hexDistance,
  hexLine,
  hexNeighbours,
  hexRing,
  hexRound,
  parseHexId,
  placeOf,
} from '../../src/engine/core/map/hex';

const ORIGIN: Hex = { q: 0, r: 0 };
const key = (h: Hex) => `${h.q},${h.r}`;

describe('hex geometry (Red Blob Games)', () => {
  it('measures axial distance as half the cube coordinates\u2019 differences', () => {
    expect(hexDistance(ORIGIN, { q: 3, r: -1 })).toBe(3);
    expect(hexDistance({ q: -2, r: 3 }, { q: 1, r: -2 })).toBe(5);
    expect(hexDistance({ q: 1, r: 1 }, { q: 1, r: 1 })).toBe(0);
    for (const d of HEX_DIRECTIONS) expect(hexDistance(ORIGIN, d)).toBe(1);
  });

  it('gives six neighbours, one a direction, each one hex away and all different', () => {
    const around = hexNeighbours({ q: 2, r: -1 });
    expect(new Set(around.map(key)).size).toBe(6);
    expect(around.every((h) => hexDistance(h, { q: 2, r: -1 }) === 1)).toBe(true);
    expect(around.map(key)).toEqual(['3,-1', '3,-2', '2,-2', '1,-1', '1,0', '2,0']);
  });

  it('makes a ring of radius N of 6N hexes, each N away, starting south-west', () => {
    expect(hexRing(ORIGIN, 0)).toEqual([ORIGIN]);
    for (const radius of [1, 2, 5]) {
      const ring = hexRing({ q: 1, r: 2 }, radius);
      expect(ring).toHaveLength(6 * radius);
      expect(new Set(ring.map(key)).size).toBe(6 * radius);
      expect(ring.every((h) => hexDistance(h, { q: 1, r: 2 }) === radius)).toBe(true);
    }
    expect(key(hexRing(ORIGIN, 2)[0])).toBe('-2,2');
  });

  it('rounds fractional hexes to the nearest (cube rounding) and draws lines hex by hex', () => {
    expect(hexRound(0.4, 0.4)).toEqual({ q: 0, r: 1 });
    expect(hexRound(-0.2, 0.1)).toEqual({ q: 0, r: 0 });
    expect(hexLine(ORIGIN, { q: 3, r: 0 }).map(key)).toEqual(['0,0', '1,0', '2,0', '3,0']);
    const line = hexLine({ q: -2, r: 1 }, { q: 3, r: -3 });
    expect(line).toHaveLength(hexDistance({ q: -2, r: 1 }, { q: 3, r: -3 }) + 1);
    for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1], line[i])).toBe(1);
    expect(hexLine(ORIGIN, ORIGIN)).toEqual([ORIGIN]);
  });

  it('converts odd-q offsets (odd columns half a hex down) to axial and back', () => {
    expect(axialOf({ col: 3, row: 4 })).toEqual({ q: 3, r: 3 });
    expect(axialOf({ col: 4, row: 4 })).toEqual({ q: 4, r: 2 });
    for (let col = -3; col <= 6; col++) for (let row = -2; row <= 5; row++) expect(placeOf(axialOf({ col, row }))).toEqual({ col, row });
  });

  it('finds the neighbours of a column and row as Red Blob\u2019s odd-q table lists them', () => {
    const offsets = (col: number, row: number) =>
      hexNeighbours(axialOf({ col, row }))
        .map(placeOf)
        .map((p) => `${p.col - col},${p.row - row}`)
        .sort();
    // Red Blob's oddq_direction_differences, [column, row] changes: even columns, then odd ones.
    expect(offsets(2, 3)).toEqual(['1,0', '1,-1', '0,-1', '-1,-1', '-1,0', '0,1'].sort());
    expect(offsets(3, 3)).toEqual(['1,1', '1,0', '0,-1', '-1,0', '-1,1', '0,1'].sort());
  });

  it('names a hex by column then row, two digits each or more (Staley AA5), and reads such names back', () => {
    expect(formatHexId({ col: 3, row: 4 })).toBe('0304');
    expect(formatHexId({ col: 12, row: 7 })).toBe('1207');
    expect(formatHexId({ col: 101, row: 7 })).toBe('101007');
    expect(parseHexId('0304')).toEqual({ col: 3, row: 4 });
    expect(parseHexId(' 1207 ')).toEqual({ col: 12, row: 7 });
    expect(parseHexId('101007')).toEqual({ col: 101, row: 7 });
    for (const bad of ['304', 'S0304', '', '03-4', '12345']) expect(parseHexId(bad)).toBeUndefined();
  });
});
