import type { SelectionAxis, TopPickPreview } from "@shared/api/selection";
import type { ProductType, Region } from "@shared/domain/product";
import { type CallOptions, get, post } from "@/lib/api";
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
  options: Pick<CallOptions, "signal" | "silent" | "background"> = {},
): Promise<ResultPage> {
  const body = { ...state.criteria, page, pageSize };
  if (kind === "topPicks") {
    const path =
      productTypeOf(kind, state) === "etf"
        ? "/v1/pub/etf/selection/top-pick/list"
        : "/v1/pub/fund/selection/top-pick/list";
    return post(path, { ...body, list: state.list, fundSortType: state.sort }, undefined, options);
  }
  const path = kind === "etf" ? "/v1/pub/etf/selection/list" : "/v1/pub/fund/selection/list";
  return post(path, { ...body, fundSortType: state.sort ?? "aum_desc" }, undefined, options);
}

export const productTypeOf = (kind: SelectorKind, state: SelectorState): ProductType =>
  kind === "topPicks" ? (state.productType ?? "fund") : kind;

/**
 * The dictionaries, asked for once per page and key (the language is fixed for a page's life):
 * the selector, its filter panel and the chips read the same answers. A failed answer is asked
 * for again next time.
 */
const dictionaries = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let answer = dictionaries.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    dictionaries.set(key, answer);
    answer.catch(() => dictionaries.delete(key));
  }
  return answer;
}

export const fetchCompanies = () => once("companies", () => get("/v1/pub/fund/resouce/dictionary/company"));

export const fetchAssets = (productType: ProductType, investmentRegion?: Region) =>
  once(`assets:${productType}:${investmentRegion ?? ""}`, () =>
    get("/v1/pub/fund/resouce/dictionary/fundAsset", { productType, investmentRegion }),
  );

/** The first products of a thematic axis (the home shelf), largest first. */
export const fetchAxis = (
  productType: ProductType,
  axis: SelectionAxis,
  pageSize: number,
  options: Pick<CallOptions, "signal" | "silent" | "background"> = {},
): Promise<ResultPage> =>
  post(
    productType === "etf" ? "/v1/pub/etf/selection/axes/list" : "/v1/pub/fund/selection/axes/list",
    { axis, page: 1, pageSize, fundSortType: "aum_desc" },
    undefined,
    options,
  );
