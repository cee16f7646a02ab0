import { ArrowLeftIcon, BarChart3Icon, ShieldCheckIcon, SparklesIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { Badge } from "@/components/ui/badge";
import { LanguageSwitcher } from "@/features/nav/language-switcher";

const highlights = [
  {
    key: "universe",
    icon: BarChart3Icon,
    title: "auth:brand.highlights.universe.title",
    body: "auth:brand.highlights.universe.body",
  },
  {
    key: "assistant",
    icon: SparklesIcon,
    title: "auth:brand.highlights.assistant.title",
    body: "auth:brand.highlights.assistant.body",
  },
  {
    key: "informationOnly",
    icon: ShieldCheckIcon,
    title: "auth:brand.highlights.informationOnly.title",
    body: "auth:brand.highlights.informationOnly.body",
  },
] as const;

/** Login and register: a brand panel beside the form, no navigation bar. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-navy-900 text-white lg:flex lg:flex-col">
        <div className="bg-grid absolute inset-0" aria-hidden="true" />
        <div
          aria-hidden="true"
          className="absolute -top-40 -right-40 size-[32rem] rounded-full bg-brand-600/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-48 -left-24 size-[28rem] rounded-full bg-accent-500/15 blur-3xl"
        />
        <div className="relative flex flex-1 flex-col justify-between gap-12 p-12 xl:p-16">
          <Link to="/" className="self-start rounded-md">
            <Logo inverse />
          </Link>
          <div className="flex max-w-md flex-col gap-8">
            <div className="flex flex-col gap-4">
              <h2 className="font-semibold text-[32px] leading-tight tracking-[-0.02em]">
                {t("auth:brand.title")}
              </h2>
              <p className="text-white/70 leading-relaxed">{t("auth:brand.subtitle")}</p>
            </div>
            <ul className="flex flex-col gap-5">
              {highlights.map(({ key, icon: Icon, title, body }) => (
                <li key={key} className="flex items-start gap-3.5">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg border border-white/10 bg-white/5">
                    <Icon className="size-4.5 text-accent-100" />
                  </span>
                  <span className="flex flex-col gap-0.5">
                    <span className="font-medium text-sm">{t(title)}</span>
                    <span className="text-sm text-white/60 leading-relaxed">{t(body)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="flex items-center gap-3 text-white/50 text-xs">
            <Badge variant="inverse">{t("common:demo.badge")}</Badge>
            <span>{t("common:footer.informationOnly")}</span>
          </div>
        </div>
      </aside>
      <main className="flex flex-col">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-8">
          <Link to="/" className="rounded-md lg:hidden" aria-label={t("auth:backHome")}>
            <Logo />
          </Link>
          <Link
            to="/"
            className="hidden items-center gap-1.5 rounded-md text-muted-foreground text-sm hover:text-foreground lg:inline-flex"
          >
            <ArrowLeftIcon className="size-4" />
            {t("auth:backHome")}
          </Link>
          <LanguageSwitcher />
        </div>
        <div className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:items-center sm:px-8 sm:pt-0">
          <div className="w-full max-w-[400px]">{children}</div>
        </div>
      </main>
    </div>
  );
}
