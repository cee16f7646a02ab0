import type { ProductInfo, ProductPerformanceData, ProductRank } from "@shared/api/product";
import { type Period, riskWindows } from "@shared/domain/period";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { lineChartOption, type Series } from "@/components/chart-options";
import { EChart } from "@/components/echart";
import { periodLabels } from "@/components/product-labels";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { type Load, useLoad } from "@/lib/use-load";
import {
  type ChartMode,
  calendarYearsOption,
  drawdownChartOption,
  drawdownOf,
  productLine,
  rebasedBenchmark,
} from "../chart-options";
import { productApi } from "../product-api";
import { chartPeriods, effectiveBenchmark, noBenchmark, type ProductRef } from "../product-query";
import { Empty, Loaded, Section, Segmented, Table, Td, Th } from "./parts";
import { QuartileBar } from "./quartile-bar";

type Props = {
  product: ProductInfo;
  productRef: ProductRef;
  period: Period;
  /** The query's benchmark: a symbolCode, "none", or null for the product's own. */
  benchmark: string | null;
  onPeriod: (period: Period) => void;
  onBenchmark: (benchmark: string | null) => void;
};

/** Growth chart with a benchmark, trailing returns, calendar years, drawdown and the risk table. */
export function PerformanceTab({ product, productRef, period, benchmark, onPeriod, onBenchmark }: Props) {
  const { t } = useTranslation();
  const refKey = JSON.stringify(productRef);
  const chosen = effectiveBenchmark(benchmark, product.benchmark?.symbolCode);
  const performance = useLoad(`perf:${refKey}:${period}:${chosen ?? ""}`, (signal) =>
    productApi.performance(productRef, { period, benchmark: chosen }, signal),
  );
  const rank = useLoad(`rank:${refKey}`, (signal) => productApi.rank(productRef, signal));

  return (
    <div className="flex flex-col gap-5" data-testid="performance-tab">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Segmented
          label={t("product:performance.period")}
          value={period}
          options={chartPeriods.map((p) => ({ value: p, label: t(periodLabels[p]) }))}
          onChange={onPeriod}
          testId="period-selector"
        />
        <BenchmarkPicker
          product={product}
          value={chosen}
          onChange={(v) => onBenchmark(v === product.benchmark?.symbolCode ? null : v)}
        />
      </div>
      <GrowthSection product={product} performance={performance} benchmark={chosen} />
      <Section
        title={t("product:performance.trailingTitle")}
        note={t("product:performance.trailingNote")}
        testId="trailing-returns"
      >
        <Loaded load={performance} skeleton="h-40">
          {(data) => <TrailingReturns data={data} rank={rank} />}
        </Loaded>
      </Section>
      <div className="grid min-w-0 grid-cols-1 gap-5 xl:grid-cols-2">
        <Section title={t("product:performance.calendarTitle")} testId="calendar-years">
          <Loaded load={performance}>{(data) => <CalendarYears data={data} />}</Loaded>
        </Section>
        <Section title={t("product:performance.drawdownTitle")} testId="drawdown">
          <Loaded load={performance}>{(data) => <DrawdownChart data={data} />}</Loaded>
        </Section>
      </div>
      <Section
        title={t("product:performance.riskTitle")}
        note={t("product:performance.riskNote")}
        testId="risk-table"
      >
        <Loaded load={performance} skeleton="h-64">
          {(data) => <RiskTable data={data} />}
        </Loaded>
      </Section>
    </div>
  );
}

