// A campaign the tests of a file build again and again, built once for them all: the n-th one a test asks
// for is the n-th built, put back as it was built (fake/whole.ts), the same as one built afresh to the
// script and to the test (building one costs a tenth of a second and more; a test may hold several at
// once). One asked for outside a test (in a describe's body or a beforeAll) is built for its caller alone.
import type { FakeHandle } from '../fake/spreadsheet';
import { builtOnce } from '../fake/whole';

/** `build`, pooled for the tests of the file or describe whose body calls this (where hooks may be added). */
export function pooled<T extends { fake: FakeHandle }>(build: () => T): () => T {
  const slots: (() => T)[] = [];
  let handedOut = 0;
  let inTest = false;
  beforeEach(() => {
    handedOut = 0;
    inTest = true;
  });
  afterEach(() => {
    inTest = false;
  });
  return () => {
    if (!inTest) return build();
    const n = handedOut++;
    if (n === slots.length) slots.push(builtOnce(build));
    return slots[n]();
  };
}
