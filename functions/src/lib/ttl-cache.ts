/** A per-process cache whose entries expire `ttlMs` after they were stored; the oldest entry makes room past `maxEntries`. */
export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

export interface TtlCacheOptions {
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** Milliseconds since the epoch; a test passes its own clock. */
  readonly now?: () => number;
}

export function createTtlCache<V>({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions): TtlCache<V> {
  // A Map keeps insertion order, and set() re-inserts: the first key is the one stored longest ago.
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
  };
}
