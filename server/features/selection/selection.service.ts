/**
 * The selectors: the plain list, the Top Picks and the thematic axes, all answered by one
 * query engine over the in-memory metric table; and the one rule by which a plan sees Top Picks.
 */
import type { JsonBytes } from "../../../shared/api/json-text";
import type { ProductSummary } from "../../../shared/api/product-summary";
import {
  type AxisFilter,
  axisPresets,
  type SelectionCriteria,
  type SelectionFilter,
  type TopPickFilter,
  type TopPickItem,
  type TopPickList,
  type TopPickPreview,
  type TopPicks,
} from "../../../shared/api/selection";
import { type ProductType, TOP_PICKS_LIST } from "../../../shared/domain/product";
import { type Plan, previewRowsOf } from "../../../shared/entitlements";
import type { ApiLang } from "../../../shared/locales";
import type { CuratedListId } from "../../analytics/lists";
import { PromiseLru } from "../../data/lru";
import type { MetricTable, MetricTableSource } from "../../data/metric-table";
import { productSummary, productSummaryBytes } from "../../data/product-summary";
import { AppError } from "../../http/app-error";
import type { Store } from "../../store/db";
import { runSelection, unknownValue } from "./query";
import { type QueryIndex, queryIndex } from "./query-index";
import { type CuratedList, createCuratedListSource } from "./top-picks";

// The shared list ids and the analytics library's must stay the same set.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameLists: Same<TopPickFilter["list"], CuratedListId> = true;
void _sameLists;

/** The request's filter fields without paging and sort. */
type AnyFilter = SelectionCriteria & {
  page: number;
  pageSize: number;
  fundSortType?: unknown;
  list?: unknown;
  axis?: unknown;
};

function criteriaOf(filter: AnyFilter): SelectionCriteria {
  const {
    page: _page,
    pageSize: _pageSize,
    fundSortType: _sort,
    list: _list,
    axis: _axis,
    ...criteria
  } = filter;
  return criteria;
}

/** A request value the universe does not hold is a 400 naming the field, like a schema failure. */
function assertKnownValues(index: QueryIndex, criteria: SelectionCriteria): void {
  const unknown = unknownValue(index, criteria);
  if (!unknown) return;
  const message = `unknown value "${unknown.value}"`;
  throw new AppError(
    "validationFailed",
    `${unknown.field}: ${message}`,
    { issues: [{ path: unknown.field, message }] },
    { field: unknown.field },
  );
}

/**
 * A curated list as a plan sees it. The quants' Top Picks (`TOP_PICKS_LIST`) are a preview for
 * plans whose `topPicks` entitlement is one (anonymous, Pro): the first rows of the first page
 * only, and the answer says so; every other list is a public selector, whole for everyone.
 * Every curated-list answer — both routes and the assistant's tool — passes through here.
 */
export function previewTopPicks<T extends { items: readonly unknown[]; page?: number }>(
  answer: T,
  caller: { plan: Plan; list: CuratedListId },
): T & { preview?: TopPickPreview } {
  if (caller.list !== TOP_PICKS_LIST) return answer;
  const rows = previewRowsOf(caller.plan, "topPicks");
  if (rows === null) return answer;
  const items = (answer.page ?? 1) === 1 ? answer.items.slice(0, rows) : [];
  return { ...answer, items, preview: { rows, capability: "topPicks" } };
}

const topPickItem = (table: MetricTable, list: CuratedList, row: number, lang: ApiLang): TopPickItem => ({
  ...productSummary(table, row, lang),
  listValue: list.valueOf.get(row)!,
});

/**
 * How a page gives its rows: as objects (the assistant's tools, the CSV export) or as their JSON
 * (UTF-8), which the routes send without serializing the rows again (data/product-summary.ts).
 */
export interface ItemFormat<S, P> {
  summary(table: MetricTable, row: number, lang: ApiLang): S;
  topPick(table: MetricTable, list: CuratedList, row: number, lang: ApiLang): P;
}

export const objectItems: ItemFormat<ProductSummary, TopPickItem> = {
  summary: productSummary,
  topPick: topPickItem,
};

export const jsonItems: ItemFormat<JsonBytes<ProductSummary>, JsonBytes<TopPickItem>> = {
  summary: productSummaryBytes,
  // the summary's object with listValue appended: its JSON without the closing brace, then the field
  topPick: (table, list, row, lang) =>
    Buffer.concat([
      productSummaryBytes(table, row, lang).subarray(0, -1),
      Buffer.from(`,"listValue":${JSON.stringify(list.valueOf.get(row)!)}}`),
    ]),
};

/** A page of rows in a format. */
interface Page<I> {
  total: number;
  page: number;
  pageSize: number;
  items: I[];
}

