/**
 * A Map-backed LRU of at most `max` entries: a hit moves its key to the newest end, an insert
 * beyond `max` drops the oldest. Used for answers kept per data version (whoever holds one
 * drops or replaces it when the version changes).
 */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  /** The value of `key`, loaded (and kept) on a miss. */
  get(key: string, load: () => V): V {
    if (this.map.has(key)) {
      const hit = this.map.get(key)!;
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const value = load();
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
    return value;
  }

  /** The value of `key` without marking it used. */
  peek(key: string): V | undefined {
    return this.map.get(key);
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}

/** An Lru of loads: concurrent callers share one promise; a load that fails is forgotten. */
export class PromiseLru<V> extends Lru<Promise<V>> {
  override get(key: string, load: () => Promise<V>): Promise<V> {
    return super.get(key, () => {
      const value = load();
      value.catch(() => {
        if (this.peek(key) === value) this.delete(key);
      });
      return value;
    });
  }
}
