/**
 * Categories as HK/SG platforms show them, with the benchmark index, the family (fees,
 * distribution policy, active risk), the look-through mixes and the name stems funds in the
 * category are named with. `weight` is the relative frequency among funds and among ETFs.
 */
import type { AssetClass, Currency, Region } from "../batch";
import type { Family } from "./families";

export interface CategoryDef {
  id: string;
  en: string;
  zh: string;
  assetClass: AssetClass;
  region: Region;
  index: string;
  family: Family;
  weight: { fund: number; etf: number };
  countries: string;
  industries?: string;
  bond?: { duration: readonly [number, number]; sectors: string; ratings: string };
  baseCurrency: Currency;
  /** Fund name stems [en, zh-Hant]. */
  themes: readonly (readonly [string, string])[];
}

type Opts = Partial<Pick<CategoryDef, "industries" | "bond" | "baseCurrency" | "countries">> & {
  themes: readonly (readonly [string, string])[];
};

function cat(
  id: string,
  en: string,
  zh: string,
  assetClass: AssetClass,
  region: Region,
  index: string,
  family: Family,
  [fund, etf]: readonly [number, number],
  opts: Opts,
): CategoryDef {
  const industries = opts.industries ?? (assetClass === "Stock" ? "broad" : undefined);
  return {
    id,
    en,
    zh,
    assetClass,
    region,
    index,
    family,
    weight: { fund, etf },
    countries: opts.countries ?? region,
    ...(industries ? { industries } : {}),
    ...(opts.bond ? { bond: opts.bond } : {}),
    baseCurrency: opts.baseCurrency ?? "USD",
    themes: opts.themes,
  };
}
const b = (lo: number, hi: number, sectors: string, ratings: string) => ({
  duration: [lo, hi] as const,
  sectors,
  ratings,
});

