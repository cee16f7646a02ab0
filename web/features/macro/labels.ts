import type { MacroMonthView } from "@shared/api/macro";
import {
  macroAssetLabels,
  macroHorizonLabels,
  macroJudgedLabels,
  macroLevelLabel,
} from "@shared/api/macro-labels";
import type { MacroHorizon } from "@shared/domain/assistant";
import type { MacroAsset } from "@shared/domain/product";

/** Message keys of the macro vocabulary (locales/<locale>/macro.json). */
export const assetLabel = (a: MacroAsset) => macroAssetLabels[a];
export const levelLabel = macroLevelLabel;
export const horizonLabel = (h: MacroHorizon) => macroHorizonLabels[h];
export const judgedLabel = (j: MacroMonthView["judged"]) => macroJudgedLabels[j];

/** Cell colours from Negative (red) to Positive (green), with text that keeps AA contrast. */
export const levelStyle: Record<string, { bg: string; fg: string; hex: string }> = {
  "-2": { bg: "bg-[#a3263c]", fg: "text-white", hex: "#a3263c" },
  "-1": { bg: "bg-[#f3c4cc]", fg: "text-[#5c1020]", hex: "#f3c4cc" },
  "0": { bg: "bg-[#e6e8ee]", fg: "text-[#2b3140]", hex: "#e6e8ee" },
  "1": { bg: "bg-[#bfe8de]", fg: "text-[#0b4a3e]", hex: "#bfe8de" },
  "2": { bg: "bg-[#0b6354]", fg: "text-white", hex: "#0b6354" },
};

/** The mark of a judged view in the history heat-map. */
export const judgedMark: Record<MacroMonthView["judged"], string> = {
  Correct: "✓",
  Incorrect: "✗",
  Pending: "…",
};

/** The key under which a user's disclaimer agreement is stored (per user, per browser). */
export const disclaimerKey = (userId: string | null | undefined) =>
  `fundpilot:macro-disclaimer:${userId ?? "guest"}`;
