import type { ProductSummary } from "@shared/api/product-summary";
import type { SelectionCriteria } from "@shared/api/selection";
import { criteriaFieldLabels } from "@shared/api/selection-labels";
import { LoaderCircleIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { formatValue, Value } from "@/components/value";
import { post } from "@/lib/api";
import { localeOf } from "@/lib/i18n";
import { DataTable, Muted, ProductCode, Td, Th } from "./card-parts";
import { FilterChips } from "./filter-chips";
import { noProductsLabels, sortLabels } from "./labels";
import type { ToolCardProps } from "./types";

const sameFilters = (a: SelectionCriteria, b: SelectionCriteria) => JSON.stringify(a) === JSON.stringify(b);

type Screen = { filters: SelectionCriteria; matched: number; items: ProductSummary[] };

/**
 * screenProducts: the filters as chips, "matched N of M" and the table. Removing or editing a
 * chip re-screens in place through the public selector (POST /v1/pub/{fund,etf}/selection/list,
 * same filters, sort and row count), without a new chat turn: deterministic, instant, and no
 * assistant quota spent. The assistant's text stays what it said about its own screen; "open in
 * full screen" and a reloaded conversation show the screen as the assistant ran it.
 */
export function ScreenProductsCard({ output }: ToolCardProps<"screenProducts">) {
  const { t, i18n } = useTranslation();
  const [screen, setScreen] = useState<Screen>({
    filters: output.filters,
    matched: output.matched,
    items: output.items,
  });
  const [loading, setLoading] = useState(false);
  const request = useRef<AbortController | null>(null);

  const rescreen = async (filters: SelectionCriteria) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    try {
      const page = await post(
        `/v1/pub/${output.productType}/selection/list`,
        { ...filters, fundSortType: output.sort, pageSize: output.limit, page: 1 },
        undefined,
        { signal: controller.signal },
      );
      setScreen({ filters, matched: page.total, items: page.items });
    } catch {
      // The client has shown the error; the chips keep the last screen that ran.
    } finally {
      if (request.current === controller) setLoading(false);
    }
  };

  // the nearest products with the emptying filter relaxed, while the chips are the assistant's
  const relaxed = sameFilters(screen.filters, output.filters) ? output.relaxed : undefined;
  return (
    <div className="flex flex-col gap-3" data-screen-filters={JSON.stringify(screen.filters)}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <FilterChips filters={screen.filters} onChange={rescreen} disabled={loading} />
        {loading ? <LoaderCircleIcon className="size-4 animate-spin text-muted-foreground" /> : null}
      </div>
      <p className="text-muted-foreground text-sm" data-testid="screen-matched">
        <Trans
          i18nKey="tools:screenProducts.matched"
          components={{
            n: (
              <Value
                kind="number"
                value={screen.matched}
                digits={0}
                className="font-semibold text-foreground"
              />
            ),
            m: <Value kind="number" value={output.total} digits={0} />,
          }}
        />{" "}
        · {t(sortLabels[output.sort])}
      </p>
      {screen.items.length > 0 ? (
        <ScreenTable items={screen.items} />
      ) : relaxed ? (
        <div
          className="flex flex-col gap-2"
          data-testid="screen-relaxed"
          data-relaxed-filter={relaxed.filter}
        >
          <p className="text-sm">
            {t("tools:screenProducts.relaxedNote", {
              filter: t(criteriaFieldLabels[relaxed.filter]),
              matched: formatValue(localeOf(i18n.language), {
                kind: "number",
                value: relaxed.matched,
                digits: 0,
              }),
            })}
          </p>
          <ScreenTable items={relaxed.items} />
        </div>
      ) : (
        <Muted>{t(noProductsLabels[output.productType])}</Muted>
      )}
    </div>
  );
}

/**
 * The screen's rows: code, name and the figures a screen is judged by — a table on a wide card,
 * and on a narrow one (a phone) each product as a block with its figures beneath, so nothing
 * needs scrolling sideways.
 */
function ScreenTable({ items }: { items: ProductSummary[] }) {
  const { t } = useTranslation();
  const figures = (item: ProductSummary) =>
    [
      ["tools:figures.return1y", <Value key="r1" kind="percent" value={item.return1y} signed />],
      ["tools:figures.return3y", <Value key="r3" kind="percent" value={item.return3y} signed />],
      ["tools:figures.volatility1y", <Value key="v" kind="percent" value={item.volatility1y} />],
      ["tools:figures.sharpe1y", <Value key="s" kind="number" value={item.sharpe1y} digits={2} />],
      ["tools:figures.ter", <Value key="t" kind="percent" value={item.totalExpenseRatio} />],
      [
        "tools:figures.aum",
        <Value key="a" kind="currency" currency="USD" value={item.aumUsd} compact digits={1} />,
      ],
    ] as const;
  return (
    <div className="@container">
      <ul className="flex flex-col divide-y divide-border/70 @2xl:hidden" data-testid="screen-list">
        {items.map((item) => (
          <li key={item.fundCode} className="flex flex-col gap-1.5 py-2">
            <span className="flex items-baseline gap-2">
              <ProductCode code={item.fundCode} productType={item.productType} />
              <span className="min-w-0 font-medium text-foreground text-sm">{item.fundName}</span>
            </span>
            <dl className="grid grid-cols-3 gap-x-3 gap-y-1 text-xs">
              {figures(item).map(([label, value]) => (
                <div key={label} className="flex flex-col">
                  <dt className="text-muted-foreground">{t(label)}</dt>
                  <dd className="tabular">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden @2xl:block">
        <DataTable data-testid="screen-table">
          <thead>
            <tr>
              <Th>{t("tools:figures.code")}</Th>
              <Th>{t("tools:figures.name")}</Th>
              <Th numeric>{t("tools:figures.return1y")}</Th>
              <Th numeric>{t("tools:figures.return3y")}</Th>
              <Th numeric>{t("tools:figures.volatility1y")}</Th>
              <Th numeric>{t("tools:figures.sharpe1y")}</Th>
              <Th numeric>{t("tools:figures.ter")}</Th>
              <Th numeric>{t("tools:figures.aum")}</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.fundCode}>
                <Td>
                  <ProductCode code={item.fundCode} productType={item.productType} />
                </Td>
                <Td className="max-w-64 truncate font-medium">{item.fundName}</Td>
                <Td numeric>
                  <Value kind="percent" value={item.return1y} signed />
                </Td>
                <Td numeric>
                  <Value kind="percent" value={item.return3y} signed />
                </Td>
                <Td numeric>
                  <Value kind="percent" value={item.volatility1y} />
                </Td>
                <Td numeric>
                  <Value kind="number" value={item.sharpe1y} digits={2} />
                </Td>
                <Td numeric>
                  <Value kind="percent" value={item.totalExpenseRatio} />
                </Td>
                <Td numeric>
                  <Value kind="currency" currency="USD" value={item.aumUsd} compact digits={1} />
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </div>
  );
}
