import { type ModelPortfolioItem, PORTFOLIO_COMPARE_MAX } from "@shared/api/portfolio";
import { BriefcaseBusinessIcon, GitCompareArrowsIcon, LoaderCircleIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { screenText } from "@/lib/screen-text";
import { toast } from "@/lib/toast";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { useScreen } from "@/lib/use-screen";
import { CompareView } from "./components/compare-view";
import { ModelPortfolioCard } from "./components/model-portfolio-card";
import { PortfolioRow } from "./components/portfolio-row";
import { Section } from "./components/section";
import { usePortfolios } from "./hooks/use-portfolios";
import { newPortfolioPath, parseCompareIds, portfolioComparePath } from "./paths";
import { deletePortfolio, limitOf, subscribeModel, unsubscribeModel } from "./portfolio-api";

/**
 * The portfolio list (/fundPortfolio; /subscribed-portfolios shows the subscriptions and the
 * models only): my portfolios, the model portfolios I subscribe to, and the five model portfolios
 * by risk level with subscribe/cancel (the plan's cap opens the app's plan dialog). Up to 3 of mine
 * and the models are picked for the comparison, which is this screen with `?compare=`.
 */
export function PortfolioListPage() {
  const { t, i18n } = useTranslation();
  const screen = useScreen();
  const subscribedOnly = screen === "subscribed-portfolios";
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { state, reload } = usePortfolios(i18n.language);
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const compareIds = parseCompareIds(params);
  const title = t(screenText[subscribedOnly ? "subscribed-portfolios" : "fundPortfolio"].title);

  if (compareIds) return <CompareView ids={compareIds} />;

  const pick = (id: string, on: boolean) =>
    setPicked((old) =>
      on ? [...old.filter((x) => x !== id), id].slice(0, PORTFOLIO_COMPARE_MAX) : old.filter((x) => x !== id),
    );
  const full = picked.length >= PORTFOLIO_COMPARE_MAX;

  const subscribe = async (id: string) => {
    setBusy(id);
    try {
      await subscribeModel(id, { silent: true });
      toast.success(t("portfolio:models.subscribedToast"));
      reload();
    } catch (e) {
      // the plan's cap: the app's one plan dialog (features/plans) says so and offers the upgrade
      if (!limitOf(e)) toast.error(e instanceof ApiError ? e.notice : t("portfolio:failed"));
    } finally {
      setBusy(null);
    }
  };
  const cancel = async (id: string) => {
    setBusy(id);
    try {
      await unsubscribeModel(id, { silent: true });
      toast.success(t("portfolio:models.canceledToast"));
      reload();
    } catch (e) {
      toast.error(e instanceof ApiError ? e.notice : t("portfolio:failed"));
    } finally {
      setBusy(null);
    }
  };
  const remove = async (id: string) => {
    try {
      await deletePortfolio(id, { silent: true });
      toast.success(t("portfolio:delete.done"));
      setPicked((old) => old.filter((x) => x !== id));
      reload();
    } catch (e) {
      toast.error(e instanceof ApiError ? e.notice : t("portfolio:failed"));
    }
  };

  const subscribedIds = new Set(state.status === "ready" ? state.list.subscriptions.map((s) => s.id) : []);
  const modelCard = (m: ModelPortfolioItem) => (
    <ModelPortfolioCard
      key={m.id}
      model={m}
      subscribed={subscribedIds.has(m.id)}
      busy={busy === m.id}
      onSubscribe={() => subscribe(m.id)}
      onCancel={() => cancel(m.id)}
      picked={picked.includes(m.id)}
      pickDisabled={full}
      onPick={(on) => pick(m.id, on)}
    />
  );

  return (
    <div
      className="mx-auto flex w-full max-w-screen-xl flex-col gap-5 px-4 py-6 pb-28 sm:px-6"
      data-testid="portfolio-list-page"
    >
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
          <p className="text-muted-foreground text-sm">
            {t(screenText[subscribedOnly ? "subscribed-portfolios" : "fundPortfolio"].description)}
          </p>
        </div>
        <Button asChild>
          <Link to={localized(newPortfolioPath())} data-testid="new-portfolio">
            <PlusIcon aria-hidden />
            {t("portfolio:list.new")}
          </Link>
        </Button>
      </header>

      {state.status === "loading" ? (
        <div className="flex justify-center py-16" role="status">
          <LoaderCircleIcon className="size-6 animate-spin text-muted-foreground" aria-hidden />
          <span className="sr-only">{t("portfolio:loading")}</span>
        </div>
      ) : state.status === "error" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
        >
          <span className="flex-1">{t("portfolio:list.error")}</span>
          <Button variant="outline" size="sm" onClick={reload}>
            {t("portfolio:retry")}
          </Button>
        </div>
      ) : (
        <>
          {subscribedOnly ? null : (
            <Section
              title={t("portfolio:list.mine")}
              testId="my-portfolios"
              action={
                state.list.usage.diyPortfolios.limit !== null ? (
                  <span className="text-muted-foreground text-xs" data-testid="diy-usage">
                    {t("portfolio:list.usage", {
                      used: state.list.usage.diyPortfolios.used,
                      limit: state.list.usage.diyPortfolios.limit,
                    })}
                  </span>
                ) : null
              }
            >
              {state.list.portfolios.length === 0 ? (
                <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
                  <BriefcaseBusinessIcon className="size-6 text-brand-700" aria-hidden />
                  <p className="text-muted-foreground text-sm">{t("portfolio:list.empty")}</p>
                </div>
              ) : (
                <ul className="grid gap-3 lg:grid-cols-2">
                  {state.list.portfolios.map((p) => (
                    <PortfolioRow
                      key={p.id}
                      portfolio={p}
                      picked={picked.includes(p.id)}
                      pickDisabled={full}
                      onPick={(on) => pick(p.id, on)}
                      onDelete={() => setDeleting({ id: p.id, name: p.name })}
                    />
                  ))}
                </ul>
              )}
            </Section>
          )}

          <Section
            title={t("portfolio:list.subscribed")}
            testId="subscribed-portfolios"
            action={
              state.list.usage.modelPortfolioSubscriptions.limit !== null ? (
                <span className="text-muted-foreground text-xs" data-testid="subscription-usage">
                  {t("portfolio:list.usage", {
                    used: state.list.usage.modelPortfolioSubscriptions.used,
                    limit: state.list.usage.modelPortfolioSubscriptions.limit,
                  })}
                </span>
              ) : null
            }
          >
            {state.list.subscriptions.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("portfolio:list.noSubscriptions")}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {state.list.subscriptions.map(modelCard)}
              </ul>
            )}
          </Section>

          <Section title={t("portfolio:models.title")} testId="model-portfolios">
            <p className="text-muted-foreground text-sm">{t("portfolio:models.intro")}</p>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{state.models.map(modelCard)}</ul>
          </Section>
        </>
      )}

      {picked.length > 0 ? (
        <div
          className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 px-4 py-3 shadow-lg backdrop-blur"
          data-testid="compare-bar"
        >
          <div className="mx-auto flex max-w-screen-xl flex-wrap items-center justify-between gap-3">
            <p className="text-sm" aria-live="polite">
              {t("portfolio:compare.selected", { count: picked.length, max: PORTFOLIO_COMPARE_MAX })}
            </p>
            <div className="flex gap-2">
              <Button variant="ghost" size="sm" onClick={() => setPicked([])}>
                {t("portfolio:compare.clear")}
              </Button>
              <Button
                size="sm"
                disabled={picked.length < 2}
                onClick={() => navigate(localized(portfolioComparePath(picked)))}
                data-testid="compare-go"
              >
                <GitCompareArrowsIcon aria-hidden />
                {t("portfolio:compare.go")}
              </Button>
            </div>
          </div>
        </div>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("portfolio:delete.title")}
        description={t("portfolio:delete.body", { name: deleting?.name ?? "" })}
        confirmLabel={t("portfolio:delete.action")}
        cancelLabel={t("portfolio:cancel")}
        onConfirm={() => {
          if (deleting) void remove(deleting.id);
          setDeleting(null);
        }}
        testId="delete-confirm"
      />
    </div>
  );
}
