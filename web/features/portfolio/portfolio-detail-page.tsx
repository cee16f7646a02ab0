import type { PortfolioDetail } from "@shared/api/portfolio";
import { ArrowLeftIcon, GitCompareArrowsIcon, LoaderCircleIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Value } from "@/components/value";
import { ShareDialog } from "@/features/sharing";
import { ApiError } from "@/lib/api";
import { localeOf } from "@/lib/i18n";
import { withLocalePrefix } from "@/lib/locale";
import { toast } from "@/lib/toast";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { BacktestResults } from "./components/backtest-results";
import { Distribution } from "./components/distribution";
import { DriftTable } from "./components/drift-table";
import { NewMoney } from "./components/new-money";
import { CurrencyEffect, HoldingsOverlap } from "./components/overlap-currency";
import { Section } from "./components/section";
import { draftFromRecord } from "./draft";
import { riskLevelOf } from "./labels";
import { newPortfolioPath, portfolioComparePath, portfolioListPath } from "./paths";
import { deletePortfolio, fetchBenchmarks, fetchModelPortfolios, fetchPortfolio } from "./portfolio-api";

type DetailLoad =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; detail: PortfolioDetail };

/** The saved portfolio of `?id=` (an unknown or someone else's id: the app's 404 page). */
function useDetail(id: string, lang: string): DetailLoad {
  const navigate = useNavigate();
  const [state, setState] = useState<DetailLoad>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` retries; navigate is stable
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    if (!id) {
      navigate(withLocalePrefix("/404", localeOf(lang)), { replace: true });
      return;
    }
    fetchPortfolio(id, { signal: controller.signal, silent: true }).then(
      (detail) => setState({ status: "ready", detail }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        if (e instanceof ApiError && e.status === 404)
          navigate(withLocalePrefix("/404", localeOf(lang)), { replace: true });
        else setState({ status: "error", retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => controller.abort();
  }, [id, lang, attempt]);
  return state;
}

/**
 * A saved portfolio (/fundPortfolioDetail?id=): its backtest re-run on the latest data in its
 * base currency (growth against the benchmarks with spliced ranges marked, metrics, 1/3/5-year
 * annualized, calendar years, drawdown), the look-through distribution, current drift from target
 * with the "rebalance with new money" helper, local return against the currency effect, the
 * holdings overlap; edit (the create flow pre-filled), compare with a model portfolio, delete.
 */
export function PortfolioDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const load = useDetail(id, i18n.language);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [confirming, setConfirming] = useState(false);
  const benchmarks = useLoad(`benchmarks:${i18n.language}`, (signal) =>
    fetchBenchmarks({ signal, silent: true }),
  );
  const models = useLoad(`models:${i18n.language}`, (signal) =>
    fetchModelPortfolios({ signal, silent: true }),
  );
  const available = benchmarks.state === "ready" ? benchmarks.data : [];
  const benchmarkName = useMemo(
    () => (code: string) => available.find((b) => b.symbolCode === code)?.name ?? code,
    [available],
  );

  if (load.status === "loading")
    return (
      <div className="flex justify-center py-24" role="status">
        <LoaderCircleIcon className="size-6 animate-spin text-muted-foreground" aria-hidden />
        <span className="sr-only">{t("portfolio:loading")}</span>
      </div>
    );
  if (load.status === "error")
    return (
      <div className="mx-auto w-full max-w-screen-xl px-4 py-6 sm:px-6">
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
        >
          <span className="flex-1">{t("portfolio:detail.error")}</span>
          <Button variant="outline" size="sm" onClick={load.retry}>
            {t("portfolio:retry")}
          </Button>
        </div>
      </div>
    );

  const { detail } = load;
  const p = detail.portfolio;
  const names = new Map(p.holdings.map((h) => [h.fundCode, h.fundName ?? h.fundCode]));
  const nameOf = (code: string) => names.get(code) ?? code;
  const extended = detail.splicedRanges.map((r) => ({
    fundCode: r.fundCode,
    from: r.startDate,
    to: r.endDate,
  }));

  const remove = async () => {
    try {
      await deletePortfolio(p.id, { silent: true });
      toast.success(t("portfolio:delete.done"));
      navigate(localized(portfolioListPath));
    } catch (e) {
      toast.error(e instanceof ApiError ? e.notice : t("portfolio:failed"));
    }
  };

  return (
    <div
      className="mx-auto flex w-full max-w-screen-xl flex-col gap-5 px-4 py-6 sm:px-6"
      data-testid="portfolio-detail-page"
      data-id={p.id}
    >
      <header className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to={localized(portfolioListPath)}>
            <ArrowLeftIcon aria-hidden />
            {t("portfolio:detail.back")}
          </Link>
        </Button>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <h1
              className="break-words font-semibold text-2xl tracking-tight"
              data-testid="portfolio-name-heading"
            >
              {p.name}
            </h1>
            <span className="flex flex-wrap items-center gap-1.5 text-muted-foreground text-xs">
              <Badge variant="accent">
                {p.createMethod === "auto" ? t("portfolio:list.auto") : t("portfolio:list.diy")}
              </Badge>
              {p.riskProfile ? <Badge variant="outline">{t(riskLevelOf(p.riskProfile))}</Badge> : null}
              <span>{t("portfolio:detail.currency", { currency: p.settings.baseCurrency })}</span>
              <span>· {t("portfolio:list.holdings", { count: p.holdings.length })}</span>
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <ShareDialog kind="portfolio" id={p.id} title={p.name} />
            <Button asChild variant="outline" size="sm">
              <Link to={localized(newPortfolioPath(draftFromRecord(p)))} data-testid="edit-portfolio">
                <PencilIcon aria-hidden />
                {t("portfolio:detail.edit")}
              </Link>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setConfirming(true)}
              data-testid="delete-portfolio"
              className="text-destructive hover:text-destructive"
            >
              <Trash2Icon aria-hidden />
              {t("portfolio:delete.action")}
            </Button>
          </div>
        </div>
        {models.state === "ready" ? (
          <div className="flex flex-wrap items-center gap-2">
            <GitCompareArrowsIcon className="size-4 text-muted-foreground" aria-hidden />
            <Select
              value=""
              onValueChange={(model) =>
                model ? navigate(localized(portfolioComparePath([p.id, model]))) : undefined
              }
            >
              <SelectTrigger
                className="w-72 max-w-full"
                aria-label={t("portfolio:detail.compareWith")}
                data-testid="compare-with"
              >
                <SelectValue placeholder={t("portfolio:detail.compareWith")} />
              </SelectTrigger>
              <SelectContent>
                {models.data.map((m) => (
                  <SelectItem key={m.id} value={m.id} data-testid="compare-with-option">
                    {m.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
      </header>

      <Section title={t("portfolio:detail.holdings")} testId="holdings-section">
        <ul className="flex flex-wrap gap-1.5">
          {p.holdings.map((h) => (
            <li
              key={h.fundCode}
              className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-full border bg-surface px-2.5 py-0.5 text-xs"
            >
              <span className="font-medium font-mono">{h.fundCode}</span>
              <span className="min-w-0 max-w-48 truncate text-muted-foreground">{h.fundName ?? "—"}</span>
              <Value
                kind="percent"
                value={h.weight / 100}
                digits={Number.isInteger(h.weight) ? 0 : 2}
                className="font-semibold"
              />
            </li>
          ))}
        </ul>
      </Section>

      <BacktestResults
        result={detail.backtest}
        currency={p.settings.baseCurrency}
        benchmarkName={benchmarkName}
        extended={extended}
      />

      <Section title={t("portfolio:distribution.title")} testId="distribution-section">
        <Distribution distribution={detail.backtest.distribution} />
      </Section>

      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t("portfolio:drift.title")} testId="drift-section">
          <DriftTable detail={detail} nameOf={nameOf} />
        </Section>
        <Section title={t("portfolio:newMoney.title")} testId="new-money-section">
          <NewMoney portfolioId={p.id} currency={p.settings.baseCurrency} nameOf={nameOf} />
        </Section>
      </div>

      <Section title={t("portfolio:currencyEffect.title")} testId="currency-section">
        <CurrencyEffect currency={detail.currency} nameOf={nameOf} />
      </Section>

      <Section title={t("portfolio:overlap.title")} testId="overlap-section">
        <HoldingsOverlap overlap={detail.overlap} nameOf={nameOf} />
      </Section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("portfolio:delete.title")}
        description={t("portfolio:delete.body", { name: p.name })}
        confirmLabel={t("portfolio:delete.action")}
        cancelLabel={t("portfolio:cancel")}
        onConfirm={() => void remove()}
        testId="delete-confirm"
      />
    </div>
  );
}
