import { createRouter } from "../../http/router";
import { documentRoutes } from "./documents/documents.routes";
import type { ProductContext } from "./product-context";
import { productDetailRoutes } from "./product-detail.routes";
import { productListRoutes } from "./product-lists.routes";

/**
 * The product endpoints (/v1/app/fund/* and /v1/app/etf/*, and the documents at /v1/pub/factsheet/*). `ctx` is the app's one product context: its
 * reader and caches are shared with the assistant's tools.
 */
export function productRoutes(ctx: ProductContext) {
  return createRouter()
    .route("/", productDetailRoutes(ctx))
    .route("/", productListRoutes(ctx))
    .route("/", documentRoutes(ctx));
}
