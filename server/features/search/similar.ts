/**
 * "Search by similarity": the semantic neighbours of a hit are products of the same type that
 * track the same benchmark and/or sit in the same category, nearest in AUM (on a log scale, so
 * 1 bn is as near to 2 bn as 100 m is to 200 m).
 */

export interface SimilarSource {
  productType: string;
  category: string | null;
  benchmark: string | null;
  /** NaN when unknown. */
  aumUsd: number;
}

export interface Neighbour {
  row: number;
  score: number;
}

/** Scores of neighbours lie in 0.1..0.2 (shared/api/search.ts): below every direct match. */
const BASE = 0.1;
const PER_RELATION = 0.04;
const NEARNESS = 0.02;
/** Log-10 AUM distance given to a product without AUM. */
const UNKNOWN_DISTANCE = 10;

function groups(keys: (string | null)[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  keys.forEach((key, row) => {
    if (key === null) return;
    const list = lists.get(key);
    if (list) list.push(row);
    else lists.set(key, [row]);
  });
  return new Map([...lists].map(([k, rows]) => [k, Int32Array.from(rows)]));
}

export class SimilarIndex {
  private readonly category: (string | null)[];
  private readonly benchmark: (string | null)[];
  private readonly logAum: Float64Array;
  private readonly byCategory: Map<string, Int32Array>;
  private readonly byBenchmark: Map<string, Int32Array>;

  constructor(
    entries: readonly SimilarSource[],
    /** Position of each row in the (AUM desc, code asc) order: the tie-break. */
    private readonly tieRank: Int32Array,
  ) {
    const keyed = (value: (e: SimilarSource) => string | null) =>
      entries.map((e) => {
        const v = value(e);
        return v ? `${e.productType}\u0001${v}` : null;
      });
    this.category = keyed((e) => e.category);
    this.benchmark = keyed((e) => e.benchmark);
    this.logAum = Float64Array.from(entries, (e) => (e.aumUsd > 0 ? Math.log10(e.aumUsd) : Number.NaN));
    this.byCategory = groups(this.category);
    this.byBenchmark = groups(this.benchmark);
  }

  /** Up to `max` neighbours of the seeds (best first), at most `perSeed` each, none in `exclude`. */
  neighbours(options: {
    seeds: readonly number[];
    accept: (row: number) => boolean;
    exclude: ReadonlySet<number>;
    max: number;
    perSeed?: number;
  }): Neighbour[] {
    const { seeds, accept, exclude, max } = options;
    const perSeed = options.perSeed ?? 3;
    const found = new Map<number, number>();
    for (const seed of seeds) {
      for (const n of this.ofSeed(seed, accept, exclude, perSeed)) {
        if ((found.get(n.row) ?? -1) < n.score) found.set(n.row, n.score);
      }
    }
    return [...found]
      .map(([row, score]) => ({ row, score }))
      .sort((a, b) => b.score - a.score || this.tieRank[a.row]! - this.tieRank[b.row]!)
      .slice(0, max);
  }

  private ofSeed(seed: number, accept: (row: number) => boolean, exclude: ReadonlySet<number>, k: number) {
    const bench = this.benchmark[seed] ?? null;
    const cat = this.category[seed] ?? null;
    const scored: Neighbour[] = [];
    const consider = (row: number) => {
      if (row === seed || exclude.has(row) || !accept(row)) return;
      const relations =
        (bench !== null && this.benchmark[row] === bench ? 1 : 0) +
        (cat !== null && this.category[row] === cat ? 1 : 0);
      const d = Math.abs(this.logAum[row]! - this.logAum[seed]!);
      const distance = Number.isNaN(d) ? UNKNOWN_DISTANCE : d;
      scored.push({ row, score: BASE + PER_RELATION * relations + NEARNESS / (1 + distance) });
    };
    if (bench !== null) for (const row of this.byBenchmark.get(bench) ?? []) consider(row);
    if (cat !== null) {
      for (const row of this.byCategory.get(cat) ?? []) {
        // rows that share the benchmark were considered above
        if (bench === null || this.benchmark[row] !== bench) consider(row);
      }
    }
    return scored
      .sort((a, b) => b.score - a.score || this.tieRank[a.row]! - this.tieRank[b.row]!)
      .slice(0, k);
  }
}
