import type { Startup } from "@shared/api/startup";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "@/lib/i18n";
import { servedWhileStarting } from "./startup-api";
import { overallProgress, StartupScreen } from "./startup-screen";

beforeAll(async () => {
  await initI18n("en-HK");
});
afterEach(cleanup);

const status = (over: Partial<Startup>): Startup => ({
  state: "building",
  step: "derive",
  done: 0,
  total: 0,
  elapsedSeconds: 1,
  ...over,
});

describe("StartupScreen", () => {
  it("shows the step and its progress, then calls onReady when the data is ready", async () => {
    let stored = false;
    const poll = vi.fn(async () =>
      stored
        ? status({ state: "ready", step: null })
        : status({ step: "derive", done: 3_000, total: 12_000 }),
    );
    const onReady = vi.fn();
    render(<StartupScreen poll={poll} pollMs={10} onReady={onReady} />);
    expect(await screen.findByText("FundPilot is getting ready")).toBeTruthy();
    // a quarter of the derive step: the bar shows the whole start's share, the list the step's
    const overall = String(Math.round(overallProgress("derive", 0.25) * 100));
    await waitFor(() => expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe(overall));
    expect(screen.getByRole("progressbar").getAttribute("aria-label")).toBe("FundPilot is getting ready");
    expect(screen.getByText("Deriving the metrics", { exact: false }).getAttribute("aria-current")).toBe(
      "step",
    );
    expect(onReady).not.toHaveBeenCalled();
    stored = true;
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
  });

  it("keeps polling through a failed poll and shows a failed start without polling again", async () => {
    let calls = 0;
    const poll = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new Error("connection refused");
      return status({ state: "failed", step: "store" });
    });
    const onReady = vi.fn();
    render(<StartupScreen poll={poll} pollMs={10} onReady={onReady} />);
    expect((await screen.findByRole("alert")).textContent).toContain("could not be prepared");
    await new Promise((r) => setTimeout(r, 50));
    expect(poll).toHaveBeenCalledTimes(2);
    expect(onReady).not.toHaveBeenCalled();
  });
});

describe("servedWhileStarting", () => {
  it("reads the marker the server puts in the page while the data is prepared", () => {
    const doc = document.implementation.createHTMLDocument("x");
    expect(servedWhileStarting(doc)).toBe(false);
    const meta = doc.createElement("meta");
    meta.name = "fundpilot-startup";
    doc.head.append(meta);
    expect(servedWhileStarting(doc)).toBe(true);
  });
});

describe("overallProgress", () => {
  it("runs from 0 to 1 across the steps and never goes back when a step starts", () => {
    expect(overallProgress("prepare", 0)).toBe(0);
    expect(overallProgress("load", 1)).toBeCloseTo(1, 12);
    const endOfDerive = overallProgress("derive", 1);
    expect(overallProgress("store", 0)).toBeCloseTo(endOfDerive, 12);
    expect(overallProgress("derive", 0.5)).toBeGreaterThan(overallProgress("generate", 1));
  });
});
