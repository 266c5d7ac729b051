// The CSV folder runner's tests on the add-on of src/main.ts run in this process (a game defined
// outside src/ is not in dist/Code.js): each run of the command line gets a fresh add-on in a fresh fake.
import { readFileSync } from 'fs';
import { join } from 'path';
import * as entry from '../../src/main';
import { createFakeServices } from '../fake';
import type { AddOn } from '../fake/addon';
import { parseCsv } from '../../src/sheets/tabs/csv';

/** A fresh add-on in a fresh fake, as each run of the command line has. */
export function load() {
  const { globals, fake } = createFakeServices();
  const { console: _console, ...services } = globals;
  Object.assign(globalThis, services);
  const addOn = entry as unknown as AddOn;
  fake.setFunctions(Object.fromEntries(Object.entries(addOn).filter(([k]) => /^[A-Z][A-Z0-9_]*$/.test(k))));
  fake.drive.setHandlers(addOn);
  return { addOn, fake };
}

/** A tab of a campaign folder, every cell as text. */
export const csv = (dir: string, tab: string) => parseCsv(readFileSync(join(dir, `${tab}.csv`), 'utf8')).map((r) => r.map(String));
