// Issue 29, item 5: src/sheets/ in rooms (tabs, views, run, books, actions), with no import running in a
// circle between them. Read from the sources' own imports, whatever path they take (eslint.config.mjs
// holds each room to the rooms before it as the code is written; this holds the rooms' graph as it is).
import { readdirSync, readFileSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';
import { sourceFiles } from './support/sourceFiles';

const SHEETS = join(__dirname, '..', 'src', 'sheets');

/** The room (first folder under src/sheets) of a file, or undefined outside src/sheets. */
function roomOf(file: string): string | undefined {
  const rel = relative(SHEETS, file);
  return rel.startsWith('..') ? undefined : rel.split(/[\\/]/)[0];
}

/** Each room's imports of the other rooms, from every relative import (static, dynamic, type-only). */
function roomGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SHEETS)) {
    const from = roomOf(file)!;
    if (!graph.has(from)) graph.set(from, new Set());
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)'(\.[^']*)'/g)) {
      const to = roomOf(resolve(dirname(file), m[1]));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** A circle in the graph, as the rooms along it, or undefined when there is none. */
function circle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (room: string): string[] | undefined => {
    if (state.get(room) === 'done') return undefined;
    if (state.get(room) === 'open') return [...path.slice(path.indexOf(room)), room];
    state.set(room, 'open');
    path.push(room);
    for (const next of graph.get(room) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(room, 'done');
    return undefined;
  };
  for (const room of graph.keys()) {
    const found = visit(room);
    if (found) return found;
  }
  return undefined;
}

describe('src/sheets in rooms (issue 29)', () => {
  const graph = roomGraph();

  it('keeps every file in one of its five rooms', () => {
    expect([...graph.keys()].sort()).toEqual(['actions', 'books', 'run', 'tabs', 'views']);
    expect(readdirSync(SHEETS).filter((f) => f.endsWith('.ts'))).toEqual([]);
    expect([...graph.get('actions')!].sort()).toEqual(['books', 'run', 'tabs', 'views']); // the imports are read
  });

  it('has no import running in a circle between rooms', () => {
    expect(circle(graph)).toBeUndefined();
  });

  it('imports only from the rooms before each, the data’s way: tabs, views, run, books, actions', () => {
    const order = ['tabs', 'views', 'run', 'books', 'actions'];
    for (const [room, targets] of graph)
      for (const to of targets) expect(`${room} -> ${to}: ${order.indexOf(to) < order.indexOf(room)}`).toBe(`${room} -> ${to}: true`);
  });

  it('finds a circle where there is one', () => {
    const looped = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(circle(looped)).toEqual(['a', 'b', 'c', 'a']);
    expect(circle(new Map([['a', new Set(['b'])]]))).toBeUndefined();
  });
});