export interface SelectionRequest<F> {
  productType: ProductType;
  filter: F;
  lang: ApiLang;
}

/** Pages kept per metric-table version (a page of 30 rows is ~20 KB). */
const PAGES_KEPT = 500;

export function createSelectionService(deps: { metrics: MetricTableSource; store: Store }) {
  const curated = createCuratedListSource(deps.store.db);

  function prepare(table: MetricTable, filter: AnyFilter) {
    const index = queryIndex(table);
    const criteria = criteriaOf(filter);
    assertKnownValues(index, criteria);
    return { index, criteria };
  }

  /** The format of a call that names none: objects. */
  const objects = <S, P>() => objectItems as unknown as ItemFormat<S, P>;

  /**
   * The routes' pages (rows as JSON) kept per metric-table version: the same screens — the
   * selector's first page, a shelf — are asked for by everyone, and a page depends only on the
   * data, the request and the language (a plan's access is checked before: refused filters never
   * get here, and a Top Picks preview is cut from the kept page). A new version is a new table,
   * so its pages are built afresh. Pages of objects are built per call.
   */
  const keptPages = new WeakMap<MetricTable, PromiseLru<Page<unknown>>>();
  async function pageOf<I>(
    kind: string,
    request: SelectionRequest<AnyFilter>,
    format: ItemFormat<unknown, unknown>,
    build: (table: MetricTable) => Promise<Page<I>>,
  ): Promise<Page<I>> {
    const table = await deps.metrics.get();
    if (format !== jsonItems) return build(table);
    let kept = keptPages.get(table);
    if (!kept) {
      kept = new PromiseLru(PAGES_KEPT);
      keptPages.set(table, kept);
    }
    const key = JSON.stringify([kind, request.productType, request.lang, request.filter]);
    return kept.get(key, () => build(table)) as Promise<Page<I>>;
  }

  /** A page of the screen: the request's filters, ANDed with a shelf's preset when there is one. */
  function screenPage<S>(
    kind: "list" | "axis",
    request: SelectionRequest<SelectionFilter | AxisFilter>,
    format: ItemFormat<S, unknown>,
    preset?: SelectionCriteria,
  ): Promise<Page<S>> {
    const { productType, filter, lang } = request;
    return pageOf(kind, request, format, async (table) => {
      const { index, criteria } = prepare(table, filter);
      const { page, pageSize, fundSortType: sort } = filter;
      const result = runSelection(index, {
        productType,
        criteria: preset ? [preset, criteria] : [criteria],
        sort,
        lang,
        page,
        pageSize,
      });
      const items = result.rows.map((r) => format.summary(table, r, lang));
      return { total: result.total, page, pageSize, items };
    });
  }

  return {
    list<S = ProductSummary>(
      request: SelectionRequest<SelectionFilter>,
      format: ItemFormat<S, unknown> = objects(),
    ): Promise<Page<S>> {
      return screenPage("list", request, format);
    },

    axis<S = ProductSummary>(
      request: SelectionRequest<AxisFilter>,
      format: ItemFormat<S, unknown> = objects(),
    ): Promise<Page<S>> {
      return screenPage("axis", request, format, axisPresets[request.filter.axis].filter);
    },

    topPicks<P = TopPickItem>(
      request: SelectionRequest<TopPickFilter>,
      format: ItemFormat<unknown, P> = objects(),
    ): Promise<Page<P>> {
      const { productType, filter, lang } = request;
      return pageOf("topPicks", request, format, async (table) => {
        const { index, criteria } = prepare(table, filter);
        const { page, pageSize, fundSortType: sort } = filter;
        const list = (await curated.get(table)).get(`${productType}:${filter.list}`);
        if (!list) return { total: 0, page, pageSize, items: [] };
        const result = runSelection(index, {
          productType,
          criteria: [criteria],
          sort,
          lang,
          page,
          pageSize,
          within: list.rows,
        });
        const items = result.rows.map((r) => format.topPick(table, list, r, lang));
        return { total: result.total, page, pageSize, items };
      });
    },

    /** A curated list's best `limit` members, in list order (no filters): the whole list, before any preview. */
    async curatedList(input: {
      productType: ProductType;
      list: TopPickList;
      limit: number;
      lang: ApiLang;
    }): Promise<TopPicks> {
      const table = await deps.metrics.get();
      const list = (await curated.get(table)).get(`${input.productType}:${input.list}`);
      if (!list) return { items: [] };
      const rows = Array.from(list.rows.subarray(0, input.limit));
      return { items: rows.map((r) => topPickItem(table, list, r, input.lang)) };
    },
  };
}

export type SelectionService = ReturnType<typeof createSelectionService>;
