/**
 * The web app's JavaScript per route, gzipped, as a browser downloads it on a first visit: the
 * entry chunk and its static imports, plus the route's lazily loaded page chunk and its static
 * imports (shared chunks counted once). Target: the landing route (home) ≤ 200 KB. Builds the
 * web app first when it is stale; reads Vite's manifest (dist/web/.vite/manifest.json).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildWeb, webBuildIsStale } from "../../server/cli/web-build";
import { root } from "./support/server";

const LANDING_TARGET_KB = 200;
const dist = path.join(root, "dist", "web");

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

if (webBuildIsStale()) {
  console.log("building the web app first…");
  await buildWeb();
}
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
};
/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error("no entry chunk in the manifest");
const entry = closure(entryKey, new Set());
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (files: Set<string>) =>
  [...files].filter((f) => f.endsWith(".js")).reduce((s, f) => s + sizeOf(f), 0);

console.log(`entry (every route): ${kb(total(entry))} KB gzipped in ${entry.size} file(s)`);
const pages = Object.keys(manifest)
  .filter((k) => /features\/[^/]+\/[^/]+-page\.tsx$/.test(k))
  .sort();
let landing = 0;
for (const key of pages) {
  const files = closure(key, new Set(entry));
  const bytes = total(files);
  const name = path.basename(key, ".tsx");
  if (name === "home-page") landing = bytes;
  console.log(`${name.padEnd(28)} ${kb(bytes).padStart(7)} KB gzipped (${files.size} files)`);
}
console.log(
  `landing route (home): ${kb(landing)} KB gzipped (target ≤ ${LANDING_TARGET_KB} KB) ` +
    `${landing > 0 && landing <= LANDING_TARGET_KB * 1024 ? "ok" : "MISSED"}`,
);
