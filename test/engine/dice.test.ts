import { scriptedDice, seededDice } from '../../src/engine/core/dice';

describe('dice', () => {
  it('repeats exactly for the same seed and logs every roll with its purpose', () => {
    const a = seededDice('Y165 Spring:abc');
    const b = seededDice('Y165 Spring:abc');
    const rollsA = Array.from({ length: 50 }, (_, i) => a.roll(2, 6, `roll ${i}`));
    expect(Array.from({ length: 50 }, (_, i) => b.roll(2, 6, `roll ${i}`))).toEqual(rollsA);
    expect(a.rolls).toHaveLength(50);
    expect(a.rolls[3]).toMatchObject({ purpose: 'roll 3', dice: '2D6' });
    expect(a.rolls.every((r) => r.faces.every((f) => f >= 1 && f <= 6) && r.total === r.faces[0] + r.faces[1])).toBe(true);
  });

  it('differs for another seed and covers every face', () => {
    const d = seededDice('other');
    const faces = new Set(Array.from({ length: 300 }, () => d.roll(1, 6, 'x')));
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Array.from({ length: 20 }, () => seededDice('s1').roll(3, 6, 'x'))).not.toEqual(
      Array.from({ length: 20 }, (_, i) => seededDice(`s${i + 2}`).roll(3, 6, 'x')),
    );
  });

  it('can be scripted, and says when the script runs out or does not fit', () => {
    const d = scriptedDice([3, 4, 6]);
    expect(d.roll(2, 6, 'exploration')).toBe(7);
    expect(() => d.roll(1, 4, 'small die')).toThrow('scripted face 6 does not fit a D4 for "small die"');
    expect(() => scriptedDice([]).roll(1, 6, 'siege')).toThrow('scripted dice ran out at "siege"');
  });
});
