import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { it } from "vitest";
import { deriveStored } from "../../server/data/jobs/derive";
import { importDirectory } from "../../server/data/jobs/import";
import { readUniverseMeta } from "../../server/data/load/read-universe";
import { createProgress } from "../../server/data/progress";
import { convertSharedData } from "../data/convert-shared-data";
import { createTestApp } from "../helpers/test-app";
import { bearerFor } from "../helpers/tokens";

it("scratch", async () => {
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), "scr-")), "x");
  convertSharedData({ outDir });
  const t = await createTestApp();
  const progress = createProgress({ tty: false, write: (l) => process.stdout.write(l) });
  await importDirectory({ store: t.deps.store, dir: outDir, progress });
  await deriveStored({ store: t.deps.store, progress });
  console.log(JSON.stringify(await readUniverseMeta(t.deps.store.db)));
  const headers = await bearerFor(t.deps.secrets.jwt);
  const show = async (m: string, url: string, body?: unknown) => {
    const res = await t.json(m, url, body, headers);
    const txt = await res.text();
    console.log(
      m,
      url,
      res.status,
      txt.replace(/\[\["[0-9-]+",[^\]]*\](,\["[0-9-]+",[^\]]*\])*\]/g, "[..]").slice(0, 1500),
    );
  };
  await show("GET", "/v1/pub/benchmarks?lang=en");
  await show("GET", "/v1/app/fund/performance?fundCode=SPY&benchmark=SP500&lang=en");
  await show("GET", "/v1/app/fund/performance?fundCode=EWJ&benchmark=NIKKEI&lang=en");
  await show("GET", "/v1/app/fund/performance?fundCode=EDHEC-CTA-GLOBAL&benchmark=SP500&lang=en");
  await show("POST", "/v1/app/etf/backtesting?lang=en", {
    holdings: [
      { fundCode: "SPY", weight: 50 },
      { fundCode: "TLT", weight: 50 },
    ],
    rebalance: "annually",
    benchmarks: ["SP500", "HSI"],
  });
  await show("POST", "/v1/app/fund/backtesting?lang=en", {
    holdings: [
      { fundCode: "SPY", weight: 50 },
      { fundCode: "EDHEC-CTA-GLOBAL", weight: 50 },
    ],
    rebalance: "annually",
  });
  await show("GET", "/v1/pub/fund/resouce/dictionary/company?lang=zh_TW");
  await show("POST", "/v1/pub/fund/selection/list?lang=en", { pageNum: 1, pageSize: 3 });
  await show("GET", "/v1/app/fund/manager?fundCode=SPY&lang=en");
  await show("GET", "/v1/app/fund/document?fundCode=SPY&lang=en");
  await t.close();
}, 200000);
