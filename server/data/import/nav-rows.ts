/**
 * navs.csv rows held column-wise in growable typed arrays (28 bytes a row, instead of a few
 * hundred for a row object), then grouped per product and sorted by date. This is the bulk of
 * any import: 15,000 products × 10 years of daily NAV is tens of millions of rows.
 */
import type { IssueList } from "./issues";

/** One product's new NAV rows in date order; `lines` are their line numbers in navs.csv. */
export interface NavRowGroup {
  days: Int32Array;
  nav: Float64Array;
  /** Amount per unit paid on days[i]; 0 when the row has none. */
  dividend: Float64Array;
  lines: Int32Array;
}

export class NavRows {
  readonly codes: string[] = [];
  private readonly codeIndex = new Map<string, number>();
  private code = new Int32Array(1024);
  private day = new Int32Array(1024);
  private nav = new Float64Array(1024);
  private dividend = new Float64Array(1024);
  private line = new Int32Array(1024);
  length = 0;

  push(row: { code: string; day: number; nav: number; dividend: number; line: number }): void {
    if (this.length === this.code.length) this.grow();
    let c = this.codeIndex.get(row.code);
    if (c === undefined) {
      c = this.codes.length;
      this.codes.push(row.code);
      this.codeIndex.set(row.code, c);
    }
    const i = this.length++;
    this.code[i] = c;
    this.day[i] = row.day;
    this.nav[i] = row.nav;
    this.dividend[i] = row.dividend;
    this.line[i] = row.line;
  }

  private grow(): void {
    const size = this.code.length * 2;
    const grown = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.code = grown(this.code, (n) => new Int32Array(n));
    this.day = grown(this.day, (n) => new Int32Array(n));
    this.nav = grown(this.nav, (n) => new Float64Array(n));
    this.dividend = grown(this.dividend, (n) => new Float64Array(n));
    this.line = grown(this.line, (n) => new Int32Array(n));
  }

  /**
   * Rows per product, sorted by date. A second row for the same (code, date) is reported as a
   * duplicate and dropped, so later checks see each date once.
   */
  groupByProduct(file: string, issues: IssueList): Map<string, NavRowGroup> {
    const n = this.length;
    const counts = new Int32Array(this.codes.length + 1);
    for (let i = 0; i < n; i++) counts[this.code[i]! + 1]!++;
    for (let c = 1; c < counts.length; c++) counts[c]! += counts[c - 1]!;
    // counting sort by product keeps file order within a product
    const order = new Int32Array(n);
    const next = counts.slice(0, -1);
    for (let i = 0; i < n; i++) order[next[this.code[i]!]!++] = i;
    const groups = new Map<string, NavRowGroup>();
    for (let c = 0; c < this.codes.length; c++) {
      const slice = order.subarray(counts[c]!, counts[c + 1]!);
      slice.sort((a, b) => this.day[a]! - this.day[b]! || this.line[a]! - this.line[b]!);
      const days: number[] = [];
      const kept: number[] = [];
      for (const i of slice) {
        const prev = kept.at(-1);
        if (prev !== undefined && this.day[prev] === this.day[i]) {
          issues.add(
            file,
            this.line[i]!,
            "date",
            `duplicate of row ${this.line[prev]} (${this.codes[c]} on the same date)`,
          );
          continue;
        }
        kept.push(i);
        days.push(this.day[i]!);
      }
      groups.set(this.codes[c]!, {
        days: Int32Array.from(days),
        nav: Float64Array.from(kept, (i) => this.nav[i]!),
        dividend: Float64Array.from(kept, (i) => this.dividend[i]!),
        lines: Int32Array.from(kept, (i) => this.line[i]!),
      });
    }
    return groups;
  }

  /** The first line on which each product code appears. */
  firstLines(): Map<string, number> {
    const first = new Map<string, number>();
    for (let i = 0; i < this.length; i++) {
      const code = this.codes[this.code[i]!]!;
      if (!first.has(code)) first.set(code, this.line[i]!);
    }
    return first;
  }
}
