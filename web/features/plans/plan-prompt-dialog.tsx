import { licenseStatuses } from "@shared/domain/account";
import { entitlementOf } from "@shared/entitlements";
import { useAtomValue, useSetAtom } from "jotai";
import { SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { userInfoAtom } from "@/features/auth";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { type PlanPrompt, planPromptAtom } from "./atoms";
import { capabilityNames, planNames } from "./labels";
import { useStartTrial } from "./use-start-trial";

/** The premium capability's paid daily AI report limit, from the one table. */
const paidReportLimit = entitlementOf("premium", "aiReport").limit ?? 0;

/**
 * The one upgrade dialog: what was refused and the plan that unlocks it (shared/entitlements.ts),
 * with the 15-day trial for a Pro account that never had one, else the pricing page.
 */
export function PlanPromptDialog({ prompt }: { prompt: PlanPrompt }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const info = useAtomValue(userInfoAtom);
  const close = useSetAtom(planPromptAtom);
  const trial = useStartTrial();
  const inTrial = info?.licenseStatus === licenseStatuses.trial;

  let title: string;
  let body: string;
  let offerUpgrade = true;
  switch (prompt.kind) {
    case "capability": {
      const { plan } = prompt;
      title = t("common:plans.upgrade.title", { plan: t(planNames[plan]) });
      body = t("common:plans.upgrade.body", {
        capability: t(capabilityNames[prompt.capability]),
        plan: t(planNames[plan]),
      });
      break;
    }
    case "aiReportLimit":
      // the trial's limit invites an upgrade; a paid member's is the last one there is
      offerUpgrade = inTrial || info?.licenseStatus === licenseStatuses.none;
      title = offerUpgrade
        ? t("common:plans.aiReportLimit.title", { limit: prompt.limit ?? 5 })
        : t("common:plans.aiReportLimit.paidTitle", { limit: prompt.limit ?? paidReportLimit });
      body = offerUpgrade
        ? t("common:plans.aiReportLimit.body", { limit: paidReportLimit })
        : t("common:plans.aiReportLimit.paidBody");
      break;
    case "subscriptionLimit":
      title = t("common:plans.subscriptionLimit.title");
      body = t("common:plans.subscriptionLimit.body", { limit: prompt.limit ?? 1 });
      break;
    case "diyLimit":
      title = t("common:plans.diyLimit.title");
      body = t("common:plans.diyLimit.body", { limit: prompt.limit ?? 1 });
      break;
  }
  // a Premium member at a cap has nothing to buy: the pricing page would not help
  if (prompt.kind !== "capability" && prompt.kind !== "aiReportLimit" && info?.authLevel === 2 && !inTrial)
    offerUpgrade = false;

  return (
    <Dialog open onOpenChange={(open) => !open && close(null)}>
      <DialogContent
        size="default"
        closeLabel={t("common:actions.close")}
        data-testid="plan-prompt"
        data-kind={prompt.kind}
        data-capability={prompt.kind === "capability" ? prompt.capability : undefined}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <SparklesIcon className="size-5 shrink-0 text-gold-600" aria-hidden />
            {title}
          </DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {offerUpgrade ? (
            <>
              <Button asChild variant={trial.canStart ? "outline" : "premium"}>
                <Link
                  to={localized("/pricing")}
                  onClick={() => close(null)}
                  data-testid="plan-prompt-pricing"
                >
                  {t("common:plans.seePlans")}
                </Link>
              </Button>
              {trial.canStart ? (
                <Button
                  variant="premium"
                  disabled={trial.pending}
                  data-testid="plan-prompt-trial"
                  onClick={async () => {
                    if (await trial.start()) close(null);
                  }}
                >
                  {t("common:plans.startTrial")}
                </Button>
              ) : null}
            </>
          ) : (
            <Button onClick={() => close(null)} data-testid="plan-prompt-ok">
              {t("common:plans.gotIt")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
