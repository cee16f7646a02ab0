import { BadgeCheckIcon, DatabaseIcon, GlobeIcon, ShieldCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Value } from "@/components/value";

const principles = [
  {
    key: "independent",
    icon: BadgeCheckIcon,
    title: "pages:about.principles.independent.title",
    body: "pages:about.principles.independent.body",
  },
  {
    key: "transparent",
    icon: DatabaseIcon,
    title: "pages:about.principles.transparent.title",
    body: "pages:about.principles.transparent.body",
  },
  {
    key: "local",
    icon: GlobeIcon,
    title: "pages:about.principles.local.title",
    body: "pages:about.principles.local.body",
  },
  {
    key: "informationOnly",
    icon: ShieldCheckIcon,
    title: "pages:about.principles.informationOnly.title",
    body: "pages:about.principles.informationOnly.body",
  },
] as const;

const stats = [
  { key: "hkFunds", label: "pages:about.stats.hkFunds", count: 9000 },
  { key: "funds", label: "pages:about.stats.funds", count: 10000 },
  { key: "etfs", label: "pages:about.stats.etfs", count: 5000 },
] as const;

/** About Us: who FundPilot is for, what it does and does not do. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col">
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div className="bg-grid absolute inset-0 opacity-60" aria-hidden="true" />
        <div className="relative mx-auto flex max-w-[1320px] flex-col gap-4 px-4 py-16 sm:px-6 lg:px-8">
          <p className="font-medium text-accent-100 text-sm uppercase tracking-wider">
            {t("pages:about.eyebrow")}
          </p>
          <h1 className="max-w-3xl font-semibold text-3xl tracking-tight sm:text-4xl">
            {t("pages:about.title")}
          </h1>
          <p className="max-w-2xl text-lg text-white/75 leading-relaxed">{t("pages:about.lead")}</p>
        </div>
      </section>
      <section className="mx-auto grid w-full max-w-[1320px] gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div className="flex flex-col gap-4 text-foreground/85 leading-relaxed">
          <h2 className="font-semibold text-foreground text-xl">{t("pages:about.missionTitle")}</h2>
          <p>{t("pages:about.mission1")}</p>
          <p>{t("pages:about.mission2")}</p>
          <dl className="mt-4 grid grid-cols-3 gap-4">
            {stats.map(({ key, label, count }) => (
              <div key={key} className="rounded-xl border border-border bg-surface p-4">
                <dt className="text-muted-foreground text-xs">{t(label)}</dt>
                <dd className="mt-1 font-semibold text-2xl text-navy-900">
                  <Value kind="number" value={count} digits={0} />+
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {principles.map(({ key, icon: Icon, title, body }) => (
            <Card key={key}>
              <CardHeader>
                <span className="mb-2 flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <Icon className="size-5" />
                </span>
                <CardTitle>{t(title)}</CardTitle>
              </CardHeader>
              <CardContent className="text-muted-foreground text-sm leading-relaxed">{t(body)}</CardContent>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
