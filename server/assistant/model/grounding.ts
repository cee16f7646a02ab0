/**
 * The grounding check of the summaries (numbers only from the results): every
 * number a text states must be a number of the tool results — as written in one of their
 * strings (names, codes, dates), or a numeric value (or a count of a list) at some rounding,
 * as a ratio shown in percent or as is. Used by tests on every summary template.
 */
const NUMBER = /-?\d+(?:,\d{3})*(?:\.\d+)?%?/g;

interface Facts {
  values: number[];
  strings: string[];
}

function collect(value: unknown, facts: Facts): void {
  if (typeof value === "number") facts.values.push(value);
  else if (typeof value === "string") facts.strings.push(value);
  else if (Array.isArray(value)) {
    facts.values.push(value.length);
    for (const v of value) collect(v, facts);
  } else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v, facts);
}

const decimalsOf = (s: string) => (s.includes(".") ? s.split(".")[1]!.replace("%", "").length : 0);
const roundTo = (x: number, d: number) => Number(x.toFixed(d));

/** The numbers of `text` that no tool result supports (empty: the text is grounded). */
export function ungroundedNumbers(text: string, results: unknown[]): string[] {
  const facts: Facts = { values: [], strings: [] };
  for (const r of results) collect(r, facts);
  // numbers inside strings of the results (dates, codes, names) count as written there
  let rest = text;
  for (const s of [...facts.strings].sort((a, b) => b.length - a.length))
    if (/\d/.test(s) && s.length > 0) rest = rest.split(s).join(" ");
  const out: string[] = [];
  for (const token of rest.match(NUMBER) ?? []) {
    const isPercent = token.endsWith("%");
    const x = Number(token.replace(/[,%]/g, ""));
    const d = decimalsOf(token);
    const ok = facts.values.some((v) => roundTo(isPercent ? v * 100 : v, d) === x);
    if (!ok) out.push(token);
  }
  return out;
}
