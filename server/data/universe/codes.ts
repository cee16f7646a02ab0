/**
 * Product codes, exchange symbols and ISINs. Funds get platform codes "F" + 6 digits (the
 * import catalog's style); ETFs use their exchange code (HK numeric, US letters, SGX
 * alphanumeric). US tickers start with a two-letter prefix that no US listing used in the
 * snapshot of ../shared/data/us-listings (derived once; see universe.test.ts), so no demo
 * ticker is a real one. ISINs are checksum-valid and derived from the code.
 */
import { hashLabels, type Rng } from "./prng";

/** Two-letter starts of no listed US symbol (us-listings snapshot). */
export const FREE_US_PREFIXES = [
  "FZ",
  "GZ",
  "OJ",
  "OQ",
  "QK",
  "QZ",
  "UQ",
  "VJ",
  "VQ",
  "WJ",
  "YK",
  "YV",
  "YW",
  "YZ",
  "ZP",
  "ZQ",
  "ZZ",
] as const;

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** ISIN check digit: letters to numbers (A=10), then Luhn over the digit string. */
export function isinCheckDigit(body11: string): number {
  let digits = "";
  for (const ch of body11) digits += ch >= "A" && ch <= "Z" ? String(ch.charCodeAt(0) - 55) : ch;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

/** Allocates unique codes from shuffled pools, in plan order (deterministic for a seed). */
export class CodeBook {
  private readonly hk: string[];
  private readonly hkStrategy: string[];
  private readonly hkUsdCounter: string[];
  private readonly us: string[];
  private readonly sg: string[];
  private readonly isins = new Set<string>();
  private readonly taken = new Set<string>();

  constructor(rng: Rng, reserved: readonly string[]) {
    for (const r of reserved) this.taken.add(r);
    const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i));
    this.hk = rng.shuffle(range(2800, 3999));
    this.hkStrategy = rng.shuffle(range(7200, 7599));
    this.hkUsdCounter = rng.shuffle(range(9000, 9999));
    const us: string[] = [];
    for (const p of FREE_US_PREFIXES) for (const a of LETTERS) for (const b of LETTERS) us.push(p + a + b);
    this.us = rng.shuffle(us);
    const sg: string[] = [];
    for (const p of ["V", "W"]) for (let d = 0; d <= 9; d++) for (const c of ALNUM) sg.push(`${p}${d}${c}`);
    this.sg = rng.shuffle(sg);
  }

  private take(pool: string[], what: string): string {
    for (;;) {
      const code = pool.pop();
      if (code === undefined) throw new RangeError(`out of ${what} codes`);
      if (!this.taken.has(code)) {
        this.taken.add(code);
        return code;
      }
    }
  }

  hkCode(strategy: boolean): string {
    return strategy ? this.take(this.hkStrategy, "HK L&I") : this.take(this.hk, "HK ETF");
  }
  hkRmbCounter(hkdCode: string): string {
    const code = `8${hkdCode}`;
    this.taken.add(code);
    return code;
  }
  hkUsdCounterCode(): string {
    return this.take(this.hkUsdCounter, "HK USD counter");
  }
  usTicker(): string {
    return this.take(this.us, "US ticker");
  }
  sgCode(): string {
    return this.take(this.sg, "SGX");
  }
  claim(code: string): void {
    this.taken.add(code);
  }

  /** A checksum-valid ISIN in the given country, derived from the product code. */
  isin(country: string, code: string): string {
    for (let salt = 0; ; salt++) {
      let body = country;
      let h = hashLabels(["isin", code, salt]);
      for (let i = 0; i < 9; i++) {
        // Keep the national part digit-led like most real ISINs; the rest alphanumeric.
        const alphabet = i < 2 ? "0123456789" : ALNUM;
        body += alphabet[h % alphabet.length];
        h = hashLabels([h, i]);
      }
      const isin = body + String(isinCheckDigit(body));
      if (!this.isins.has(isin)) {
        this.isins.add(isin);
        return isin;
      }
    }
  }
}
