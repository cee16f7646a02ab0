import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const instance = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
const init = vi.fn(() => instance);
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
    const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    render(
      <>
        <EChart option={{ series: [] }} summary="first" />
        <EChart option={{ series: [] }} summary="second" />
      </>,
    );
    await act(() => loadEChartsRuntime());
    await nextTask();
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenLastCalledWith(screen.getByRole("img", { name: "first" }), "fundpilot", {
      renderer: "svg",
    });
    await nextTask();
    expect(init).toHaveBeenCalledTimes(2);
    expect(instance.setOption).toHaveBeenCalledTimes(2);
  });
});
