import type { PortfolioPreview } from "@shared/api/portfolio";
import type { ProductType } from "@shared/domain/product";
import { ArrowLeftIcon, LoaderCircleIcon, PlayIcon, SaveIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { screenText } from "@/lib/screen-text";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { BacktestResults } from "./components/backtest-results";
import { BacktestSettings } from "./components/backtest-settings";
import { ProductStep } from "./components/product-step";
import { SaveDialog } from "./components/save-dialog";
import { Section } from "./components/section";
import { StepIndicator } from "./components/step-indicator";
import { WeightsEditor } from "./components/weights-editor";
import { type CreateStep, type Draft, draftSearch, parseDraft, parseStep, weightsValid } from "./draft";
import { portfolioDetailPath } from "./paths";
import { fetchBenchmarks, fetchProductNames, type NamedProduct, runPreview } from "./portfolio-api";

type Run =
  | { status: "idle" }
  | { status: "running" }
  | { status: "done"; result: PortfolioPreview; key: string }
  | { status: "error"; message: string };

/** What a backtest depends on (a change makes the shown result stale). */
const runKey = (d: Draft) =>
  JSON.stringify([
    d.holdings,
    d.weighting,
    d.rebalance,
    d.startDate,
    d.endDate,
    d.initialAmount,
    d.monthlyContribution,
    d.benchmarks,
  ]);

/**
 * The create flow (/newFundPortfolio), also the edit flow (`?id=`): (1) select the underlying
 * products, (2) weights and settings, run the backtest, then save with a name. The draft lives in
 * the query string (draft.ts), so links from the chat cards and the detail's "Edit" open it
 * pre-filled, and a reload keeps it. A portfolio holds funds only or ETFs only (the backtest and
 * the saved portfolio take one product type).
 */
export function NewPortfolioPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [draft, setDraft] = useState<Draft>(() => parseDraft(params));
  const [step, setStepState] = useState<CreateStep>(() => parseStep(params, draft));
  const [types, setTypes] = useState<Record<string, ProductType>>({});
  const [typeNotice, setTypeNotice] = useState<string | null>(null);
  const [run, setRun] = useState<Run>({ status: "idle" });
  const [saving, setSaving] = useState(false);
  const benchmarks = useLoad(`benchmarks:${i18n.language}`, (signal) =>
    fetchBenchmarks({ signal, silent: true }),
  );
  const available = benchmarks.state === "ready" ? benchmarks.data : [];

  // the draft is the query string (replace: typing is not history; a step is)
  // biome-ignore lint/correctness/useExhaustiveDependencies: writes on each change of the draft
  useEffect(() => {
    const next = draftSearch(draft, step);
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [draft]);

  const setStep = (next: CreateStep) => {
    setStepState(next);
    setParams(draftSearch(draft, next));
    window.scrollTo({ top: 0 });
  };

  // names and types of the codes a link brought (the chat's cards carry codes)
  const unnamed = draft.holdings.filter((h) => !h.fundName || !types[h.fundCode]).map((h) => h.fundCode);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per set of unknown codes and language
  useEffect(() => {
    if (unnamed.length === 0) return;
    const controller = new AbortController();
    fetchProductNames(unnamed, { signal: controller.signal }).then((found) => {
      if (controller.signal.aborted) return;
      learn(found);
    });
    return () => controller.abort();
  }, [unnamed.join(","), i18n.language]);

  const learn = (found: NamedProduct[]) => {
    setTypes((old) => ({ ...old, ...Object.fromEntries(found.map((p) => [p.fundCode, p.productType])) }));
    setDraft((d) => ({
      ...d,
      holdings: d.holdings.map((h) => {
        const p = found.find((f) => f.fundCode === h.fundCode);
        return p ? { ...h, fundName: p.fundName } : h;
      }),
    }));
  };

  const knownTypes = draft.holdings.map((h) => types[h.fundCode]).filter((x): x is ProductType => Boolean(x));
  const productType: ProductType = knownTypes[0] ?? "fund";
  const mixed = knownTypes.some((x) => x !== productType);

  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const add = (p: NamedProduct) => {
    if (draft.holdings.length > 0 && knownTypes.length > 0 && p.productType !== productType) {
      setTypeNotice(t("portfolio:select.oneType"));
      return;
    }
    setTypeNotice(null);
    setTypes((old) => ({ ...old, [p.fundCode]: p.productType }));
    update({ holdings: [...draft.holdings, { fundCode: p.fundCode, fundName: p.fundName, weight: null }] });
  };
  const remove = (code: string) => update({ holdings: draft.holdings.filter((h) => h.fundCode !== code) });

  const valid = weightsValid(draft) && draft.initialAmount > 0 && !mixed;
  const key = runKey(draft);
  const result = run.status === "done" ? run.result : null;
  const stale = run.status === "done" && run.key !== key;

  const backtest = async () => {
    setRun({ status: "running" });
    try {
      const res = await runPreview(draft, productType, { silent: true });
      setRun({ status: "done", result: res, key });
    } catch (e) {
      setRun({ status: "error", message: e instanceof ApiError ? e.notice : t("portfolio:backtest.failed") });
    }
  };
  const benchmarkName = useMemo(
    () => (code: string) => available.find((b) => b.symbolCode === code)?.name ?? code,
    [available],
  );

  const screen = draft.id ? "edit" : "new";
  return (
    <div
      className="mx-auto flex w-full max-w-screen-xl flex-col gap-5 px-4 py-6 sm:px-6"
      data-testid="new-portfolio-page"
      data-step={step}
    >
      <header className="flex flex-col gap-1.5">
        <h1 className="font-semibold text-2xl tracking-tight">
          {screen === "edit" ? t("portfolio:create.editTitle") : t(screenText.newFundPortfolio.title)}
        </h1>
        <p className="text-muted-foreground text-sm">{t(screenText.newFundPortfolio.description)}</p>
      </header>
      <StepIndicator
        step={step}
        onStep={(s) => (s === "select" || draft.holdings.length > 0 ? setStep(s) : undefined)}
      />

      {typeNotice || mixed ? (
        <p role="alert" className="text-destructive text-sm" data-testid="type-notice">
          {typeNotice ?? t("portfolio:select.oneType")}
        </p>
      ) : null}

      {step === "select" ? (
        <ProductStep
          selected={draft.holdings}
          onAdd={add}
          onRemove={remove}
          onNext={() => setStep("backtest")}
        />
      ) : (
        <div className="flex flex-col gap-5" data-testid="backtest-step">
          <Section
            title={t("portfolio:weights.title")}
            action={
              <Button variant="ghost" size="sm" onClick={() => setStep("select")}>
                <ArrowLeftIcon aria-hidden />
                {t("portfolio:create.changeProducts")}
              </Button>
            }
          >
            <WeightsEditor
              holdings={draft.holdings}
              weighting={draft.weighting}
              onWeighting={(weighting) => update({ weighting })}
              onWeight={(code, weight) =>
                update({ holdings: draft.holdings.map((h) => (h.fundCode === code ? { ...h, weight } : h)) })
              }
              onRemove={remove}
            />
          </Section>
          <Section title={t("portfolio:settings.title")}>
            <BacktestSettings value={draft} onChange={update} available={available} />
            <div className="flex flex-wrap items-center gap-3 border-t pt-3">
              <Button
                onClick={backtest}
                disabled={!valid || run.status === "running"}
                data-testid="run-backtest"
              >
                {run.status === "running" ? (
                  <LoaderCircleIcon className="animate-spin" aria-hidden />
                ) : (
                  <PlayIcon aria-hidden />
                )}
                {t("portfolio:backtest.run")}
              </Button>
              <Button
                variant="outline"
                onClick={() => setSaving(true)}
                disabled={!valid || !result || stale}
                data-testid="save-portfolio"
              >
                <SaveIcon aria-hidden />
                {draft.id ? t("portfolio:save.update") : t("portfolio:save.open")}
              </Button>
              <p className="text-muted-foreground text-xs" aria-live="polite">
                {stale
                  ? t("portfolio:backtest.stale")
                  : !result && valid
                    ? t("portfolio:backtest.runFirst")
                    : ""}
              </p>
            </div>
            {run.status === "error" ? (
              <p role="alert" className="text-destructive text-sm" data-testid="backtest-error">
                {run.message}
              </p>
            ) : null}
            {result ? (
              <p className="text-muted-foreground text-xs">
                {t("portfolio:backtest.currencyNote", { currency: result.currency.baseCurrency })}
              </p>
            ) : null}
          </Section>
          {result ? (
            <div
              className={cn(stale && "opacity-60 transition-opacity")}
              aria-busy={run.status === "running"}
            >
              <BacktestResults
                result={result.backtest}
                currency={result.currency.baseCurrency}
                benchmarkName={benchmarkName}
                extended={result.splicedRanges.map((r) => ({
                  fundCode: r.fundCode,
                  from: r.startDate,
                  to: r.endDate,
                }))}
              />
            </div>
          ) : null}
        </div>
      )}

      {saving ? (
        <SaveDialog
          open={saving}
          onOpenChange={setSaving}
          draft={draft}
          productType={productType}
          onSaved={(record) => {
            setSaving(false);
            navigate(localized(portfolioDetailPath(record.id)));
          }}
        />
      ) : null}
    </div>
  );
}