function BenchmarkPicker({
  product,
  value,
  onChange,
}: {
  product: ProductInfo;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const list = useLoad("benchmarks", (signal) => productApi.benchmarks(signal));
  const own = product.benchmark;
  const others = list.state === "ready" ? list.data.filter((b) => b.symbolCode !== own?.symbolCode) : [];
  // a chosen benchmark is listed even before the list arrives (its name then shows as its code)
  const chosenMissing = value && value !== own?.symbolCode && !others.some((b) => b.symbolCode === value);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor="benchmark-picker" className="text-muted-foreground text-xs">
        {t("product:performance.benchmark")}
      </Label>
      <Select
        value={value ?? noBenchmark}
        onValueChange={(v) => onChange(v === noBenchmark ? noBenchmark : v)}
      >
        <SelectTrigger id="benchmark-picker" className="h-9 w-full sm:w-80" data-testid="benchmark-picker">
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-80 overflow-y-auto">
          {own ? (
            <SelectItem value={own.symbolCode}>
              {t("product:performance.ownBenchmark", { name: own.name })}
            </SelectItem>
          ) : null}
          {chosenMissing ? <SelectItem value={value}>{value}</SelectItem> : null}
          {others.map((b) => (
            <SelectItem key={b.symbolCode} value={b.symbolCode}>
              {b.name}
            </SelectItem>
          ))}
          <SelectItem value={noBenchmark}>{t("product:performance.noBenchmark")}</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}

function GrowthSection({
  product,
  performance,
  benchmark,
}: {
  product: ProductInfo;
  performance: Load<ProductPerformanceData>;
  benchmark: string | null;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ChartMode>("return");
  return (
    <Section
      title={t("product:performance.chartTitle")}
      testId="growth"
      actions={
        <Segmented
          label={t("product:performance.mode")}
          value={mode}
          options={[
            { value: "return", label: t("product:performance.modes.return") },
            { value: "nav", label: t("product:performance.modes.nav") },
          ]}
          onChange={setMode}
          testId="chart-mode"
        />
      }
    >
      <Loaded load={performance} skeleton="h-80">
        {(data) => <GrowthChart product={product} data={data} benchmark={benchmark} mode={mode} />}
      </Loaded>
    </Section>
  );
}

function GrowthChart({
  product,
  data,
  benchmark,
  mode,
}: {
  product: ProductInfo;
  data: ProductPerformanceData;
  benchmark: string | null;
  mode: ChartMode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const first = data.series[0]?.[0];
  const last = data.series[data.series.length - 1]?.[0];
  const levels = useLoad(`bench:${benchmark}:${first}:${last}`, (signal) =>
    benchmark && first && last && first < last
      ? productApi.benchmarkSeries({ symbolCode: benchmark, startDate: first, endDate: last }, signal)
      : Promise.resolve(null),
  );
  const bench = levels.state === "ready" ? levels.data : null;
  const line = useMemo(() => productLine(data.series, mode), [data.series, mode]);
  const benchLine = useMemo(
    () => (bench ? rebasedBenchmark(bench.series, data.series, mode) : []),
    [bench, data.series, mode],
  );
  const option = useMemo(() => {
    const series: Series[] = [{ name: product.name, points: line, area: !benchLine.length }];
    if (bench && benchLine.length) series.push({ name: bench.name, points: benchLine });
    const base = lineChartOption({
      series,
      format: mode === "nav" ? (v) => format.number(v, 4) : (v) => format.percent(v, 1),
      dateFormat: data.series.length > 70 ? format.monthYear : format.date,
      legend: true,
    });
    // long product names are cut in the legend (the tooltip and the header say them in full)
    return {
      ...base,
      legend: { ...(base.legend as object), textStyle: { width: 150, overflow: "truncate" } },
    };
  }, [line, benchLine, bench, product.name, mode, format, data.series.length]);
  if (line.length < 2) return <Empty testId="growth-empty">{t("product:performance.noSeries")}</Empty>;
  const head = line[0] as [string, number];
  const tail = line[line.length - 1] as [string, number];
  const show = (v: number) => (mode === "nav" ? format.number(v, 4) : format.percent(v, 2));
  return (
    <div className="flex flex-col gap-2">
      <EChart
        option={option}
        className="h-72 sm:h-80"
        testId="growth-chart"
        summary={t("product:performance.chartSummary", {
          name: product.name,
          from: format.date(head[0]),
          to: format.date(tail[0]),
          first: show(head[1]),
          last: show(tail[1]),
        })}
      />
      <div className="flex flex-wrap justify-between gap-2 text-muted-foreground text-xs">
        <span
          data-testid="growth-benchmark"
          data-benchmark={bench && benchLine.length ? bench.symbolCode : ""}
        >
          {benchmark && levels.state === "ready" && !benchLine.length
            ? t("product:performance.benchmarkUnavailable")
            : null}
        </span>
        {data.asOf ? <span>{t("product:asOf", { date: format.date(data.asOf) })}</span> : null}
      </div>
    </div>
  );
}

const trailingPeriods: Period[] = ["7D", "1M", "3M", "6M", "YTD", "1Y", "3Y", "5Y", "10Y", "SI"];

function TrailingReturns({ data, rank }: { data: ProductPerformanceData; rank: Load<ProductRank> }) {
  const { t } = useTranslation();
  const r = rank.state === "ready" ? rank.data : null;
  return (
    <div className="flex flex-col gap-3">
      {r?.rankInCategory && r.categorySize && r.category ? (
        <p className="text-muted-foreground text-xs" data-testid="category-rank">
          {t("product:performance.rankLine", {
            rank: r.rankInCategory,
            size: r.categorySize,
            category: r.category,
          })}
        </p>
      ) : null}
      <Table caption={t("product:performance.trailingTitle")} className="min-w-[760px]">
        <thead>
          <tr>
            <Th>
              <span className="sr-only">{t("product:performance.metric")}</span>
            </Th>
            {trailingPeriods.map((p) => (
              <Th key={p} numeric>
                {t(periodLabels[p])}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <Th scope="row">{t("product:performance.rows.return")}</Th>
            {trailingPeriods.map((p) => (
              <Td key={p} numeric className="font-medium">
                <Value kind="percent" value={data.periods[p].return} signed />
              </Td>
            ))}
          </tr>
          <tr>
            <Th scope="row">{t("product:performance.rows.annualized")}</Th>
            {trailingPeriods.map((p) => (
              <Td key={p} numeric>
                {data.periods[p].annualized === undefined ? (
                  <span className="text-subtle-foreground">—</span>
                ) : (
                  <Value kind="percent" value={data.periods[p].annualized} signed />
                )}
              </Td>
            ))}
          </tr>
          <tr>
            <Th scope="row">{t("product:performance.rows.categoryAverage")}</Th>
            {trailingPeriods.map((p) => (
              <Td key={p} numeric className="text-muted-foreground">
                <Value kind="percent" value={data.periods[p].categoryAverage} />
              </Td>
            ))}
          </tr>
          <tr>
            <Th scope="row">{t("product:performance.rows.quartile")}</Th>
            {trailingPeriods.map((p) => (
              <Td key={p} numeric>
                <QuartileBar quartile={data.periods[p].quartile} />
              </Td>
            ))}
          </tr>
        </tbody>
      </Table>
    </div>
  );
}

function CalendarYears({ data }: { data: ProductPerformanceData }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const years = data.calendarYears;
  const option = useMemo(
    () =>
      calendarYearsOption({
        years,
        names: {
          product: t("product:performance.product"),
          category: t("product:performance.categoryAverage"),
        },
        yearLabel: (year, partial) =>
          partial ? t("product:performance.calendarPartial", { year }) : String(year),
        percent: (v) => format.percent(v, 1),
      }),
    [years, t, format],
  );
  if (!years.length) return <Empty>{t("product:performance.calendarEmpty")}</Empty>;
  return (
    <div className="flex flex-col gap-2">
      <EChart
        option={option}
        className="h-64"
        testId="calendar-chart"
        summary={t("product:performance.calendarSummary", {
          from: years[0]?.year,
          to: years[years.length - 1]?.year,
        })}
      />
      {years.some((y) => y.partial) ? (
        <p className="text-muted-foreground text-xs">{t("product:performance.calendarNote")}</p>
      ) : null}
    </div>
  );
}

function DrawdownChart({ data }: { data: ProductPerformanceData }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const drawdown = useMemo(
    () => drawdownOf(data.series.map(([date, , index]) => [date, index] as [string, number])),
    [data.series],
  );
  const option = useMemo(
    () =>
      drawdownChartOption({
        drawdown,
        name: t("product:performance.drawdownSeries"),
        labels: {
          peak: t("product:performance.peak"),
          trough: t("product:performance.trough"),
          recovery: t("product:performance.recovery"),
          worst: t("product:performance.worst"),
        },
        percent: (v) => format.percent(v, 1),
        dateFormat: data.series.length > 70 ? format.monthYear : format.date,
      }),
    [drawdown, t, format, data.series.length],
  );
  const worst = drawdown.worst;
  if (drawdown.curve.length < 2) return <Empty>{t("product:performance.noSeries")}</Empty>;
  return (
    <div className="flex flex-col gap-3">
      <EChart
        option={option}
        className="h-64"
        testId="drawdown-chart"
        summary={
          worst
            ? t("product:performance.drawdownSummary", {
                depth: format.percent(-worst.depth, 2),
                peak: format.date(worst.peak),
                trough: format.date(worst.trough),
              })
            : t("product:performance.drawdownNone")
        }
      />
      {worst ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs sm:grid-cols-4" data-testid="worst-drawdown">
          <Figure label={t("product:performance.worst")}>
            <Value kind="percent" value={-worst.depth} className="text-negative" />
          </Figure>
          <Figure label={t("product:performance.peak")}>
            <Value kind="date" value={worst.peak} />
          </Figure>
          <Figure label={t("product:performance.trough")}>
            <Value kind="date" value={worst.trough} />
          </Figure>
          <Figure label={t("product:performance.recovery")}>
            {worst.recovery ? (
              <>
                <Value kind="date" value={worst.recovery} />
                <span className="block text-muted-foreground">
                  {t("product:performance.repairDays", { count: worst.repairDays ?? 0 })}
                </span>
              </>
            ) : (
              t("product:performance.notRecovered")
            )}
          </Figure>
        </dl>
      ) : (
        <p className="text-muted-foreground text-xs">{t("product:performance.drawdownNone")}</p>
      )}
    </div>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium text-foreground text-sm">{children}</dd>
    </div>
  );
}

type RiskRow = {
  key: string;
  label: string;
  render: (w: NonNullable<ProductPerformanceData["risk"]["1Y"]>) => React.ReactNode;
};

function RiskTable({ data }: { data: ProductPerformanceData }) {
  const { t } = useTranslation();
  const pct = (v: number | null | undefined, signed = false) => (
    <Value kind="percent" value={v} signed={signed} />
  );
  const num = (v: number | null | undefined) => <Value kind="number" value={v} digits={2} />;
  const rows: RiskRow[] = [
    {
      key: "annualizedReturn",
      label: t("product:performance.risk.annualizedReturn"),
      render: (w) => pct(w.annualizedReturn, true),
    },
    { key: "volatility", label: t("product:performance.risk.volatility"), render: (w) => pct(w.volatility) },
    { key: "sharpe", label: t("product:performance.risk.sharpe"), render: (w) => num(w.sharpe) },
    { key: "sortino", label: t("product:performance.risk.sortino"), render: (w) => num(w.sortino) },
    { key: "calmar", label: t("product:performance.risk.calmar"), render: (w) => num(w.calmar) },
    {
      key: "maxDrawdown",
      label: t("product:performance.risk.maxDrawdown"),
      render: (w) => <Value kind="percent" value={w.maxDrawdown ? -w.maxDrawdown : w.maxDrawdown} />,
    },
    {
      key: "repairDays",
      label: t("product:performance.risk.repairDays"),
      render: (w) => <Value kind="number" value={w.repairDays} digits={0} />,
    },
    { key: "var95", label: t("product:performance.risk.var95"), render: (w) => pct(w.var95) },
  ];
  if (data.benchmark) {
    rows.push(
      { key: "beta", label: t("product:performance.risk.beta"), render: (w) => num(w.beta) },
      { key: "alpha", label: t("product:performance.risk.alpha"), render: (w) => pct(w.alpha, true) },
      {
        key: "trackingError",
        label: t("product:performance.risk.trackingError"),
        render: (w) => pct(w.trackingError),
      },
      {
        key: "informationRatio",
        label: t("product:performance.risk.informationRatio"),
        render: (w) => num(w.informationRatio),
      },
    );
  }
  return (
    <Table
      caption={t("product:performance.riskTitle")}
      className="min-w-[520px]"
      data-benchmark={data.benchmark ?? ""}
    >
      <thead>
        <tr>
          <Th>{t("product:performance.metric")}</Th>
          {riskWindows.map((w) => (
            <Th key={w} numeric>
              {t(periodLabels[w])}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-metric={row.key}>
            <Th scope="row">{row.label}</Th>
            {riskWindows.map((w) => {
              const window = data.risk[w];
              return (
                <Td key={w} numeric>
                  {window ? (
                    row.render(window)
                  ) : (
                    <span className="text-subtle-foreground" title={t("product:performance.noRisk")}>
                      —
                    </span>
                  )}
                </Td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
