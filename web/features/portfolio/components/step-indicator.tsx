import { CheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import type { CreateStep } from "../draft";

const steps: CreateStep[] = ["select", "backtest"];

/** The two steps of the create flow; the current one is `aria-current="step"`. */
export function StepIndicator({ step, onStep }: { step: CreateStep; onStep: (step: CreateStep) => void }) {
  const { t } = useTranslation();
  const current = steps.indexOf(step);
  return (
    <nav aria-label={t("portfolio:create.steps")}>
      <ol className="flex flex-wrap items-center gap-2 sm:gap-4">
        {steps.map((s, i) => (
          <li key={s} className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => onStep(s)}
              aria-current={s === step ? "step" : undefined}
              data-testid="create-step"
              data-step={s}
              className={cn(
                "flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-500",
                s === step
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-card text-foreground hover:bg-muted",
              )}
            >
              <span
                className={cn(
                  "flex size-5 items-center justify-center rounded-full text-xs",
                  s === step ? "bg-primary-foreground/20" : "bg-muted",
                )}
                aria-hidden
              >
                {i < current ? <CheckIcon className="size-3" /> : i + 1}
              </span>
              {s === "select" ? t("portfolio:create.stepSelect") : t("portfolio:create.stepBacktest")}
            </button>
            {i < steps.length - 1 ? <span aria-hidden className="h-px w-6 bg-border sm:w-10" /> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
