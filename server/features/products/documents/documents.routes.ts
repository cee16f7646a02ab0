import { fileContractRoute } from "../../../http/openapi";
import { createRouter } from "../../../http/router";
import type { ProductContext } from "../product-context";
import { productDocumentPdf } from "./document.service";

const documentFileRoute = fileContractRoute("GET /v1/pub/factsheet/{code}", {
  tags: ["Products"],
  summary: "A listed document of a product (factsheet, key facts, prospectus, reports) as PDF",
  description:
    "The URLs GET /v1/app/fund/document lists for demo products: a PDF generated from the product's data in " +
    "`lang`. An unknown product is 404 80610001; a type or language the product does not list is 404 40400001.",
  returns: "The PDF (`Content-Disposition: inline`)",
  failures: [404],
});

/** GET /v1/pub/factsheet/{code}: open, like the links a product page shows. */
export function documentRoutes(ctx: ProductContext) {
  return createRouter().openapi(documentFileRoute, async (c) => {
    const { code } = c.req.valid("param");
    const { type, lang } = c.req.valid("query");
    const doc = await productDocumentPdf(ctx, { code, type, lang });
    return c.body(new Uint8Array(doc.bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${doc.filename}"`,
      "Content-Length": String(doc.bytes.length),
      "Cache-Control": "public, max-age=3600",
    });
  });
}
