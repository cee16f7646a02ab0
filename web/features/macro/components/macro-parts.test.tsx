import type { MacroTrackRecord } from "@shared/api/macro";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Providers } from "@/app/providers";
import { initI18n, loadNamespace } from "@/lib/i18n";
import { TrackRecordTable } from "./track-record-table";
import { ViewsTable } from "./views-table";

beforeAll(async () => {
  await initI18n("en-HK");
  await loadNamespace("macro");
});
afterEach(cleanup);

const rate = (hitRate: number | null, months: number) => ({
  months,
  hitRate,
  baselines: { alwaysPositive: 0.6, alwaysNeutral: 0.3, momentum: 0.55 },
});

describe("macro parts", () => {
  it("names every view's level in its cell, with a dash where an asset has none", () => {
    render(
      <Providers>
        <ViewsTable
          assets={["us_stock", "china_bond"]}
          scores={[
            {
              assetId: "us_stock",
              horizon: "1M",
              month: "2026-11",
              view: 2,
              label: "Positive",
              confidence: 0.8,
            },
            {
              assetId: "us_stock",
              horizon: "3M",
              month: "2026-11",
              view: -1,
              label: "Moderately Negative",
              confidence: 0.4,
            },
          ]}
        />
      </Providers>,
    );
    const us = screen.getByRole("row", { name: /US stocks/ });
    expect(within(us).getByText("Positive")).toBeTruthy();
    expect(within(us).getByText("Moderately negative")).toBeTruthy();
    expect(within(us).getByText("80%")).toBeTruthy();
    const china = screen.getByRole("row", { name: /China bonds/ });
    expect(within(china).getAllByText("—")).toHaveLength(2);
  });

  it("shows the pooled hit rate beside the three baselines", () => {
    const record: MacroTrackRecord = {
      ...rate(0.478, 3980),
      first: "2010-03",
      last: "2026-10",
      byHorizon: { "1M": rate(0.479, 2000), "3M": rate(0.477, 1980) },
      byAsset: [{ assetId: "us_stock", horizon: "1M", ...rate(null, 0) }],
    };
    render(
      <Providers>
        <TrackRecordTable record={record} />
      </Providers>,
    );
    expect(screen.getByTestId("macro-record-hit-rate").textContent).toBe("47.8%");
    const pooled = screen.getByTestId("macro-record-pooled");
    expect(within(pooled).getByText("3,980")).toBeTruthy();
    expect(within(pooled).getByText("60.0%")).toBeTruthy();
    expect(within(pooled).getByText("55.0%")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(1 + 1 + 2 + 1);
  });
});
