import { CalendarClockIcon, DatabaseIcon, ShieldCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { SearchBox } from "@/features/search/search-box";
import { AskCard } from "./components/ask-card";
import { ExploreGrid } from "./components/explore-grid";

const stats = [
  { key: "funds", value: 10000 },
  { key: "etfs", value: 5000 },
  { key: "hkFunds", value: 9000 },
] as const;

const assurances = [
  { key: "informationOnly", icon: ShieldCheckIcon },
  { key: "updated", icon: CalendarClockIcon },
  { key: "demo", icon: DatabaseIcon },
] as const;

/** Home (/, /home): search, the "Ask FundPilot" entry point and the ways into the product. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col" data-testid="home-page">
      <section className="relative overflow-hidden border-border border-b">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60rem_28rem_at_15%_-10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_24rem_at_95%_10%,var(--color-accent-50),transparent_70%)]"
        />
        <div className="relative mx-auto grid max-w-[1320px] items-center gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:px-8 lg:py-20">
          <div className="flex flex-col gap-7">
            <div className="flex flex-col gap-4">
              <p className="font-medium text-brand-700 text-sm">{t("home:hero.eyebrow")}</p>
              <h1 className="font-semibold text-[34px] text-navy-900 leading-[1.12] tracking-[-0.02em] sm:text-5xl">
                {t("home:hero.title")}
              </h1>
              <p className="max-w-xl text-lg text-muted-foreground leading-relaxed">
                {t("home:hero.subtitle")}
              </p>
            </div>
            <SearchBox size="lg" className="max-w-xl" testId="home-search" />
            <dl className="grid max-w-xl grid-cols-3 gap-4 sm:flex sm:gap-x-10">
              {stats.map(({ key, value }) => (
                <div key={key} className="flex flex-col-reverse">
                  <dt className="text-muted-foreground text-xs sm:text-sm">{t(`home:stats.${key}`)}</dt>
                  <dd className="font-semibold text-navy-900 text-xl tracking-tight sm:text-2xl">
                    <Value kind="number" value={value} digits={0} />+
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <AskCard />
        </div>
      </section>
      <div className="mx-auto flex w-full max-w-[1320px] flex-col gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <ExploreGrid />
        <ul className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-3">
          {assurances.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium text-foreground text-sm">
                  {t(`home:assurances.${key}.title`)}
                </span>
                <span className="text-muted-foreground text-sm leading-relaxed">
                  {t(`home:assurances.${key}.body`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
