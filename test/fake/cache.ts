// CacheService: the script cache, with the limits Google's reference gives
// (https://developers.google.com/apps-script/reference/cache/cache): a key of at most 250 characters, a
// value of at most 100 KB, an expiration of at most 21600 seconds (6 hours; 600 seconds when none is
// given), and at most 1,000 items, past which the items nearest their expiration are dropped down to 900.
// Google may also drop an item before it expires; a test does that with `fake.cache.clear()`.

import { counted } from './base';
import type { Workbook } from './workbook';

export const MAX_CACHE_KEY = 250;
/** 100 KB, taken as 100,000 bytes of UTF-8 (the reference does not say whether a KB is 1,000 or 1,024 bytes). */
export const MAX_CACHE_VALUE = 100_000;
export const MAX_CACHE_SECONDS = 21600;
const DEFAULT_CACHE_SECONDS = 600;
const MAX_CACHE_ITEMS = 1000;
const KEPT_CACHE_ITEMS = 900;

/** An item: its value and when it expires, on the script's clock (ms). */
export type CacheItem = { value: string; expires: number };

export class FakeCacheService {
  constructor(readonly wb: Workbook) {}
  getScriptCache(): FakeCache {
    return new FakeCache(this.wb);
  }
}
counted(FakeCacheService, 'CacheService');

export class FakeCache {
  constructor(readonly wb: Workbook) {}
  get(key: string): string | null {
    price(this.wb, 1);
    return live(this.wb, String(key))?.value ?? null;
  }
  getAll(keys: string[]): Record<string, string> {
    price(this.wb, keys.length);
    const out: Record<string, string> = {};
    for (const k of keys) {
      const item = live(this.wb, String(k));
      if (item) out[k] = item.value;
    }
    return out;
  }
  put(key: string, value: string, expirationInSeconds?: number): void {
    this.putAll({ [key]: value }, expirationInSeconds);
  }
  putAll(values: Record<string, string>, expirationInSeconds = DEFAULT_CACHE_SECONDS): void {
    if (!(expirationInSeconds >= 1 && expirationInSeconds <= MAX_CACHE_SECONDS)) throw new Error('Invalid argument: expirationInSeconds');
    for (const [k, v] of Object.entries(values)) {
      if (k.length > MAX_CACHE_KEY) throw new Error('Argument too large: key');
      if (Buffer.byteLength(String(v), 'utf8') > MAX_CACHE_VALUE) throw new Error('Argument too large: value');
    }
    price(this.wb, Object.keys(values).length);
    const expires = now(this.wb) + expirationInSeconds * 1000;
    for (const [k, v] of Object.entries(values)) this.wb.cache.set(k, { value: String(v), expires });
    if (this.wb.cache.size > MAX_CACHE_ITEMS) {
      const kept = [...this.wb.cache].sort((a, b) => b[1].expires - a[1].expires).slice(0, KEPT_CACHE_ITEMS);
      this.wb.cache.clear();
      for (const [k, item] of kept) this.wb.cache.set(k, item);
    }
  }
  remove(key: string): void {
    this.wb.cache.delete(String(key));
  }
  removeAll(keys: string[]): void {
    for (const k of keys) this.wb.cache.delete(String(k));
  }
}
counted(FakeCache, 'Cache');

/**
 * On the priced clock (workbook.ts, Clock) each item got or put costs a call's price: Google publishes
 * no figure for the cache (test/fake/cost.ts).
 */
function price(wb: Workbook, items: number): void {
  for (let i = 0; i < Math.max(items, 1); i++) wb.spend('Cache', 0);
}

/** The script's clock: the real time plus the test's offset, as Date.now() in the add-on's realm. */
function now(wb: Workbook): number {
  return Date.now() + wb.clock.offset;
}

function live(wb: Workbook, key: string): CacheItem | undefined {
  const item = wb.cache.get(key);
  if (item && item.expires <= now(wb)) {
    wb.cache.delete(key);
    return undefined;
  }
  return item;
}
