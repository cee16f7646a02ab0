import type { MacroHorizon } from "../domain/assistant";
import type { MacroAsset } from "../domain/product";
import type { MessageKey } from "../messages";
import type { MacroMonthView } from "./macro";

/** The macro vocabulary's message keys (locales/<locale>/macro.json), shared by the web and the server's texts. */
export const macroAssetLabels = {
  us_stock: "macro:assets.us_stock",
  us_long_treasury: "macro:assets.us_long_treasury",
  us_short_treasury: "macro:assets.us_short_treasury",
  us_ig_bond: "macro:assets.us_ig_bond",
  japan_stock: "macro:assets.japan_stock",
  japan_bond: "macro:assets.japan_bond",
  europe_stock: "macro:assets.europe_stock",
  europe_bond: "macro:assets.europe_bond",
  china_stock: "macro:assets.china_stock",
  china_bond: "macro:assets.china_bond",
} as const satisfies Record<MacroAsset, MessageKey<"macro">>;

const levels = {
  "-2": "macro:levels.-2",
  "-1": "macro:levels.-1",
  "0": "macro:levels.0",
  "1": "macro:levels.1",
  "2": "macro:levels.2",
} as const satisfies Record<string, MessageKey<"macro">>;

/** The name of a view level −2..2 (clamped). */
export const macroLevelLabel = (view: number) =>
  levels[String(Math.max(-2, Math.min(2, Math.round(view)))) as keyof typeof levels];

export const macroHorizonLabels = {
  "1M": "macro:horizons.1M",
  "3M": "macro:horizons.3M",
} as const satisfies Record<MacroHorizon, MessageKey<"macro">>;

export const macroJudgedLabels = {
  Correct: "macro:judged.Correct",
  Incorrect: "macro:judged.Incorrect",
  Pending: "macro:judged.Pending",
} as const satisfies Record<MacroMonthView["judged"], MessageKey<"macro">>;
