import {
  familyStatuses,
  TWIN_MAX_AGE,
  TWIN_MAX_THEMES,
  TWIN_MIN_AGE,
  type Twin,
  type TwinCard,
  type TwinStep,
  twinGenders,
  twinIdentities,
  twinSteps,
  twinThemes,
} from "@shared/api/planning";
import type { MessageKey } from "@shared/messages";
import { ArrowLeftIcon, ArrowRightIcon, GoalIcon, RotateCcwIcon, UserRoundIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Value } from "@/components/value";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import {
  ChoiceGroup,
  ChoiceTile,
  LoadError,
  Loading,
  PageHeader,
  Section,
  StepProgress,
} from "./components/parts";
import { RiskLevelPicker } from "./components/risk-level-picker";
import { RoleCardSummary } from "./components/role-card";
import {
  familyStatusLabels,
  genderLabels,
  identityLabels,
  stepLabels,
  stepQuestions,
  themeLabels,
} from "./labels";
import { fetchTwin, saveTwin } from "./planning-api";

/**
 * /digital-twin: the role card as a guided flow of six steps (about 3 minutes), each saved as it
 * is answered so the flow resumes where it stopped; then the review and confirmation. A
 * confirmed card shows with "Reselect role", which clears the role data and starts again.
 */
export function TwinPage() {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`twin:${attempt}`, fetchTwin);
  const [twin, setTwin] = useState<Twin | null>(null);
  useEffect(() => {
    if (load.state === "ready") setTwin(load.data);
  }, [load]);

  return (
    <div className="flex flex-1 flex-col" data-testid="twin-page">
      <PageHeader title={t("pages:screens.digital-twin.title")} lead={t("planning:twin.lead")} />
      <div className="mx-auto w-full max-w-[960px] px-4 py-6 sm:px-6 lg:px-8">
        {load.state === "error" ? (
          <LoadError onRetry={() => setAttempt((n) => n + 1)} />
        ) : !twin ? (
          <Loading />
        ) : twin.confirmedAt ? (
          <Confirmed twin={twin} onChange={setTwin} />
        ) : (
          <Flow twin={twin} onChange={setTwin} />
        )}
      </div>
    </div>
  );
}

function firstMissing(card: TwinCard): number {
  const i = twinSteps.findIndex((s) => card[s] === undefined);
  return i < 0 ? twinSteps.length : i;
}

function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError ? err.notice : fallback;
}

