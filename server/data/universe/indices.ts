/**
 * The demo's index family ("FPX", a fictional provider): category benchmarks, tracked
 * indices and the ten macro asset classes. Order matters: a "mix" index refers to indices
 * defined above it.
 */
import type { Currency, MacroAsset, Market } from "../batch";
import type { Recipe } from "./recipes";

export interface IndexDef {
  id: string;
  symbolCode: string;
  en: string;
  zh: string;
  currency: Currency;
  market: Market;
  recipe: Recipe;
}

const GLOBAL = { US: 0.62, EU: 0.15, JP: 0.06, ASIA: 0.07, CN: 0.02, HK: 0.02, SG: 0.01, EMX: 0.05 };
const AXJ = { ASIA: 0.5, CN: 0.22, HK: 0.18, SG: 0.1 };
const eq = (
  regions: Record<string, number>,
  extra: Omit<Extract<Recipe, { kind: "equity" }>, "kind" | "regions"> = {},
) => ({ kind: "equity", regions, ...extra }) as Recipe;
const bond = (
  blocs: Record<string, number>,
  duration: number,
  spreads: Record<string, number> = {},
  hedged = false,
) => ({ kind: "bond", blocs, duration, spreads, hedged }) as Recipe;
const mix = (parts: Record<string, number>) => ({ kind: "mix", parts }) as Recipe;

function def(
  id: string,
  en: string,
  zh: string,
  currency: Currency,
  market: Market,
  recipe: Recipe,
): IndexDef {
  return { id, symbolCode: `FPX${id}`, en: `FPX ${en} Index`, zh: `FPX${zh}指數`, currency, market, recipe };
}

