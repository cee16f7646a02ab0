/**
 * A small invented catalog for the engine's unit tests (deliberately not the eval catalog):
 * near-duplicates (two S&P 500 ETFs, the USD and HKD classes of one fund), a leveraged
 * product beside its plain index ETF, Chinese-only numerals (中證五百), a word-like code (ALL).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { toolDefs } from "../../../shared/tools";
import type { SearchEntry } from "../../features/search";
import { analyze, type Tok } from "./analyze";
import { type EvalCase, predictCase } from "./eval-case";
import { type Lexicon, loadLexicon } from "./lexicon/lexicon";
import { ProductIndex } from "./products/product-index";
import type { IntentEngine } from "./types";

const entry = (
  e: Partial<SearchEntry> & Pick<SearchEntry, "code" | "name" | "productType">,
): SearchEntry => ({
  isin: null,
  symbol: null,
  nameZhHant: null,
  nameZhHans: null,
  category: null,
  benchmark: null,
  aumUsd: Number.NaN,
  ...e,
});

// biome-ignore format: a table
export const FIXTURE_CATALOG: SearchEntry[] = [
  entry({ code: "2833", symbol: "2833.HK", name: "Harbour Hang Seng Index ETF", nameZhHant: "海港恒生指數ETF", nameZhHans: "海港恒生指数ETF", productType: "etf", category: "Hong Kong Large-Cap Equity" }),
  entry({ code: "7500", symbol: "7500.HK", name: "Harbour Hang Seng Index Daily (-2x) Inverse Product", nameZhHant: "海港恒生指數每日反向(-2x)產品", productType: "etf", category: "Leveraged & Inverse" }),
  entry({ code: "3100", symbol: "3100.HK", name: "Lotus CSI 500 ETF", nameZhHant: "蓮花中證五百指數ETF", nameZhHans: "莲花中证五百指数ETF", productType: "etf", category: "China A-Share Equity" }),
  entry({ code: "IVV", symbol: "IVV", isin: "US4642872000", name: "iShares Core S&P 500 ETF", nameZhHant: "安碩核心標普500指數ETF", productType: "etf", category: "US Large-Cap Blend Equity" }),
  entry({ code: "SPLG", symbol: "SPLG", name: "SPDR Portfolio S&P 500 ETF", nameZhHant: "SPDR組合標普500指數ETF", productType: "etf", category: "US Large-Cap Blend Equity" }),
  entry({ code: "BND", symbol: "BND", name: "Vanguard Total Bond Market ETF", nameZhHant: "先鋒整體債券市場ETF", productType: "etf", category: "US Aggregate Bond" }),
  entry({ code: "ALL", symbol: "ALL", name: "Alpine Lakes Leaders ETF", nameZhHant: "阿爾卑斯湖領袖ETF", productType: "etf", category: "Global Equity" }),
  entry({ code: "F100001", isin: "LU1234567890", name: "Jade Global Income Fund A (mth) - USD", nameZhHant: "翠玉環球收益基金 A (每月派息) - 美元", productType: "fund", category: "Global Multi-Asset Income" }),
  entry({ code: "F100002", isin: "LU1234567891", name: "Jade Global Income Fund A (mth) - HKD", nameZhHant: "翠玉環球收益基金 A (每月派息) - 港元", productType: "fund", category: "Global Multi-Asset Income" }),
  entry({ code: "F100003", isin: "LU2222222229", name: "Aurora Japan Smaller Companies Fund A Acc JPY", nameZhHant: "曙光日本小型公司基金 A 累積 日圓", productType: "fund", category: "Japan Small-Cap Equity" }),
  entry({ code: "F100004", isin: "IE0000000004", name: "Meridian Asian Bond Fund I Dis USD", nameZhHant: "子午線亞洲債券基金 I 收息 美元", productType: "fund", category: "Asia Bond" }),
  entry({ code: "F100005", isin: "SG0000000005", name: "Straits Dividend Equity Fund SGD", nameZhHant: "海峽股息股票基金 新加坡元", productType: "fund", category: "Singapore Equity Income" }),
];

let cached: { lexicon: Lexicon; index: ProductIndex } | null = null;

export function fixture(): { lexicon: Lexicon; index: ProductIndex } {
  if (!cached) {
    const lexicon = loadLexicon();
    cached = { lexicon, index: new ProductIndex(FIXTURE_CATALOG, lexicon) };
  }
  return cached;
}

/** The token stream of a message over the fixture catalog. */
export function toksOf(message: string): Tok[] {
  const { lexicon, index } = fixture();
  return analyze(message, lexicon, index).toks;
}

/**
 * Runs every case of a jsonl file through the engine (each call must parse with its tool
 * contract) and scores the predictions with the eval's own score.mjs.
 */
export function scoreCaseFile(input: {
  engine: IntentEngine;
  casesPath: string;
  scorer: string;
  today: string;
}): {
  cases: number;
  stdout: string;
  stderr: string;
} {
  const cases = readFileSync(input.casesPath, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EvalCase);
  const lines = cases.map((c) => {
    const toolCalls = predictCase(input.engine, c, input.today);
    for (const call of toolCalls)
      expect(toolDefs[call.name].inputSchema.safeParse(call.args).success).toBe(true);
    return JSON.stringify({ id: c.id, toolCalls });
  });
  const dir = mkdtempSync(path.join(tmpdir(), "fp-eval-"));
  try {
    const pred = path.join(dir, "pred.jsonl");
    writeFileSync(pred, `${lines.join("\n")}\n`);
    const run = spawnSync(process.execPath, [input.scorer, input.casesPath, pred], { encoding: "utf8" });
    return { cases: cases.length, stdout: run.stdout, stderr: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
