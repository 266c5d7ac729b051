// GC B2.30, B2.60-B2.65, E5.0: the convoy tables and the convoy-duty responders, on the document's own example.

import { additionRolls, defenceCategory, responders } from '../../src/engine/games/gc/commerce/convoys';

const ship = (id: string, bpv: number) => ({ id, bpv });
const [CA, DD] = [125, 75];
const ids = (groups: { id: string }[][]) => groups.map((g) => g.map((s) => s.id));

describe('GC convoys (B2)', () => {
  test('B2.61: three defended convoys in segment 4 with 3xCA, 2xDD on duty: CA, CA, 2xDD answer, a CA cannot', () => {
    const pool = [ship('CA1', CA), ship('CA2', CA), ship('CA3', CA), ship('DD1', DD), ship('DD2', DD)];
    expect(ids(responders(pool, 3, false))).toEqual([['CA1'], ['CA2'], ['DD1', 'DD2']]);
  });

  test('B2.61: with a CA destroyed, one defended convoy in impulse 8 is answered by 1xCA, 1xDD', () => {
    const pool = [ship('CA1', CA), ship('CA2', CA), ship('DD1', DD), ship('DD2', DD)];
    expect(ids(responders(pool, 1, false))).toEqual([['CA1', 'DD1']]);
  });

  test('B2.65: with ACD three quarters of the pool answers, dealt among the raids', () => {
    const pool = [ship('CA1', CA), ship('CA2', CA), ship('CA3', CA), ship('DD1', DD)];
    expect(ids(responders(pool, 1, true))).toEqual([['CA1', 'CA2', 'CA3']]);
    expect(ids(responders(pool, 3, true))).toEqual([['CA1'], ['CA2'], ['CA3']]);
    expect(responders(pool, 0, false)).toEqual([]);
  });

  test('B2.30: the defence category of a year; E5.0: the rolls a d6 gives', () => {
    expect([160, 161, 167, 168, 174, 175, 179, 180, 190].map(defenceCategory)).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect([1, 2, 3, 4, 5, 6].map(additionRolls)).toEqual([1, 1, 1, 2, 3, 4]);
  });
});
