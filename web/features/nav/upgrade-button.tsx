import { SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import type { UpgradeAction } from "./nav-model";

/**
 * "Upgrade" opens checkout (the pricing page until checkout arrives); "Sign up" → /register.
 */
export function UpgradeButton({ action, className }: { action: UpgradeAction; className?: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  if (!action) return null;
  if (action === "upgrade") {
    return (
      <Button asChild variant="premium" size="sm" className={cn("rounded-full px-3.5", className)}>
        <Link to={localized("/pricing")} data-testid="upgrade-button" data-action="upgrade">
          <SparklesIcon />
          {t("nav:upgrade")}
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" className={cn("rounded-full px-4", className)}>
      <Link to="/register" data-testid="upgrade-button" data-action="signUp">
        {t("nav:signUp")}
      </Link>
    </Button>
  );
}
