/**
 * A few well-known-looking products for search demos and tests: a Hang Seng–style tracker
 * ("Harbour Tracker Fund", code 2838), an H-share ETF, a tech ETF with its daily 2x and −1x
 * products, an Asian local bond index fund, a US 500 tracker and a Singapore index ETF. All
 * names are fictional; numeric HK-style codes are generic.
 */
import { category } from "./categories";
import type { EtfSpec } from "./plan-etfs";

// biome-ignore format: a table
export const FLAGSHIPS: readonly EtfSpec[] = [
  { listing: "HK", cat: category("hong_kong_equity"), code: "2838", name: ["Harbour Tracker Fund", "海港追蹤基金"], currency: "HKD", ter: 0.0008, idio: 0.0005, aumUsd: 18e9, company: 0 },
  { listing: "HK", cat: category("china_equity"), index: "HKCE", code: "2839", name: ["Harbour H-Share Index ETF", "海港H股指數ETF"], currency: "HKD", ter: 0.0055, aumUsd: 4e9, company: 0 },
  { listing: "HK", cat: category("hong_kong_technology_equity"), code: "3038", name: ["Harbour Tech Index ETF", "海港科技指數ETF"], currency: "HKD", ter: 0.0025, aumUsd: 3e9, company: 1 },
  { listing: "HK", cat: category("asia_local_currency_bond"), code: "2841", name: ["Pan-Asia Local Bond Index Fund", "泛亞洲本幣債券指數基金"], currency: "USD", ter: 0.0019, aumUsd: 2.5e9, company: 2 },
  { listing: "HK", strategy: { kind: "leveraged", index: "HKTEC", leverage: 2 }, code: "7288", name: ["Harbour Tech Index Daily (2x) Leveraged Product", "海港科技指數每日槓桿(2x)產品"], currency: "HKD", ter: 0.0165, aumUsd: 0.4e9, company: 1 },
  { listing: "HK", strategy: { kind: "inverse", index: "HKTEC", leverage: -1 }, code: "7588", name: ["Harbour Tech Index Daily (-1x) Inverse Product", "海港科技指數每日反向(-1x)產品"], currency: "HKD", ter: 0.0099, aumUsd: 0.3e9, company: 1 },
  { listing: "US", cat: category("us_equity"), code: "QZSP", name: ["FPX US 500 Tracker ETF", "FPX美國500追蹤ETF"], currency: "USD", ter: 0.0009, idio: 0.0005, aumUsd: 60e9, company: 1 },
  { listing: "SG", cat: category("singapore_equity"), code: "V3S", name: ["Lion City 30 Index ETF", "獅城30指數ETF"], currency: "SGD", ter: 0.003, aumUsd: 1.2e9, company: 2 },
];

export const FLAGSHIP_CODES: readonly string[] = FLAGSHIPS.map((f) => f.code ?? "");
