// `npm run bench` prints, for New campaign and for Process Season, every figure issue 8 asks for: the
// time, Sheets calls by kind against their floor, the reads made after the first write, the longest
// cell written, and the custom-function executions and argument cells of a full recalculation; then a
// verdict. Run here on a small campaign (the built bench, as npm run bench runs it).
import { execFileSync } from 'child_process';
import { join } from 'path';

const ROOT = join(__dirname, '..');

describe('the benchmark report', () => {
  const out = execFileSync(process.execPath, ['--expose-gc', join(ROOT, 'build/bench.cjs'), '--scale', '0.05'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const section = (title: string) => {
    const start = out.indexOf(title);
    expect(start).toBeGreaterThan(-1);
    const end = out.indexOf('\n\n', start);
    return out.slice(start, end < 0 ? undefined : end);
  };

  it.each(['New campaign', 'Process Season'])('gives every figure for %s', (action) => {
    const s = section(`${action} (`);
    expect(s).toMatch(/ {2}time: \d+(\.\d+)? m?s/);
    expect(s).toMatch(/Sheets calls: [\d,]+ in all, by kind:/);
    expect(s).toMatch(/floor/);
    expect(s).toMatch(/reads after the first write: 0/);
    expect(s).toMatch(/longest cell written: [\d,]+ characters .*; Sheets holds at most 50,000/);
    expect(s).toMatch(/full recalculation: \d+ custom-function executions, [\d,]+ argument cells/);
  });

  it('ends with a verdict on every aim', () => {
    const verdict = out.split('\n').find((l) => l.startsWith('Verdict:'))!;
    expect(verdict).toMatch(/Sheets calls at the floor/);
    expect(verdict).toMatch(/0 reads after the first write/);
    expect(verdict).toMatch(/recalculation [\d,]+ argument cells/);
  });
});
