import type { RebalancePlan } from "@shared/api/portfolio";
import { LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Value } from "@/components/value";
import { ApiError } from "@/lib/api";
import { fetchRebalancePlan } from "../portfolio-api";
import { Money } from "./backtest-results";
import { HoldingCell, HoldingsTable } from "./holdings-table";

/**
 * "Rebalance with new money": an amount in, how to split it across the holdings to move back
 * toward the targets without selling (the server's plan), and whether it restores them fully.
 */
export function NewMoney({
  portfolioId,
  currency,
  nameOf,
}: {
  portfolioId: string;
  currency: string;
  nameOf: (code: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [plan, setPlan] = useState<RebalancePlan | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = Number(amount);
  const valid = amount !== "" && Number.isFinite(value) && value > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(t("portfolio:newMoney.invalid"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setPlan(await fetchRebalancePlan(portfolioId, value, { silent: true }));
    } catch (e) {
      setError(e instanceof ApiError ? e.notice : t("portfolio:failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="new-money">
      <p className="text-muted-foreground text-sm">{t("portfolio:newMoney.intro")}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-amount`}>{t("portfolio:newMoney.amount", { currency })}</Label>
          <Input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={1}
            step={100}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-44 tabular"
            data-testid="new-money-amount"
          />
        </div>
        <Button type="submit" variant="outline" disabled={busy} data-testid="new-money-go">
          {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
          {t("portfolio:newMoney.go")}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {plan ? (
        <div className="flex flex-col gap-2" data-testid="new-money-plan">
          <p className="text-sm">
            {plan.exact ? (
              t("portfolio:newMoney.exact")
            ) : (
              <>
                {t("portfolio:newMoney.partial")}{" "}
                <Money value={plan.amountForExact} currency={plan.baseCurrency} />
              </>
            )}
          </p>
          <HoldingsTable
            caption={t("portfolio:newMoney.title")}
            columns={[
              { label: t("portfolio:newMoney.invest") },
              { label: t("portfolio:drift.current") },
              { label: t("portfolio:newMoney.after") },
              { label: t("portfolio:drift.target") },
            ]}
          >
            {plan.holdings.map((h) => (
              <tr key={h.fundCode} className="border-b last:border-0" data-testid="new-money-row">
                <HoldingCell name={nameOf(h.fundCode)} />
                <td className="whitespace-nowrap px-3 py-2 text-right font-medium">
                  <Money value={h.contribution} currency={plan.baseCurrency} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  <Value kind="percent" value={h.currentWeight / 100} digits={1} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  <Value kind="percent" value={h.weightAfter / 100} digits={1} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  <Value kind="percent" value={h.targetWeight / 100} digits={1} />
                </td>
              </tr>
            ))}
          </HoldingsTable>
        </div>
      ) : null}
    </div>
  );
}
