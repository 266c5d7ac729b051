// Issue 29, item 4: nothing under src/engine/core/ or src/sheets/ names a game, imports from one game's
// folder, or cites one game's own rule, for all four games (Empires at War, VBAM-SFB, Staley, Galactic
// Conquest). A game's rules and their citations live in its folder (src/engine/games/<game>). Only the
// rule modules that several games share may cite the document they come from, as the issue lists them:
// GC's A10 statistical combat and the auto-resolve that offers it (and VBAM's) to every game, the
// battle results VBAM-SFB and Staley share, and Staley's war doubling lent to EaW.
import { readFileSync } from 'fs';
import { join, relative } from 'path';
import { sourceFiles } from './support/sourceFiles';

const ROOT = join(__dirname, '..');
const SHARED_RULE_MODULES = [
  'src/engine/core/combat/gccombat.ts',
  'src/engine/core/combat/autoresolve.ts',
  'src/engine/core/combat/results.ts',
  'src/engine/core/warDoubling.ts',
];

const files = ['src/engine/core', 'src/sheets']
  .flatMap((d) => sourceFiles(join(ROOT, d)))
  .map((f) => relative(ROOT, f).replace(/\\/g, '/'));

/** Each line of the kernel and src/sheets matching `pattern`, as "file:line: text", outside `except`. */
function offenders(pattern: RegExp, except: readonly string[] = []): string[] {
  return files
    .filter((f) => !except.includes(f))
    .flatMap((f) =>
      readFileSync(join(ROOT, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
}

/** A citation of one of `games`' rules: its short name, then a rule number (EaW 17g, VBAM 5.3, Staley FF2.12, GC A10.35). */
const citation = (games = 'EaW|VBAM|Staley|GC') =>
  new RegExp(`\\b(${games}) ([A-Z]{1,3}\\d+(\\.\\d+)*[a-z]?|\\d+\\.\\d+[a-z]?|\\d+[a-z])\\b`);

describe('the kernel and src/sheets know no game (issue 29)', () => {
  it('finds its files', () => {
    expect(files).toContain('src/engine/core/view.ts');
    expect(files).toContain('src/sheets/tabs/load.ts');
  });

  it("names no game: neither a game's constant nor its name in quotes", () => {
    expect(offenders(/\b(EMPIRES_AT_WAR|VBAM_SFB|STALEY|GALACTIC_CONQUEST)\b/)).toEqual([]);
    expect(offenders(/(['"`])(Empires at War|VBAM-SFB|Staley|Galactic Conquest)\1/, SHARED_RULE_MODULES)).toEqual([]);
  });

  it("imports from no game's folder", () => {
    expect(offenders(/from '[^']*\/games\/(eaw|vbam|staley|gc)\b/)).toEqual([]);
    expect(offenders(/from '[^']*\/games\/[^']/)).toEqual([]);
  });

  it.each(['EaW', 'VBAM', 'Staley', 'GC'])('cites no %s rule outside the shared rule modules', (game) => {
    expect(offenders(citation(game), SHARED_RULE_MODULES)).toEqual([]);
  });

  it('tells a citation from a game named in passing', () => {
    for (const cite of ['EaW 17g', 'EaW 5.0', 'VBAM 5.3', 'Staley FF2.12', 'GC A10.35', 'Staley HH2']) expect(cite).toMatch(citation());
    for (const words of ['Staley 6 turns', 'VBAM-SFB 12 turns', 'VBAM Encounters', 'a Staley hex']) expect(words).not.toMatch(citation());
  });
});
