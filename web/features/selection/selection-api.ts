import type { TopPickPreview } from "@shared/api/selection";
import type { ProductType, Region } from "@shared/domain/product";
import { get, post } from "@/lib/api";
import type { SelectorRow } from "./columns";
import type { SelectorState } from "./filter-query";

/** Rows per page: the selectors' list size. */
export const PAGE_SIZE = 30;

export type SelectorKind = "fund" | "etf" | "topPicks";

export type ResultPage = { total: number; items: SelectorRow[]; preview?: TopPickPreview };

/** One page of a selector's results through the public selection endpoints. */
export async function fetchPage(
  kind: SelectorKind,
  state: SelectorState,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ResultPage> {
  const body = { ...state.criteria, page, pageSize };
  if (kind === "topPicks") {
    const path =
      productTypeOf(kind, state) === "etf"
        ? "/v1/pub/etf/selection/top-pick/list"
        : "/v1/pub/fund/selection/top-pick/list";
    return post(path, { ...body, list: state.list, fundSortType: state.sort }, undefined, { signal });
  }
  const path = kind === "etf" ? "/v1/pub/etf/selection/list" : "/v1/pub/fund/selection/list";
  return post(path, { ...body, fundSortType: state.sort ?? "aum_desc" }, undefined, { signal });
}

/** Every row of the result set (the CSV export), fetched in pages of the largest size allowed. */
export async function fetchAll(kind: SelectorKind, state: SelectorState): Promise<SelectorRow[]> {
  const rows: SelectorRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPage(kind, state, page, 100);
    rows.push(...answer.items);
    if (answer.items.length === 0 || rows.length >= answer.total) return rows;
  }
}

export const productTypeOf = (kind: SelectorKind, state: SelectorState): ProductType =>
  kind === "topPicks" ? (state.productType ?? "fund") : kind;

export const fetchCompanies = () => get("/v1/pub/fund/resouce/dictionary/company");

export const fetchAssets = (productType: ProductType, investmentRegion?: Region) =>
  get("/v1/pub/fund/resouce/dictionary/fundAsset", { productType, investmentRegion });
