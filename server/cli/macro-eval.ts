/**
 * `npm run --silent macro:eval -- --data <dir>`: the macro model's walk-forward evaluation on
 * public series in <dir> (server/features/macro/public-history.ts says which stand for which
 * asset). Prints one JSON object: per asset and horizon the judged months, the model's hit rate
 * and the three baselines' (always Positive, always Neutral, 12-1 momentum sign), and the pooled
 * figures. Every view is made from the data up to the month before it (server/analytics/macro.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { trackRecord, walkForward } from "../analytics";
import { loadPublicHistory } from "../features/macro/public-history";

const { values } = parseArgs({ options: { data: { type: "string" } } });
if (!values.data || !existsSync(values.data)) {
  console.error("macro:eval: give the folder of public series with --data <dir>");
  process.exit(1);
}
const { history, sources, notCovered } = loadPublicHistory(path.resolve(values.data));
const views = walkForward(history);
const record = trackRecord(
  views,
  history.assets.map((a) => a.id),
);
const round = (x: number | null) => (x === null ? null : Math.round(x * 10000) / 10000);
const figures = (r: (typeof record)["pooled"]) => ({
  months: r.months,
  hitRate: round(r.hitRate),
  baselines: {
    alwaysPositive: round(r.baselines.alwaysPositive),
    alwaysNeutral: round(r.baselines.alwaysNeutral),
    momentum: round(r.baselines.momentum),
  },
});
const judgedMonths = views
  .filter((v) => v.judged !== "Pending")
  .map((v) => v.month)
  .sort();
const assets: Record<string, Record<string, ReturnType<typeof figures>>> = {};
for (const r of record.byAsset) {
  assets[r.assetId] ??= {};
  assets[r.assetId]![r.horizon] = figures(r);
}
console.log(
  JSON.stringify(
    {
      period: { first: judgedMonths[0] ?? null, last: judgedMonths[judgedMonths.length - 1] ?? null },
      assets,
      pooled: figures(record.pooled),
      pooledByHorizon: { "1M": figures(record.byHorizon["1M"]), "3M": figures(record.byHorizon["3M"]) },
      sources,
      notCovered,
    },
    null,
    2,
  ),
);
