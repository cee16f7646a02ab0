import { createProductReader } from "../../data/load/read-product";
import type { MetricTableSource } from "../../data/metric-table";
import { createRouter } from "../../http/router";
import type { Store } from "../../store/db";
import { productDetailRoutes } from "./product-detail.routes";
import { productListRoutes } from "./product-lists.routes";

/** The product endpoints (API.md "Products"); one product reader (and its caches) per app. */
export function productRoutes(deps: { store: Store; metrics: MetricTableSource }) {
  const ctx = { metrics: deps.metrics, reader: createProductReader(deps.store.db) };
  return createRouter().route("/", productDetailRoutes(ctx)).route("/", productListRoutes(ctx));
}
