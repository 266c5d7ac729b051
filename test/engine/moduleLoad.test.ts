// Every engine module loads on its own, whatever imports it first. A circle of imports in which one module
// uses another's value as it loads (a column list, a constant) fails only when the circle is entered at the
// wrong module: a test file importing that module first, or a new import elsewhere changing the order
// (GC's economy -> surrender -> tabs -> economy did, for test/engine/gcConvoys.test.ts). So no circle of
// imports that run as modules load (type-only imports aside). The kernel, EaW and VBAM-SFB have no circle
// at all (below), nor GC (gcLayout.test.ts).

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

  test('make no new circle of imports that run as they load', () => {
    expect(importCircles(ROOT, true)).toEqual([]);
  });

  test.each(['core', 'games/eaw', 'games/vbam'])(
    '%s makes no circle of imports at all, type-only ones included (shared shapes sit in modules of their own)',
    (folder) => {
      expect(importCircles(join(ROOT, folder))).toEqual([]);
    },
  );
});
