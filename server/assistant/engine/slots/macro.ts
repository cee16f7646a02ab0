/**
 * Macro outlook slots (`MacroAsset`, `horizon` of shared/domain): a market word (US, Japan,
 * Europe, China, or their adjectives) paired with the nearest asset word ("US stocks",
 * "Japanese bonds", "中国债券和中国股票"); "Treasuries"/"US bonds" without a maturity are both
 * Treasury assets; "next month" → 1M, "next quarter"/"未來三個月" → 3M.
 */
import type { MacroAsset } from "../../../../shared/domain/product";
import { has, isFiller, type Tok, tagValue } from "../analyze";
import type { TimeSlots } from "./time";

const MARKET: Record<string, string> = { us: "us", japan: "japan", europe: "europe", china: "china" };
/** Assets per market for each asset word; a market with one bond asset uses it for "bonds". */
const ASSETS: Record<string, Record<string, MacroAsset[]>> = {
  us: {
    stock: ["us_stock"],
    bond: ["us_long_treasury", "us_short_treasury"],
    treasury: ["us_long_treasury", "us_short_treasury"],
    longTreasury: ["us_long_treasury"],
    shortTreasury: ["us_short_treasury"],
    igBond: ["us_ig_bond"],
  },
  japan: { stock: ["japan_stock"], bond: ["japan_bond"], treasury: ["japan_bond"], igBond: ["japan_bond"] },
  europe: {
    stock: ["europe_stock"],
    bond: ["europe_bond"],
    treasury: ["europe_bond"],
    igBond: ["europe_bond"],
  },
  china: { stock: ["china_stock"], bond: ["china_bond"], treasury: ["china_bond"], igBond: ["china_bond"] },
};
/** Treasury words name the US market by themselves. */
const US_ONLY = new Set(["treasury", "longTreasury", "shortTreasury", "igBond"]);

export interface MacroSlots {
  assets: MacroAsset[];
  horizon?: "1M" | "3M";
}

export function readMacro(toks: readonly Tok[], time: TimeSlots): MacroSlots {
  const assets: MacroAsset[] = [];
  const add = (list: MacroAsset[] | undefined) => {
    for (const a of list ?? []) if (!assets.includes(a)) assets.push(a);
  };
  toks.forEach((t, i) => {
    const asset = tagValue(t, "macroAsset");
    if (!asset) return;
    // "美股", "日債": the market and the asset in one word
    const own = tagValue(t, "region");
    // "Japan and Europe stocks", "日本和欧洲股票": one asset word for a list of markets
    const listed = own ? [] : marketsListedBefore(toks, i);
    const market = (own ? MARKET[own] : undefined) ?? marketNear(toks, i);
    if (listed.length > 1) for (const m of listed) add(ASSETS[m]?.[asset]);
    else if (market) add(ASSETS[market]?.[asset]);
    else if (US_ONLY.has(asset)) add(ASSETS.us![asset]);
  });
  let horizon = tagValue(
    toks.find((t) => tagValue(t, "horizon")),
    "horizon",
  ) as MacroSlots["horizon"];
  if (!horizon && time.duration?.unit === "month" && (time.duration.n === 1 || time.duration.n === 3)) {
    horizon = time.duration.n === 1 ? "1M" : "3M";
  }
  return { assets, ...(horizon ? { horizon } : {}) };
}

const LIST_JOINERS = new Set(["and", "&", "or", "和", "与", "與", "及", "同", "跟", "或", ",", "、"]);

/** The markets written as a list right before an asset word, in order ("US, Japan and Europe"). */
function marketsListedBefore(toks: readonly Tok[], i: number): string[] {
  const out: string[] = [];
  for (let j = i - 1; j >= 0; j--) {
    const t = toks[j]!;
    const market = MARKET[tagValue(t, "region") ?? ""];
    if (market && !tagValue(t, "macroAsset")) {
      if (!out.includes(market)) out.unshift(market);
    } else if (!(LIST_JOINERS.has(t.text) || has(t, "conj"))) break;
  }
  return out;
}

/**
 * The market of an asset word: looking back across a coordinated list ("European equities and
 * bonds"), else forward ("stocks in Japan").
 */
function marketNear(toks: readonly Tok[], i: number): string | undefined {
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
    const t = toks[j]!;
    const region = tagValue(t, "region");
    if (region) return MARKET[region];
    if (!tagValue(t, "macroAsset") && !isFiller(t) && !has(t, "conj")) break;
  }
  for (let j = i + 1; j < toks.length && j <= i + 3; j++) {
    const t = toks[j]!;
    const region = tagValue(t, "region");
    if (region) return MARKET[region];
    if (tagValue(t, "macroAsset") || !isFiller(t)) break;
  }
  return undefined;
}
