/**
 * News event kinds: facts the derive job reads off the universe (new 52-week highs, AUM moves,
 * fee and manager changes, rating-tier moves) and items of configured RSS/Atom feeds. A stored
 * event holds its kind and the values its message is built from, never text in one language.
 */
export const newsKinds = [
  "high_52w",
  "aum_rise",
  "aum_drop",
  "fee_cut",
  "fee_rise",
  "manager_joined",
  "manager_left",
  "rating_up",
  "rating_down",
  "feed",
] as const;
export type NewsKind = (typeof newsKinds)[number];

/** The values of an event's message (numbers are raw: rates as fractions, NAVs as prices). */
export type NewsValues = Record<string, string | number | null>;
