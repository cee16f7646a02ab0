/**
 * Numbers in every written form, found in the normal form with their
 * spans: "5%", "1.5 per cent", "0.5%", "一成", "三成", "百分之五", "10k", "2m", "2 million",
 * "HK$500,000", "十萬", "兩百萬", "80萬", "10億", "一半", "three", "5000". A number is a value
 * plus what its writing says: a percentage (as a ratio), a money amount (a currency sign or a
 * scale such as k / 萬), or a plain figure; 4-digit integers 1900–2100 may be years.
 */
import { CHINESE_NUMERAL_CHARS, parseChineseNumeral } from "./chinese-numerals";

export interface NumSpan {
  start: number;
  end: number;
  value: number;
  /** A percentage, per cent or 成: `value` is the ratio (5% → 0.05). */
  percent: boolean;
  /** Written with a scale (k, m, 萬, 億, million) or a currency: an amount of money. */
  money: boolean;
  /** A bare integer of 1900..2100. */
  year: boolean;
  /** A bare integer as written, for codes and ordinals ("02828" → "02828"). */
  digits: string | null;
}

export interface NumberWords {
  /** "one" → 1, "half" → 0.5 (normalized forms). */
  words: Record<string, number>;
}

const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mil: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  千: 1e3,
  万: 1e4,
  十万: 1e5,
  百万: 1e6,
  千万: 1e7,
  亿: 1e8,
  十亿: 1e9,
};
const PERCENT_WORDS = ["%", "per cent", "percent", "pct", "個百分點", "个百分点"];
const CURRENCY_PREFIX = String.raw`(?:hk\$|us\$|s\$|sg\$|\$|hkd ?|usd ?|sgd ?|rmb ?|¥|€|£)`;
const LATIN_SCALE = "(?: ?(?:thousand|millions?|billions?|mil|mn|bn)| ?(?:k|m|b))(?![a-z0-9])";
const HAN_SCALE = "(?:十万|百万|千万|十亿|万|亿|千)";
const PCT = "(?: ?(?:%|per cent|percent|pct(?![a-z]))|个百分点|成(?![立长份分本交]))";
const ARABIC = new RegExp(
  String.raw`(${CURRENCY_PREFIX})?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(${PCT}|${LATIN_SCALE}|${HAN_SCALE})?( ?(?:蚊|元|块|dollars?|bucks))?((?<=[万千亿])\d(?![\d.%]))?`,
  "g",
);
const CHINESE = new RegExp(
  `(百分之)?([${CHINESE_NUMERAL_CHARS}]+)(成(?![立长份分本交])|个百分点)?(蚊|元|块)?`,
  "g",
);
const HALF = /一半|半/g;

const isWordChar = (c: string | undefined) => c !== undefined && /[a-z0-9]/.test(c);

function arabicSpans(text: string): NumSpan[] {
  const out: NumSpan[] = [];
  for (const m of text.matchAll(ARABIC)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text[start - 1];
    // part of a code or name ("es3", "a35", "lu0194...", "p500", "2x", "1y")
    if (isWordChar(before) || before === ".") continue;
    if (!m[1] && !m[4] && isWordChar(text[end])) continue;
    const prefix = m[1];
    const intText = m[2]!.replaceAll(",", "");
    let value = Number(intText + (m[3] ?? ""));
    const suffix = (m[4] ?? "").trim();
    let percent = false;
    let money = !!prefix || !!m[5];
    if (suffix) {
      if (PERCENT_WORDS.includes(suffix)) {
        percent = true;
        value /= 100;
      } else if (suffix === "成") {
        percent = true;
        value /= 10;
      } else {
        value *= SCALES[suffix] ?? 1;
        // "1万5", "3千5": the next digit of the scale below
        if (m[6]) value += (Number(m[6]) * (SCALES[suffix] ?? 1)) / 10;
        money = true;
      }
    }
    const bare = !prefix && !suffix && !m[3] && !m[5];
    out.push({
      start,
      end,
      value,
      percent,
      money,
      year: bare && /^\d{4}$/.test(intText) && value >= 1900 && value <= 2100,
      digits: bare ? m[2]! : null,
    });
  }
  return out;
}

function chineseSpans(text: string): NumSpan[] {
  const out: NumSpan[] = [];
  for (const m of text.matchAll(CHINESE)) {
    const value0 = parseChineseNumeral(m[2]!);
    if (!Number.isFinite(value0)) continue;
    let value = value0;
    let percent = false;
    if (m[1]) {
      percent = true;
      value /= 100;
    } else if (m[3] === "成") {
      percent = true;
      value /= 10;
    } else if (m[3]) {
      percent = true;
      value /= 100;
    }
    const start = m.index;
    const money = !percent && (/[万亿千]/.test(m[2]!) || !!m[4]);
    out.push({ start, end: start + m[0].length, value, percent, money, year: false, digits: null });
  }
  for (const m of text.matchAll(HALF)) {
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      value: 0.5,
      percent: true,
      money: false,
      year: false,
      digits: null,
    });
  }
  return out;
}

function wordSpans(text: string, words: NumberWords): NumSpan[] {
  const keys = Object.keys(words.words);
  if (keys.length === 0) return [];
  const alt = keys.sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // "one point five per cent", "zero point eight percent": decimals as digit words after "point"
  const digitWords = keys.filter(
    (k) => /^[a-z]+$/.test(k) && Number.isInteger(words.words[k]) && words.words[k]! < 10,
  );
  const digit = digitWords.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const decimals = digit ? `(?: point((?: (?:${digit}))+))?` : "()";
  const re = new RegExp(
    `(?<![a-z0-9])(${alt.join("|")})${decimals}(?:( ?(?:per cent|percent|pct))|(${LATIN_SCALE}))?(?![a-z0-9])`,
    "g",
  );
  const out: NumSpan[] = [];
  for (const m of text.matchAll(re)) {
    let value = words.words[m[1]!]!;
    if (m[2]) {
      const fraction = m[2]
        .trim()
        .split(" ")
        .map((w) => String(words.words[w]));
      value = Number(`${value}.${fraction.join("")}`);
    }
    const percent = !!m[3];
    const scale = (m[4] ?? "").trim();
    if (scale) value *= SCALES[scale] ?? 1;
    if (percent) value /= 100;
    const half = !scale && !percent && value === 0.5;
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      value,
      percent: half || percent,
      money: !!scale,
      year: false,
      digits: null,
    });
  }
  return out;
}

/** Every number of the text, longest first where two overlap, in text order. */
export function findNumbers(text: string, words: NumberWords = { words: {} }): NumSpan[] {
  const all = [...arabicSpans(text), ...chineseSpans(text), ...wordSpans(text, words)];
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: NumSpan[] = [];
  for (const s of all) {
    if (taken.some((t) => s.start < t.end && t.start < s.end)) continue;
    taken.push(s);
  }
  return taken.sort((a, b) => a.start - b.start);
}
