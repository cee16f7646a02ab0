/**
 * The first start's readiness: while the demo universe is generated, derived and stored, the
 * server already answers (the SPA shell, a status page, `GET /v1/pub/startup`, `/healthz`);
 * data calls wait for `ready`. The same progress the console prints drives the status.
 */
import type { Startup, StartupStep } from "../../shared/api/startup";
import type { Progress } from "./progress";

export interface StartupStatus {
  /** A snapshot for the status endpoint and /healthz. */
  current(): Startup;
  isReady(): boolean;
  /** Enters a step (its units are then reported through `progress`). */
  step(step: StartupStep, total?: number): void;
  ready(): void;
  failed(): void;
  /** Reports the job's progress here and to `console` (the progress the terminal shows). */
  progress(console: Progress): Progress;
}

/** Which step a job's phase belongs to (the phases of loadDemoUniverse and deriveStored). */
export function stepOfPhase(phase: string): StartupStep {
  if (phase.startsWith("Generating")) return "generate";
  if (phase.startsWith("Writing")) return "store";
  return "derive";
}

export function createStartupStatus(options: { now?: () => number } = {}): StartupStatus {
  const now = options.now ?? Date.now;
  const started = now();
  let state: Startup["state"] = "building";
  let step: StartupStep | null = "prepare";
  let done = 0;
  let total = 0;
  return {
    current: () => ({
      state,
      step: state === "ready" ? null : step,
      done,
      total,
      elapsedSeconds: Math.round((now() - started) / 100) / 10,
    }),
    isReady: () => state === "ready",
    step(next, nextTotal = 0) {
      step = next;
      done = 0;
      total = nextTotal;
    },
    ready() {
      state = "ready";
      step = null;
      done = total;
    },
    failed() {
      state = "failed";
    },
    progress(console) {
      return {
        update: (d, t, phase) => {
          step = stepOfPhase(phase);
          done = d;
          total = t;
          console.update(d, t, phase);
        },
        done: (message) => console.done(message),
      };
    },
  };
}

/** The status of a server whose data is already there (tests, later starts). */
export const alreadyReady: StartupStatus = (() => {
  const status = createStartupStatus();
  status.ready();
  return status;
})();
