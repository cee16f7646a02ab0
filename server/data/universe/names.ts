/**
 * Word tables for fictional names in English and Traditional Chinese, and the Traditional →
 * Simplified conversion of every character those tables use. The map is generated from the
 * tables (build step: each Traditional character converted with OpenCC's HK→CN table) and
 * checked by names.test.ts, so the generator needs no conversion library at run time and its
 * output cannot change with a dictionary update. After adding Chinese words anywhere in this
 * folder, regenerate T2S_PAIRS: for each CJK character c of the sources, keep c + s where
 * s = OpenCC.Converter({ from: "hk", to: "cn" })(c) differs from c (opencc-js 1.4).
 */
import type { Currency, DividendFrequency } from "../batch";

// Generated: pairs of (Traditional, Simplified) characters used anywhere in the universe tables.
const T2S_PAIRS =
  "亞亚來来偉伟備备債债優优兌兑凱凯別别創创劉刘動动勢势區区吳吴國国圓圆報报場场夥伙學学專专對对屬属嶺岭師师幣币庫库張张強强態态換换擁拥擔担數数於于書书東东桿杆楓枫業业構构槓杠橋桥機机櫃柜權权歐欧沖冲燈灯獅狮現现環环產产盧卢碩硕碼码礦矿積积穎颖穩稳範范紐纽級级組组絕绝經经綜综總总續续羅罗興兴華华葉叶蓮莲蘇苏蘭兰託托許许詠咏認认說说謝谢證证護护財财貨货貴贵貸贷費费資资購购趨趋蹤踪輝辉轉转週周進进選选鄭郑銀银鎊镑長长門门陳陈險险離离雲云領领類类風风馬马驗验鶚鹗鶴鹤鷺鹭麥麦黃黄";

const T2S: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const chars = Array.from(T2S_PAIRS);
  for (let i = 0; i + 1 < chars.length; i += 2) map.set(chars[i] as string, chars[i + 1] as string);
  return map;
})();

/** Simplified Chinese of a Traditional string (character by character). */
export function toHans(text: string): string {
  let out = "";
  for (const ch of text) out += T2S.get(ch) ?? ch;
  return out;
}

/** Brand stems of fund companies: English part + Chinese character. */
// biome-ignore format: a table
export const BRAND_FIRST: readonly (readonly [string, string])[] = [
  ["Harbour", "港"], ["Jade", "翠"], ["Crane", "鶴"], ["Lotus", "蓮"], ["Pearl", "珠"], ["Cedar", "柏"],
  ["Maple", "楓"], ["Orchid", "蘭"], ["Silver", "銀"], ["Azure", "蔚"], ["Golden", "金"], ["Bamboo", "竹"],
  ["Granite", "岩"], ["Tidal", "潮"], ["Falcon", "隼"], ["Lantern", "燈"], ["Willow", "柳"], ["Plum", "梅"],
  ["Pine", "松"], ["Cloud", "雲"], ["Heron", "鷺"], ["Osprey", "鶚"], ["Coral", "瑚"], ["Amber", "琥"],
];
// biome-ignore format: a table
export const BRAND_SECOND: readonly (readonly [string, string])[] = [
  ["crest", "冠"], ["gate", "門"], ["bridge", "橋"], ["field", "田"], ["stone", "石"], ["point", "角"],
  ["ridge", "嶺"], ["wave", "浪"], ["brook", "溪"], ["haven", "泊"], ["light", "光"], ["view", "景"],
  ["wood", "林"], ["spring", "泉"],
];
/** Combinations that are, or read like, real firms' names. */
export const BRAND_EXCLUDED = new Set([
  "Pinebridge",
  "Goldengate",
  "Silverpoint",
  "Silverlight",
  "Goldencrest",
  "Willowbrook",
  "Silverwood",
  "Pinewood",
  "Maplewood",
  "Cedarview",
  "Silverview",
  "Goldenfield",
]);
export const COMPANY_SUFFIX: readonly (readonly [string, string])[] = [
  ["Asset Management", "資產管理"],
  ["Investments", "投資"],
  ["Capital", "資本"],
  ["Fund Management", "基金管理"],
  ["Global Investors", "環球投資"],
  ["Investment Partners", "投資夥伴"],
];

