import type { BenchmarkItem } from "@shared/api/backtest";
import { XIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { type BaseCurrency, baseCurrencies, type Draft, MAX_BENCHMARKS, type Rebalance } from "../draft";
import { currencyLabels, rebalanceLabels } from "../labels";

const rebalances: Rebalance[] = ["none", "monthly", "quarterly", "semiannually", "annually"];

type Settings = Pick<
  Draft,
  | "rebalance"
  | "startDate"
  | "endDate"
  | "initialAmount"
  | "monthlyContribution"
  | "benchmarks"
  | "baseCurrency"
  | "extendHistory"
>;

/**
 * How the backtest runs: rebalancing, the window (empty dates: the longest common history),
 * the initial amount and monthly contribution, the base currency, up to 3 benchmarks, and the
 * opt-in extension of young holdings' history with their benchmark.
 */
export function BacktestSettings({
  value,
  onChange,
  available,
}: {
  value: Settings;
  onChange: (patch: Partial<Settings>) => void;
  available: BenchmarkItem[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = new Set(value.benchmarks);
  const nameOf = (code: string) => available.find((b) => b.symbolCode === code)?.name ?? code;
  const amount = (text: string) => {
    const n = Number(text);
    return text === "" || !Number.isFinite(n) || n < 0 ? 0 : n;
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="backtest-settings">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-rebalance`}>{t("portfolio:settings.rebalance")}</Label>
        <Select value={value.rebalance} onValueChange={(v) => onChange({ rebalance: v as Rebalance })}>
          <SelectTrigger id={`${id}-rebalance`} data-testid="rebalance">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {rebalances.map((r) => (
              <SelectItem key={r} value={r}>
                {t(rebalanceLabels[r])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-currency`}>{t("portfolio:settings.currency")}</Label>
        <Select
          value={value.baseCurrency}
          onValueChange={(v) => onChange({ baseCurrency: v as BaseCurrency })}
        >
          <SelectTrigger id={`${id}-currency`} data-testid="base-currency">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {baseCurrencies.map((c) => (
              <SelectItem key={c} value={c}>
                {t(currencyLabels[c])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-start`}>{t("portfolio:settings.startDate")}</Label>
        <Input
          id={`${id}-start`}
          type="date"
          value={value.startDate}
          max={value.endDate || undefined}
          onChange={(e) => onChange({ startDate: e.target.value })}
          data-testid="start-date"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-end`}>{t("portfolio:settings.endDate")}</Label>
        <Input
          id={`${id}-end`}
          type="date"
          value={value.endDate}
          min={value.startDate || undefined}
          onChange={(e) => onChange({ endDate: e.target.value })}
          data-testid="end-date"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-initial`}>
          {t("portfolio:settings.initialAmount", { currency: value.baseCurrency })}
        </Label>
        <Input
          id={`${id}-initial`}
          type="number"
          inputMode="decimal"
          min={1}
          step={100}
          value={value.initialAmount || ""}
          onChange={(e) => onChange({ initialAmount: amount(e.target.value) })}
          aria-invalid={value.initialAmount > 0 ? undefined : true}
          className="tabular"
          data-testid="initial-amount"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-monthly`}>
          {t("portfolio:settings.monthlyContribution", { currency: value.baseCurrency })}
        </Label>
        <Input
          id={`${id}-monthly`}
          type="number"
          inputMode="decimal"
          min={0}
          step={100}
          value={value.monthlyContribution || ""}
          placeholder="0"
          onChange={(e) => onChange({ monthlyContribution: amount(e.target.value) })}
          className="tabular"
          data-testid="monthly-contribution"
        />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-benchmark`}>
          {t("portfolio:settings.benchmarks", { count: value.benchmarks.length, max: MAX_BENCHMARKS })}
        </Label>
        {value.benchmarks.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t("portfolio:settings.chosenBenchmarks")}>
            {value.benchmarks.map((code) => (
              <li
                key={code}
                data-testid="chosen-benchmark"
                data-code={code}
                className="flex min-w-0 max-w-full items-center gap-1 rounded-full border border-dashed bg-card py-0.5 pr-0.5 pl-3 text-sm"
              >
                <span className="min-w-0 truncate">{nameOf(code)}</span>
                <button
                  type="button"
                  onClick={() => onChange({ benchmarks: value.benchmarks.filter((b) => b !== code) })}
                  aria-label={t("portfolio:settings.removeBenchmark", { name: nameOf(code) })}
                  className="shrink-0 rounded-full p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <XIcon className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Select
          value=""
          onValueChange={(code) => {
            if (code && !chosen.has(code)) onChange({ benchmarks: [...value.benchmarks, code] });
          }}
          disabled={value.benchmarks.length >= MAX_BENCHMARKS}
        >
          <SelectTrigger id={`${id}-benchmark`} data-testid="benchmark-picker">
            <SelectValue placeholder={t("portfolio:settings.addBenchmark")} />
          </SelectTrigger>
          <SelectContent>
            {available
              .filter((b) => !chosen.has(b.symbolCode))
              .map((b) => (
                <SelectItem key={b.symbolCode} value={b.symbolCode} data-testid="benchmark-option">
                  {b.name}
                </SelectItem>
              ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex items-start gap-2.5 sm:col-span-2 xl:col-span-4">
        <Checkbox
          id={`${id}-extend`}
          checked={value.extendHistory}
          onCheckedChange={(c) => onChange({ extendHistory: c === true })}
          className="mt-0.5"
          data-testid="extend-history"
        />
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={`${id}-extend`}>{t("portfolio:settings.extend")}</Label>
          <p className="text-muted-foreground text-xs">{t("portfolio:settings.extendHint")}</p>
        </div>
      </div>
    </div>
  );
}
