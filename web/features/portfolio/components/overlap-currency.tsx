import type { PortfolioDetail } from "@shared/api/portfolio";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { HoldingCell, HoldingsTable } from "./holdings-table";
import { FigureGrid, FigureTile } from "./section";

/** Every pair of holdings sharing securities in their top-10 lists: the overlap and what they share. */
export function HoldingsOverlap({
  overlap,
  nameOf,
}: {
  overlap: PortfolioDetail["overlap"];
  nameOf: (code: string) => string;
}) {
  const { t } = useTranslation();
  // pairs sharing nothing are left out (one line says so)
  const pairs = overlap.filter((p) => (p.weight ?? 0) > 0).sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0));
  if (pairs.length === 0)
    return <p className="text-muted-foreground text-sm">{t("portfolio:overlap.none")}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="overlap">
      {pairs.map((p) => (
        <li
          key={`${p.a}-${p.b}`}
          className="flex flex-col gap-1 rounded-lg border px-3 py-2"
          data-testid="overlap-pair"
        >
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0">
              {nameOf(p.a)} <span className="text-muted-foreground">×</span> {nameOf(p.b)}
            </span>
            <span className="font-semibold">
              <Value kind="percent" value={p.weight} digits={1} />
            </span>
          </div>
          {p.common.length > 0 ? (
            <p className="text-muted-foreground text-xs">
              {t("portfolio:overlap.common", {
                names: p.common
                  .slice(0, 5)
                  .map((c) => c.name)
                  .join(", "),
              })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Return in the base currency split into the holdings' local return and the currency effect. */
export function CurrencyEffect({
  currency,
  nameOf,
}: {
  currency: PortfolioDetail["currency"];
  nameOf: (code: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="currency-effect">
      <FigureGrid className="grid-cols-3 sm:grid-cols-3 lg:grid-cols-3">
        <FigureTile label={t("portfolio:currencyEffect.total", { currency: currency.baseCurrency })}>
          <Value kind="percent" value={currency.totalReturn} signed />
        </FigureTile>
        <FigureTile label={t("portfolio:currencyEffect.local")}>
          <Value kind="percent" value={currency.localReturn} signed />
        </FigureTile>
        <FigureTile label={t("portfolio:currencyEffect.effect")}>
          <Value kind="percent" value={currency.currencyEffect} signed />
        </FigureTile>
      </FigureGrid>
      <HoldingsTable
        caption={t("portfolio:currencyEffect.title")}
        columns={[
          { label: t("portfolio:currencyEffect.currency"), align: "left" },
          { label: t("portfolio:currencyEffect.local") },
          { label: t("portfolio:currencyEffect.effect") },
          { label: t("portfolio:currencyEffect.total", { currency: currency.baseCurrency }) },
        ]}
      >
        {currency.holdings.map((h) => (
          <tr key={h.fundCode} className="border-b last:border-0">
            <HoldingCell name={nameOf(h.fundCode)} />
            <td className="px-3 py-2">{h.currency}</td>
            <td className="whitespace-nowrap px-3 py-2 text-right">
              <Value kind="percent" value={h.localReturn} signed />
            </td>
            <td className="whitespace-nowrap px-3 py-2 text-right">
              <Value kind="percent" value={h.currencyEffect} signed />
            </td>
            <td className="whitespace-nowrap px-3 py-2 text-right">
              <Value kind="percent" value={h.totalReturn} signed />
            </td>
          </tr>
        ))}
      </HoldingsTable>
    </div>
  );
}
