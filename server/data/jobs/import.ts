/**
 * `npm run data -- import DIR` (the import format: server/README.md "Data"): reads and
 * validates every file of DIR, merges it with an imported universe already in the store,
 * derives the merged universe in memory and writes both in one transaction with the same writer
 * as the demo universe (readers see the previous universe with its derived data until the
 * commit, then the new one with its own). A batch with any problem throws an ImportError before
 * anything is written.
 */
import path from "node:path";
import type { Store } from "../../store/db";
import { ImportError, IssueList } from "../import/issues";
import { type AddedCounts, mergeImport, totalAdded } from "../import/merge";
import { NAV_CALENDAR } from "../import/model";
import { readImportDir } from "../import/read-dir";
import { readStoredUniverse } from "../import/stored";
import { toBatch } from "../import/to-batch";
import { readUniverseMeta, type UniverseMeta } from "../load/read-universe";
import { batchLoadSteps } from "../load/write-batch";
import type { Progress } from "../progress";
import { derivedLoadSteps, derivedSummary, deriveFromBatch, readPreviousVersion } from "./derive";

export { ImportError, type ImportIssue } from "../import/issues";

const count = (n: number) => n.toLocaleString("en");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function describeAdded(added: AddedCounts): string {
  const parts: [number, string][] = [
    [added.products, "products"],
    [added.companies, "companies"],
    [added.navPoints, "NAV rows"],
    [added.aumPoints, "AUM rows"],
    [added.holdingSets, "holdings snapshots"],
    [added.distributionSets, "distribution snapshots"],
    [added.managers, "managers"],
    [added.documents, "documents"],
    [added.benchmarkPoints, "benchmark levels"],
    [added.riskFreePoints, "risk-free rates"],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${count(n)} ${what}`)
    .join(", ");
}

export async function importDirectory(opts: {
  store: Store;
  dir: string;
  progress: Progress;
}): Promise<{ changed: boolean; meta: UniverseMeta }> {
  const { store, progress } = opts;
  const dir = path.resolve(opts.dir);
  const started = Date.now();
  const issues = new IssueList();
  const rows = await readImportDir({ dir, issues, progress });
  const readMs = Date.now() - started;

  const before = await readUniverseMeta(store.db);
  const stored = before?.source === "import" ? await readStoredUniverse(store.db) : null;
  const { universe, added } = mergeImport({ stored, rows, issues });
  if (issues.count > 0) throw new ImportError(dir, issues);

  if (before && stored && totalAdded(added) === 0) {
    progress.done(
      `Nothing to import: every row in ${dir} is already stored (universe as of ${before.asOf}, ` +
        `${count(universe.products.size)} products); the store was not rewritten.`,
    );
    return { changed: false, meta: before };
  }
  if (before?.source === "demo") {
    progress.done(
      `The store holds the DEMO universe (as of ${before.asOf}, ${count(Number(before.counts.products ?? 0))} products): ` +
        'this import REPLACES it with the imported data (source becomes "import").',
    );
  }
  const mergedAt = Date.now();
  const batch = toBatch(universe);
  const previous = await readPreviousVersion(store.db);
  const derived = await deriveFromBatch(batch, progress, previous);
  const steps = [...batchLoadSteps(batch), ...derivedLoadSteps(derived, { keepAsOf: previous?.asOf })];
  await store.bulkLoad(steps, (done) => progress.update(done, steps.length, "Writing to the database"));
  progress.done(derivedSummary(derived.meta));
  const meta = await readUniverseMeta(store.db);
  if (!meta) throw new Error("the import was written but its version is missing");
  let navPoints = 0;
  for (const h of universe.navs.values()) navPoints += h.days.length;
  progress.done(
    `${stored ? "Appended" : "Imported"} ${describeAdded(added)} from ${dir}. ` +
      `Universe as of ${batch.asOf}: ${count(batch.products.length)} products, ${count(navPoints)} NAVs ` +
      `on ${count(batch.calendars[NAV_CALENDAR]?.length ?? 0)} dates. ` +
      `Read and checked in ${seconds(mergedAt - started)} (files ${seconds(readMs)}), derived and written in ${seconds(Date.now() - mergedAt)}.`,
  );
  return { changed: true, meta };
}
