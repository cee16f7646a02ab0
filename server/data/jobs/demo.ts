import type { LoadStep, Store } from "../../store/db";
import { fromDayNumber, toDayNumber } from "../batch";
import { readUniverseMeta, type UniverseMeta } from "../load/read-universe";
import { batchLoadSteps } from "../load/write-batch";
import type { Progress } from "../progress";
import { generateUniverseAsync } from "../universe";
import { derivedLoadSteps, deriveFromBatch } from "./derive";

/** The demo universe's seed: fixed, so every installation shows the same demo. */
export const DEMO_SEED = 20_261_122;

/** Data is as of the previous trading day (the product updates the day after each trading day). */
export function demoAsOf(today: Date = new Date()): string {
  let day = toDayNumber(today.toISOString().slice(0, 10)) - 1;
  for (;;) {
    const dow = new Date(day * 86_400_000).getUTCDay();
    if (dow !== 0 && dow !== 6) return fromDayNumber(day);
    day--;
  }
}

/**
 * Generates the demo universe, derives its metrics, and writes both in ONE transaction (readers
 * see the previous universe until then); returns the stored version. The universe's rows are
 * written while the derive workers compute (the embedded database runs on this thread, the
 * derive on the others), then the derived rows; the timings printed are generation, derive
 * (from the end of generation) and the rest of the write after the derive.
 */
export async function loadDemoUniverse(options: {
  store: Store;
  size: "full" | "small";
  seed?: number;
  asOf?: string;
  progress: Progress;
}): Promise<UniverseMeta> {
  const { store, size, progress } = options;
  const started = Date.now();
  // In slices: a server started before its data keeps answering its status page meanwhile.
  const batch = await generateUniverseAsync({
    seed: options.seed ?? DEMO_SEED,
    size,
    asOf: options.asOf ?? demoAsOf(),
    onProgress: (done, total, phase) => progress.update(done, total, `Generating demo universe (${phase})`),
  });
  const generatedMs = Date.now() - started;
  let derivedMs = 0;
  const batchSteps = batchLoadSteps(batch);
  let derivedSteps: LoadStep[] | undefined;
  let written = 0;
  const reportWrite = () => {
    // once the derive is done the status shows the write; until then, the derive's progress
    if (derivedSteps)
      progress.update(written, batchSteps.length + derivedSteps.length, "Writing to the database");
  };
  const derive = deriveFromBatch(batch, progress).then((derived) => {
    derivedMs = Date.now() - started - generatedMs;
    derivedSteps = derivedLoadSteps(derived);
    reportWrite();
    return derivedSteps;
  });
  // a failed derive is reported by the write below (which rolls back); not as unhandled meanwhile
  derive.catch(() => {});
  await store.bulkLoad(
    (async function* () {
      yield* batchSteps;
      yield* await derive;
    })(),
    (done) => {
      written = done;
      reportWrite();
    },
  );
  const meta = await readUniverseMeta(store.db);
  if (!meta) throw new Error("the demo universe was written but its version is missing");
  progress.done(
    `Demo universe loaded: ${batch.products.length.toLocaleString("en")} products as of ${batch.asOf} ` +
      `(generated in ${(generatedMs / 1000).toFixed(1)} s, derived in ${(derivedMs / 1000).toFixed(1)} s, ` +
      `stored in ${((Date.now() - started - generatedMs - derivedMs) / 1000).toFixed(1)} s)`,
  );
  return meta;
}
