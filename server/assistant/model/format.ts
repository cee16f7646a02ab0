/**
 * How the assistant's summaries write figures. Every number in a summary is one of these
 * renderings of a number in a tool result (summaries.test.ts proves it), so a summary can only
 * round a figure, never invent one.
 */
const grouped = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A ratio as a percentage with two decimals: 0.05234 → "5.23%". */
export const percent = (ratio: number): string => `${(ratio * 100).toFixed(2)}%`;
/** Money with thousands separators: 12345.678 → "12,345.68". */
export const money = (amount: number): string => grouped.format(amount);
/** A plain figure (Sharpe ratio, NAV) with `decimals` decimals. */
export const fixed = (value: number, decimals = 2): string => value.toFixed(decimals);
const groupedWhole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
/** A whole number (counts, levels) with thousands separators, as the cards show it: 10000 → "10,000". */
export const whole = (value: number): string => groupedWhole.format(Math.round(value));
