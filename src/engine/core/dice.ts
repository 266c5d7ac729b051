// The one source of randomness: a seeded generator whose every roll is logged with its purpose.
// Same seed, same rolls. Tests and adjudication cases may script the dice instead.

export interface Roll {
  purpose: string;
  /** What was rolled, e.g. "2D6". */
  dice: string;
  /** Each die. */
  faces: number[];
  total: number;
}

export interface Dice {
  /** Rolls `count` dice of `sides` sides for `purpose`; returns the total. */
  roll(count: number, sides: number, purpose: string): number;
  readonly rolls: Roll[];
}

/** 32-bit FNV-1a of the seed text, the start state of the generator. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, and identical on every JavaScript engine. */
function generator(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class LoggedDice implements Dice {
  readonly rolls: Roll[] = [];
  constructor(private readonly face: (sides: number, purpose: string) => number) {}

  roll(count: number, sides: number, purpose: string): number {
    const faces = Array.from({ length: count }, () => this.face(sides, purpose));
    const total = faces.reduce((a, b) => a + b, 0);
    this.rolls.push({ purpose, dice: `${count}D${sides}`, faces, total });
    return total;
  }
}

export function seededDice(seed: string): Dice {
  const next = generator(seed);
  return new LoggedDice((sides) => 1 + Math.floor(next() * sides));
}

/**
 * Dice that show the given faces in order (one number per die), for adjudication cases and tests.
 * Running out, or a face that does not fit the die, is an error naming the roll.
 */
export function scriptedDice(faces: number[]): Dice {
  const queue = [...faces];
  return new LoggedDice((sides, purpose) => {
    const f = queue.shift();
    if (f === undefined) throw new Error(`scripted dice ran out at "${purpose}"`);
    if (!Number.isInteger(f) || f < 1 || f > sides) throw new Error(`scripted face ${f} does not fit a D${sides} for "${purpose}"`);
    return f;
  });
}
