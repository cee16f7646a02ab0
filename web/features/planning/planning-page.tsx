import type { Plan, PlanRequest } from "@shared/api/planning";
import { ArrowLeftIcon, BanIcon, GoalIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { LoadError, Loading, PageHeader, Section } from "./components/parts";
import { HoldingsTable, PlanAnalysisView } from "./components/plan-analysis";
import { draftFromPlan, draftFromQuery, PlanWizard } from "./components/plan-wizard";
import { asRiskLevel, goalLabels, riskLevelLabels, yearsKey } from "./labels";
import { cancelPlan, createPlan, fetchPlan, fetchPlans, updatePlan } from "./planning-api";

/**
 * /wealth-planning: my plans (`?plan=<id>` opens one; `&edit=1` changes it), and the new-plan
 * flow (`?new=1`, or pre-filled from the chat card's query: goal, amounts, years, risk level).
 */
export function PlanningPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const planId = params.get("plan");
  const isNew = params.get("new") === "1" || params.has("goal");
  return (
    <div className="flex flex-1 flex-col" data-testid="planning-page">
      <PageHeader
        title={t("pages:screens.wealth-planning.title")}
        lead={t("pages:screens.wealth-planning.description")}
      />
      <div className="mx-auto w-full max-w-[1100px] px-4 py-6 sm:px-6 lg:px-8">
        {planId ? (
          <PlanDetail key={planId} id={planId} edit={params.get("edit") === "1"} />
        ) : isNew ? (
          <NewPlan />
        ) : (
          <PlanList />
        )}
      </div>
    </div>
  );
}

function usePlanPaths() {
  const localized = useLocalizedPath();
  return {
    list: localized("/wealth-planning"),
    create: localized("/wealth-planning?new=1"),
    plan: (id: string) => localized(`/wealth-planning?plan=${encodeURIComponent(id)}`),
    edit: (id: string) => localized(`/wealth-planning?plan=${encodeURIComponent(id)}&edit=1`),
  };
}

function NewPlan() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paths = usePlanPaths();
  async function submit(body: PlanRequest) {
    const plan = await createPlan(body);
    toast.success(t("planning:wizard.createdToast"));
    navigate(paths.plan(plan.id));
  }
  return (
    <PlanWizard initial={draftFromQuery(params)} onSubmit={submit} onDiscard={() => navigate(paths.list)} />
  );
}

