/**
 * Worker thread of the derive job: computes `productFigures` for the inputs it is sent (the
 * per-product half is embarrassingly parallel; server/data/derive/figures-pool.ts feeds it).
 */
import { parentPort } from "node:worker_threads";
import { type ProductFiguresInput, productFigures } from "./product-figures";

parentPort?.on("message", (message: { id: number; inputs: ProductFiguresInput[] }) => {
  try {
    parentPort?.postMessage({ id: message.id, figures: message.inputs.map(productFigures) });
  } catch (err) {
    parentPort?.postMessage({ id: message.id, error: err instanceof Error ? err.stack : String(err) });
  }
});
