// Staley's battle card (GG1.3, GG1.5, issue 34): the campaign directions A-F round a hex, and the
// battle-map edge hexes GG1.52 turns into a way out.
import { directionTo, disengagedHex, edgeDirection, hexToward } from '../src/engine/games/staley/battlecard';

describe('Staley campaign directions (GG1.3)', () => {
  it('names the six neighbours of an odd and an even column, north first, then clockwise', () => {
    // 1108: column 11 is shifted half a hex down; 1008 and 1208 are its north-west and north-east.
    expect(['1107', '1208', '1209', '1109', '1009', '1008'].map((h) => directionTo('1108', h))).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(['1007', '1107', '1108', '1009', '0908', '0907'].map((h) => directionTo('1008', h))).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(directionTo('1108', '1110')).toBeUndefined();
  });

  it('finds the hex each way, the inverse of the direction', () => {
    for (const hex of ['1108', '1008'])
      for (const d of ['A', 'B', 'C', 'D', 'E', 'F'] as const) expect(directionTo(hex, hexToward(hex, d)!)).toBe(d);
  });
});

describe('Staley disengagement by the map edge (GG1.52)', () => {
  it("reads each edge's ranges, corners included", () => {
    const cases: [string, string][] = [
      ['018001', 'A'],
      ['083001', 'A'],
      ['084001', 'B'],
      ['100050', 'B'],
      ['100051', 'C'],
      ['084100', 'C'],
      ['083100', 'D'],
      ['018100', 'D'],
      ['017100', 'E'],
      ['001051', 'E'],
      ['001050', 'F'],
      ['017001', 'F'],
      ['001001', 'F'],
      ['100001', 'B'],
      ['100100', 'C'],
      ['001100', 'E'],
    ];
    expect(cases.map(([h]) => edgeDirection(h))).toEqual(cases.map(([, d]) => d));
  });

  it('knows no direction for a hex off the edge or not a map hex', () => {
    expect(['050050', '101001', '000050', '1108', 'north'].map(edgeDirection)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('turns Disengaged to into the campaign hex: a hex as written, a letter or an edge hex that way', () => {
    expect(['1209', 'c', '100080', '050001', ' 1008 '].map((t) => disengagedHex('1108', t))).toEqual([
      '1209',
      '1209',
      '1209',
      '1107',
      '1008',
    ]);
  });
});