function Flow({ twin, onChange }: { twin: Twin; onChange: (twin: Twin) => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(() => firstMissing(twin.card));
  const [draft, setDraft] = useState<TwinCard>(twin.card);
  const [ageText, setAgeText] = useState(twin.card.age === undefined ? "" : String(twin.card.age));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reselecting, setReselecting] = useState(false);
  const review = step >= twinSteps.length;
  const current: TwinStep | undefined = twinSteps[step];

  const ageValue = Number(ageText);
  const ageOk = /^\d+$/.test(ageText.trim()) && ageValue >= TWIN_MIN_AGE && ageValue <= TWIN_MAX_AGE;
  const answered = (s: TwinStep) =>
    s === "age"
      ? ageText.trim() !== ""
      : s === "themes"
        ? (draft.themes?.length ?? 0) > 0
        : draft[s] !== undefined;

  async function next() {
    if (!current) return;
    if (current === "age" && !ageOk) {
      setError(t("planning:twin.ageInvalid", { min: TWIN_MIN_AGE, max: TWIN_MAX_AGE }));
      return;
    }
    const value = current === "age" ? ageValue : draft[current];
    setBusy(true);
    setError(null);
    try {
      const saved = await saveTwin({ [current]: value } as TwinCard);
      setDraft(saved.card);
      onChange(saved);
      setStep(step + 1);
    } catch (err) {
      setError(errorText(err, t("planning:loadFailed")));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const saved = await saveTwin({ action: "confirm" });
      toast.success(t("planning:twin.confirmed"));
      onChange(saved);
    } catch (err) {
      setError(errorText(err, t("planning:loadFailed")));
    } finally {
      setBusy(false);
    }
  }

  async function reselect() {
    setBusy(true);
    try {
      const saved = await saveTwin({ action: "reselect" });
      setDraft({});
      setAgeText("");
      setStep(0);
      onChange(saved);
    } catch (err) {
      setError(errorText(err, t("planning:loadFailed")));
    } finally {
      setBusy(false);
    }
  }

  const stepNames = twinSteps.map((s) => t(stepLabels[s]));
  return (
    <div className="flex flex-col gap-5" data-testid="twin-flow" data-step={current ?? "review"}>
      <StepProgress
        steps={[...stepNames, t("planning:twin.confirm")]}
        current={step}
        label={t("planning:twin.progress")}
        onJump={(i) => setStep(i)}
      />
      {review ? (
        <Section
          title={t("planning:twin.confirmTitle")}
          lead={t("planning:twin.confirmLead")}
          testId="twin-review"
        >
          <RoleCardSummary card={draft} onEdit={(s) => setStep(twinSteps.indexOf(s))} />
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button
              variant="outline"
              onClick={() => setReselecting(true)}
              disabled={busy}
              data-testid="twin-reselect"
            >
              <RotateCcwIcon />
              {t("planning:twin.reselect")}
            </Button>
            <Button onClick={confirm} disabled={busy} data-testid="twin-confirm">
              {t("planning:twin.confirm")}
            </Button>
          </div>
        </Section>
      ) : current ? (
        <Section title={t(stepQuestions[current])} testId={`twin-step-${current}`}>
          <StepInput
            step={current}
            draft={draft}
            onDraft={(card) => {
              setDraft(card);
              setError(null);
            }}
            ageText={ageText}
            onAgeText={(text) => {
              setAgeText(text);
              setError(null);
            }}
            ageError={error}
          />
          {error && current !== "age" ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={step === 0 || busy}>
              <ArrowLeftIcon />
              {t("planning:twin.back")}
            </Button>
            <Button onClick={next} disabled={busy || !answered(current)} data-testid="twin-next">
              {busy
                ? t("planning:twin.saving")
                : step === twinSteps.length - 1
                  ? t("planning:twin.review")
                  : t("planning:twin.next")}
              <ArrowRightIcon />
            </Button>
          </div>
        </Section>
      ) : null}
      <ConfirmDialog
        open={reselecting}
        onOpenChange={setReselecting}
        title={t("planning:twin.reselectTitle")}
        description={t("planning:twin.reselectDescription")}
        confirmLabel={t("planning:twin.reselectConfirm")}
        cancelLabel={t("planning:twin.cancel")}
        onConfirm={reselect}
        destructive
        testId="twin-reselect-dialog"
      />
    </div>
  );
}

type SingleChoiceField = "gender" | "familyStatus" | "identity";

/** A step answered by one choice among tiles (gender, family status, identity). */
function SingleChoice<F extends SingleChoiceField>({
  field,
  values,
  labels,
  draft,
  onDraft,
}: {
  field: F;
  values: readonly NonNullable<TwinCard[F]>[];
  labels: Record<NonNullable<TwinCard[F]>, MessageKey<"planning">>;
  draft: TwinCard;
  onDraft: (card: TwinCard) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup label={t(stepLabels[field])} className="grid gap-2 sm:grid-cols-2">
      {values.map((v) => (
        <ChoiceTile
          key={v}
          value={v}
          name={`twin-${field}`}
          testId={`twin-choice-${v}`}
          selected={draft[field] === v}
          onSelect={() => onDraft({ ...draft, [field]: v })}
          title={t(labels[v])}
        />
      ))}
    </ChoiceGroup>
  );
}

function StepInput({
  step,
  draft,
  onDraft,
  ageText,
  onAgeText,
  ageError,
}: {
  step: TwinStep;
  draft: TwinCard;
  onDraft: (card: TwinCard) => void;
  ageText: string;
  onAgeText: (text: string) => void;
  ageError: string | null;
}) {
  const { t } = useTranslation();
  switch (step) {
    case "gender":
      return (
        <SingleChoice
          field="gender"
          values={twinGenders}
          labels={genderLabels}
          draft={draft}
          onDraft={onDraft}
        />
      );
    case "age":
      return (
        <FormField
          id="twin-age"
          label={t(stepLabels.age)}
          error={ageError ?? undefined}
          hint={t("planning:twin.ageHint", { min: TWIN_MIN_AGE, max: TWIN_MAX_AGE })}
          className="max-w-xs"
        >
          <Input
            id="twin-age"
            inputMode="numeric"
            autoComplete="off"
            value={ageText}
            onChange={(e) => onAgeText(e.target.value)}
            aria-describedby="twin-age-message"
            aria-invalid={ageError ? true : undefined}
            data-testid="twin-age"
          />
        </FormField>
      );
    case "familyStatus":
      return (
        <SingleChoice
          field="familyStatus"
          values={familyStatuses}
          labels={familyStatusLabels}
          draft={draft}
          onDraft={onDraft}
        />
      );
    case "identity":
      return (
        <SingleChoice
          field="identity"
          values={twinIdentities}
          labels={identityLabels}
          draft={draft}
          onDraft={onDraft}
        />
      );
    case "themes": {
      const chosen = draft.themes ?? [];
      const full = chosen.length >= TWIN_MAX_THEMES;
      return (
        <div className="flex flex-col gap-3">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {full
              ? t("planning:twin.themesMax", { max: TWIN_MAX_THEMES })
              : t("planning:twin.themesHint", { max: TWIN_MAX_THEMES })}
          </p>
          <ChoiceGroup label={t(stepLabels.themes)} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {twinThemes.map((theme) => {
              const on = chosen.includes(theme);
              return (
                <ChoiceTile
                  key={theme}
                  type="checkbox"
                  name="twin-themes"
                  value={theme}
                  testId={`twin-choice-${theme}`}
                  selected={on}
                  disabled={!on && full}
                  onSelect={() =>
                    onDraft({ ...draft, themes: on ? chosen.filter((x) => x !== theme) : [...chosen, theme] })
                  }
                  title={t(themeLabels[theme])}
                />
              );
            })}
          </ChoiceGroup>
        </div>
      );
    }
    case "riskLevel":
      return (
        <RiskLevelPicker
          label={t(stepLabels.riskLevel)}
          value={draft.riskLevel as 1 | 2 | 3 | 4 | 5 | undefined}
          onChange={(riskLevel) => onDraft({ ...draft, riskLevel })}
        />
      );
  }
}

function Confirmed({ twin, onChange }: { twin: Twin; onChange: (twin: Twin) => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [reselecting, setReselecting] = useState(false);
  async function reselect() {
    try {
      onChange(await saveTwin({ action: "reselect" }));
    } catch (err) {
      toast.error(errorText(err, t("planning:loadFailed")));
    }
  }
  return (
    <div className="flex flex-col gap-5" data-testid="twin-confirmed">
      <Section
        title={t("planning:twin.cardTitle")}
        lead={
          twin.confirmedAt ? (
            <>
              {t("planning:twin.confirmed")} · <Value kind="date" value={twin.confirmedAt} />
            </>
          ) : undefined
        }
      >
        <RoleCardSummary card={twin.card} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-between">
          <Button variant="outline" onClick={() => setReselecting(true)} data-testid="twin-reselect">
            <RotateCcwIcon />
            {t("planning:twin.reselect")}
          </Button>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <Link to={localized("/profile")}>
                <UserRoundIcon />
                {t("planning:twin.toProfile")}
              </Link>
            </Button>
            <Button asChild>
              <Link to={localized("/wealth-planning?new=1")} data-testid="twin-to-planning">
                <GoalIcon />
                {t("planning:twin.toPlanning")}
              </Link>
            </Button>
          </div>
        </div>
      </Section>
      <ConfirmDialog
        open={reselecting}
        onOpenChange={setReselecting}
        title={t("planning:twin.reselectTitle")}
        description={t("planning:twin.reselectDescription")}
        confirmLabel={t("planning:twin.reselectConfirm")}
        cancelLabel={t("planning:twin.cancel")}
        onConfirm={reselect}
        destructive
        testId="twin-reselect-dialog"
      />
    </div>
  );
}
