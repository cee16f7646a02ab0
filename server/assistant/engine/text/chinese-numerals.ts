/**
 * Chinese numerals to values ("十" 10, "十二" 12, "三百" 300, "八十萬" 800,000, "兩百萬"
 * 2,000,000, "一千五百" 1,500, "十億" 1,000,000,000), on folded (Simplified) text, where 兩 is 两
 * and 萬/億 are 万/亿; 廿 and 卅 are twenty and thirty ("廿五萬"). Positional runs without units
 * ("二零一九") read digit by digit.
 */
const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const SMALL_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const BIG_UNITS: Record<string, number> = { 万: 1e4, 亿: 1e8 };

export const CHINESE_NUMERAL_CHARS = "零〇一二两三四五六七八九十百千万亿廿卅";

/** The value of a run of Chinese numeral characters, or NaN when it is not a well-formed number. */
export function parseChineseNumeral(written: string): number {
  if (!written) return Number.NaN;
  // "廿五萬" (Cantonese and written forms of twenty, thirty): 二十五萬
  const run = written.replaceAll("廿", "二十").replaceAll("卅", "三十");
  const chars = [...run];
  if (chars.every((c) => c in DIGITS) && chars.length > 1) {
    return Number(chars.map((c) => DIGITS[c]).join(""));
  }
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  // the unit one below the last one written: "一萬二" is 12,000 and "三千五" 3,500
  let lastUnit = 0;
  for (const c of chars) {
    if (c in DIGITS) {
      digit = DIGITS[c]!;
      continue;
    }
    const small = SMALL_UNITS[c];
    if (small !== undefined) {
      section += (digit ?? 1) * small;
      digit = null;
      lastUnit = small;
      continue;
    }
    const big = BIG_UNITS[c];
    if (big === undefined) return Number.NaN;
    // "十億" = 10 × 10^8, "兩百萬" = 200 × 10^4: everything so far multiplies the big unit
    const base = section + (digit ?? 0);
    total = (total + (base === 0 ? 1 : base)) * big;
    section = 0;
    digit = null;
    lastUnit = big;
  }
  const last = chars[chars.length - 1]!;
  if (digit !== null && lastUnit >= 100 && last in DIGITS && !chars.includes("零")) {
    const prev = chars[chars.length - 2];
    if (prev !== undefined && !(prev in DIGITS)) return total + section + digit * (lastUnit / 10);
  }
  return total + section + (digit ?? 0);
}

/** Arabic numerals of a name's Chinese numerals ("沪深三百" → "沪深300"), for catalog aliases. */
const NUMERAL_RUN = new RegExp(`[${CHINESE_NUMERAL_CHARS}]{2,}`, "g");

export function chineseNumeralsToArabic(text: string): string {
  return text.replace(NUMERAL_RUN, (run) => {
    const v = parseChineseNumeral(run);
    return Number.isFinite(v) ? String(v) : run;
  });
}
