// Loads the real dist/Code.js with gas-local into a context whose Apps Script services are the fake,
// and registers its custom functions so the fake evaluates the workbook's formulas with them.
import gas from 'gas-local';
import vm from 'vm';
import { createFakeServices, FakeHandle, FakeOptions } from './spreadsheet';

/** The bundle's global functions, called as Apps Script would call them (any: each test knows the shape it calls). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AddOn = Record<string, (...args: any[]) => any>;

/**
 * `stillClock`: the script's clock stands still but for `fake.clock` (the benchmark's: no action passes
 * its time budget however slow the machine, so what it counts never depends on timing).
 */
export function loadAddOn(distDir: string, opts: FakeOptions & { stillClock?: boolean } = {}): { addOn: AddOn; fake: FakeHandle } {
  const { globals, fake } = createFakeServices(opts);
  const addOn = gas.require(distDir, globals, { filter: (f: string) => f.endsWith('.js') }) as AddOn;
  const custom = Object.keys(addOn).filter((k) => /^[A-Z][A-Z0-9_]*$/.test(k) && typeof addOn[k] === 'function');
  fake.setFunctions(Object.fromEntries(custom.map((k) => [k, addOn[k]])));
  fake.drive.setHandlers(addOn);
  // The script's clock is fake.clock: Date.now() of the add-on's own realm only (new Date() keeps the real time).
  const scriptDate = vm.runInContext('Date', addOn as unknown as vm.Context) as DateConstructor;
  const realNow = scriptDate.now.bind(scriptDate);
  const start = realNow();
  scriptDate.now = opts.stillClock ? () => start + fake.clock.offset : () => realNow() + fake.clock.offset;
  return { addOn, fake };
}
