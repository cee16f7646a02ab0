import { InfoIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { useLocalizedPath } from "@/lib/use-localized-path";

const legalLinks = [
  { to: "/disclaimer", key: "common:footer.disclaimer", testId: "footer-disclaimer" },
  { to: "/use-policy", key: "common:footer.usePolicy", testId: "footer-use-policy" },
  { to: "/user-agreement", key: "common:footer.userAgreement", testId: "footer-user-agreement" },
  { to: "/AboutUs", key: "common:footer.about", testId: "footer-about" },
] as const;

/** Footer of every screen with the navigation bar: legal links and the demo-data notice. */
export function SiteFooter() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <footer className="mt-auto border-border border-t bg-surface" data-testid="site-footer">
      <div className="mx-auto flex max-w-[1320px] flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-start">
          <div className="flex max-w-md flex-col gap-3">
            <Logo />
            <p className="text-muted-foreground text-sm leading-relaxed">{t("common:footer.tagline")}</p>
          </div>
          <nav aria-label={t("common:footer.legal")} className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <Link
                key={link.to}
                to={localized(link.to)}
                data-testid={link.testId}
                className="text-foreground/80 text-sm hover:text-brand-700 hover:underline"
              >
                {t(link.key)}
              </Link>
            ))}
          </nav>
        </div>
        <div
          className="flex items-start gap-2.5 rounded-lg border border-gold-400/30 bg-gold-100/60 px-4 py-3 text-gold-700 text-sm"
          data-testid="demo-notice"
        >
          <InfoIcon className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">{t("common:demo.notice")}</strong>{" "}
            {t("common:footer.informationOnly")}
          </p>
        </div>
        <p className="text-subtle-foreground text-xs">
          {t("common:footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
