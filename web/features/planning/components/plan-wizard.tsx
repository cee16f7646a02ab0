import {
  FLEX_FREE_WEIGHT,
  PLAN_MAX_FREE_HOLDINGS,
  PLAN_MAX_PER_ASSET_CLASS,
  PLAN_MAX_YEARS,
  PLAN_NAME_MAX,
  type Plan,
  type PlanBuilder,
  type PlanCore,
  type PlanPreview,
  type PlanRequest,
} from "@shared/api/planning";
import type { SearchHit } from "@shared/api/search";
import { type GoalType, goalTypes } from "@shared/domain/assistant";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, LockIcon, Trash2Icon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useFormatters } from "@/components/use-formatters";
import { ApiError } from "@/lib/api";
import {
  asRiskLevel,
  builderLabels,
  goalDescriptions,
  goalLabels,
  type RiskLevel,
  riskLevelLabels,
  wizardStepLabels,
} from "../labels";
import { fetchAssetClass, fetchCore, fetchTwin, previewPlan } from "../planning-api";
import { ChoiceGroup, ChoiceTile, Loading, Section, StepProgress } from "./parts";
import { HoldingsTable, PlanAnalysisView } from "./plan-analysis";
import { ProductPicker } from "./product-picker";
import { RiskLevelPicker } from "./risk-level-picker";

const wizardSteps = ["goal", "amounts", "builder", "weights", "analysis"] as const;
type WizardStep = (typeof wizardSteps)[number];

type FreePick = { fundCode: string; name: string; assetClass: string | null; weight: string };

export type WizardDraft = {
  goal?: GoalType;
  targetAmount: string;
  initialAmount: string;
  years: string;
  currentPortfolioValue: string;
  monthlyContribution: string;
  builder: PlanBuilder;
  riskLevel?: RiskLevel;
  free: FreePick[];
  name: string;
};

const emptyDraft: WizardDraft = {
  targetAmount: "",
  initialAmount: "",
  years: "",
  currentPortfolioValue: "",
  monthlyContribution: "",
  builder: "auto",
  free: [],
  name: "",
};

/** A draft from the query string (the chat card's "Create this plan" link). */
export function draftFromQuery(params: URLSearchParams): WizardDraft {
  const goal = params.get("goal");
  const risk = Number(params.get("riskLevel"));
  return {
    ...emptyDraft,
    goal: goalTypes.includes(goal as GoalType) ? (goal as GoalType) : undefined,
    targetAmount: params.get("targetAmount") ?? "",
    initialAmount: params.get("initialAmount") ?? "",
    years: params.get("years") ?? "",
    monthlyContribution: params.get("monthlyContribution") ?? "",
    currentPortfolioValue: params.get("currentPortfolioValue") ?? "",
    riskLevel: risk >= 1 && risk <= 5 ? asRiskLevel(risk) : undefined,
  };
}

/** A draft from a saved plan (changing it). */
export function draftFromPlan(plan: Plan): WizardDraft {
  const text = (n: number) => (n ? String(n) : "");
  return {
    goal: plan.goal,
    targetAmount: String(plan.inputs.targetAmount),
    initialAmount: String(plan.inputs.initialAmount),
    years: String(plan.inputs.years),
    currentPortfolioValue: text(plan.inputs.currentPortfolioValue),
    monthlyContribution: text(plan.inputs.monthlyContribution),
    builder: plan.builder,
    riskLevel: asRiskLevel(plan.riskLevel),
    free: plan.holdings
      .filter((h) => !h.locked)
      .map((h) => ({
        fundCode: h.fundCode,
        name: h.name,
        assetClass: h.assetClass,
        weight: String(h.weight),
      })),
    name: plan.name ?? "",
  };
}

const parseAmount = (s: string): number | null => {
  const clean = s.replace(/[,\s]/g, "");
  if (clean === "") return null;
  const n = Number(clean);
  return Number.isFinite(n) ? n : Number.NaN;
};

const round2 = (x: number) => Math.round(x * 100) / 100;

