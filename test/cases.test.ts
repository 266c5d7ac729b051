// Every adjudication case under test/cases (docs/cases.md) as one jest test. A case marked
// "known_failure" shows an engine bug: it is listed here and does not fail the suite while it still
// fails; once it passes, the test fails so the marker gets removed.
import { basename, join } from 'path';
import { caseFiles, loadCases, runCase } from './cases/runner';

const known: string[] = [];

for (const file of caseFiles(join(__dirname, 'cases'))) {
  describe(`cases ${basename(file)}`, () => {
    for (const c of loadCases(file)) {
      const title = c.def.known_failure ? `[known failure] ${c.def.name}` : c.def.name;
      it(title, () => {
        const r = runCase(c);
        if (r.status === 'known') {
          known.push(`${c.def.name} (${basename(file)}): ${r.known}`);
          return;
        }
        if (r.status === 'fail') throw new Error(r.failures.join('\n'));
      });
    }
  });
}

afterAll(() => {
  if (known.length) console.log(`Known failures (engine bugs shown by adjudication cases):\n${known.map((k) => `  - ${k}`).join('\n')}`);
});
