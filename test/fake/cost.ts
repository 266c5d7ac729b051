// The cost model of real Sheets (issue 19 item 2), shared by the benchmark's estimate
// (scripts/bench-cost.ts) and the fake's clock (workbook.ts, `fake.clock.prices`): a price per call,
// per cell read, per cell written, and per Drive call, each low / central / high. Sources and
// assumptions: docs/reference.md, "Benchmark".

export type Band = { low: number; central: number; high: number };

/** Milliseconds per unit. */
export const COSTS: Record<'call' | 'cellRead' | 'cellWritten' | 'openById' | 'create' | 'copy' | 'addEditor', Band> = {
  call: { low: 10, central: 30, high: 60 },
  cellRead: { low: 0.0125, central: 0.05, high: 0.14 },
  cellWritten: { low: 0.0125, central: 0.05, high: 0.14 },
  openById: { low: 200, central: 500, high: 1500 },
  create: { low: 1000, central: 2000, high: 5000 },
  copy: { low: 2000, central: 4000, high: 10000 },
  addEditor: { low: 300, central: 1000, high: 3000 },
};

export type Prices = Record<keyof typeof COSTS, number>;

/** The model's prices at one end of its bands, times `scale` (a small campaign made to take a large one's time). */
export function pricesAt(k: keyof Band, scale = 1): Prices {
  return Object.fromEntries(Object.entries(COSTS).map(([unit, band]) => [unit, band[k] * scale])) as Prices;
}

/**
 * The script cache (CacheService): Google publishes no latency for it. Each item got or put (a piece of
 * at most 90 KB, run/checkCache.ts) is priced as one spreadsheet call, whatever the number of calls.
 */
export const CACHE_CALL = /^Cache\./;

/** The calls priced as Drive calls rather than as spreadsheet calls. */
export const DRIVE_CALLS: Record<string, 'openById' | 'create' | 'copy' | 'addEditor'> = {
  'SpreadsheetApp.openById': 'openById',
  'SpreadsheetApp.openByUrl': 'openById',
  'SpreadsheetApp.create': 'create',
  'Spreadsheet.copy': 'copy',
  'Spreadsheet.addEditor': 'addEditor',
  'Spreadsheet.addEditors': 'addEditor',
};
