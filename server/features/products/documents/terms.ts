/**
 * Names of the sector and country labels that holdings and breakdowns carry as data
 * (`financials`, `hong_kong`, `government_related`…), in English and Traditional Chinese, the
 * Simplified form converted from the Traditional (as category names are). A label this table does
 * not know (an import's own) is shown as written, underscores turned into spaces.
 */
import type { ApiLang } from "../../../../shared/locales";
import { toHans } from "../../../data/universe/names";

// biome-ignore format: a table
const TERMS: Record<string, [en: string, zhHant: string]> = {
  information_technology: ["Information technology", "資訊科技"],
  financials: ["Financials", "金融"],
  health_care: ["Health care", "醫療保健"],
  consumer_discretionary: ["Consumer discretionary", "非必需消費品"],
  consumer_staples: ["Consumer staples", "必需消費品"],
  communication_services: ["Communication services", "通訊服務"],
  industrials: ["Industrials", "工業"],
  energy: ["Energy", "能源"],
  materials: ["Materials", "原材料"],
  utilities: ["Utilities", "公用事業"],
  real_estate: ["Real estate", "房地產"],
  government: ["Government", "政府債券"],
  government_related: ["Government related", "政府相關債券"],
  corporate: ["Corporate", "企業債券"],
  securitized: ["Securitized", "證券化債券"],
  cash_equivalents: ["Cash and equivalents", "現金及等值"],
  high_yield: ["High yield", "高收益債券"],
  other: ["Other", "其他"],
  us: ["United States", "美國"],
  hong_kong: ["Hong Kong", "香港"],
  china: ["China", "中國"],
  china_a: ["China A-shares", "中國 A 股"],
  taiwan: ["Taiwan", "台灣"],
  korea: ["Korea", "韓國"],
  india: ["India", "印度"],
  japan: ["Japan", "日本"],
  singapore: ["Singapore", "新加坡"],
  uk: ["United Kingdom", "英國"],
  germany: ["Germany", "德國"],
  france: ["France", "法國"],
  switzerland: ["Switzerland", "瑞士"],
  netherlands: ["Netherlands", "荷蘭"],
  denmark: ["Denmark", "丹麥"],
  spain: ["Spain", "西班牙"],
  italy: ["Italy", "意大利"],
  australia: ["Australia", "澳洲"],
  canada: ["Canada", "加拿大"],
  indonesia: ["Indonesia", "印尼"],
  thailand: ["Thailand", "泰國"],
  malaysia: ["Malaysia", "馬來西亞"],
  philippines: ["Philippines", "菲律賓"],
  brazil: ["Brazil", "巴西"],
  saudi_arabia: ["Saudi Arabia", "沙特阿拉伯"],
  south_africa: ["South Africa", "南非"],
  mexico: ["Mexico", "墨西哥"],
  europe: ["Europe", "歐洲"],
  emerging_markets: ["Emerging markets", "新興市場"],
  asia_pacific: ["Asia Pacific", "亞太"],
  asia_ex_japan: ["Asia ex Japan", "亞洲（日本除外）"],
  greater_china: ["Greater China", "大中華"],
  global: ["Global", "環球"],
};

/** A data label (sector, country, bond sector) in a document's language. */
export function termIn(label: string, lang: ApiLang): string {
  const t = TERMS[label];
  if (!t) return label.replaceAll("_", " ");
  return lang === "en" ? t[0] : lang === "zh_TW" ? t[1] : toHans(t[1]);
}
