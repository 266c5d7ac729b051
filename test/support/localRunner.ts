// The local runner's command line (scripts/local.ts, built as build/local.cjs) run in this process on the
// real dist/Code.js, as the built runner runs it: each run loads the add-on afresh into a fresh fake, reads
// `input` as its piped standard input (never a terminal) and ends as scripts/local.ts ends, an error's
// message on stderr and exit code 1. What it printed and its exit code are returned. The tests that start
// build/local.cjs itself prove that command line end to end; these save starting Node for every command.
import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import tty from 'tty';
import { join } from 'path';
import { runCommand } from '../../scripts/offline/runner';
import { loadAddOn } from '../fake/addon';
import { NODE_FLAGS, RUNNER } from './builtRunner';

const ROOT = join(__dirname, '../..');

export interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

/** `npm start -- <args>` with SFB_OUT=`out`, in this process; `root`: the repository it runs in. */
export function runLocal(args: string[], out: string, input = '', root = ROOT): Ran {
  const stdout: string[] = [];
  const readFileSync = fs.readFileSync;
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation((s) => (stdout.push(String(s)), true)),
    jest.spyOn(tty, 'isatty').mockImplementation(() => false),
    jest
      .spyOn(fs, 'readFileSync')
      .mockImplementation(((path: fs.PathOrFileDescriptor, options?: never) =>
        path === 0 ? input : readFileSync(path, options)) as typeof fs.readFileSync),
  ];
  try {
    runCommand(args, { root, out, load: () => loadAddOn(join(ROOT, 'dist')) });
    return { status: 0, stdout: stdout.join(''), stderr: '' };
  } catch (e) {
    return { status: 1, stdout: stdout.join(''), stderr: `${(e as Error).message}\n` };
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
}

/** What a run printed, failing as execFileSync fails when it exits with an error. */
export function runLocalOk(args: string[], out: string, input = ''): string {
  const r = runLocal(args, out, input);
  if (r.status !== 0) throw new Error(`npm start -- ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

/** The built runner itself, started as npm start starts it: what it printed (it must succeed). */
export function runBuilt(args: string[], out: string, input = ''): string {
  return execFileSync(process.execPath, [...NODE_FLAGS, RUNNER, ...args], {
    env: { ...process.env, SFB_OUT: out },
    encoding: 'utf8',
    input,
  });
}

/** The built runner itself: its exit code, stdout and stderr. */
export function attemptBuilt(args: string[], out: string, input = ''): Ran {
  const r = spawnSync(process.execPath, [...NODE_FLAGS, RUNNER, ...args], {
    env: { ...process.env, SFB_OUT: out },
    encoding: 'utf8',
    input,
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
