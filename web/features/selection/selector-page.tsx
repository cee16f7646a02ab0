import type { SelectionCriteria } from "@shared/api/selection";
import { TOP_PICKS_LIST } from "@shared/domain/product";
import { InfoIcon, LoaderCircleIcon, SlidersHorizontalIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Value } from "@/components/value";
import { BASKET_BAR_SPACE, BasketBar } from "@/features/comparison";
import { AddToWatchlist } from "@/features/watchlist";
import { downloadPostedFile } from "@/lib/api";
import type { ScreenName } from "@/lib/routes";
import { screenText } from "@/lib/screen-text";
import { readStored, writeStored } from "@/lib/storage";
import { useScreen } from "@/lib/use-screen";
import { type ColumnId, readColumns } from "./columns";
import { ActiveFilters } from "./components/active-filters";
import { ColumnChooser } from "./components/column-chooser";
import { FilterPanel } from "./components/filter-panel";
import { ListPicker } from "./components/list-picker";
import { ResultsTable } from "./components/results-table";
import { ExportButton, KeywordBox, SortSelect } from "./components/toolbar";
import { activeFilterCount, type SelectorState } from "./filter-query";
import { useAssets, useCompanies } from "./hooks/use-dictionaries";
import { usePlan } from "./hooks/use-plan";
import { useSelectionList } from "./hooks/use-selection-list";
import { useSelectorState } from "./hooks/use-selector-state";
import { listValueColumn } from "./list-value";
import { productTypeOf, type SelectorKind } from "./selection-api";

const COLUMNS_KEY = "selection.columns";

/** The screen of each selector (its heading and description are the screen's own). */
const screenOf = {
  fund: "fundFilter",
  etf: "ETF-Filter",
  topPicks: "topPickFilters",
} as const satisfies Record<SelectorKind, ScreenName>;
const emptyTexts = { fund: "selection:results.empty.fund", etf: "selection:results.empty.etf" } as const;

function useColumns(): [ColumnId[], (next: ColumnId[]) => void] {
  const [columns, setColumns] = useState(() => readColumns(readStored(COLUMNS_KEY)));
  const update = useCallback((next: ColumnId[]) => {
    setColumns(next);
    writeStored(COLUMNS_KEY, JSON.stringify(next));
  }, []);
  return [columns, update];
}

/**
 * A selector screen: the fund selector, the ETF selector or the curated lists. The filters,
 * sort and list live in the query string; results come a page at a time.
 */
