/**
 * A small LRU bounded by a total weight (bytes, roughly): backtests re-read the same few
 * hundred popular NAV histories, so decoded series are kept here instead of being read and
 * decoded from the database on every request. Values are promises so that concurrent
 * requests for the same key share one load; a rejected load is dropped, not cached.
 */
export class WeightedLru<V> {
  private readonly entries = new Map<string, { value: Promise<V>; weight: number }>();
  private total = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.total;
  }

  /** The cached value, marked as most recently used. */
  peek(key: string): Promise<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Caches `value` under `key`; its weight counts once it resolves. */
  set(key: string, value: Promise<V>): Promise<V> {
    this.delete(key);
    const entry = { value, weight: 0 };
    this.entries.set(key, entry);
    value.then(
      (v) => {
        if (this.entries.get(key) !== entry) return;
        entry.weight = this.weigh(v);
        this.total += entry.weight;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total -= entry.weight;
    this.entries.delete(key);
  }

  /** Drops least recently used entries until the total fits (the newest always stays). */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxWeight || this.entries.size <= 1) break;
      this.total -= entry.weight;
      this.entries.delete(key);
    }
  }
}