export const INDICES: readonly IndexDef[] = [
  def("GLBEQ", "Global Equity", "環球股票", "USD", "US", eq(GLOBAL, { earningsYield: 0.06 })),
  def("US500", "US 500", "美國500", "USD", "US", eq({ US: 1 }, { earningsYield: 0.055 })),
  def("USGRW", "US Growth", "美國增長", "USD", "US", eq({ US: 1 }, { tilts: { TECH: 0.5 } })),
  def("USTEC", "US Technology 100", "美國科技100", "USD", "US", eq({ US: 1 }, { tilts: { TECH: 0.85 } })),
  def("USSML", "US Small Cap 2000", "美國小型股2000", "USD", "US", eq({ US: 1 }, { tilts: { SMALL: 1 } })),
  def("EU350", "Europe 350", "歐洲350", "EUR", "EU", eq({ EU: 1 }, { earningsYield: 0.07 })),
  def("JP225", "Japan 225", "日本225", "JPY", "JP", eq({ JP: 1 }, { earningsYield: 0.065 })),
  def(
    "APXJ",
    "Asia Pacific ex Japan",
    "亞太(日本除外)",
    "USD",
    "HK",
    eq({ ...AXJ, ASIA: 0.6, SG: 0.05, HK: 0.13 }),
  ),
  def("AXJ", "Asia ex Japan", "亞洲(日本除外)", "USD", "HK", eq(AXJ)),
  def("GCHN", "Greater China", "大中華", "USD", "HK", eq({ CN: 0.45, HK: 0.35, ASIA: 0.2 })),
  def("CHINA", "China", "中國", "HKD", "HK", eq({ CN: 0.5, HK: 0.5 })),
  def("CSA300", "China A 300", "中國A股300", "CNY", "CN", eq({ CN: 1 }, { earningsYield: 0.08 })),
  def("HK50", "Harbour 50", "海港50", "HKD", "HK", eq({ HK: 1 })),
  def("HKCE", "H-Share", "H股", "HKD", "HK", eq({ HK: 0.4, CN: 0.6 })),
  def("HKTEC", "Harbour Tech", "海港科技", "HKD", "HK", eq({ HK: 0.5, CN: 0.5 }, { tilts: { TECH: 0.8 } })),
  def("SG30", "Lion City 30", "獅城30", "SGD", "SG", eq({ SG: 1 })),
  def("EMEQ", "Emerging Markets", "新興市場", "USD", "US", eq({ ASIA: 0.45, CN: 0.25, EMX: 0.3 })),
  def("ASEAN", "ASEAN 40", "東盟40", "USD", "SG", eq({ SG: 0.3, ASIA: 0.45, EMX: 0.25 })),
  def("INDIA", "India 50", "印度50", "USD", "US", eq({ ASIA: 0.7, EMX: 0.3 })),
  def("GLBDIV", "Global Dividend", "環球股息", "USD", "US", eq(GLOBAL, { tilts: { DIV: 1 } })),
  def("ASDIV", "Asia Dividend", "亞洲股息", "USD", "HK", eq(AXJ, { tilts: { DIV: 1 } })),
  def(
    "GTECH",
    "Global Technology",
    "環球科技",
    "USD",
    "US",
    eq({ US: 0.7, ASIA: 0.15, EU: 0.1, JP: 0.05 }, { tilts: { TECH: 1 } }),
  ),
  def(
    "GHLTH",
    "Global Healthcare",
    "環球健康護理",
    "USD",
    "US",
    eq({ US: 0.65, EU: 0.25, JP: 0.1 }, { tilts: { HEALTH: 1 } }),
  ),
  def("GFIN", "Global Financials", "環球金融", "USD", "US", eq(GLOBAL, { tilts: { FIN: 1 } })),
  def(
    "GRES",
    "Global Natural Resources",
    "環球天然資源",
    "USD",
    "US",
    eq(GLOBAL, { tilts: { ENERGY: 1, COMMOD: 0.2 } }),
  ),
  def("GCONS", "Global Consumer", "環球消費", "USD", "US", eq(GLOBAL, { tilts: { CONS: 1 } })),
  def("GREIT", "Global REIT", "環球房地產投資信託", "USD", "US", eq(GLOBAL, { tilts: { REIT: 1 } })),
  def("GINFRA", "Global Infrastructure", "環球基建", "USD", "US", eq(GLOBAL, { tilts: { INFRA: 1 } })),
  def(
    "GMINE",
    "Global Gold Miners",
    "環球金礦",
    "USD",
    "US",
    eq(GLOBAL, { tilts: { GOLD: 1.4, ENERGY: 0.3 } }),
  ),
  def(
    "SGREIT",
    "Singapore REIT",
    "新加坡房地產投資信託",
    "SGD",
    "SG",
    eq({ SG: 1 }, { tilts: { REIT: 0.8 } }),
  ),
  def(
    "APREIT",
    "Asia Pacific REIT",
    "亞太房地產投資信託",
    "USD",
    "SG",
    eq({ SG: 0.4, HK: 0.2, ASIA: 0.2, JP: 0.2 }, { tilts: { REIT: 1 } }),
  ),
  def(
    "GLBAGG",
    "Global Aggregate Bond (USD Hedged)",
    "環球綜合債券(美元對沖)",
    "USD",
    "US",
    bond({ USD: 0.45, EUR: 0.25, JPY: 0.1, GBP: 0.05, CNY: 0.1, AUD: 0.05 }, 6.5, { IG: 0.3 }, true),
  ),
  def("USAGG", "US Aggregate Bond", "美國綜合債券", "USD", "US", bond({ USD: 1 }, 6.2, { IG: 0.35 })),
  def("USCORP", "US Corporate Bond", "美國企業債券", "USD", "US", bond({ USD: 1 }, 8.2, { IG: 1 })),
  def("UST20", "US Treasury 20+ Year", "美國20年期以上國庫債券", "USD", "US", bond({ USD: 1 }, 17)),
  def("UST710", "US Treasury 7-10 Year", "美國7至10年期國庫債券", "USD", "US", bond({ USD: 1 }, 7.5)),
  def("UST13", "US Treasury 1-3 Year", "美國1至3年期國庫債券", "USD", "US", bond({ USD: 1 }, 1.9)),
  def(
    "USSHRT",
    "USD Short Duration Bond",
    "美元短存續期債券",
    "USD",
    "US",
    bond({ USD: 1 }, 2.2, { IG: 0.7 }),
  ),
  def("GLBHY", "Global High Yield", "環球高收益債券", "USD", "US", bond({ USD: 1 }, 3.8, { HY: 1 })),
  def(
    "ASIAIG",
    "Asia USD Credit",
    "亞洲美元信貸",
    "USD",
    "HK",
    bond({ USD: 1 }, 4.8, { IG: 0.75, ASIAHY: 0.25 }),
  ),
  def("ASIAHY", "Asia High Yield", "亞洲高收益債券", "USD", "HK", bond({ USD: 1 }, 3.2, { ASIAHY: 1 })),
  def("EMBOND", "EM USD Sovereign Bond", "新興市場美元主權債券", "USD", "US", bond({ USD: 1 }, 7, { EM: 1 })),
  def("ASIALC", "Asia Local Currency Bond", "亞洲本幣債券", "USD", "HK", bond({ ASIA: 1 }, 6)),
  def("EUAGG", "Euro Aggregate Bond", "歐元綜合債券", "EUR", "EU", bond({ EUR: 1 }, 7, { IG: 0.3 })),
  def("CNBOND", "China Bond", "中國債券", "CNY", "CN", bond({ CNY: 1 }, 5.5)),
  def("HKBOND", "HKD Bond", "港元債券", "HKD", "HK", bond({ HKD: 1 }, 4, { IG: 0.3 })),
  def("SGBOND", "Singapore Government Bond", "新加坡政府債券", "SGD", "SG", bond({ SGD: 1 }, 7)),
  def("JPBOND", "Japan Government Bond", "日本政府債券", "JPY", "JP", bond({ JPY: 1 }, 9)),
  def("GLBCONV", "Global Convertible", "環球可換股債券", "USD", "US", mix({ GLBEQ: 0.4, USCORP: 0.6 })),
  def("ASCONV", "Asia Convertible", "亞洲可換股債券", "USD", "HK", mix({ AXJ: 0.4, ASIAIG: 0.6 })),
  def(
    "PREF",
    "Global Preferred Securities",
    "環球優先證券",
    "USD",
    "US",
    mix({ USCORP: 0.55, GLBHY: 0.25, GFIN: 0.2 }),
  ),
  def("CASHUSD", "USD Cash", "美元現金", "USD", "US", { kind: "cash", currency: "USD" }),
  def("CASHHKD", "HKD Cash", "港元現金", "HKD", "HK", { kind: "cash", currency: "HKD" }),
  def("CASHCNH", "RMB Cash", "人民幣現金", "CNH", "HK", { kind: "cash", currency: "CNH" }),
  def("CASHSGD", "SGD Cash", "新加坡元現金", "SGD", "SG", { kind: "cash", currency: "SGD" }),
  def("CASHEUR", "EUR Cash", "歐元現金", "EUR", "EU", { kind: "cash", currency: "EUR" }),
  def("CASHGBP", "GBP Cash", "英鎊現金", "GBP", "EU", { kind: "cash", currency: "GBP" }),
  def("CASHAUD", "AUD Cash", "澳元現金", "AUD", "SG", { kind: "cash", currency: "AUD" }),
  def("ALLOC", "Global 60/40", "環球60/40", "USD", "US", mix({ GLBEQ: 0.6, GLBAGG: 0.4 })),
  def("ASALLOC", "Asia 50/50", "亞洲50/50", "USD", "HK", mix({ AXJ: 0.5, ASIAIG: 0.5 })),
  def("CONSV", "Global 30/70", "環球30/70", "USD", "US", mix({ GLBEQ: 0.3, GLBAGG: 0.6, CASHUSD: 0.1 })),
  def("AGGR", "Global 80/20", "環球80/20", "USD", "US", mix({ GLBEQ: 0.8, GLBAGG: 0.2 })),
  def(
    "INCOME",
    "Multi-Asset Income",
    "多元資產收益",
    "USD",
    "US",
    mix({ GLBDIV: 0.35, GLBHY: 0.35, USCORP: 0.2, ASIAIG: 0.1 }),
  ),
  def("ABSRET", "Absolute Return", "絕對回報", "USD", "US", mix({ CASHUSD: 0.65, GLBEQ: 0.2, GLBHY: 0.15 })),
  def("GOLD", "Gold Spot", "黃金現貨", "USD", "US", { kind: "commodity", factor: "GOLD" }),
  def("COMMOD", "Broad Commodity", "綜合商品", "USD", "US", { kind: "commodity", factor: "COMMOD" }),
];

export const INDEX_BY_ID: ReadonlyMap<string, IndexDef> = new Map(INDICES.map((d) => [d.id, d]));

export function indexDef(id: string): IndexDef {
  const d = INDEX_BY_ID.get(id);
  if (!d) throw new Error(`unknown index ${id}`);
  return d;
}

/** The macro model's ten asset classes and the index that stands for each. */
export const MACRO_INDEX: Record<MacroAsset, string> = {
  us_stock: "US500",
  us_long_treasury: "UST20",
  us_short_treasury: "UST13",
  us_ig_bond: "USCORP",
  japan_stock: "JP225",
  japan_bond: "JPBOND",
  europe_stock: "EU350",
  europe_bond: "EUAGG",
  china_stock: "CSA300",
  china_bond: "CNBOND",
};
