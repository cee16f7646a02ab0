import type { Capability, Plan } from "@shared/entitlements";
import { atom } from "jotai";

/**
 * The plan answer waiting to be shown (one at a time; the latest wins): a capability the plan
 * lacks (403 40300001), the daily AI report limit (429 42900002), or a portfolio cap (409
 * 40900001 subscriptions, 40900002 DIY).
 */
export type PlanPrompt =
  /** `plan`: the plan that unlocks it as the server says (a route may need more than a preview). */
  | { kind: "capability"; capability: Capability; plan: Plan }
  | { kind: "aiReportLimit"; limit: number | null }
  | { kind: "subscriptionLimit"; limit: number | null }
  | { kind: "diyLimit"; limit: number | null };

export const planPromptAtom = atom<PlanPrompt | null>(null);
