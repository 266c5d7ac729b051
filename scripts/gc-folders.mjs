// Galactic Conquest's modules in folders by the rule document's sections (issue 29), from the list in
// scripts/gc-folders.json: moves each module (git mv) to its section's folder and rewrites every relative
// import in src/, test/ and scripts/, and every path naming a moved module in the docs and comments;
// Prettier then lays out the files it wrote.
//
//   node scripts/gc-folders.mjs --check   prints the plan and any problem; changes nothing
//   node scripts/gc-folders.mjs           moves and rewrites
//
// Re-runnable: a module already in its folder stays; on a tree moved before, it changes nothing but an
// import that still names a GC module at its old place (code merged after the move), aimed at its folder. It stops
// before changing anything when a GC module is in no section of the list (add it, then run it again).
// It exits 3 after moving when an import climbs the sections (a section importing a later one or a top
// module): eslint refuses those too (eslint.config.mjs); fix them by hand.
import { execFileSync } from 'child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'fs';
import { dirname, join, normalize, relative } from 'path';

const layout = JSON.parse(readFileSync('scripts/gc-folders.json', 'utf8'));
const ROOT = layout.root;
const check = process.argv.includes('--check');

/** Where each module belongs (a section's folder, or '' for the top), and each folder's rank. */
const home = new Map(layout.top.modules.map((m) => [m, '']));
const rank = new Map(layout.sections.map((s, i) => [s.folder, i]));
for (const s of layout.sections)
  for (const m of s.modules) {
    if (home.has(m)) throw new Error(`${m} is listed twice in scripts/gc-folders.json`);
    home.set(m, s.folder);
  }

const gcFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? gcFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const nameOf = (file) => file.split('/').pop().slice(0, -3);
const folderOf = (file) => dirname(relative(ROOT, file)).replace(/^\.$/, '');

// The plan: old path -> new path for every module not where the list puts it.
const moves = new Map();
const unknown = [];
const unlisted = [];
for (const file of gcFiles(ROOT)) {
  const folder = home.get(nameOf(file));
  if (folder === undefined) (folderOf(file) ? unlisted : unknown).push(file);
  else if (folder !== folderOf(file)) moves.set(file, join(ROOT, folder, nameOf(file) + '.ts'));
}
for (const f of unlisted) console.log(`note: ${f} is in no section of scripts/gc-folders.json (it stays where it is)`);
if (unknown.length) {
  console.error(`${unknown.length} GC module(s) in no section of scripts/gc-folders.json: add each to its section, then run again:`);
  for (const f of unknown) console.error(`  ${nameOf(f)}  (${f})`);
  process.exit(1);
}

const tracked = execFileSync('git', ['ls-files', 'src', 'test', 'scripts', 'docs', 'README.md'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(f));
const codeFiles = tracked.filter((f) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(f));
const textFiles = tracked.filter((f) => /\.(md|ts|mjs|json)$/.test(f));
const after = (f) => moves.get(f) ?? f;

// A relative import, in any of the forms the repo writes: from '…', import('…'), require('…'), jest.mock('…').
const SPEC =
  /(\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\brequire\s*\(\s*|\bjest\.(?:mock|doMock|unmock|requireActual)\s*\(\s*)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/gm;

/**
 * The module a specifier names, as a path without extension (a folder's index as itself). One that names a
 * GC module where it no longer is (code written before the move, merged after it) names it in its folder.
 */
function target(from, spec) {
  const t = normalize(join(dirname(from), spec)).replace(/\.(ts|js)$/, '');
  const folder = home.get(t.split('/').pop());
  const listed = folder === undefined ? t : join(ROOT, folder, t.split('/').pop());
  return t.startsWith(`${ROOT}/`) && !existsSync(`${t}.ts`) && !existsSync(join(t, 'index.ts')) && existsSync(`${listed}.ts`) ? listed : t;
}

/** The file's text with each relative import aimed from its new place at its target's new place. */
function rewriteImports(file, text) {
  return text.replace(SPEC, (whole, lead, q, spec) => {
    const old = target(file, spec);
    const moved = moves.get(`${old}.ts`);
    const to = moved ? moved.slice(0, -3) : old;
    let rel = relative(dirname(after(file)), to) || '.';
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return rel === spec ? whole : `${lead}${q}${rel}${q}`;
  });
}

/** The import edges between GC modules, as they will be: [from, to] paths after the moves. */
function gcEdges(texts) {
  const edges = [];
  for (const [file, text] of texts) {
    if (!after(file).startsWith(`${ROOT}/`)) continue;
    for (const [, , , spec] of text.matchAll(SPEC)) {
      const old = target(file, spec);
      const to = moves.get(`${old}.ts`) ?? (existsSync(`${old}.ts`) ? `${old}.ts` : join(old, 'index.ts'));
      if (to.startsWith(`${ROOT}/`)) edges.push([after(file), to]);
    }
  }
  return edges;
}

/** Imports that climb: a section importing a later section, or any module of the top. */
function climbing(edges) {
  return edges.filter(([from, to]) => {
    const a = folderOf(from);
    const b = folderOf(to);
    if (!rank.has(a) || a === b) return false;
    return !rank.has(b) || rank.get(b) > rank.get(a);
  });
}

const texts = new Map(codeFiles.map((f) => [f, readFileSync(f, 'utf8')]));
const climbs = climbing(gcEdges(texts));
console.log(`${moves.size} module(s) to move:`);
for (const [from, to] of moves) console.log(`  ${relative(ROOT, from)} -> ${relative(ROOT, to)}`);
for (const [from, to] of climbs) console.log(`climbs: ${relative(ROOT, from)} imports ${relative(ROOT, to)}`);
if (check) process.exit(climbs.length ? 3 : 0);

for (const [from, to] of moves) {
  mkdirSync(dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to]);
}
const changed = new Set();
let rewritten = 0;
for (const [file, text] of texts) {
  const out = rewriteImports(file, text);
  if (out !== text) {
    writeFileSync(after(file), out);
    changed.add(after(file));
    rewritten++;
  }
}

// Paths that name a moved module in docs and comments: src/engine/games/gc/x.ts, games/gc/x.ts, gc/x.ts.
let renamed = 0;
for (const file of textFiles.map(after)) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(/(?<![\w/-])((?:src\/engine\/)?(?:games\/)?gc\/)(\w+)\.ts\b/g, (whole, lead, name) => {
    const moved = moves.get(join(ROOT, `${name}.ts`));
    return moved ? `${lead}${relative(ROOT, moved)}` : whole;
  });
  if (out !== text) {
    writeFileSync(file, out);
    changed.add(file);
    renamed++;
  }
}
// A longer import may no longer fit a line: Prettier lays out every file the script wrote.
if (changed.size) execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed], { stdio: 'inherit' });
console.log(`moved ${moves.size}, imports rewritten in ${rewritten} file(s), paths renamed in ${renamed} file(s)`);
if (climbs.length) {
  console.error(`${climbs.length} import(s) climb the sections (listed above): fix them by hand (npx eslint ${ROOT} shows them)`);
  process.exit(3);
}
