import { afterAll, describe, expect, it } from "vitest";
import { smallUniverse, TEST_AS_OF } from "../universe/test-support";
import { createFiguresPool } from "./figures-pool";
import { navHistoryFromBatch } from "./inputs";
import { type ProductFiguresInput, productFigures } from "./product-figures";

const batch = smallUniverse();
const inputs: ProductFiguresInput[] = batch.navs.slice(0, 40).map((s) => ({
  code: s.code,
  asOf: TEST_AS_OF,
  history: navHistoryFromBatch(s, batch.calendars[s.calendar]!),
}));
const pool = createFiguresPool(inputs.length, { minProducts: 1, workers: 2 });
afterAll(() => pool.close());

describe("the derive job's worker pool", () => {
  it("computes on worker threads exactly what this thread computes", async () => {
    const [a, b] = await Promise.all([pool.run(inputs.slice(0, 20)), pool.run(inputs.slice(20))]);
    expect([...a, ...b]).toEqual(inputs.map(productFigures));
  }, 60_000);

  it("reports a failing input as an error instead of hanging", async () => {
    const bad = { ...inputs[0]!, asOf: "not a date" };
    await expect(pool.run([bad])).rejects.toThrow(/derive worker/);
    // and keeps serving afterwards
    expect(await pool.run(inputs.slice(0, 1))).toEqual([productFigures(inputs[0]!)]);
  }, 60_000);
});
