/**
 * `npm run --silent nlu -- --catalog <products.csv> --input <cases.jsonl> [--today YYYY-MM-DD]`
 * (the evaluation contract of server/assistant/README.md): runs the built-in intent engine on each case, the
 * earlier turns as history, and prints one `{"id","toolCalls"}` line per case to stdout.
 * Nothing else goes to stdout; progress and problems go to stderr.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createIntentEngine, predictCase, readCatalogCsv } from "../assistant/engine";
import { demoCatalogEntries } from "../assistant/engine/demo-catalog";
import type { SearchEntry } from "../features/search";

const caseSchema = z.object({
  id: z.string(),
  lang: z.enum(["en", "zh_TW", "zh_CN"]).catch("en"),
  turns: z.array(z.string()).min(1),
});

const todayIso = () => new Date().toISOString().slice(0, 10);

function main(): void {
  const { values } = parseArgs({
    options: { catalog: { type: "string" }, input: { type: "string" }, today: { type: "string" } },
    allowPositionals: false,
  });
  if (!values.input) {
    process.stderr.write(
      "usage: npm run --silent nlu -- --catalog <products.csv> --input <cases.jsonl> [--today YYYY-MM-DD]\n",
    );
    process.exit(2);
  }
  const today = values.today ?? todayIso();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    process.stderr.write(`--today must be YYYY-MM-DD, got ${today}\n`);
    process.exit(2);
  }
  const catalog: SearchEntry[] = values.catalog ? readCatalogCsv(values.catalog) : demoCatalogFallback();
  const started = performance.now();
  const engine = createIntentEngine(catalog);
  process.stderr.write(
    `nlu: ${catalog.length} products, engine built in ${(performance.now() - started).toFixed(0)} ms\n`,
  );
  const lines = readFileSync(values.input, "utf8")
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/);
  const out: string[] = [];
  lines.forEach((line, k) => {
    if (!line.trim()) return;
    let parsed: z.infer<typeof caseSchema>;
    try {
      parsed = caseSchema.parse(JSON.parse(line));
    } catch (err) {
      process.stderr.write(`nlu: line ${k + 1} skipped: ${(err as Error).message.split("\n")[0]}\n`);
      return;
    }
    const { id, lang, turns } = parsed;
    let toolCalls: { name: string; args: Record<string, unknown> }[] = [];
    try {
      toolCalls = predictCase(engine, { lang, turns }, today);
    } catch (err) {
      process.stderr.write(`nlu: ${id}: ${(err as Error).stack ?? err}\n`);
    }
    out.push(JSON.stringify({ id, toolCalls }));
  });
  process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
}

function demoCatalogFallback(): SearchEntry[] {
  process.stderr.write("nlu: no --catalog, using the small demo universe\n");
  return demoCatalogEntries("small");
}

main();
