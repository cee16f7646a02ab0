/**
 * `npm run data -- <command>`: the data pipeline (server/README.md "Data") on the configured store.
 * Each command is one entry of `commands` below; its work lives in server/data/jobs/.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import type { Config } from "../config";
import { DEMO_SEED, demoAsOf, loadDemoUniverse } from "../data/jobs/demo";
import { deriveStored } from "../data/jobs/derive";
import { ImportError, importDirectory } from "../data/jobs/import";
import { UpdateRefusedError, updateDemoUniverse } from "../data/jobs/update";
import { readUniverseMeta } from "../data/load/read-universe";
import { createMetricTableSource, derivedIsBehind, derivedLags, readDerivedMeta } from "../data/metric-table";
import { createProgress, type Progress } from "../data/progress";
import {
  defaultRealDataDir,
  formatRealism,
  realismReport,
  realMonthlyReturns,
} from "../data/universe/realism";
import { createInvitation, listInvitations, revokeInvitation } from "../features/accounts";
import { digestDeps, sendDueDigests } from "../features/watchlist";
import { loadConfigOrExit } from "../index";
import { createLogger } from "../logger";
import { projectRoot } from "../paths";
import { createMailer } from "../platform/mail";
import { DataDirLockedError } from "../store/data-dir-lock";
import { openStore, type Store } from "../store/db";

interface CommandContext {
  /** Undefined for a command that does not use the store (`storeless`). */
  store: Store | undefined;
  config: Config;
  progress: Progress;
  /** Positional arguments after the command name. */
  args: string[];
  options: z.infer<typeof optionsSchema>;
}

interface Command {
  usage: string;
  /** Runs without opening the configured store. */
  storeless?: boolean;
  run(ctx: CommandContext): Promise<void>;
}

/** The store of a command that needs one. */
function storeOf(ctx: { store: Store | undefined }): Store {
  if (!ctx.store) throw new Error("this command needs the store");
  return ctx.store;
}

const optionsSchema = z.object({
  size: z.enum(["full", "small"]).optional(),
  seed: z.coerce.number().int().nonnegative().optional(),
  "as-of": z.iso.date().optional(),
  note: z.string().max(200).optional(),
});

const commands: Record<string, Command> = {
  demo: {
    usage: "demo [--size full|small] [--seed N] [--as-of YYYY-MM-DD]   generate and load the demo universe",
    run: async (ctx) => {
      const { config, progress, options } = ctx;
      await loadDemoUniverse({
        store: storeOf(ctx),
        size: options.size ?? config.DEMO_UNIVERSE,
        seed: options.seed,
        asOf: options["as-of"],
        progress,
      });
    },
  },
  derive: {
    usage: "derive                                                     recompute every derived table",
    run: async (ctx) => {
      await deriveStored({ store: storeOf(ctx), progress: ctx.progress });
    },
  },
  import: {
    usage:
      "import DIR                                                 validate and load the CSV files of DIR (server/README.md)",
    run: async (ctx) => {
      const [dir] = ctx.args;
      if (!dir) throw new UsageError("import: missing DIR, the folder holding products.csv, navs.csv, ...");
      await importAndDerive({ store: storeOf(ctx), dir, progress: ctx.progress });
    },
  },
  "alerts-digest": {
    usage:
      "alerts-digest                                              send the risk-alert e-mail digests that are due now",
    run: async (ctx) => {
      const store = storeOf(ctx);
      const logger = createLogger(ctx.config);
      const mailer = createMailer({ config: ctx.config, db: store.db, logger });
      try {
        const deps = digestDeps({
          db: store.db,
          metrics: createMetricTableSource(store.db),
          mailer,
          appUrl: ctx.config.APP_URL,
          logger,
        });
        const run = await sendDueDigests(deps);
        console.log(`alert digests: ${run.claimed} due, ${run.sent} sent, ${run.failed} failed`);
        if (run.failed > 0) process.exitCode = 1;
      } finally {
        await mailer.close();
      }
    },
  },
  invite: {
    usage:
      "invite create [CODE] [--note TEXT] | list | revoke CODE      manage invitation codes (sign-up needs one while any is active)",
    run: async (ctx) => {
      const { args, options } = ctx;
      const store = storeOf(ctx);
      const [action, code] = args;
      if (action === "create") {
        try {
          const created = await createInvitation(store.db, { code, note: options.note });
          console.log(created);
        } catch (err) {
          throw new UsageError(err instanceof Error ? err.message : String(err));
        }
      } else if (action === "list") {
        for (const row of await listInvitations(store.db)) {
          const state = row.revokedAt ? "revoked" : "active";
          console.log(`${row.code}\t${state}\t${row.uses} use(s)\t${row.note ?? ""}`);
        }
      } else if (action === "revoke" && code) {
        if (!(await revokeInvitation(store.db, code))) throw new UsageError(`invite: no active code ${code}`);
        console.log(`revoked ${code.toUpperCase()}`);
      } else {
        throw new UsageError("invite: create [CODE] [--note TEXT] | list | revoke CODE");
      }
    },
  },
  realism: {
    usage:
      "realism [--seed N] [--size full|small] [--as-of YYYY-MM-DD]   demo index volatilities and correlations vs real markets (exit 1 outside band)",
    storeless: true,
    run: async ({ options }) => {
      // --size is accepted for symmetry with `demo`: the market series do not depend on it.
      const real = realMonthlyReturns(defaultRealDataDir(projectRoot));
      const report = realismReport({
        seed: options.seed ?? DEMO_SEED,
        asOf: options["as-of"] ?? demoAsOf(),
        real,
      });
      console.log(formatRealism(report));
      if (!report.pass) throw new BandError();
    },
  },
  status: {
    usage: "status                                                     show the loaded universe",
    run: async (ctx) => {
      const db = storeOf(ctx).db;
      const meta = await readUniverseMeta(db);
      if (!meta) return console.log("No universe loaded yet: run `npm run data -- demo`.");
      const derived = await readDerivedMeta(db);
      console.log(JSON.stringify({ universe: meta, derived }, null, 2));
      if (derivedLags(derived, meta.asOf))
        console.log(
          `The derived data (${derived ? `from the universe of ${derived.universeAsOf}` : "none"}) does not match ` +
            `the universe of ${meta.asOf}: run \`npm run data -- derive\` (the server also does it when it starts).`,
        );
    },
  },
  update: {
    usage:
      "update [DIR]                                               apply the next trading day (demo: generated; import: the files of DIR)",
    run: async (ctx) => {
      const { progress, args } = ctx;
      const store = storeOf(ctx);
      // import mode: the new day's rows are appended by the importer (same validation, same transaction rules)
      if (args[0]) return importAndDerive({ store, dir: args[0], progress });
      try {
        // the new day and its derived data, in one transaction
        const { derived } = await updateDemoUniverse({ store, progress });
        if (!derived) await deriveIfBehind({ store, progress });
      } catch (err) {
        // a refusal (up to date, imported universe, ...) is an answer, not a fault: no stack
        if (err instanceof UpdateRefusedError) throw new UsageError(err.message);
        throw err;
      }
    },
  },
};

