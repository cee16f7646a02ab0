import type { PortfolioLimitDetails } from "@shared/api/portfolio";
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
import { useLocalizedPath } from "@/lib/use-localized-path";

/**
 * The plan's cap reached (409 40900001 subscriptions, 40900002 DIY portfolios): what the plan
 * allows and the way to upgrade.
 */
export function LimitDialog({
  limit,
  onClose,
}: {
  limit: PortfolioLimitDetails | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const subscriptions = limit?.capability === "modelPortfolioSubscriptions";
  return (
    <Dialog open={limit !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t("portfolio:close")}
        data-testid="limit-dialog"
        data-capability={limit?.capability}
      >
        <DialogHeader>
          <DialogTitle>
            {subscriptions ? t("portfolio:limit.subscriptionsTitle") : t("portfolio:limit.diyTitle")}
          </DialogTitle>
          <DialogDescription>
            {subscriptions
              ? t("portfolio:limit.subscriptionsBody", { count: limit?.limit ?? 0 })
              : t("portfolio:limit.diyBody", { count: limit?.limit ?? 0 })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} data-testid="limit-close">
            {t("portfolio:limit.gotIt")}
          </Button>
          <Button asChild variant="premium">
            <Link to={localized("/pricing")} data-testid="limit-upgrade">
              <SparklesIcon aria-hidden />
              {t("nav:upgrade")}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
