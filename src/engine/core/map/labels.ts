// Label placement for the strategic map: every system name and fleet stack gets a box that overlaps no
// other label and no system marker. Greedy, in a spatial hash so the 1000-system benchmark stays fast:
// each label tries positions around its anchor, ring after ring outward; a name that finds no room
// within a few rings is left out (the system's hover details still name it), a fleet stack never is.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Boxes kept in grid cells, so a collision test looks only at its neighbourhood. */
export class BoxIndex {
  private readonly cells = new Map<string, Box[]>();
  constructor(private readonly cell: number) {}

  private keys(b: Box): string[] {
    const out: string[] = [];
    const c = this.cell;
    for (let i = Math.floor(b.x / c); i <= Math.floor((b.x + b.w) / c); i++) {
      for (let j = Math.floor(b.y / c); j <= Math.floor((b.y + b.h) / c); j++) out.push(`${i},${j}`);
    }
    return out;
  }

  add(b: Box): void {
    for (const k of this.keys(b)) {
      const list = this.cells.get(k);
      if (list) list.push(b);
      else this.cells.set(k, [b]);
    }
  }

  hits(b: Box): boolean {
    return this.keys(b).some((k) => (this.cells.get(k) ?? []).some((o) => overlaps(o, b)));
  }
}

export interface LabelRequest {
  /** The point the label belongs to, and the radius of its marker. */
  x: number;
  y: number;
  r: number;
  w: number;
  h: number;
  /** A label that must be drawn (a fleet stack) searches until it finds room. */
  required: boolean;
}

/** Where each label went (its box), or undefined for an optional label with no room near its anchor. */
export function placeLabels(requests: LabelRequest[], obstacles: Box[], cell: number): (Box | undefined)[] {
  const index = new BoxIndex(cell);
  obstacles.forEach((o) => index.add(o));
  const gap = 3;
  return requests.map((q) => {
    const maxRing = q.required ? 200 : 3;
    for (let ring = 0; ring < maxRing; ring++) {
      const d = q.r + gap + ring * (q.h + gap);
      // Right, left, below, above, then the four corners: the order map readers expect.
      const candidates: [number, number][] = [
        [q.x + d, q.y - q.h / 2],
        [q.x - d - q.w, q.y - q.h / 2],
        [q.x - q.w / 2, q.y + d],
        [q.x - q.w / 2, q.y - d - q.h],
        [q.x + d * 0.7, q.y + d * 0.7],
        [q.x - d * 0.7 - q.w, q.y + d * 0.7],
        [q.x + d * 0.7, q.y - d * 0.7 - q.h],
        [q.x - d * 0.7 - q.w, q.y - d * 0.7 - q.h],
      ];
      for (const [x, y] of candidates) {
        const box = { x, y, w: q.w, h: q.h };
        if (!index.hits(box)) {
          index.add(box);
          return box;
        }
      }
    }
    return undefined;
  });
}
