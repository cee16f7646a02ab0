import type { BenchmarkItem } from "@shared/api/backtest";
import { useEffect, useState } from "react";
import { fetchBenchmarks } from "../comparison-api";

/** The benchmarks the picker offers, in the page's language (empty until loaded). */
export function useBenchmarks(lang: string): BenchmarkItem[] {
  const [items, setItems] = useState<BenchmarkItem[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: names follow the page's language
  useEffect(() => {
    let live = true;
    fetchBenchmarks()
      .then((list) => {
        if (live) setItems(list);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang]);
  return items;
}