/** Thrown by a command for a user mistake: printed without a stack, exit code 2. */
export class UsageError extends Error {}

/** Thrown by a check whose figures are outside their band (already printed): exit code 1. */
class BandError extends Error {}

/**
 * Derives the stored universe when its derived data lags it: only a store written by an older
 * version can (an import or update now writes both in one transaction).
 */
async function deriveIfBehind(opts: { store: Store; progress: Progress }): Promise<void> {
  const meta = await readUniverseMeta(opts.store.db);
  if (meta && (await derivedIsBehind(opts.store.db, meta.asOf))) await deriveStored(opts);
}

/**
 * Import (or append) a directory with its derived data (one transaction); when nothing new was
 * imported, derive only if the derived data lags the universe.
 */
async function importAndDerive(opts: { store: Store; dir: string; progress: Progress }): Promise<void> {
  try {
    const { changed } = await importDirectory(opts);
    if (!changed) await deriveIfBehind(opts);
  } catch (err) {
    // a rejected batch is the user's input, not a fault: its errors without a stack
    if (err instanceof ImportError) throw new UsageError(err.message);
    throw err;
  }
}

const usage = `usage: npm run data -- <command>\n${Object.values(commands)
  .map((c) => `  ${c.usage}`)
  .join("\n")}`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    size: { type: "string" },
    seed: { type: "string" },
    "as-of": { type: "string" },
    note: { type: "string" },
    help: { type: "boolean" },
  },
});
const [name, ...args] = positionals;
const command = name ? commands[name] : undefined;
if (values.help || !command) {
  console.error(name ? `unknown command "${name}"\n${usage}` : usage);
  process.exit(values.help ? 0 : 2);
}
const parsed = optionsSchema.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("\n"));
  process.exit(2);
}
const config = loadConfigOrExit();
const store = command.storeless
  ? undefined
  : await openStore(
      config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    ).catch((err: unknown) => {
      if (!(err instanceof DataDirLockedError)) throw err;
      console.error(err.message);
      process.exit(1);
    });
let exitCode = 0;
try {
  await command.run({ store, config, progress: createProgress(), args, options: parsed.data });
} catch (err) {
  if (err instanceof BandError) exitCode = 1;
  else if (err instanceof UsageError) {
    console.error(err.message);
    exitCode = 2;
  } else throw err;
} finally {
  await store?.close();
}
process.exit(exitCode);
