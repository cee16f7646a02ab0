/**
 * `npm run data -- <command>`: the data pipeline (DESIGN.md §3) on the configured store.
 *   demo [--size full|small] [--seed N] [--as-of YYYY-MM-DD]   generate and load the demo universe
 *   status                                                     the loaded universe's version and counts
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadDemoUniverse } from "../data/jobs/demo";
import { readUniverseMeta } from "../data/load/read-universe";
import { createProgress } from "../data/progress";
import { loadConfigOrExit } from "../index";
import { openStore } from "../store/db";

const usage = `usage: npm run data -- <command>
  demo [--size full|small] [--seed N] [--as-of YYYY-MM-DD]   generate and load the demo universe
  status                                                     show the loaded universe`;

const optionsSchema = z.object({
  size: z.enum(["full", "small"]).optional(),
  seed: z.coerce.number().int().nonnegative().optional(),
  "as-of": z.iso.date().optional(),
});

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    size: { type: "string" },
    seed: { type: "string" },
    "as-of": { type: "string" },
    help: { type: "boolean" },
  },
});
const [command] = positionals;
if (values.help || !command || !["demo", "status"].includes(command)) {
  console.error(command ? `unknown command "${command}"\n${usage}` : usage);
  process.exit(values.help ? 0 : 2);
}
const parsed = optionsSchema.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("\n"));
  process.exit(2);
}
const config = loadConfigOrExit();
const store = await openStore(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
try {
  if (command === "demo") {
    await loadDemoUniverse({
      store,
      size: parsed.data.size ?? config.DEMO_UNIVERSE,
      seed: parsed.data.seed,
      asOf: parsed.data["as-of"],
      progress: createProgress(),
    });
  } else {
    const meta = await readUniverseMeta(store.db);
    console.log(meta ? JSON.stringify(meta, null, 2) : "No universe loaded yet: run `npm run data -- demo`.");
  }
} finally {
  await store.close();
}