// biome-ignore format: a table
export const CATEGORIES: readonly CategoryDef[] = [
  cat("global_equity", "Global Equity", "環球股票", "Stock", "global", "GLBEQ", "eq", [8, 6], { themes: [["Global Equity", "環球股票"], ["Global Opportunities", "環球機遇"], ["World Leaders", "環球領先企業"], ["Global Select", "環球精選"]] }),
  cat("us_equity", "US Large-Cap Equity", "美國大型股票", "Stock", "us", "US500", "eq", [5, 12], { themes: [["US Equity", "美國股票"], ["American Leaders", "美國領先企業"], ["US Core Equity", "美國核心股票"]] }),
  cat("us_growth_equity", "US Growth Equity", "美國增長股票", "Stock", "us", "USGRW", "eq", [2, 3], { industries: "tech", themes: [["US Growth", "美國增長"], ["American Innovation", "美國創新"]] }),
  cat("us_small_cap_equity", "US Small-Cap Equity", "美國小型公司股票", "Stock", "us", "USSML", "eq", [1, 3], { themes: [["US Smaller Companies", "美國小型公司"], ["American Small Cap", "美國小型股"]] }),
  cat("europe_equity", "Europe Equity", "歐洲股票", "Stock", "europe", "EU350", "eq", [4, 3], { baseCurrency: "EUR", themes: [["European Equity", "歐洲股票"], ["Euroland Growth", "歐元區增長"], ["European Leaders", "歐洲領先企業"]] }),
  cat("japan_equity", "Japan Equity", "日本股票", "Stock", "japan", "JP225", "eq", [3, 2], { baseCurrency: "JPY", themes: [["Japan Equity", "日本股票"], ["Japan Opportunities", "日本機遇"]] }),
  cat("asia_pacific_ex_japan_equity", "Asia Pacific ex-Japan Equity", "亞太(日本除外)股票", "Stock", "asia_pacific", "APXJ", "eq", [5, 1], { industries: "asia", themes: [["Asia Pacific Equity", "亞太股票"], ["Pacific Opportunities", "太平洋機遇"], ["Asian Growth", "亞洲增長"]] }),
  cat("asia_ex_japan_equity", "Asia ex-Japan Equity", "亞洲(日本除外)股票", "Stock", "asia_ex_japan", "AXJ", "eq", [4, 1], { industries: "asia", themes: [["Asian Equity", "亞洲股票"], ["Asia Leaders", "亞洲領先企業"], ["Asian Select", "亞洲精選"]] }),
  cat("greater_china_equity", "Greater China Equity", "大中華股票", "Stock", "greater_china", "GCHN", "eqEm", [5, 1], { industries: "china", themes: [["Greater China", "大中華"], ["Greater China Growth", "大中華增長"], ["Greater China Select", "大中華精選"]] }),
  cat("china_equity", "China Equity", "中國股票", "Stock", "china", "CHINA", "eqEm", [4, 3], { industries: "china", themes: [["China Equity", "中國股票"], ["China Opportunities", "中國機遇"], ["China Growth", "中國增長"]] }),
  cat("china_a_share_equity", "China A-Share Equity", "中國A股", "Stock", "china", "CSA300", "eqEm", [2, 2], { countries: "china_a", industries: "china", themes: [["China A-Share", "中國A股"], ["China A Opportunities", "中國A股機遇"]] }),
  cat("hong_kong_equity", "Hong Kong Equity", "香港股票", "Stock", "hong_kong", "HK50", "eq", [4, 3], { baseCurrency: "HKD", industries: "hong_kong", themes: [["Hong Kong Equity", "香港股票"], ["Hong Kong Leaders", "香港領先企業"]] }),
  cat("hong_kong_technology_equity", "Hong Kong Technology Equity", "香港科技股票", "Stock", "hong_kong", "HKTEC", "sector", [0.5, 1.5], { baseCurrency: "HKD", industries: "tech", themes: [["Hong Kong Technology", "香港科技"]] }),
  cat("singapore_equity", "Singapore Equity", "新加坡股票", "Stock", "singapore", "SG30", "eq", [1, 1], { baseCurrency: "SGD", industries: "singapore", themes: [["Singapore Equity", "新加坡股票"], ["Lion City Select", "獅城精選"]] }),
  cat("emerging_markets_equity", "Emerging Markets Equity", "新興市場股票", "Stock", "emerging_markets", "EMEQ", "eqEm", [4, 3], { industries: "asia", themes: [["Emerging Markets", "新興市場"], ["Emerging Markets Opportunities", "新興市場機遇"]] }),
  cat("asean_equity", "ASEAN Equity", "東盟股票", "Stock", "asia_ex_japan", "ASEAN", "eqEm", [1, 0.5], { countries: "asean", industries: "asia", themes: [["ASEAN Equity", "東盟股票"]] }),
  cat("india_equity", "India Equity", "印度股票", "Stock", "emerging_markets", "INDIA", "eqEm", [1, 1], { countries: "india", industries: "asia", themes: [["India Equity", "印度股票"], ["India Opportunities", "印度機遇"]] }),
  cat("asia_equity_income", "Asia Pacific ex-Japan Equity Income", "亞太(日本除外)股息股票", "Stock", "asia_ex_japan", "ASDIV", "eqInc", [2, 0.5], { countries: "asia_ex_japan", industries: "dividend", themes: [["Asian Dividend", "亞洲股息"], ["Asia Equity Income", "亞洲股票收益"]] }),
  cat("global_equity_income", "Global Equity Income", "環球股息股票", "Stock", "global", "GLBDIV", "eqInc", [2, 1], { industries: "dividend", themes: [["Global Dividend", "環球股息"], ["Global Equity Income", "環球股票收益"]] }),
  cat("sector_equity_technology", "Sector Equity Technology", "科技行業股票", "Stock", "global", "GTECH", "sector", [3, 4], { industries: "tech", themes: [["Global Technology", "環球科技"], ["Digital Innovation", "數碼創新"], ["Future Technology", "未來科技"]] }),
  cat("sector_equity_healthcare", "Sector Equity Healthcare", "健康護理行業股票", "Stock", "global", "GHLTH", "sector", [2, 2], { industries: "health", themes: [["Global Healthcare", "環球健康護理"], ["Biotechnology", "生物科技"]] }),
  cat("sector_equity_financials", "Sector Equity Financials", "金融行業股票", "Stock", "global", "GFIN", "sector", [1, 2], { industries: "fin", themes: [["Global Financials", "環球金融"]] }),
  cat("sector_equity_natural_resources", "Sector Equity Natural Resources", "天然資源行業股票", "Stock", "global", "GRES", "sector", [1, 2], { industries: "resources", themes: [["Natural Resources", "天然資源"], ["Energy Transition", "能源轉型"]] }),
  cat("sector_equity_consumer", "Sector Equity Consumer", "消費行業股票", "Stock", "global", "GCONS", "sector", [1, 1.5], { industries: "consumer", themes: [["Global Consumer", "環球消費"], ["Consumer Trends", "消費趨勢"]] }),
  cat("sector_equity_infrastructure", "Sector Equity Infrastructure", "基建行業股票", "Stock", "global", "GINFRA", "sector", [1, 0.5], { industries: "infra", themes: [["Global Infrastructure", "環球基建"]] }),
  cat("sector_equity_precious_metals", "Sector Equity Precious Metals", "貴金屬行業股票", "Stock", "global", "GMINE", "sector", [0.5, 0.5], { industries: "gold", themes: [["Gold and Precious Metals", "黃金及貴金屬"]] }),
  cat("property_equity", "Property Equity (REITs)", "房地產股票", "Stock", "global", "GREIT", "reit", [1.5, 1.5], { industries: "reit", themes: [["Global Property", "環球房地產"], ["Global REIT", "環球房地產投資信託"]] }),
  cat("singapore_reit", "Singapore REIT", "新加坡房地產投資信託", "Stock", "singapore", "SGREIT", "reit", [0.3, 1], { baseCurrency: "SGD", industries: "reit", themes: [["Singapore REIT", "新加坡房地產投資信託"]] }),
  cat("asia_pacific_reit", "Asia Pacific REIT", "亞太房地產投資信託", "Stock", "asia_pacific", "APREIT", "reit", [0.5, 0.5], { industries: "reit", themes: [["Asia Pacific Property", "亞太房地產"]] }),
  cat("global_bond", "Global Bond", "環球債券", "Bond", "global", "GLBAGG", "bond", [5, 3], { countries: "bond_global", bond: b(5.5, 7.5, "aggregate", "aggregate"), themes: [["Global Bond", "環球債券"], ["Global Aggregate Bond", "環球綜合債券"], ["Global Strategic Bond", "環球策略債券"]] }),
  cat("usd_corporate_bond", "USD Corporate Bond", "美元企業債券", "Bond", "us", "USCORP", "bond", [3, 4], { bond: b(6, 9, "corporate", "corp_ig"), themes: [["US Dollar Corporate Bond", "美元企業債券"], ["US Investment Grade", "美國投資級別債券"]] }),
  cat("us_aggregate_bond", "US Aggregate Bond", "美國綜合債券", "Bond", "us", "USAGG", "bond", [1, 3], { bond: b(5.5, 6.8, "aggregate", "aggregate"), themes: [["US Bond", "美國債券"], ["US Total Return Bond", "美國總回報債券"]] }),
  cat("us_long_treasury", "US Long-Term Treasury Bond", "美國長期國庫債券", "Bond", "us", "UST20", "bond", [0.2, 1.5], { bond: b(15, 18, "government", "treasury"), themes: [["US Long Treasury", "美國長期國庫債券"]] }),
  cat("us_intermediate_treasury", "US Intermediate Treasury Bond", "美國中期國庫債券", "Bond", "us", "UST710", "bond", [0.3, 1.2], { bond: b(6.5, 8, "government", "treasury"), themes: [["US Treasury", "美國國庫債券"]] }),
  cat("us_short_treasury", "US Short-Term Treasury Bond", "美國短期國庫債券", "Bond", "us", "UST13", "bond", [0.3, 1.5], { bond: b(1.5, 2.2, "government", "treasury"), themes: [["US Short Treasury", "美國短期國庫債券"]] }),
  cat("usd_short_duration_bond", "USD Short Duration Bond", "美元短存續期債券", "Bond", "us", "USSHRT", "bond", [2, 1], { bond: b(1.5, 3, "corporate", "corp_ig"), themes: [["USD Short Duration Bond", "美元短存續期債券"], ["Enhanced Income", "增強收益"]] }),
  cat("global_high_yield_bond", "Global High Yield Bond", "環球高收益債券", "Bond", "global", "GLBHY", "hy", [4, 2], { countries: "us", bond: b(3, 4.5, "high_yield", "high_yield"), themes: [["Global High Yield", "環球高收益"], ["High Income Bond", "高息債券"]] }),
  cat("asia_bond", "Asia Bond", "亞洲債券", "Bond", "asia_ex_japan", "ASIAIG", "bond", [4, 1], { countries: "bond_asia", bond: b(4, 6, "asia", "asia_ig"), themes: [["Asian Bond", "亞洲債券"], ["Asia Credit", "亞洲信貸"], ["Asian Total Return Bond", "亞洲總回報債券"]] }),
  cat("asia_high_yield_bond", "Asia High Yield Bond", "亞洲高收益債券", "Bond", "asia_ex_japan", "ASIAHY", "hy", [2, 0.5], { countries: "bond_asia", bond: b(2.5, 4, "high_yield", "asia_hy"), themes: [["Asian High Yield", "亞洲高收益"]] }),
  cat("emerging_markets_bond", "Emerging Markets Bond", "新興市場債券", "Bond", "emerging_markets", "EMBOND", "hy", [3, 1.5], { countries: "bond_em", bond: b(6, 8, "em", "em"), themes: [["Emerging Markets Debt", "新興市場債券"], ["Emerging Markets Bond", "新興市場債券收益"]] }),
  cat("asia_local_currency_bond", "Asia Local Currency Bond", "亞洲本幣債券", "Bond", "asia_ex_japan", "ASIALC", "bond", [0.5, 0.5], { countries: "bond_asia", bond: b(5, 7, "government", "asia_ig"), themes: [["Asian Local Bond", "亞洲本幣債券"]] }),
  cat("europe_bond", "Europe Bond", "歐洲債券", "Bond", "europe", "EUAGG", "bond", [2, 1.5], { baseCurrency: "EUR", countries: "bond_europe", bond: b(6, 8, "aggregate", "aggregate"), themes: [["Euro Bond", "歐元債券"], ["European Bond", "歐洲債券"]] }),
  cat("rmb_bond", "RMB Bond", "人民幣債券", "Bond", "china", "CNBOND", "bond", [2, 1], { baseCurrency: "CNH", countries: "china_a", bond: b(3, 6, "government", "china"), themes: [["RMB Bond", "人民幣債券"], ["China Bond", "中國債券"]] }),
  cat("hkd_bond", "HKD Bond", "港元債券", "Bond", "hong_kong", "HKBOND", "bond", [1, 0.3], { baseCurrency: "HKD", countries: "hong_kong", bond: b(3, 5, "aggregate", "asia_ig"), themes: [["Hong Kong Dollar Bond", "港元債券"]] }),
  cat("singapore_bond", "Singapore Bond", "新加坡債券", "Bond", "singapore", "SGBOND", "bond", [0.7, 0.4], { baseCurrency: "SGD", bond: b(6, 8, "government", "gov_dm"), themes: [["Singapore Bond", "新加坡債券"]] }),
  cat("japan_bond", "Japan Bond", "日本債券", "Bond", "japan", "JPBOND", "bond", [0.3, 0.3], { baseCurrency: "JPY", bond: b(8, 10, "government", "gov_dm"), themes: [["Japan Bond", "日本債券"]] }),
  cat("global_convertible_bond", "Global Convertible Bond", "環球可換股債券", "Convertible", "global", "GLBCONV", "conv", [1.5, 0.3], { bond: b(2, 3.5, "corporate", "convertible"), themes: [["Global Convertible", "環球可換股債券"]] }),
  cat("asia_convertible_bond", "Asia Convertible Bond", "亞洲可換股債券", "Convertible", "asia_ex_japan", "ASCONV", "conv", [0.5, 0.1], { countries: "bond_asia", bond: b(2, 3, "corporate", "convertible"), themes: [["Asian Convertible", "亞洲可換股債券"]] }),
  cat("preferred_securities", "Preferred Securities", "優先證券", "Preferred", "global", "PREF", "pref", [0.8, 0.6], { countries: "us", industries: "fin", bond: b(4, 6, "corporate", "preferred"), themes: [["Preferred Securities", "優先證券"], ["Capital Securities", "資本證券"]] }),
  cat("usd_money_market", "USD Money Market", "美元貨幣市場", "Cash", "us", "CASHUSD", "cash", [2, 0.6], { bond: b(0.05, 0.15, "cash", "cash"), themes: [["US Dollar Money", "美元貨幣"], ["US Dollar Liquidity", "美元流動"]] }),
  cat("hkd_money_market", "HKD Money Market", "港元貨幣市場", "Cash", "hong_kong", "CASHHKD", "cash", [1.5, 0.6], { baseCurrency: "HKD", bond: b(0.05, 0.15, "cash", "cash"), themes: [["Hong Kong Dollar Money", "港元貨幣"]] }),
  cat("rmb_money_market", "RMB Money Market", "人民幣貨幣市場", "Cash", "china", "CASHCNH", "cash", [0.7, 0.2], { baseCurrency: "CNH", countries: "china_a", bond: b(0.05, 0.15, "cash", "cash"), themes: [["RMB Money", "人民幣貨幣"]] }),
  cat("sgd_money_market", "SGD Money Market", "新加坡元貨幣市場", "Cash", "singapore", "CASHSGD", "cash", [0.5, 0.2], { baseCurrency: "SGD", bond: b(0.05, 0.15, "cash", "cash"), themes: [["Singapore Dollar Money", "新加坡元貨幣"]] }),
  cat("eur_money_market", "EUR Money Market", "歐元貨幣市場", "Cash", "europe", "CASHEUR", "cash", [0.3, 0.1], { baseCurrency: "EUR", countries: "bond_europe", bond: b(0.05, 0.15, "cash", "cash"), themes: [["Euro Liquidity", "歐元流動"]] }),
  cat("gbp_money_market", "GBP Money Market", "英鎊貨幣市場", "Cash", "europe", "CASHGBP", "cash", [0.15, 0.05], { baseCurrency: "GBP", countries: "bond_europe", bond: b(0.05, 0.15, "cash", "cash"), themes: [["Sterling Liquidity", "英鎊流動"]] }),
  cat("aud_money_market", "AUD Money Market", "澳元貨幣市場", "Cash", "asia_pacific", "CASHAUD", "cash", [0.15, 0.05], { baseCurrency: "AUD", countries: "asia_pacific", bond: b(0.05, 0.15, "cash", "cash"), themes: [["Australian Dollar Cash", "澳元現金"]] }),
  cat("global_allocation", "Global Allocation", "環球混合資產", "Other", "global", "ALLOC", "alloc", [5, 1], { themes: [["Global Multi-Asset", "環球多元資產"], ["Global Balanced", "環球平衡"], ["Dynamic Allocation", "動態配置"]] }),
  cat("asia_allocation", "Asia Allocation", "亞洲混合資產", "Other", "asia_ex_japan", "ASALLOC", "alloc", [2, 0.2], { countries: "asia_ex_japan", themes: [["Asian Multi-Asset", "亞洲多元資產"], ["Asia Balanced", "亞洲平衡"]] }),
  cat("conservative_allocation", "Conservative Allocation", "保守型混合資產", "Other", "global", "CONSV", "alloc", [2, 0.3], { themes: [["Conservative Portfolio", "保守組合"], ["Capital Stable", "資本穩定"]] }),
  cat("aggressive_allocation", "Aggressive Allocation", "進取型混合資產", "Other", "global", "AGGR", "alloc", [1, 0.2], { themes: [["Growth Portfolio", "增長組合"], ["Aggressive Portfolio", "進取組合"]] }),
  cat("multi_asset_income", "Multi-Asset Income", "多元資產收益", "Other", "global", "INCOME", "income", [3, 0.5], { themes: [["Multi-Asset Income", "多元資產收益"], ["Income Builder", "收益建構"], ["Global Income", "環球收益"]] }),
  cat("absolute_return", "Absolute Return", "絕對回報", "Other", "global", "ABSRET", "alt", [1, 0.2], { themes: [["Absolute Return", "絕對回報"], ["Total Return Alternatives", "總回報另類"]] }),
  cat("commodities", "Commodities", "商品", "Other", "global", "COMMOD", "commodity", [0.5, 2], { themes: [["Commodity", "商品"]] }),
  cat("gold", "Gold", "黃金", "Other", "global", "GOLD", "commodity", [0.2, 1.5], { themes: [["Gold", "黃金"]] }),
];

/** Strategy-based ETF categories (planned separately; never in the fund table). */
export const STRATEGY_CATEGORIES = {
  leveraged_inverse: { en: "Leveraged & Inverse", zh: "槓桿及反向產品" },
  currency_hedged_equity: { en: "Currency Hedged Equity", zh: "貨幣對沖股票" },
  options_income: { en: "Options-Based Income", zh: "期權收益策略" },
} as const;

export const CATEGORY_BY_ID: ReadonlyMap<string, CategoryDef> = new Map(CATEGORIES.map((c) => [c.id, c]));

export function category(id: string): CategoryDef {
  const c = CATEGORY_BY_ID.get(id);
  if (!c) throw new Error(`unknown category ${id}`);
  return c;
}

/** The third-party (distributor) taxonomy label: an asset group, then the category. */
export function thirdPartyCategory(c: CategoryDef): string {
  const group =
    c.assetClass === "Stock"
      ? "Equity"
      : c.assetClass === "Cash"
        ? "Money Market"
        : c.assetClass === "Other"
          ? c.family === "commodity"
            ? "Commodities"
            : "Allocation"
          : "Fixed Income";
  return `${group} - ${c.en}`;
}
