import { loadDemoUniverse } from "../../server/data/jobs/demo";
import { createProgress } from "../../server/data/progress";
import { TEST_AS_OF, TEST_SEED } from "../../server/data/universe/test-support";
import type { Store } from "../../server/store/db";

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
