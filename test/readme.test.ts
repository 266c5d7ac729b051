// The README's quick start, played word for word: every command it shows (npm start -- ... is the
// runner that `npm start` builds), the edits it describes, the files it names and the results it claims.
import { spawnSync } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { MENU } from '../src/sheets/views/menu';
import { formatCsv, parseCsv } from '../src/sheets/tabs/csv';
import { NODE_FLAGS, RUNNER } from './support/builtRunner';

const ROOT = join(__dirname, '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const section = (heading: string) => readme.slice(readme.indexOf(`${heading}\n`)).split(/\n## /)[0];
const quickStart = section('## Quick start');

/** Every file of a folder by relative path, with its text. */
function folderState(dir: string): Record<string, string> {
  const state: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true }))
      if (e.isDirectory()) walk(join(rel, e.name));
      else state[join(rel, e.name)] = readFileSync(join(dir, rel, e.name), 'utf8');
  };
  walk('');
  return state;
}

/** The quick start as prose and code blocks, in order. */
function blocks(text: string): { kind: string; text: string }[] {
  return text.split(/^```/m).map((part, i) => {
    if (i % 2 === 0) return { kind: 'prose', text: part };
    const [kind, ...lines] = part.split('\n');
    return { kind, text: lines.join('\n') };
  });
}

/** The rows of a tab of the campaign folder as objects by header. */
function rowsOf(path: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [String(h), String(r[i] ?? '')])));
}

/**
 * The prose's claims about the campaign as it stands, checked against its tabs: where a fleet is and
 * whose ("the Lyran fleet LYR-4 at S17"), and a system nobody owns ("S17 (Northgate, a system nobody owns)").
 * Answers how many it checked.
 */
function checkClaims(prose: string, tab: (name: string) => Record<string, string>[]): number {
  let checked = 0;
  for (const [, race, fleet, system] of prose.matchAll(/the\s+(\w+)\s+fleet\s+([A-Z]+-\w+)(?:\s+is)?\s+at\s+(S\d+)/g)) {
    const row = tab('Fleets').find((f) => f.Fleet === fleet);
    const empire = tab('Empires').find((e) => e.Empire === row?.Empire);
    expect({ fleet, race: empire?.Race, at: row?.Location }).toEqual({ fleet, race, at: system });
    checked++;
  }
  for (const [, system, name] of prose.matchAll(/(S\d+)\s+\(([^,]+),\s+a\s+system\s+nobody\s+owns\)/g)) {
    const row = tab('Systems').find((s) => s.System === system);
    expect({ system, name: row?.Name, owner: row?.Owner }).toEqual({ system, name, owner: '' });
    checked++;
  }
  return checked;
}

const MENU_LABELS = MENU.flatMap((e) => (!e ? [] : 'submenu' in e ? e.items.map((i) => `${e.submenu} ▸ ${i.label}`) : [e.label]));

describe("the README's quick start", () => {
  it('npm start is the build, then the runner', () => {
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start).toBe(
      'node scripts/build.mjs && node build/local.cjs',
    );
  });

  it('plays offline word for word: every command, edit, file and result it shows', () => {
    const out = mkdtempSync(join(tmpdir(), 'sfb-readme-'));
    const file = (path: string) => join(out, path.replace(/^out\/?/, ''));
    const seen = new Set<string>();
    const commands: string[] = [];
    let prose = '';
    // The folder (but its kept turns) after each command: undo goes back to the one before the last.
    const states: Record<string, string>[] = [];
    let claims = 0;
    for (const block of blocks(quickStart)) {
      if (block.kind === 'prose') {
        prose = block.text;
        claims += checkClaims(prose, (tab) => rowsOf(file(`out/${tab}.csv`)));
        // The one edit the prose describes in words rather than in a block.
        if (prose.includes('set its Status to `Auto` in `out/Battles.csv`')) {
          const rows = parseCsv(readFileSync(file('out/Battles.csv'), 'utf8'));
          rows.slice(1).forEach((r) => (r[rows[0].indexOf('Status')] = 'Auto'));
          writeFileSync(file('out/Battles.csv'), formatCsv(rows));
        }
        continue;
      }
      if (block.kind === 'csv') {
        // "in `out/.../Orders.csv` make the row of KLI-3 read": the row of that fleet becomes the block's row.
        const target = [...prose.matchAll(/`(out\/[^`]+\.csv)`/g)].pop()![1];
        const row = parseCsv(block.text)[0];
        const rows = parseCsv(readFileSync(file(target), 'utf8'));
        const at = rows.findIndex((r) => r[0] === row[0]);
        expect(at).toBeGreaterThan(0);
        rows[at] = row;
        writeFileSync(file(target), formatCsv(rows));
        continue;
      }
      for (const line of block.text.split('\n').filter((l) => l.trim())) {
        const [command, comment = ''] = line.split(/\s+#\s+/);
        commands.push(command.trim());
        if (command.trim() === 'npm test') continue; // this very suite
        // npm install fetches the dependencies this test already runs on.
        const args =
          command.trim() === 'npm install && npm start'
            ? []
            : command
                .trim()
                .replace(/^npm start -- /, '')
                .split(' ');
        expect(args.every((a) => !a.startsWith('npm'))).toBe(true);
        const undo = args[0] === 'undo';
        const r = spawnSync(process.execPath, [...NODE_FLAGS, RUNNER, ...args], {
          env: { ...process.env, SFB_OUT: out },
          encoding: 'utf8',
          input: /answer y/.test(comment) ? 'y\n' : '',
        });
        expect(r.stderr).toBe('');
        expect(r.status).toBe(0);
        for (const claim of comment.matchAll(/"([^"]+)"/g)) expect(r.stdout).toContain(claim[1]);
        for (const path of comment.match(/\bout\/[\w.\-/]*/g) ?? []) expect(existsSync(file(path))).toBe(true);
        const state = folderState(out);
        const current = Object.fromEntries(Object.entries(state).filter(([p]) => !p.startsWith('turns')));
        if (undo) expect(current).toEqual(states[states.length - 2]);
        states.push(current);
        Object.keys(state).forEach((p) => seen.add(p));
      }
    }
    // KLI-3 at S18, LYR-4 at S17, and S17 owned by nobody: the battle the quick start makes is theirs.
    expect(claims).toBe(3);
    expect(commands).toEqual([
      'npm install && npm start',
      'npm test',
      'npm start -- check',
      'npm start -- process',
      'npm start -- process --yes',
      'npm start -- auto-resolve',
      'npm start -- resolve --yes',
      'npm start -- undo',
    ]);
    // Every file the quick start names was written at some point of it.
    for (const [, path] of quickStart.matchAll(/`(out\/[^`<]*)`/g)) {
      const rel = path.replace(/^out\/?/, '').replace(/\/$/, '');
      expect([...seen].some((p) => p === rel || p.startsWith(`${rel}/`) || rel === '')).toBe(true);
    }
  });

  it('links only to sections that exist', () => {
    const anchor = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .replace(/\s/g, '-');
    const headings = (text: string) => [...text.matchAll(/^#+ (.*)$/gm)].map((m) => anchor(m[1]));
    const reference = readFileSync(join(ROOT, 'docs', 'reference.md'), 'utf8');
    // Links into this project's own pages (not to another site's sections).
    const local = (text: string) => [...text.matchAll(/\]\(([^)#]*)#([^)]+)\)/g)].filter(([, file]) => !/^https?:/.test(file));
    const links = local(readme);
    expect(links.length).toBeGreaterThan(15);
    for (const [, file, id] of links) expect(headings(file ? reference : readme)).toContain(id);
    for (const [, file, id] of local(reference)) expect(headings(file === '../README.md' ? readme : reference)).toContain(id);
  });

  it("names only real menu items, in Sheets and in the commands' table", () => {
    const sheets = quickStart.slice(quickStart.indexOf('**The same season in Google Sheets.**') + 40);
    const named = [...sheets.matchAll(/(?<!\*)\*([^*\n]+)\*(?!\*)/g)].map((m) => m[1]).filter((n) => !n.startsWith('Extensions'));
    expect(named.length).toBeGreaterThan(5);
    for (const n of named) expect(MENU_LABELS).toContain(n);
    const table = section('## Playing offline: the commands')
      .split('\n')
      .filter((l) => l.startsWith('| `npm start'));
    expect(table).toHaveLength(7);
    for (const row of table) for (const item of row.split('|')[2].split(',')) expect(MENU_LABELS).toContain(item.trim());
  });
});
