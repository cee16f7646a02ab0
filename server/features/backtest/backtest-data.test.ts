import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { loadTestUniverse, storedTotalReturnIndex } from "../../../tests/helpers/universe";
import { int32From } from "../../store/copy-binary";
import { calendars, productNavs } from "../../store/schema";
import { createBacktestData } from "./backtest-data";

let t: TestApp;
let codes: string[];

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  const table = await t.deps.metrics.get();
  codes = table.text.code.filter((_, r) => table.numeric.nav[r]! > 0).slice(0, 3) as string[];
});
afterAll(async () => {
  await t?.close();
});

describe("backtest data", () => {
  it("reads the calendars once per data version: a new version reads them afresh", async () => {
    const [a, b, c] = codes as [string, string, string];
    const data = createBacktestData(t.deps.store);
    expect((await data.histories("v1", [a])).get(a)!.tri).toEqual(
      await storedTotalReturnIndex(t.deps.store.db, a),
    );
    await data.market("v1");
    const triB = await storedTotalReturnIndex(t.deps.store.db, b);
    const triC = await storedTotalReturnIndex(t.deps.store.db, c);

    // every calendar moves a day later in the store (as a new version's data could)
    const db = t.deps.store.db;
    for (const row of await db.select().from(calendars)) {
      const later = int32From(row.days).map((d) => d + 1);
      await db
        .update(calendars)
        .set({ days: Buffer.from(later.buffer) })
        .where(eq(calendars.id, row.id));
    }
    const [navRow] = await db.select().from(productNavs).where(eq(productNavs.code, b));
    expect(navRow).toBeDefined();

    // the same version decodes a product not kept yet on the calendars it read before
    expect((await data.histories("v1", [b])).get(b)!.tri).toEqual(triB);
    // the next version reads the calendars again
    const next = (await data.histories("v2", [c])).get(c)!.tri;
    expect(Array.from(next.days)).toEqual(Array.from(triC.days, (d) => d + 1));
    expect(next.values).toEqual(triC.values);
  });
});
