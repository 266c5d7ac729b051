// Adjudication cases: runs every case file (JSON, see docs/cases.md) and prints one line per case.
//
//   npm run cases                      every case under test/cases
//   npm run cases -- <file or folder>  the cases in one file, or every .json file under a folder
//   npm run cases -- -v <...>          also the failed expectations of known failures
//
// Exit code 1 when a case fails (a known failure that still fails is not a failure).
import { existsSync } from 'fs';
import { join, resolve } from 'path';
import { caseFiles, formatSuite, runSuite } from '../test/cases/runner';

const ROOT = resolve(__dirname, '..');

function main(): number {
  const args = process.argv.slice(2);
  const verbose = args.some((a) => a === '-v' || a === '--verbose');
  const paths = args.filter((a) => a !== '-v' && a !== '--verbose');
  if (paths.length === 0) paths.push(join(ROOT, 'test/cases'));
  const files: string[] = [];
  for (const p of paths) {
    const full = resolve(p);
    if (!existsSync(full)) {
      process.stderr.write(`no such file or folder: ${p}\n`);
      return 2;
    }
    files.push(...caseFiles(full));
  }
  if (files.length === 0) {
    process.stderr.write(`no .json case files in ${paths.join(', ')}\n`);
    return 2;
  }
  const summary = runSuite(files);
  process.stdout.write(formatSuite(summary, verbose) + '\n');
  return summary.failed > 0 ? 1 : 0;
}

process.exitCode = main();
