import { LockIcon, SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalizedPath } from "@/lib/use-localized-path";

/**
 * A locked section of a Premium screen: what the plan would add (title and body, in the
 * screen's own words) and the way to it — the pricing page, like the nav's Upgrade button.
 */
export function UpgradePanel({ title, body, testId }: { title: string; body: string; testId: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div
      className="flex flex-col items-center gap-4 rounded-xl border border-gold-400/60 bg-gold-100/40 px-6 py-10 text-center"
      data-testid={testId}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-700">
        <LockIcon className="size-5" aria-hidden />
      </span>
      <h2 className="font-semibold text-xl">{title}</h2>
      <p className="max-w-xl text-muted-foreground text-sm">{body}</p>
      <Button asChild variant="premium" className="rounded-full px-5">
        <Link to={localized("/pricing")} data-testid="upgrade-button" data-action="upgrade">
          <SparklesIcon aria-hidden />
          {t("nav:upgrade")}
        </Link>
      </Button>
    </div>
  );
}