function PlanList() {
  const { t } = useTranslation();
  const format = useFormatters();
  const paths = usePlanPaths();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`plans:${attempt}`, fetchPlans);
  if (load.state === "loading") return <Loading />;
  if (load.state === "error") return <LoadError onRetry={() => setAttempt((n) => n + 1)} />;
  const plans = load.data;
  return (
    <div className="flex flex-col gap-4" data-testid="plan-list">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-foreground text-lg">{t("planning:plans.listTitle")}</h2>
        <Button asChild>
          <Link to={paths.create} data-testid="plan-new">
            <PlusIcon />
            {t("planning:plans.newPlan")}
          </Link>
        </Button>
      </div>
      {plans.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <GoalIcon className="size-6" />
          </span>
          <p className="font-semibold text-foreground">{t("planning:plans.empty")}</p>
          <p className="max-w-md text-muted-foreground text-sm">{t("planning:plans.emptyLead")}</p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {plans.map((p) => (
            <li key={p.id}>
              <Link
                to={paths.plan(p.id)}
                className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-background p-4 transition-colors hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid="plan-card"
                data-status={p.status}
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-col">
                    <span className="truncate font-semibold text-foreground">
                      {p.name ?? t(goalLabels[p.goal])}
                    </span>
                    <span className="text-muted-foreground text-xs">
                      {t(goalLabels[p.goal])} · {t(riskLevelLabels[asRiskLevel(p.riskLevel)])} ·{" "}
                      {t(yearsKey(p.inputs.years), { count: p.inputs.years })}
                    </span>
                  </div>
                  <Badge variant={p.status === "active" ? "accent" : "outline"}>
                    {t(p.status === "active" ? "planning:plans.active" : "planning:plans.cancelled")}
                  </Badge>
                </div>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <div className="flex flex-col gap-0.5">
                    <dt className="text-muted-foreground text-xs">
                      {t("planning:analysis.successProbability")}
                    </dt>
                    <dd className="font-semibold text-foreground">
                      {format.percent(p.analysis.successProbability, 0)}
                    </dd>
                  </div>
                  <div className="flex flex-col gap-0.5">
                    <dt className="text-muted-foreground text-xs">{t("planning:plans.target")}</dt>
                    <dd className="font-semibold text-foreground">
                      <Value kind="number" value={p.inputs.targetAmount} digits={0} />
                    </dd>
                  </div>
                  <div className="flex flex-col gap-0.5">
                    <dt className="text-muted-foreground text-xs">
                      {t("planning:analysis.targetAchievedRate")}
                    </dt>
                    <dd className="font-semibold text-foreground">
                      <Value kind="percent" value={p.analysis.targetAchievedRate} digits={1} />
                    </dd>
                  </div>
                </dl>
                <span className="text-muted-foreground text-xs">
                  {t("planning:plans.created", { date: format.date(p.createdAt) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PlanDetail({ id, edit }: { id: string; edit: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const paths = usePlanPaths();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`plan:${id}:${attempt}`, (signal) => fetchPlan(id, signal));
  const [plan, setPlan] = useState<Plan | null>(null);
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => {
    if (load.state === "ready") setPlan(load.data);
  }, [load]);

  if (load.state === "error")
    return (
      <div className="flex flex-col gap-4">
        <BackToList />
        <LoadError onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  if (!plan) return <Loading />;

  async function save(body: PlanRequest) {
    const saved = await updatePlan(id, body);
    setPlan(saved);
    toast.success(t("planning:wizard.updatedToast"));
    navigate(paths.plan(id));
  }
  async function cancel() {
    try {
      setPlan(await cancelPlan(id));
      toast.success(t("planning:detail.cancelledToast"));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    }
  }

  if (edit && plan.status === "active")
    return (
      <div className="flex flex-col gap-4">
        <BackToList />
        <PlanWizard
          initial={draftFromPlan(plan)}
          editing={plan}
          onSubmit={save}
          onDiscard={() => navigate(paths.plan(id))}
        />
      </div>
    );

  const active = plan.status === "active";
  return (
    <div className="flex flex-col gap-5" data-testid="plan-detail" data-status={plan.status}>
      <BackToList />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-foreground text-xl">{plan.name ?? t(goalLabels[plan.goal])}</h2>
            <Badge variant={active ? "accent" : "outline"} data-testid="plan-status">
              {t(active ? "planning:plans.active" : "planning:plans.cancelled")}
            </Badge>
          </div>
          <p className="text-muted-foreground text-sm">
            {t(goalLabels[plan.goal])} · {t(riskLevelLabels[asRiskLevel(plan.riskLevel)])} ·{" "}
            {t(plan.builder === "auto" ? "planning:wizard.auto" : "planning:wizard.flex")} ·{" "}
            {t("planning:detail.updated", { date: format.date(plan.updatedAt) })}
          </p>
        </div>
        {active ? (
          <div className="flex gap-2">
            <Button asChild variant="outline">
              <Link to={paths.edit(id)} data-testid="plan-change">
                <PencilIcon />
                {t("planning:detail.change")}
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setCancelling(true)} data-testid="plan-cancel">
              <BanIcon />
              {t("planning:detail.cancelPlan")}
            </Button>
          </div>
        ) : null}
      </div>
      {!active ? (
        <p className="rounded-xl bg-warning-bg px-4 py-3 text-sm text-warning" role="status">
          {t("planning:detail.cancelledNote")}
        </p>
      ) : null}
      <Section title={t("planning:wizard.analysisQuestion")}>
        <PlanAnalysisView analysis={plan.analysis} inputs={plan.inputs} />
      </Section>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <Section title={t("planning:analysis.holdings")}>
          <HoldingsTable holdings={plan.holdings} testId="plan-holdings" />
        </Section>
        <Section title={t("planning:analysis.inputs")}>
          <dl className="flex flex-col gap-3 text-sm">
            {(
              [
                ["planning:wizard.targetAmount", plan.inputs.targetAmount],
                ["planning:wizard.initialAmount", plan.inputs.initialAmount],
                ["planning:wizard.currentPortfolioValue", plan.inputs.currentPortfolioValue],
                ["planning:wizard.monthlyContribution", plan.inputs.monthlyContribution],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">{t(key)}</dt>
                <dd className="font-medium text-foreground tabular">
                  <Value kind="number" value={value} digits={0} />
                </dd>
              </div>
            ))}
            <div className="flex items-center justify-between gap-3">
              <dt className="text-muted-foreground">{t("planning:wizard.years")}</dt>
              <dd className="font-medium text-foreground">
                {t(yearsKey(plan.inputs.years), { count: plan.inputs.years })}
              </dd>
            </div>
          </dl>
        </Section>
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t("planning:detail.cancelTitle")}
        description={t("planning:detail.cancelDescription")}
        confirmLabel={t("planning:detail.cancelConfirm")}
        cancelLabel={t("planning:detail.keep")}
        onConfirm={cancel}
        destructive
        testId="plan-cancel-dialog"
      />
    </div>
  );
}

function BackToList() {
  const { t } = useTranslation();
  const paths = usePlanPaths();
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.list}>
          <ArrowLeftIcon />
          {t("planning:plans.backToList")}
        </Link>
      </Button>
    </div>
  );
}
