import type { TopPickList } from "@shared/api/selection";
import { type ProductType, TOP_PICKS_LIST } from "@shared/domain/product";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SelectorRow } from "../columns";
import { selectorSearch } from "../filter-query";
import { listValueColumn } from "../list-value";
import { fetchPage, type ResultPage } from "../selection-api";
import { ListPicker } from "./list-picker";
import { ResultsTable } from "./results-table";
import { ShelfHeading } from "./shelf-heading";

/** Rows the shelf shows of the chosen list. */
const SHELF_ROWS = 5;

/**
 * The curated lists as a home shelf: pick a list (its rule in the tooltip and below), see its
 * first products with the figure it ranks by, and open the whole list on the Top Picks screen.
 * Plans that preview the lists see the rows they are entitled to and say so.
 */
export function CuratedShelf() {
  const { t } = useTranslation();
  const [list, setList] = useState<TopPickList>(TOP_PICKS_LIST);
  const [productType, setProductType] = useState<ProductType>("fund");
  const [answer, setAnswer] = useState<ResultPage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    fetchPage("topPicks", { criteria: {}, list, productType }, 1, SHELF_ROWS, {
      signal: controller.signal,
      silent: true,
      // a block of another page: a session that cannot be refreshed is that page's business
      background: true,
    }).then(setAnswer, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [list, productType]);

  const rows: SelectorRow[] = answer?.items.slice(0, SHELF_ROWS) ?? [];
  const whole = `/topPickFilters?${selectorSearch({ criteria: {}, list, productType }).toString()}`;
  return (
    <section aria-labelledby="home-lists-title" className="flex flex-col gap-3" data-testid="curated-shelf">
      <ShelfHeading
        id="home-lists-title"
        title={t("selection:shelf.title")}
        to={whole}
        linkText={t("selection:shelf.all")}
        linkTestId="curated-shelf-all"
      />
      <ListPicker
        list={list}
        productType={productType}
        onChange={(next) => {
          if (next.list) setList(next.list);
          if (next.productType) setProductType(next.productType);
        }}
      />
      {failed ? (
        <p className="text-muted-foreground text-sm">{t("selection:shelf.failed")}</p>
      ) : answer ? (
        <>
          <ResultsTable
            rows={rows}
            columns={["assetClass", "return1y"]}
            productType={productType}
            listValue={listValueColumn(t, list)}
          />
          {answer.preview ? (
            <p className="text-muted-foreground text-xs" data-testid="curated-shelf-preview">
              {t("selection:results.preview", { rows: answer.preview.rows })}
            </p>
          ) : null}
        </>
      ) : (
        <div className="h-56 animate-pulse rounded-lg bg-muted" aria-hidden="true" />
      )}
    </section>
  );
}
