// Galactic Conquest's folders (issue 29): each module sits in the folder of its rule section that
// scripts/gc-folders.json names, and a section imports only from itself and the sections listed before it,
// never from a later one nor from the top modules, so no import runs in a circle between folders.
// eslint.config.mjs refuses the same imports as they are written. Inside a folder no import circle either:
// what two modules both need goes to the module of its rule, never back and forth.

import { readdirSync, readFileSync } from 'fs';
import { dirname, join, normalize, relative } from 'path';
import layout from '../../scripts/gc-folders.json';
import { importCircles } from '../support/importCircles';

const REPO = join(__dirname, '../..');
const ROOT = join(REPO, layout.root);
const folders = layout.sections.map((s) => s.folder);

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}
const files = modules(ROOT).map((f) => relative(ROOT, f));
const folderOf = (file: string) => dirname(file).replace(/^\.$/, '');

describe('GC folders', () => {
  test('every module is where scripts/gc-folders.json puts it', () => {
    const listed = [
      ...layout.top.modules.map((m) => `${m}.ts`),
      ...layout.sections.flatMap((s) => s.modules.map((m) => `${s.folder}/${m}.ts`)),
    ];
    expect(files.filter((f) => !listed.includes(f))).toEqual([]);
    expect(listed.filter((f) => !files.includes(f))).toEqual([]);
  });

  test('no section imports a later section or a top module', () => {
    const climbs: string[] = [];
    for (const file of files.filter((f) => folders.includes(folderOf(f)))) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, spec] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g)) {
        const to = relative(ROOT, normalize(join(ROOT, dirname(file), spec)));
        if (to.startsWith('..')) continue;
        const folder = folderOf(to);
        if (folder !== folderOf(file) && !(folders.indexOf(folder) >= 0 && folders.indexOf(folder) < folders.indexOf(folderOf(file))))
          climbs.push(`${file} imports ${to}`);
      }
    }
    expect(climbs).toEqual([]);
  });

  test('no import circle among the modules, within a folder or across', () => {
    expect(importCircles(ROOT)).toEqual([]);
  });
});
