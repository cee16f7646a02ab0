/**
 * How a report states its figures: ratios as percentages with two decimals, plain figures with
 * two decimals, counts as integers, dates as YYYY-MM-DD. The same functions write the text and
 * the checker's list of allowed numbers, so a figure passes only when it is one of the facts.
 */
export const percent = (v: number) => `${(v * 100).toFixed(2)}%`;
export const decimal = (v: number) => v.toFixed(2);
export const integer = (v: number) => String(Math.round(v));

/** Every way a fact's number may appear in the text. */
export const numberForms = (v: number): string[] => [percent(v), decimal(v), integer(v), String(v)];

/**
 * The numbers of a text as tokens without sign or thousands separators ("-1,234.50%" →
 * "1234.50"); a date gives its parts ("2024-03-31" → 2024, 03, 31).
 */
export function numberTokens(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((t) =>
    t.replace(/,(?=\d{3}(?:\D|$))/g, "").replace(/,$/, ""),
  );
}