export function SelectorPage({ kind }: { kind: SelectorKind }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useSelectorState();
  const plan = usePlan();
  const [columns, setColumns] = useColumns();
  const [sheetOpen, setSheetOpen] = useState(false);
  const productType = productTypeOf(kind, state);
  const list = kind === "topPicks" ? (state.list ?? TOP_PICKS_LIST) : undefined;
  const query: SelectorState = kind === "topPicks" ? { ...state, list, productType } : state;
  const results = useSelectionList(kind, query, i18n.language);
  const companies = useCompanies(i18n.language);
  const assets = useAssets(productType, undefined);
  const categoryNames = useMemo(
    () =>
      new Map(
        (assets?.assetClasses ?? []).flatMap((a) => a.categories.map((c) => [c.category, c.name] as const)),
      ),
    [assets],
  );

  const setCriteria = (criteria: SelectionCriteria) => setState({ ...state, criteria });
  const reset = () => setState({ criteria: {}, list: state.list, productType: state.productType });
  const filterCount = activeFilterCount(state.criteria);

  const listValue = list ? listValueColumn(t, list) : undefined;

  /** The server makes the CSV (POST /v1/app/selection/export); the count is of its rows (one per CRLF after the header). */
  const exportCsv = async () => {
    const filename = `fundpilot-${kind === "topPicks" ? list : kind}-${new Date().toISOString().slice(0, 10)}.csv`;
    const csv = await downloadPostedFile(
      "/v1/app/selection/export",
      { productType, list, criteria: state.criteria, fundSortType: state.sort, columns },
      filename,
    );
    return (await csv.text()).split("\r\n").length - 2;
  };

  const panel = (
    <FilterPanel criteria={state.criteria} onChange={setCriteria} productType={productType} plan={plan} />
  );

  return (
    <div
      className={`mx-auto flex w-full max-w-screen-2xl flex-col gap-5 px-4 py-6 sm:px-6 ${BASKET_BAR_SPACE}`}
      data-testid="selector-page"
      data-kind={kind}
    >
      <header className="flex flex-col gap-1.5">
        <h1 className="font-semibold text-2xl tracking-tight">{t(screenText[screenOf[kind]].title)}</h1>
        <p className="text-muted-foreground text-sm">{t(screenText[screenOf[kind]].description)}</p>
        {kind === "topPicks" ? (
          <p className="text-muted-foreground text-sm">{t("selection:lists.hint")}</p>
        ) : null}
        {kind === "etf" || (kind === "topPicks" && productType === "etf") ? (
          <p
            className="mt-1 flex items-start gap-2 rounded-md border border-primary/20 bg-primary/5 px-3 py-2 text-sm"
            data-testid="strategy-note"
            role="note"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {t("selection:strategyNote")}
          </p>
        ) : null}
      </header>

      {kind === "topPicks" && list ? (
        <ListPicker
          list={list}
          productType={productType}
          onChange={(next) => setState({ ...state, ...next, sort: next.list ? undefined : state.sort })}
        />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-label={t("selection:filters.title")}>
          <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-lg border bg-card p-4">
            {panel}
          </div>
        </aside>

        <section className="flex min-w-0 flex-col gap-3" aria-labelledby="selector-results-count">
          <div className="flex flex-wrap items-center gap-2">
            <KeywordBox
              value={state.criteria.keyword}
              onChange={(keyword) => setCriteria({ ...state.criteria, keyword })}
            />
            <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
              <SheetTrigger asChild>
                <Button variant="outline" size="sm" className="h-9 lg:hidden" data-testid="open-filters">
                  <SlidersHorizontalIcon aria-hidden />
                  {filterCount > 0
                    ? t("selection:filters.openCount", { count: filterCount })
                    : t("selection:filters.open")}
                </Button>
              </SheetTrigger>
              <SheetContent
                closeLabel={t("common:actions.close")}
                className="w-[min(26rem,100%)]"
                data-testid="filter-sheet"
              >
                <div className="border-b px-4 py-4 pr-12">
                  <SheetTitle className="font-semibold text-lg">{t("selection:filters.title")}</SheetTitle>
                  <SheetDescription className="sr-only">
                    {t(screenText[screenOf[kind]].description)}
                  </SheetDescription>
                </div>
                <div className="flex-1 overflow-y-auto p-4">{panel}</div>
                <div className="flex gap-2 border-t p-4">
                  <Button variant="outline" className="flex-1" onClick={reset}>
                    {t("selection:filters.reset")}
                  </Button>
                  <Button className="flex-1" onClick={() => setSheetOpen(false)} data-testid="show-results">
                    {t("selection:filters.showResults")}
                  </Button>
                </div>
              </SheetContent>
            </Sheet>
            <div className="ml-auto flex flex-wrap items-center gap-2">
              <SortSelect
                value={state.sort}
                onChange={(sort) => setState({ ...state, sort })}
                listOrder={list ? t("selection:lists.listOrder") : undefined}
              />
              <ColumnChooser columns={columns} onChange={setColumns} />
              <ExportButton plan={plan} onExport={exportCsv} />
            </div>
          </div>

          <ActiveFilters
            criteria={state.criteria}
            onChange={setCriteria}
            onReset={reset}
            companies={companies}
            categoryNames={categoryNames}
          />

          <p
            id="selector-results-count"
            className="text-muted-foreground text-sm"
            aria-live="polite"
            data-testid="result-count"
          >
            {results.total === null ? (
              t("selection:results.loading")
            ) : (
              <Trans
                i18nKey="selection:results.count"
                values={{ count: results.total }}
                components={{
                  n: (
                    <Value
                      kind="number"
                      value={results.total}
                      digits={0}
                      className="font-semibold text-foreground"
                    />
                  ),
                }}
              />
            )}
          </p>

          {results.preview ? (
            <p className="rounded-md border border-dashed px-3 py-2 text-sm" data-testid="preview-note">
              {t("selection:results.preview", { rows: results.preview.rows })}
            </p>
          ) : null}

          <Results
            results={results}
            columns={columns}
            productType={productType}
            listValue={listValue}
            emptyText={t(emptyTexts[productType])}
          />
        </section>
      </div>
      <BasketBar />
    </div>
  );
}

function Results({
  results,
  columns,
  productType,
  listValue,
  emptyText,
}: {
  results: ReturnType<typeof useSelectionList>;
  columns: ColumnId[];
  productType: "fund" | "etf";
  listValue: Parameters<typeof ResultsTable>[0]["listValue"];
  emptyText: string;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore } = results;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: "400px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  if (results.status === "error")
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-lg border py-12 text-sm"
        data-testid="results-error"
      >
        <p>{t("selection:results.error")}</p>
        <Button variant="outline" size="sm" onClick={results.retry}>
          {t("selection:results.retry")}
        </Button>
      </div>
    );
  if (results.status === "loading" && results.rows.length === 0)
    return (
      <div className="flex justify-center py-16" role="status">
        <LoaderCircleIcon className="size-6 animate-spin text-muted-foreground" aria-hidden />
        <span className="sr-only">{t("selection:results.loading")}</span>
      </div>
    );
  if (results.status === "ready" && results.rows.length === 0)
    return (
      <p
        className="rounded-lg border border-dashed py-16 text-center text-muted-foreground text-sm"
        data-testid="results-empty"
      >
        {emptyText}
      </p>
    );
  return (
    <div
      className={results.status === "loading" ? "opacity-60 transition-opacity" : undefined}
      aria-busy={results.status === "loading"}
    >
      <ResultsTable
        rows={results.rows}
        columns={columns}
        productType={productType}
        listValue={listValue}
        rowAction={(row) => <AddToWatchlist fundCode={row.fundCode} name={row.fundName} product={row} />}
      />
      <div ref={sentinel} className="flex justify-center py-5">
        {hasMore ? (
          <Button
            variant="outline"
            size="sm"
            onClick={loadMore}
            disabled={results.loadingMore}
            data-testid="load-more"
          >
            {results.loadingMore ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
            {results.loadingMore ? t("selection:results.loading") : t("selection:results.loadMore")}
          </Button>
        ) : results.status === "ready" && !results.preview ? (
          <p className="text-muted-foreground text-sm" data-testid="results-end">
            {t("selection:results.end")}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const kindOfScreen: Partial<Record<ScreenName, SelectorKind>> = {
  fundFilter: "fund",
  "ETF-Filter": "etf",
  topPickFilters: "topPicks",
};

/** The route's page: which selector follows from the screen. */
export function SelectorScreen() {
  const screen = useScreen();
  const kind = (screen && kindOfScreen[screen]) ?? "fund";
  // A new key per selector: moving between them starts from a fresh page state.
  return <SelectorPage key={kind} kind={kind} />;
}