/** 30% shared evenly in hundredths, the last taking the rounding remainder. */
export function evenSplit(count: number): string[] {
  if (count === 0) return [];
  const each = Math.floor((FLEX_FREE_WEIGHT / count) * 100) / 100;
  const out = Array.from({ length: count }, () => each);
  out[count - 1] = round2(FLEX_FREE_WEIGHT - each * (count - 1));
  return out.map(String);
}

type AmountField =
  | "targetAmount"
  | "initialAmount"
  | "years"
  | "currentPortfolioValue"
  | "monthlyContribution";

/**
 * The wealth-plan flow: goal → amounts → builder (auto, or flex with the locked 70% core) →
 * products and weights → analysis, where "Confirm" creates the plan (or saves the change).
 */
export function PlanWizard({
  initial,
  editing,
  onSubmit,
  onDiscard,
}: {
  initial: WizardDraft;
  /** The plan being changed, if any. */
  editing?: Plan;
  onSubmit: (body: PlanRequest) => Promise<void>;
  onDiscard?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [draft, setDraft] = useState<WizardDraft>(initial);
  const [step, setStep] = useState<number>(initial.goal ? (initial.targetAmount ? 2 : 1) : 0);
  const [errors, setErrors] = useState<Partial<Record<AmountField | "free" | "name" | "form", string>>>({});
  const [twinRisk, setTwinRisk] = useState<RiskLevel | null>(null);
  const [core, setCore] = useState<PlanCore | null>(null);
  const [preview, setPreview] = useState<PlanPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const current: WizardStep = wizardSteps[step]!;
  const risk: RiskLevel = draft.riskLevel ?? twinRisk ?? 3;

  useEffect(() => {
    const controller = new AbortController();
    fetchTwin(controller.signal).then(
      (tw) => {
        if (tw.confirmedAt && tw.card.riskLevel !== undefined) setTwinRisk(asRiskLevel(tw.card.riskLevel));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setCore(null);
    fetchCore(risk, controller.signal).then(setCore, () => undefined);
    return () => controller.abort();
  }, [risk]);

  const set = (patch: Partial<WizardDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setPreview(null);
  };

  const labelOf: Record<AmountField, string> = {
    targetAmount: t("planning:wizard.targetAmount"),
    initialAmount: t("planning:wizard.initialAmount"),
    years: t("planning:wizard.years"),
    currentPortfolioValue: t("planning:wizard.currentPortfolioValue"),
    monthlyContribution: t("planning:wizard.monthlyContribution"),
  };

  function checkAmounts(): boolean {
    const next: typeof errors = {};
    const target = parseAmount(draft.targetAmount);
    if (target === null) next.targetAmount = t("planning:wizard.required", { field: labelOf.targetAmount });
    else if (!(target > 0))
      next.targetAmount = t("planning:wizard.positive", { field: labelOf.targetAmount });
    const initialAmount = parseAmount(draft.initialAmount);
    if (initialAmount === null)
      next.initialAmount = t("planning:wizard.required", { field: labelOf.initialAmount });
    else if (!(initialAmount >= 0))
      next.initialAmount = t("planning:wizard.nonNegative", { field: labelOf.initialAmount });
    const years = parseAmount(draft.years);
    if (years === null || !Number.isInteger(years) || years < 1 || years > PLAN_MAX_YEARS)
      next.years = t("planning:wizard.yearsRange", { max: PLAN_MAX_YEARS });
    for (const f of ["currentPortfolioValue", "monthlyContribution"] as const) {
      const v = parseAmount(draft[f]);
      if (v !== null && !(v >= 0)) next[f] = t("planning:wizard.nonNegative", { field: labelOf[f] });
    }
    if (
      Object.keys(next).length === 0 &&
      (initialAmount ?? 0) +
        (parseAmount(draft.currentPortfolioValue) ?? 0) +
        (parseAmount(draft.monthlyContribution) ?? 0) <=
        0
    )
      next.initialAmount = t("planning:wizard.needMoney");
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  const freeTotal = draft.free.reduce((s, f) => s + (Number(f.weight) || 0), 0);
  function checkWeights(): boolean {
    if (draft.builder === "auto") return true;
    const ok =
      draft.free.length > 0 &&
      draft.free.every((f) => Number(f.weight) > 0) &&
      Math.abs(freeTotal - FLEX_FREE_WEIGHT) <= 0.01;
    setErrors(ok ? {} : { free: t("planning:wizard.freeWeightError") });
    return ok;
  }

  function request(): PlanRequest {
    const opt = (s: string) => {
      const v = parseAmount(s);
      return v === null ? undefined : v;
    };
    return {
      goal: draft.goal ?? "custom",
      name: draft.name.trim() || undefined,
      targetAmount: parseAmount(draft.targetAmount) ?? 0,
      initialAmount: parseAmount(draft.initialAmount) ?? 0,
      years: parseAmount(draft.years) ?? 0,
      currentPortfolioValue: opt(draft.currentPortfolioValue),
      monthlyContribution: opt(draft.monthlyContribution),
      builder: draft.builder,
      riskLevel: risk,
      holdings:
        draft.builder === "flex"
          ? draft.free.map((f) => ({ fundCode: f.fundCode, weight: Number(f.weight) }))
          : undefined,
    };
  }

  async function analyse() {
    setBusy(true);
    setErrors({});
    try {
      setPreview(await previewPlan(request()));
    } catch (err) {
      setErrors({ form: err instanceof ApiError ? err.notice : t("planning:loadFailed") });
    } finally {
      setBusy(false);
    }
  }

  async function next() {
    if (current === "goal" && !draft.goal) return;
    if (current === "amounts" && !checkAmounts()) return;
    if (current === "weights" && !checkWeights()) return;
    const to = step + 1;
    setStep(to);
    if (wizardSteps[to] === "analysis") await analyse();
  }

  async function submit() {
    if (draft.name.trim().length > PLAN_NAME_MAX) {
      setErrors({ name: t("planning:wizard.nameTooLong", { max: PLAN_NAME_MAX }) });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await onSubmit(request());
    } catch (err) {
      setErrors({ form: err instanceof ApiError ? err.notice : t("planning:loadFailed") });
      setBusy(false);
    }
  }

  /** Adds a product to the free part, or says why it cannot be added. */
  async function addFree(hit: SearchHit): Promise<string | null> {
    if (draft.free.length >= PLAN_MAX_FREE_HOLDINGS)
      return t("planning:wizard.maxFree", { max: PLAN_MAX_FREE_HOLDINGS });
    if (core?.holdings.some((h) => h.fundCode === hit.fundCode)) return t("planning:wizard.alreadyInCore");
    if (draft.free.some((f) => f.fundCode === hit.fundCode)) return t("planning:wizard.alreadyChosen");
    let assetClass: string | null;
    try {
      assetClass = await fetchAssetClass(hit.fundCode);
    } catch {
      return t("planning:loadFailed");
    }
    const cls = assetClass ?? "Other";
    const same =
      (core?.holdings.filter((h) => (h.assetClass ?? "Other") === cls).length ?? 0) +
      draft.free.filter((f) => (f.assetClass ?? "Other") === cls).length;
    if (same >= PLAN_MAX_PER_ASSET_CLASS) return t("planning:wizard.maxPerClass");
    const free = [...draft.free, { fundCode: hit.fundCode, name: hit.fundName, assetClass, weight: "" }];
    const split = evenSplit(free.length);
    set({ free: free.map((f, i) => ({ ...f, weight: split[i]! })) });
    setErrors({});
    return null;
  }

  const stepNames = wizardSteps.map((s) => t(wizardStepLabels[s]));
  const autoHoldings = useMemo(
    () => core?.holdings.map((h) => ({ ...h, weight: (h.weight * 100) / 70 })) ?? [],
    [core],
  );

  return (
    <div className="flex flex-col gap-5" data-testid="plan-wizard" data-step={current}>
      <StepProgress
        steps={stepNames}
        current={step}
        label={t("pages:screens.wealth-planning.title")}
        onJump={(i) => setStep(i)}
      />
      {current === "goal" ? (
        <Section title={t("planning:wizard.goalQuestion")}>
          <ChoiceGroup
            label={t("planning:wizard.steps.goal")}
            className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4"
          >
            {goalTypes.map((g) => (
              <ChoiceTile
                key={g}
                name="plan-goal"
                value={g}
                testId={`plan-goal-${g}`}
                selected={draft.goal === g}
                onSelect={() => set({ goal: g })}
                title={t(goalLabels[g])}
                description={t(goalDescriptions[g])}
              />
            ))}
          </ChoiceGroup>
        </Section>
      ) : null}

      {current === "amounts" ? (
        <Section title={t("planning:wizard.amountsQuestion")} lead={t("planning:wizard.amountsHint")}>
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                "targetAmount",
                "initialAmount",
                "years",
                "currentPortfolioValue",
                "monthlyContribution",
              ] as const
            ).map((f) => {
              const optional = f === "currentPortfolioValue" || f === "monthlyContribution";
              return (
                <FormField
                  key={f}
                  id={`plan-${f}`}
                  label={
                    optional ? (
                      <>
                        {labelOf[f]}{" "}
                        <span className="font-normal text-muted-foreground">
                          ({t("planning:wizard.optional")})
                        </span>
                      </>
                    ) : (
                      labelOf[f]
                    )
                  }
                  error={errors[f]}
                >
                  <Input
                    id={`plan-${f}`}
                    inputMode={f === "years" ? "numeric" : "decimal"}
                    autoComplete="off"
                    value={draft[f]}
                    onChange={(e) => set({ [f]: e.target.value })}
                    aria-invalid={errors[f] ? true : undefined}
                    aria-describedby={errors[f] ? `plan-${f}-message` : undefined}
                    data-testid={`plan-${f}`}
                  />
                </FormField>
              );
            })}
          </div>
        </Section>
      ) : null}

      {current === "builder" ? (
        <Section title={t("planning:wizard.builderQuestion")}>
          <ChoiceGroup label={t("planning:wizard.steps.builder")} className="grid gap-2 sm:grid-cols-2">
            {(["auto", "flex"] as const).map((b) => (
              <ChoiceTile
                key={b}
                name="plan-builder"
                value={b}
                testId={`plan-builder-${b}`}
                selected={draft.builder === b}
                onSelect={() => set({ builder: b })}
                title={t(builderLabels[b])}
                description={t(b === "auto" ? "planning:wizard.autoLead" : "planning:wizard.flexLead")}
              />
            ))}
          </ChoiceGroup>
          <div className="flex flex-col gap-2">
            <h3 className="font-medium text-foreground text-sm">{t("planning:wizard.riskLevel")}</h3>
            <p className="text-muted-foreground text-xs">
              {draft.riskLevel === undefined && twinRisk !== null
                ? t("planning:wizard.riskFromTwin")
                : draft.riskLevel === undefined
                  ? t("planning:wizard.riskDefault")
                  : null}
            </p>
            <RiskLevelPicker
              compact
              label={t("planning:wizard.riskLevel")}
              value={risk}
              onChange={(level) => set({ riskLevel: level })}
            />
          </div>
        </Section>
      ) : null}

      {current === "weights" ? (
        draft.builder === "auto" ? (
          <Section
            title={t("planning:wizard.autoHoldings", { risk: t(riskLevelLabels[risk]) })}
            lead={t("planning:wizard.autoLead")}
          >
            {core ? <HoldingsTable holdings={autoHoldings} testId="plan-auto-holdings" /> : <Loading />}
          </Section>
        ) : (
          <>
            <Section
              title={t("planning:wizard.core")}
              lead={t("planning:wizard.coreLead", { risk: t(riskLevelLabels[risk]) })}
              aside={
                <Badge variant="outline">
                  <LockIcon />
                  {t("planning:wizard.locked")}
                </Badge>
              }
            >
              {core ? <HoldingsTable holdings={core.holdings} testId="plan-core" /> : <Loading />}
            </Section>
            <Section
              title={t("planning:wizard.free")}
              lead={t("planning:wizard.freeLead")}
              testId="plan-free"
            >
              <ProductPicker onAdd={addFree} disabled={!core} />
              {draft.free.length > 0 ? (
                <ul
                  className="flex flex-col divide-y divide-border rounded-xl border border-border"
                  data-testid="plan-free-list"
                >
                  {draft.free.map((f, i) => (
                    <li
                      key={f.fundCode}
                      className="flex flex-wrap items-center gap-3 px-3 py-2"
                      data-testid="plan-free-item"
                    >
                      <span className="rounded bg-brand-50 px-1.5 py-0.5 font-medium font-mono text-[12px] text-brand-700">
                        {f.fundCode}
                      </span>
                      <span className="min-w-0 flex-1 truncate text-foreground text-sm">{f.name}</span>
                      <span className="flex items-center gap-2 text-muted-foreground text-xs">
                        <Input
                          aria-label={t("planning:wizard.weightOf", { name: f.name })}
                          inputMode="decimal"
                          className="h-8 w-20 text-right"
                          value={f.weight}
                          onChange={(e) =>
                            set({
                              free: draft.free.map((x, j) =>
                                j === i ? { ...x, weight: e.target.value } : x,
                              ),
                            })
                          }
                          data-testid="plan-free-weight"
                        />
                        %
                      </span>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={t("planning:wizard.remove", { name: f.name })}
                        onClick={() => {
                          const rest = draft.free.filter((_, j) => j !== i);
                          const split = evenSplit(rest.length);
                          set({ free: rest.map((x, j) => ({ ...x, weight: split[j]! })) });
                        }}
                      >
                        <Trash2Icon />
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p
                  className={
                    Math.abs(freeTotal - FLEX_FREE_WEIGHT) <= 0.01
                      ? "text-muted-foreground text-sm"
                      : "text-warning text-sm"
                  }
                  data-testid="plan-free-total"
                >
                  {t("planning:wizard.freeTotal", { value: format.percent(freeTotal / 100, 2) })}
                </p>
                {draft.free.length > 1 ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      const split = evenSplit(draft.free.length);
                      set({ free: draft.free.map((x, j) => ({ ...x, weight: split[j]! })) });
                    }}
                  >
                    {t("planning:wizard.splitEvenly")}
                  </Button>
                ) : null}
              </div>
              {errors.free ? (
                <p role="alert" className="text-destructive text-sm" data-testid="plan-free-error">
                  {errors.free}
                </p>
              ) : null}
            </Section>
          </>
        )
      ) : null}

      {current === "analysis" ? (
        <Section title={t("planning:wizard.analysisQuestion")} testId="plan-analysis-step">
          {busy && !preview ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <p className="text-muted-foreground text-sm">{t("planning:wizard.analysing")}</p>
              <Loading />
            </div>
          ) : preview ? (
            <>
              <PlanAnalysisView analysis={preview.analysis} inputs={preview.inputs} />
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-foreground text-sm">{t("planning:analysis.holdings")}</h3>
                <HoldingsTable holdings={preview.holdings} testId="plan-preview-holdings" />
              </div>
              <FormField
                id="plan-name"
                label={t("planning:wizard.name")}
                error={errors.name}
                className="max-w-md"
              >
                <Input
                  id="plan-name"
                  value={draft.name}
                  placeholder={t("planning:wizard.namePlaceholder")}
                  onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
                  aria-invalid={errors.name ? true : undefined}
                  data-testid="plan-name"
                />
              </FormField>
            </>
          ) : null}
          {errors.form ? (
            <p role="alert" className="text-destructive text-sm" data-testid="plan-form-error">
              {errors.form}
            </p>
          ) : null}
        </Section>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setStep(step - 1)} disabled={step === 0 || busy}>
            <ArrowLeftIcon />
            {t("planning:wizard.back")}
          </Button>
          {onDiscard ? (
            <Button variant="ghost" onClick={onDiscard} disabled={busy}>
              {t("planning:wizard.cancelEdit")}
            </Button>
          ) : null}
        </div>
        {current === "analysis" ? (
          <Button onClick={submit} disabled={busy || !preview} data-testid="plan-confirm">
            <CheckIcon />
            {busy && preview
              ? t("planning:wizard.creating")
              : editing
                ? t("planning:wizard.saveChanges")
                : t("planning:wizard.confirm")}
          </Button>
        ) : (
          <Button
            onClick={next}
            disabled={busy || (current === "goal" && !draft.goal)}
            data-testid="plan-next"
          >
            {current === "weights" ? t("planning:wizard.analyse") : t("planning:wizard.next")}
            <ArrowRightIcon />
          </Button>
        )}
      </div>
    </div>
  );
}
