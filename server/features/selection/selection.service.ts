/**
 * The selectors (API.md "Selection, search, curated lists"): the plain list, the Top Picks and
 * the thematic axes, all answered by one query engine over the in-memory metric table.
 */
import {
  type AxisFilter,
  axisPresets,
  type SelectionCriteria,
  type SelectionFilter,
  type SelectionPage,
  type TopPickFilter,
  type TopPickPage,
} from "../../../shared/api/selection";
import type { ApiLang } from "../../../shared/locales";
import type { CuratedListId } from "../../analytics/lists";
import type { MetricTableSource } from "../../data/metric-table";
import { productSummary } from "../../data/product-summary";
import { AppError } from "../../http/app-error";
import type { Store } from "../../store/db";
import { runSelection, unknownValue } from "./query";
import { type ProductType, type QueryIndex, queryIndex } from "./query-index";
import { createCuratedListSource } from "./top-picks";

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

export interface SelectionRequest<F> {
  productType: ProductType;
  filter: F;
  lang: ApiLang;
}

export function createSelectionService(deps: { metrics: MetricTableSource; store: Store }) {
  const curated = createCuratedListSource(deps.store.db);

  async function prepare(filter: AnyFilter) {
    const index = queryIndex(await deps.metrics.get());
    const criteria = criteriaOf(filter);
    assertKnownValues(index, criteria);
    return { index, criteria };
  }

  return {
    async list({ productType, filter, lang }: SelectionRequest<SelectionFilter>): Promise<SelectionPage> {
      const { index, criteria } = await prepare(filter);
      const { page, pageSize, fundSortType: sort } = filter;
      const result = runSelection(index, { productType, criteria: [criteria], sort, lang, page, pageSize });
      const items = result.rows.map((r) => productSummary(index.table, r, lang));
      return { total: result.total, page, pageSize, items };
    },

    async axis({ productType, filter, lang }: SelectionRequest<AxisFilter>): Promise<SelectionPage> {
      const { index, criteria } = await prepare(filter);
      const { page, pageSize, fundSortType: sort } = filter;
      const result = runSelection(index, {
        productType,
        criteria: [axisPresets[filter.axis].filter, criteria],
        sort,
        lang,
        page,
        pageSize,
      });
      const items = result.rows.map((r) => productSummary(index.table, r, lang));
      return { total: result.total, page, pageSize, items };
    },

    async topPicks({ productType, filter, lang }: SelectionRequest<TopPickFilter>): Promise<TopPickPage> {
      const { index, criteria } = await prepare(filter);
      const { page, pageSize, fundSortType: sort } = filter;
      const list = (await curated.get(index.table)).get(`${productType}:${filter.list}`);
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
      const items = result.rows.map((r) => ({
        ...productSummary(index.table, r, lang),
        listValue: list.valueOf.get(r)!,
      }));
      return { total: result.total, page, pageSize, items };
    },
  };
}

export type SelectionService = ReturnType<typeof createSelectionService>;
