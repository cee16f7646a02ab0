import type { MacroMonthView } from "@shared/api/macro";
import type { MacroHorizon } from "@shared/domain/assistant";
import type { MacroAsset } from "@shared/domain/product";
import type { MessageKey } from "@shared/messages";

/** Message keys of the macro vocabulary (locales/<locale>/macro.json). */
export const assetLabel = (a: MacroAsset) => `macro:assets.${a}` as const satisfies MessageKey;
export const levelLabel = (view: number) =>
  `macro:levels.${String(Math.max(-2, Math.min(2, view))) as "-2" | "-1" | "0" | "1" | "2"}` as const satisfies MessageKey;
export const horizonLabel = (h: MacroHorizon) => `macro:horizons.${h}` as const satisfies MessageKey;
export const judgedLabel = (j: MacroMonthView["judged"]) => `macro:judged.${j}` as const satisfies MessageKey;

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
