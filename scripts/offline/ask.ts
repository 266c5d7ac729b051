// The question a menu action asks the GM (Process Season, Resolve battles), asked at the terminal.
// With --yes it is answered Yes; with no terminal and nothing piped in it is answered No, so nothing is
// ever processed without the GM saying so.
import { readFileSync, readSync } from 'fs';
import { isatty } from 'tty';

/** A line read from standard input; '' at its end. */
function readLine(): string {
  if (!isatty(0)) return readFileSync(0, 'utf8').split('\n')[0];
  const buf = Buffer.alloc(1);
  let line = '';
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buf, 0, 1, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue;
      throw e;
    }
    if (n === 0 || buf[0] === 10) return line;
    line += buf.toString('utf8');
  }
}

/** Shows the question and answers whether the GM said yes. */
export function askYes(title: string, prompt: string, yes: boolean, say: (line: string) => void): boolean {
  say(`${title}\n${prompt}`);
  if (yes) {
    say('Answered yes (--yes).');
    return true;
  }
  process.stdout.write('Go ahead? [y/N] ');
  const answer = readLine().trim();
  say(answer);
  if (/^y(es)?$/i.test(answer)) return true;
  say(answer === '' && !isatty(0) ? 'No answer given (no terminal): add --yes to go ahead without asking.' : 'Not done.');
  return false;
}
