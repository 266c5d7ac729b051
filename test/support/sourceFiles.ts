// The TypeScript files under a folder, every sub-folder's too (the tests that read the sources' own text).
import { readdirSync } from 'fs';
import { join } from 'path';

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}
