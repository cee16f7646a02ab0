/**
 * How ETFs are called and coded on each exchange: "<issuer> <index> ETF", HK leveraged and
 * inverse "… Index Daily (2x) Leveraged Product" (the SFC's wording), US "… Daily 2x
 * Leveraged ETF"; an issuer's second ETF on the same index gets a line name (Core, Select…).
 */
import type { Currency } from "../batch";
import { STRATEGY_CATEGORIES } from "./categories";
import type { CodeBook } from "./codes";
import type { IndexDef } from "./indices";
import type { Listing } from "./listings";

export type StrategyKind = "leveraged" | "inverse" | "hedged" | "covered_call";

const LINES: readonly (readonly [string, string])[] = [
  ["Core", "核心"],
  ["Select", "精選"],
  ["Plus", "增強"],
  ["Prime", "優選"],
];

export function etfNames(o: {
  brand: string;
  brandZh: string;
  idx: IndexDef;
  kind: StrategyKind | undefined;
  listing: Listing;
  leverage: number;
  currency: Currency;
  /** Names already given, to keep each unique. */
  used: Map<string, number>;
}): [string, string] {
  const short = o.idx.en.replace(/ Index$/, "");
  const n = (o.used.get(`${o.brand}|${o.idx.id}|${o.kind}|${o.leverage}`) ?? 0) + 1;
  o.used.set(`${o.brand}|${o.idx.id}|${o.kind}|${o.leverage}`, n);
  const [line, lineZh] = n === 1 ? ["", ""] : (LINES[(n - 2) % LINES.length] ?? ["", ""]);
  const brand = line ? `${o.brand} ${line}` : o.brand;
  const brandZh = `${o.brandZh}${lineZh}`;
  const lev = o.leverage;
  switch (o.kind) {
    case "leveraged":
    case "inverse": {
      const [en, zh] = o.kind === "leveraged" ? ["Leveraged", "槓桿"] : ["Inverse", "反向"];
      return o.listing === "HK"
        ? [
            `${brand} ${short} Index Daily (${lev}x) ${en} Product`,
            `${brandZh}${o.idx.zh}每日${zh}(${lev}x)產品`,
          ]
        : [`${brand} ${short} Daily ${lev}x ${en} ETF`, `${brandZh}${o.idx.zh}每日${lev}倍${zh}ETF`];
    }
    case "hedged":
      return [`${brand} ${short} ${o.currency} Hedged ETF`, `${brandZh}${o.idx.zh}貨幣對沖ETF`];
    case "covered_call":
      return [`${brand} ${short} Covered Call ETF`, `${brandZh}${o.idx.zh}備兌認購期權ETF`];
    default:
      return [`${brand} ${short} ETF`, `${brandZh}${o.idx.zh}ETF`];
  }
}

export function strategyCategory(kind: StrategyKind | undefined) {
  if (kind === "leveraged" || kind === "inverse") return STRATEGY_CATEGORIES.leveraged_inverse;
  if (kind === "hedged") return STRATEGY_CATEGORIES.currency_hedged_equity;
  if (kind === "covered_call") return STRATEGY_CATEGORIES.options_income;
  return undefined;
}

export function etfCode(codes: CodeBook, listing: Listing, kind: StrategyKind | undefined): string {
  if (listing === "HK") return codes.hkCode(kind === "leveraged" || kind === "inverse");
  return listing === "SG" ? codes.sgCode() : codes.usTicker();
}

export function etfSymbol(code: string, listing: Listing, currency: Currency): string {
  if (listing === "EU") return `${code}${currency === "EUR" ? ".DE" : ".L"}`;
  return `${code}${listing === "HK" ? ".HK" : listing === "SG" ? ".SI" : ""}`;
}