/** Cantonese-romanized surnames, Singapore (Hokkien/Teochew) surnames, given-name syllables. */
// biome-ignore format: a table
export const SURNAMES_HK: readonly (readonly [string, string])[] = [
  ["Chan", "陳"], ["Lee", "李"], ["Wong", "黃"], ["Cheung", "張"], ["Lau", "劉"], ["Lam", "林"],
  ["Ng", "吳"], ["Leung", "梁"], ["Ho", "何"], ["Cheng", "鄭"], ["Chow", "周"], ["Kwok", "郭"],
  ["Ma", "馬"], ["Law", "羅"], ["Choi", "蔡"], ["Hui", "許"], ["Tse", "謝"], ["Tsang", "曾"],
  ["Yip", "葉"], ["So", "蘇"], ["Lo", "盧"], ["Poon", "潘"], ["Mak", "麥"], ["Yuen", "袁"],
];
// biome-ignore format: a table
export const SURNAMES_SG: readonly (readonly [string, string])[] = [
  ["Tan", "陳"], ["Lim", "林"], ["Goh", "吳"], ["Ong", "王"], ["Teo", "張"], ["Koh", "許"], ["Chua", "蔡"], ["Low", "劉"],
];
// biome-ignore format: a table
export const GIVEN_SYLLABLES: readonly (readonly [string, string])[] = [
  ["Ka", "家"], ["Wai", "偉"], ["Chi", "志"], ["Ming", "明"], ["Kar", "嘉"], ["Yan", "欣"], ["Wing", "詠"],
  ["Sze", "思"], ["Chun", "俊"], ["Hoi", "凱"], ["Man", "文"], ["Mei", "美"], ["Kwan", "君"], ["Kwok", "國"],
  ["Tak", "德"], ["Wai", "慧"], ["Mun", "敏"], ["Kin", "健"], ["Fai", "輝"], ["Sin", "倩"], ["Tsz", "子"],
  ["Wing", "穎"], ["Cheuk", "卓"], ["Long", "朗"],
];
// biome-ignore format: a table
export const ENGLISH_GIVEN = [
  "Emily", "James", "Sophie", "Daniel", "Laura", "Michael", "Olivia", "Thomas", "Hannah", "Lucas", "Claire",
  "Oliver", "Anna", "Mark", "Julia", "Peter", "Vincent", "Grace", "Kelvin", "Natalie", "Raymond", "Irene",
] as const;
// biome-ignore format: a table
export const WESTERN_SURNAMES = [
  "Carter", "Hughes", "Bennett", "Fischer", "Moreau", "Rossi", "Keller", "Lindqvist", "Walsh", "Dubois",
  "Schneider", "Harper", "Sinclair", "Novak", "Brennan", "Hayes", "Marchetti", "Vogel", "Whitfield", "Laurent",
] as const;

export const CURRENCY_ZH: Record<Currency, string> = {
  AUD: "澳元",
  USD: "美元",
  CNY: "人民幣",
  CNH: "離岸人民幣",
  CAD: "加元",
  CHF: "瑞士法郎",
  HKD: "港元",
  GBP: "英鎊",
  EUR: "歐元",
  JPY: "日圓",
  NZD: "紐元",
  SEK: "瑞典克朗",
  SGD: "新加坡元",
};

/** Share-class distribution labels as they appear in class names. */
export const DIVIDEND_LABEL: Record<DividendFrequency, readonly [string, string]> = {
  none: ["acc", "累積"],
  annually: ["dist", "每年派息"],
  "semi-annually": ["semi", "每半年派息"],
  quarterly: ["qtrly", "每季派息"],
  monthly: ["mth", "每月派息"],
  weekly: ["wkly", "每週派息"],
  irregular: ["dist", "不定期派息"],
};

export const BIO = {
  roles: [
    ["a research analyst", "研究分析師"],
    ["a credit analyst", "信貸分析師"],
    ["a portfolio manager", "投資組合經理"],
    ["an equity strategist", "股票策略師"],
  ],
  firms: [
    ["global investment bank", "環球投資銀行"],
    ["regional insurer", "區域保險公司"],
    ["sovereign wealth fund", "主權財富基金"],
    ["multinational asset manager", "跨國資產管理公司"],
  ],
  credentials: [
    ["holds the CFA charter", "持有特許金融分析師資格"],
    ["holds an MBA", "持有工商管理碩士學位"],
    ["holds a master's degree in finance", "持有金融碩士學位"],
    ["is a certified Financial Risk Manager", "持有金融風險管理師資格"],
  ],
} as const;

/** Document titles by type: English, Traditional Chinese. */
export const DOCUMENT_TITLE = {
  keyFacts: ["Product Key Facts", "產品資料概要"],
  prospectus: ["Prospectus", "基金說明書"],
  semiannual: ["Semi-annual Report", "中期報告"],
  annual: ["Annual Report", "年度報告"],
  factsheet: ["Factsheet", "基金月報"],
} as const;
