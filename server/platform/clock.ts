/**
 * The one source of "now" for everything that depends on the date: trials and paid periods
 * (remainDays, expiry), quota days, token and code lifetimes, webhook tolerance. Production uses
 * the system clock; tests build a settable clock and move it (a trial that ends in 15 days is
 * tested by advancing 15 days, not by waiting).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: `advance` by milliseconds or `set` to an instant. */
export interface SettableClock extends Clock {
  advance(ms: number): void;
  set(at: Date | string): void;
}

export function createSettableClock(start: Date | string = new Date()): SettableClock {
  let current = new Date(start).getTime();
  if (!Number.isFinite(current)) throw new RangeError(`not an instant: ${String(start)}`);
  return {
    now: () => new Date(current),
    advance(ms) {
      if (!Number.isFinite(ms)) throw new RangeError(`not a duration: ${ms}`);
      current += ms;
    },
    set(at) {
      const next = new Date(at).getTime();
      if (!Number.isFinite(next)) throw new RangeError(`not an instant: ${String(at)}`);
      current = next;
    },
  };
}

export const DAY_MS = 86_400_000;
