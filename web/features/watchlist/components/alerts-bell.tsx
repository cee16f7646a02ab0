import { useAtomValue } from "jotai";
import { BellIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatValue } from "@/components/value";
import { isSignedInAtom } from "@/features/auth";
import { localeOf } from "@/lib/i18n";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { useUnreadCount } from "../hooks/use-unread-count";

/** Counts above this show as "99+". */
const BADGE_MAX = 99;

/**
 * The nav bar's bell: a link to /alerts with the unread count as a badge; its accessible name
 * says the count ("Risk alerts, 3 unread"). Renders nothing signed out.
 */
export function AlertsBell({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const signedIn = useAtomValue(isSignedInAtom);
  const count = useUnreadCount();
  if (!signedIn) return null;
  const unread = count ?? 0;
  const locale = localeOf(i18n.language);
  const shown =
    unread > BADGE_MAX
      ? `${formatValue(locale, { kind: "number", value: BADGE_MAX, digits: 0 })}+`
      : formatValue(locale, { kind: "number", value: unread, digits: 0 });
  return (
    <Link
      to={localized("/alerts")}
      aria-label={unread > 0 ? t("nav:alerts.unread", { count: unread }) : t("nav:alerts.label")}
      title={t("nav:alerts.label")}
      data-testid="nav-alerts"
      data-unread={unread}
      className={cn(
        "relative inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <BellIcon aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="nav-alerts-badge"
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-white leading-none tabular"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
