/**
 * Word units shared by catalog names and messages, so both sides split the same way: Latin
 * letter and digit runs split again at letter/digit boundaries ("300etf" → 300, etf; "a2" →
 * a, 2), and identifier runs kept whole with their dots ("3188.hk", "lu0194033717").
 */
export interface WordUnit {
  start: number;
  end: number;
  text: string;
}

const LATIN_RUN = /[a-z0-9]+/g;
const PIECES = /[a-z]+|[0-9]+/g;
const ID_RUN = /[a-z0-9]+(?:\.[a-z0-9]+)*/g;

/** Index names written as letters + number ("a50", "csi300"): also one word of their own. */
const LETTERS_NUMBER = /^[a-z]{1,3}\d{2,4}$/;

export function latinWords(text: string): WordUnit[] {
  const out: WordUnit[] = [];
  for (const run of text.matchAll(LATIN_RUN)) {
    if (LETTERS_NUMBER.test(run[0]))
      out.push({ start: run.index, end: run.index + run[0].length, text: run[0] });
    for (const p of run[0].matchAll(PIECES)) {
      const start = run.index + p.index;
      out.push({ start, end: start + p[0].length, text: p[0] });
    }
  }
  return out;
}

/** Identifier candidates: whole runs with their dots, compacted ("3188.hk" → "3188hk"). */
export function identifierRuns(text: string): WordUnit[] {
  const out: WordUnit[] = [];
  for (const m of text.matchAll(ID_RUN)) {
    out.push({ start: m.index, end: m.index + m[0].length, text: m[0].replaceAll(".", "") });
    // "3188.hk": the code part alone too
    const dot = m[0].indexOf(".");
    if (dot > 0) out.push({ start: m.index, end: m.index + dot, text: m[0].slice(0, dot) });
  }
  return out;
}

const HAN = /\p{Script=Han}/u;
export const isHan = (c: string) => HAN.test(c);

/** The Han text of a normalized name: its runs of Han characters joined by a separator. */
export function hanRuns(text: string): string[] {
  return text.match(/\p{Script=Han}+/gu) ?? [];
}
