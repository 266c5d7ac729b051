// Every engine module loads on its own, whatever imports it first. A circle of imports in which one module
// uses another's value as it loads (a column list, a constant) fails only when the circle is entered at the
// wrong module: a test file importing that module first, or a new import elsewhere changing the order
// (GC's economy -> surrender -> tabs -> economy did, for test/engine/gcConvoys.test.ts). So no circle of
// imports at all: a type-only one still ties its modules together, and the shapes several modules share
// sit in modules of their own below them (GC's folders keep theirs in layers too, gcLayout.test.ts).

import { readdirSync } from 'fs';
import { join, relative } from 'path';
import { importCircles } from '../support/importCircles';

const ROOT = join(__dirname, '../../src/engine');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [],
  );
}

describe('engine modules', () => {
  const files = modules(ROOT);

  test('are found', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  test.each(files.map((f) => [relative(ROOT, f), f]))('%s loads first, on its own', (_name, file) => {
    jest.isolateModules(() => {
      expect(() => jest.requireActual(file)).not.toThrow();
    });
  });

  test('make no circle of imports at all, type-only ones included: the kernel, each game, and between them', () => {
    expect(importCircles(ROOT)).toEqual([]);
  });
});
