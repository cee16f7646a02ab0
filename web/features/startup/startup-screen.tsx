import type { Startup, StartupStep } from "@shared/api/startup";
import { startupSteps } from "@shared/domain/startup";
import type { MessageKey } from "@shared/messages";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { fetchStartup } from "./startup-api";

/**
 * Each step's share of a first start, from measured first starts (generate ~6 s, derive ~17 s,
 * store ~10 s, load ~3 s), so the bar moves with the whole start rather than restart per step.
 */
const stepWeights: Record<StartupStep, number> = { prepare: 1, generate: 6, derive: 17, store: 10, load: 3 };

/** The share of the whole first start done: the finished steps' weights plus the current one's part. */
export function overallProgress(step: StartupStep, ratio: number): number {
  let done = 0;
  let total = 0;
  for (const s of startupSteps) {
    const w = stepWeights[s];
    if (startupSteps.indexOf(s) < startupSteps.indexOf(step)) done += w;
    else if (s === step) done += w * ratio;
    total += w;
  }
  return done / total;
}

const stepLabels = {
  prepare: "common:startup.steps.prepare",
  generate: "common:startup.steps.generate",
  derive: "common:startup.steps.derive",
  store: "common:startup.steps.store",
  load: "common:startup.steps.load",
} as const satisfies Record<StartupStep, MessageKey<"common">>;

/** How often the status page asks the server. */
export const STARTUP_POLL_MS = 1_000;

/**
 * The first start's status page: shown instead of the app while the server prepares the demo
 * data; polls `GET /v1/pub/startup`, shows the step and its progress, and calls `onReady`
 * (main.tsx reloads the page into the app) when the data is ready.
 */
export function StartupScreen({
  onReady,
  poll = fetchStartup,
  pollMs = STARTUP_POLL_MS,
}: {
  onReady: () => void;
  poll?: () => Promise<Startup>;
  pollMs?: number;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Startup | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const next = await poll().catch(() => null);
      if (stopped) return;
      if (next) setStatus(next);
      if (next?.state === "ready") return onReady();
      if (next?.state !== "failed") timer = setTimeout(tick, pollMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [poll, pollMs, onReady]);

  const step = status?.step ?? "prepare";
  const ratio = status && status.total > 0 ? Math.min(1, status.done / status.total) : 0;
  const overall = overallProgress(step, ratio);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-5 p-6" aria-live="polite">
      <h1 className="font-semibold text-2xl">{t("common:startup.title")}</h1>
      <p className="text-muted-foreground">{t("common:startup.intro")}</p>
      {status?.state === "failed" ? (
        <p role="alert" className="text-destructive">
          {t("common:startup.failed")}
        </p>
      ) : status?.state === "ready" ? (
        <p>{t("common:startup.ready")}</p>
      ) : (
        <section className="flex flex-col gap-2" data-testid="startup-progress">
          <ol className="flex flex-col gap-1 text-sm">
            {startupSteps.map((s) => (
              <li
                key={s}
                aria-current={s === step ? "step" : undefined}
                className={s === step ? "font-medium" : "text-muted-foreground"}
              >
                {t(stepLabels[s])}
                {s === step && status && status.total > 0 ? (
                  <>
                    {" "}
                    <Value kind="percent" value={ratio} digits={0} />
                  </>
                ) : null}
              </li>
            ))}
          </ol>
          <div
            className="h-2 overflow-hidden rounded bg-muted"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(overall * 100)}
            aria-label={t("common:startup.title")}
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${overall * 100}%` }} />
          </div>
        </section>
      )}
    </main>
  );
}
