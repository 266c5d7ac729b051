// The import circles among the TypeScript modules under a folder: each set of modules that reach one another
// by relative imports (`import`, `import type`, `export … from`, `import()`), found as strongly connected
// components (Tarjan). A circle that only passes types still ties its modules together, so it counts.

import { readdirSync, readFileSync } from 'fs';
import { dirname, join, relative } from 'path';

const IMPORT = /\b(?:(?:import|export)[^;'"]*?\bfrom\s*|import\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [],
  );
}

/** The modules under `root` a module imports (outside `root` left out). */
function importsOf(file: string, inside: Set<string>): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map(([, spec]) => join(dirname(file), spec))
    .map((to) => [`${to}.ts`, join(to, 'index.ts')].find((f) => inside.has(f)))
    .filter((f): f is string => !!f);
}

/** Each import circle under `root`: its modules' paths from `root`, sorted, joined by ", ". */
export function importCircles(root: string): string[] {
  const files = modules(root);
  const inside = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(f, inside)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(relative(root, w));
    } while (w !== v);
    if (part.length > 1 || edges.get(v)!.includes(v)) circles.push(part.sort().join(', '));
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return circles.sort();
}
