import type { EChartsCoreOption } from "echarts/core";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";

/**
 * Every chart goes through <EChart>. The ECharts runtime is a separate chunk loaded
 * on first use, so pages without charts never pay for it. The chart resizes with its box,
 * is disposed on unmount, uses the FundPilot theme, and exposes `summary` as its accessible
 * name (a chart is an image to assistive technology; the numbers are in the card's text too).
 * Animations are off under automation (`navigator.webdriver`): screenshots are stable. Charts
 * are drawn one per task (`oneChartPerTask`): a screen of charts never becomes one long task.
 */
export type EChartOption = EChartsCoreOption;

export type EChartProps = {
  option: EChartOption;
  /** Text alternative read by screen readers, e.g. "NAV from 2021-01-04 to 2026-11-20, +12.3%". */
  summary: string;
  className?: string;
  testId?: string;
};

type Runtime = typeof import("./echart-runtime");
let runtime: Promise<Runtime> | undefined;
/** Loads the ECharts chunk once; exported so a page can warm it up before the first chart. */
export function loadEChartsRuntime(): Promise<Runtime> {
  runtime ??= import("./echart-runtime");
  return runtime;
}

export function isAutomated(): boolean {
  return typeof navigator !== "undefined" && Boolean(navigator.webdriver);
}

/** The option as rendered: animation off under automation, transparent background. */
export function finalOption(option: EChartOption, automated = isAutomated()): EChartOption {
  return automated ? { ...option, animation: false } : option;
}

type Instance = ReturnType<Runtime["echarts"]["init"]>;

const queue: (() => void)[] = [];
/**
 * Runs each chart's first drawing (init and its option, the costly part) in a task of its own,
 * in order, so the browser can paint and answer input between two charts.
 */
export function oneChartPerTask(draw: () => void): void {
  queue.push(draw);
  if (queue.length === 1) setTimeout(drawNext, 0);
}
function drawNext() {
  try {
    queue[0]?.();
  } finally {
    queue.shift();
    if (queue.length > 0) setTimeout(drawNext, 0);
  }
}

export function EChart({ option, summary, className, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);
  const [ready, setReady] = useState(false);
  // the option the first drawing uses, and the one the chart shows
  const latest = useRef(option);
  const shown = useRef<EChartOption | null>(null);
  useEffect(() => {
    latest.current = option;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadEChartsRuntime()
      .then(({ echarts, themeName }) =>
        oneChartPerTask(() => {
          if (disposed) return;
          const instance = echarts.init(element, themeName, { renderer: "svg" });
          chart.current = instance;
          instance.setOption(finalOption(latest.current), { notMerge: true });
          shown.current = latest.current;
          setReady(true);
          if (typeof ResizeObserver !== "undefined") {
            observer = new ResizeObserver(() => instance.resize());
            observer.observe(element);
          }
        }),
      )
      .catch(() => undefined);
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
      setReady(false);
    };
  }, []);

  useEffect(() => {
    if (!ready || shown.current === option) return;
    chart.current?.setOption(finalOption(option), { notMerge: true });
    shown.current = option;
  }, [option, ready]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={summary}
      data-testid={testId}
      data-ready={ready ? "true" : "false"}
      className={cn("h-56 w-full min-w-0", className)}
    />
  );
}
