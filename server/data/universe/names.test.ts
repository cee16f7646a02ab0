import { describe, expect, it } from "vitest";
import { toHans } from "./names";
import { smallUniverse } from "./test-support";

/** Reference conversions made with OpenCC (opencc-js 1.4.2, HK → CN). */
const OPENCC: readonly [string, string][] = [
  ["翠橋資產管理", "翠桥资产管理"],
  ["亞太(日本除外)股票", "亚太(日本除外)股票"],
  ["每月派息 - 澳元對沖", "每月派息 - 澳元对冲"],
  ["貨幣市場基金", "货币市场基金"],
  ["海港科技指數每日槓桿(2x)產品", "海港科技指数每日杠杆(2x)产品"],
  ["獅城30指數ETF", "狮城30指数ETF"],
  ["專注於環球股票投資，持有特許金融分析師資格。", "专注于环球股票投资，持有特许金融分析师资格。"],
  ["離岸人民幣", "离岸人民币"],
  ["基金說明書", "基金说明书"],
];
/** Real fund houses and products a demo name must never contain. */
const REAL =
  /blackrock|ishares|vanguard|fidelity|jpmorgan|schroder|amundi|pimco|invesco|state street|spdr|franklin|allianz|hsbc|value partners|csop|nikko|lion global|eastspring|hang seng|boci|chinaamc|manulife|principal|pinebridge|janus|ninety one|abrdn|aberdeen|first sentier|templeton|t\. rowe|wellington|ubs|goldman|morgan stanley|tracker fund of hong kong|盈富/i;

describe("names", () => {
  it.each(OPENCC)("converts %s like OpenCC", (hant, hans) => {
    expect(toHans(hant)).toBe(hans);
  });

  const batch = smallUniverse();

  it("names every product and company in three scripts, Simplified differing where characters do", () => {
    for (const p of batch.products) {
      expect(p.name.length).toBeGreaterThan(3);
      expect(p.name_zh_hant).toMatch(/[\u4e00-\u9fff]/);
      expect(p.name_zh_hans).toBe(toHans(p.name_zh_hant ?? ""));
    }
    const differing = batch.products.filter((p) => p.name_zh_hans !== p.name_zh_hant).length;
    expect(differing / batch.products.length).toBeGreaterThan(0.8);
    for (const c of batch.companies) expect(c.name_zh_hans).toBe(toHans(c.name_zh_hant ?? ""));
    expect(batch.managers.every((m) => m.biography && m.biography_zh_hant && m.biography_zh_hans)).toBe(true);
  });

  it("uses fictional names only", () => {
    for (const c of batch.companies) expect(c.name).not.toMatch(REAL);
    for (const p of batch.products) {
      expect(p.name).not.toMatch(REAL);
      expect(p.name_zh_hant).not.toMatch(REAL);
    }
    expect(new Set(batch.companies.map((c) => c.name)).size).toBe(batch.companies.length);
  });
});
