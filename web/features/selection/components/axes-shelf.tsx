import { axisPresets, type SelectionAxis, selectionAxes } from "@shared/api/selection";
import type { ProductType } from "@shared/domain/product";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SelectorRow } from "../columns";
import { axisLabels } from "../filter-options";
import { selectorSearch } from "../filter-query";
import { fetchAxis, type ResultPage } from "../selection-api";
import { ProductTypePicker, pill } from "./list-picker";
import { ResultsTable } from "./results-table";
import { ShelfHeading } from "./shelf-heading";

const SHELF_ROWS = 5;

/**
 * The thematic axes as a home shelf (income, low volatility, Asia growth, …): pick a theme and a
 * product type, see the largest products matching its rule (written under the picker), and open
 * the whole theme in the selector with the same filters.
 */
export function AxesShelf() {
  const { t } = useTranslation();
  const [axis, setAxis] = useState<SelectionAxis>("income");
  const [productType, setProductType] = useState<ProductType>("fund");
  const [answer, setAnswer] = useState<ResultPage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    setAnswer(null);
    fetchAxis(productType, axis, SHELF_ROWS, {
      signal: controller.signal,
      silent: true,
      background: true,
    }).then(setAnswer, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [axis, productType]);

  const rows: SelectorRow[] = answer?.items.slice(0, SHELF_ROWS) ?? [];
  const selector = productType === "etf" ? "/ETF-Filter" : "/fundFilter";
  const whole = `${selector}?${selectorSearch({ criteria: axisPresets[axis].filter }).toString()}`;
  return (
    <section aria-labelledby="home-axes-title" className="flex flex-col gap-3" data-testid="axes-shelf">
      <ShelfHeading
        id="home-axes-title"
        title={t("selection:axes.title")}
        to={whole}
        linkText={t("selection:axes.all")}
        linkTestId="axes-shelf-all"
      />
      <div className="flex flex-col gap-3">
        <ProductTypePicker productType={productType} onChange={setProductType} />
        <fieldset className="flex flex-wrap gap-1.5" data-testid="axis-picker">
          <legend className="sr-only">{t("selection:axes.label")}</legend>
          {selectionAxes.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={axis === id}
              data-axis={id}
              className={pill(axis === id)}
              onClick={() => setAxis(id)}
            >
              {t(axisLabels[id].name)}
            </button>
          ))}
        </fieldset>
        <p className="text-muted-foreground text-sm" data-testid="axis-rule">
          {t(axisLabels[axis].rule)}
        </p>
      </div>
      {failed ? (
        <p className="text-muted-foreground text-sm">{t("selection:axes.failed")}</p>
      ) : answer ? (
        answer.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("selection:axes.empty")}</p>
        ) : (
          <ResultsTable
            rows={rows}
            columns={["assetClass", "return1y", "aumUsd"]}
            productType={productType}
          />
        )
      ) : (
        <div className="h-56 animate-pulse rounded-lg bg-muted" aria-hidden="true" />
      )}
    </section>
  );
}
