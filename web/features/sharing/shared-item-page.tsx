import type { ShareView } from "@shared/api/sharing";
import { CompassIcon, EyeIcon, LinkIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { lineChartOption, seriesRange } from "@/components/chart-options";
import { EChart } from "@/components/echart";
import { Markdown } from "@/components/markdown";
import { PageFallback } from "@/components/page-fallback";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/components/use-formatters";
import { get } from "@/lib/api";
import { useLocalizedPath } from "@/lib/use-localized-path";

type State = { kind: "loading" } | { kind: "ready"; view: ShareView } | { kind: "missing" };

/**
 * /s/:hash — a report, portfolio or product someone shared: read-only, for anyone with the
 * link, in the reader's language (GET /v1/pub/share/{hash}); a revoked link says so.
 */
export function SharedItemPage() {
  const { t, i18n } = useTranslation();
  const { hash = "" } = useParams();
  const localized = useLocalizedPath();
  const format = useFormatters();
  const [state, setState] = useState<State>({ kind: "loading" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is asked again in a new language
  useEffect(() => {
    const controller = new AbortController();
    get("/v1/pub/share/{hash}", undefined, {
      params: { hash },
      signal: controller.signal,
      silent: true,
      auth: "none",
    })
      .then((view) => setState({ kind: "ready", view }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "missing" });
      });
    return () => controller.abort();
  }, [hash, i18n.language]);

  const view = state.kind === "ready" ? state.view : null;
  const points = useMemo(() => (view?.chart ?? []).map(([d, v]) => [d, v] as [string, number]), [view]);
  const option = useMemo(
    () =>
      lineChartOption({
        series: [{ name: view?.chartLabel ?? "", points, area: true }],
        format: (v) => format.number(v, 0),
        dateFormat: format.monthYear,
        legend: false,
      }),
    [view, points, format],
  );

  if (state.kind === "loading") return <PageFallback />;
  if (state.kind === "missing" || !view)
    return (
      <div
        className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
        data-testid="share-missing"
      >
        <LinkIcon className="size-8 text-muted-foreground" aria-hidden />
        <h1 className="text-muted-foreground">{t("sharing:page.missing")}</h1>
        <Button asChild size="sm" variant="outline">
          <Link to={localized("/")}>{t("sharing:page.home")}</Link>
        </Button>
      </div>
    );

  const range = seriesRange(points);
  return (
    <div
      className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6"
      data-testid="share-page"
      data-kind={view.kind}
    >
      <header className="flex flex-wrap items-end justify-between gap-3 border-border border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <EyeIcon className="size-3.5" aria-hidden />
            {t("sharing:page.readOnly")}
          </p>
          <h1
            className="break-words font-semibold text-2xl text-foreground tracking-tight"
            data-testid="share-title"
          >
            {view.title}
          </h1>
          {view.subtitle ? <p className="text-muted-foreground text-sm">{view.subtitle}</p> : null}
        </div>
        <Button asChild size="sm" variant="outline">
          <Link to={localized("/")}>
            <CompassIcon aria-hidden />
            {t("sharing:page.home")}
          </Link>
        </Button>
      </header>

      <section aria-labelledby="share-figures" className="flex flex-col gap-3">
        <h2 id="share-figures" className="font-semibold text-base">
          {t("sharing:page.figures")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="share-figures">
          {view.figures.map((f) => (
            <div key={f.label} className="flex flex-col gap-1 rounded-lg border border-border p-3">
              <dt className="text-muted-foreground text-xs">{f.label}</dt>
              <dd className="font-semibold text-foreground text-lg tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {range ? (
        <section aria-labelledby="share-chart" className="flex flex-col gap-3">
          <h2 id="share-chart" className="font-semibold text-base">
            {view.chartLabel ?? t("sharing:page.chart")}
          </h2>
          <EChart
            option={option}
            testId="share-chart"
            className="h-64"
            summary={t("sharing:page.chartSummary", {
              label: view.chartLabel ?? "",
              from: format.date(range.from),
              to: format.date(range.to),
              first: format.number(range.first, 0),
              last: format.number(range.last, 0),
            })}
          />
        </section>
      ) : null}

      {view.markdown ? <Markdown className="text-sm">{view.markdown}</Markdown> : null}

      <p className="border-border border-t pt-4 text-muted-foreground text-xs" data-testid="share-disclaimer">
        {view.disclaimer}
      </p>
    </div>
  );
}
