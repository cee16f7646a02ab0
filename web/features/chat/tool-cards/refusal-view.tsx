import { LockIcon, LogInIcon, SearchXIcon, SparklesIcon, TriangleAlertIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { capabilityNames, planNames, StartTrialButton } from "@/features/plans";
import { loginUrlFor } from "@/lib/navigation";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import type { ToolRefusal } from "../types";

type Refusal<S extends ToolRefusal["status"]> = Extract<ToolRefusal, { status: S }>;
type RefusalViews = { [S in ToolRefusal["status"]]: ComponentType<{ refusal: Refusal<S> }> };

/** Every non-ok tool outcome, one view each (shared/tools/common.ts), for every tool alike. */
const views: RefusalViews = {
  upgradeNeeded: ({ refusal }) => {
    const { t } = useTranslation();
    return (
      <Notice icon={<SparklesIcon />} tone="premium" testId="tool-refusal-upgrade">
        <p>
          {t("tools:refusal.upgradeNeeded", {
            capability: t(capabilityNames[refusal.capability]),
            plan: t(planNames[refusal.plan]),
          })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {/* the trial, for a Pro account that never had one; asking again then works at once */}
          <StartTrialButton />
          <PricingLink />
        </div>
      </Notice>
    );
  },
  signInNeeded: () => {
    const { t } = useTranslation();
    const location = useLocation();
    return (
      <Notice icon={<LogInIcon />} tone="info" testId="tool-refusal-sign-in">
        <p>{t("tools:refusal.signInNeeded")}</p>
        <Button asChild size="sm">
          <Link to={loginUrlFor(location.pathname + location.search)} data-testid="tool-sign-in-link">
            {t("tools:refusal.signIn")}
          </Link>
        </Button>
      </Notice>
    );
  },
  notFound: ({ refusal }) => {
    const { t } = useTranslation();
    return (
      <Notice icon={<SearchXIcon />} tone="muted" testId="tool-refusal-not-found">
        <p>{t("tools:refusal.notFound", { query: refusal.query })}</p>
      </Notice>
    );
  },
  quotaExceeded: ({ refusal }) => {
    const { t } = useTranslation();
    return (
      <Notice icon={<LockIcon />} tone="premium" testId="tool-refusal-quota">
        <p>
          {t("tools:refusal.quotaExceeded", { limit: refusal.limit })}{" "}
          <span className="text-muted-foreground">
            {t("tools:refusal.resetsAt")} <Value kind="date" value={refusal.resetsAt} />
          </span>
        </p>
        <PricingLink />
      </Notice>
    );
  },
  invalid: ({ refusal }) => {
    const { t } = useTranslation();
    return (
      <Notice icon={<TriangleAlertIcon />} tone="warning" testId="tool-refusal-invalid">
        <p>{t("tools:refusal.invalid", { message: refusal.message })}</p>
      </Notice>
    );
  },
};

/** The way to a plan that allows more (upgrade and quota refusals). */
function PricingLink() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Button asChild size="sm" variant="premium">
      <Link to={localized("/pricing")} data-testid="tool-upgrade-link">
        {t("tools:refusal.seePlans")}
      </Link>
    </Button>
  );
}

export function RefusalView({ refusal }: { refusal: ToolRefusal }) {
  const View = views[refusal.status] as ComponentType<{ refusal: ToolRefusal }>;
  return <View refusal={refusal} />;
}

const tones = {
  premium: "border-gold-400/40 bg-gold-100/60 [&>svg]:text-gold-700",
  info: "border-brand-200 bg-brand-50 [&>svg]:text-brand-600",
  muted: "border-border bg-surface [&>svg]:text-muted-foreground",
  warning: "border-warning/30 bg-warning-bg [&>svg]:text-warning",
} as const;

function Notice({
  icon,
  tone,
  testId,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof tones;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-foreground text-sm [&>svg]:size-4.5 [&>svg]:shrink-0",
        tones[tone],
      )}
    >
      {icon}
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-3">{children}</div>
    </div>
  );
}
