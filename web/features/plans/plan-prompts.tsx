import { errorCatalog } from "@shared/api/errors";
import { type Capability, capabilities, type Plan, plans, unlockingPlan } from "@shared/entitlements";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { type ApiError, onPlanError } from "@/lib/api";
import { appStore } from "@/lib/store";
import { type PlanPrompt, planPromptAtom } from "./atoms";

const PlanPromptDialog = lazy(() =>
  import("./plan-prompt-dialog").then((m) => ({ default: m.PlanPromptDialog })),
);

const isCapability = (value: unknown): value is Capability =>
  typeof value === "string" && (capabilities as readonly string[]).includes(value);
const isPlan = (value: unknown): value is Plan =>
  typeof value === "string" && (plans as readonly string[]).includes(value);

/** The prompt of a plan answer, from its code and details (the server names the capability). */
export function promptOf(error: ApiError): PlanPrompt | null {
  const limit = typeof error.details?.limit === "number" ? error.details.limit : null;
  switch (error.code) {
    case errorCatalog.notEntitled.code:
      if (!isCapability(error.details?.capability)) return null;
      return {
        kind: "capability",
        capability: error.details.capability,
        // the server names the plan: a Pro preview does not unlock a route that needs it in full
        plan: isPlan(error.details.plan) ? error.details.plan : unlockingPlan(error.details.capability),
      };
    case errorCatalog.aiReportDailyLimit.code:
      return { kind: "aiReportLimit", limit };
    case errorCatalog.portfolioSubscriptionLimit.code:
      return { kind: "subscriptionLimit", limit };
    case errorCatalog.diyPortfolioLimit.code:
      return { kind: "diyLimit", limit };
    default:
      return null;
  }
}

/**
 * Mounted once in the app shell: every plan answer of any call (web/lib/api.ts `onPlanError`)
 * opens the one upgrade dialog, whatever the screen. The dialog's code loads when first needed.
 */
export function PlanPrompts() {
  const prompt = useAtomValue(planPromptAtom);
  useEffect(
    () =>
      onPlanError((error) => {
        const next = promptOf(error);
        if (next) appStore.set(planPromptAtom, next);
      }),
    [],
  );
  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <PlanPromptDialog prompt={prompt} />
    </Suspense>
  );
}
