import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const instance = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
const init = vi.fn((_el: HTMLElement, _theme: string, _opts: unknown) => instance);
vi.mock("./echart-runtime", () => ({ echarts: { init }, themeName: "fundpilot" }));

import { EChart, finalOption, loadEChartsRuntime } from "./echart";

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("finalOption", () => {
  it("turns animation off under automation and leaves the option alone otherwise", () => {
    const option = { series: [] };
    expect(finalOption(option, true)).toEqual({ series: [], animation: false });
    expect(finalOption(option, false)).toBe(option);
  });
});

describe("<EChart>", () => {
  it("is an image named by its summary, drawn with the theme, and disposed on unmount", async () => {
    const option = { xAxis: { type: "time" }, series: [] };
    const { unmount } = render(<EChart option={option} summary="NAV from 2021 to 2026" testId="chart" />);
    const chart = screen.getByRole("img", { name: "NAV from 2021 to 2026" });
    await act(() => loadEChartsRuntime());
    // the first drawing waits for a task of its own
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(init).toHaveBeenCalledWith(chart, "fundpilot", { renderer: "svg" });
    expect(chart.dataset.ready).toBe("true");
    expect(instance.setOption).toHaveBeenCalledWith(expect.objectContaining(option), { notMerge: true });
    unmount();
    expect(instance.dispose).toHaveBeenCalledTimes(1);
  });

  it("draws two charts in two tasks, in order", async () => {
    // A microtask queued by a drawing runs before the next drawing only if that one is a task of
    // its own: drawn in one task, both drawings would come before both microtasks.
    const log: string[] = [];
    const logged = (el: HTMLElement) => {
      const name = el.getAttribute("aria-label");
      log.push(`draw ${name}`);
      queueMicrotask(() => log.push(`after ${name}`));
      return instance;
    };
    init.mockImplementationOnce(logged).mockImplementationOnce(logged);
    render(
      <>
        <EChart option={{ series: [] }} summary="first" />
        <EChart option={{ series: [] }} summary="second" />
      </>,
    );
    await act(() => loadEChartsRuntime());
    for (let i = 0; i < 50 && init.mock.calls.length < 2; i++)
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(log).toEqual(["draw first", "after first", "draw second", "after second"]);
    expect(instance.setOption).toHaveBeenCalledTimes(2);
  });
});
