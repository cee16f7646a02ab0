import { totalReturnIndex } from "../../server/analytics";
import { loadDemoUniverse } from "../../server/data/jobs/demo";
import { readNavHistory } from "../../server/data/load/read-universe";
import { createProgress } from "../../server/data/progress";
import { TEST_AS_OF, TEST_SEED } from "../../server/data/universe/test-support";
import type { Db, Store } from "../../server/store/db";

/**
 * Loads the small demo universe (1,500 products, 10+ years of daily NAV, derived metrics) into a
 * test store: the same seed and asOf as the universe's own tests, so figures are reproducible.
 * About 5 s; call once per test file (beforeAll).
 */
export async function loadTestUniverse(store: Store): Promise<void> {
  await loadDemoUniverse({
    store,
    size: "small",
    seed: TEST_SEED,
    asOf: TEST_AS_OF,
    progress: createProgress({ tty: false, write: () => {} }),
  });
}

/** A product's total-return index from its stored NAV history and dividends: what backtests should replay. */
export async function storedTotalReturnIndex(db: Db, code: string) {
  const h = await readNavHistory(db, code);
  if (!h) throw new Error(`no stored NAV history for ${code}`);
  const dividends = new Float64Array(h.nav.length);
  h.dividendIndex.forEach((i, k) => {
    dividends[i] = h.dividendAmount[k]!;
  });
  return totalReturnIndex({ days: h.days, nav: h.nav, dividends });
}
