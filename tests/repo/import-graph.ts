/**
 * The repository's import graph and the layer rules it must keep (server/README.md,
 * web/README.md, shared/README.md describe the layers in words). Imports only go downward:
 *
 *   server: entry (index.ts, cli/) → app (app.ts, services.ts) → assistant → features → http
 *           → data → platform → store | analytics → base (config, logger, paths, i18n) → shared
 *   web:    main.tsx → app → features → components → lib → shared
 *   shared: imports nothing from server or web
 *
 * Two more rules: a server feature uses another feature only through its `index.ts`, and the
 * web never imports server code (it types its API calls from shared/api/endpoints.ts).
 * Test files, test support and fixtures are outside the rules (a test may build the whole app).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface ImportEdge {
  /** Importing file, relative to the root ("server/app.ts"). */
  from: string;
  /** Imported module, resolved relative to the root without extension ("server/services"). */
  to: string;
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const OUTSIDE_RULES = /(\.test\.tsx?|\.d\.ts|(^|\/)test-support\.ts)$|(^|\/)fixtures\//;

/** Source files under `dirs`, relative to `root`, tests and fixtures excluded. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(child);
      } else if (SOURCE.test(entry.name) && !OUTSIDE_RULES.test(child)) out.push(child);
    }
  };
  for (const dir of dirs) walk(dir);
  return out;
}

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The relative and aliased (`@/` = web, `@shared/` = shared) imports of one file. */
export function importsOf(file: string, source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4]!;
    const typeOnly = Boolean(m[2]);
    let to: string;
    if (spec.startsWith("@/")) to = `web/${spec.slice(2)}`;
    else if (spec.startsWith("@shared/") || spec === "@shared") to = `shared${spec.slice(7)}`;
    else if (spec.startsWith(".")) to = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    else continue; // a package
    edges.push({ from: file, to: to.replace(/\.(ts|tsx|js)$/, ""), typeOnly });
  }
  return edges;
}

/** Server layers, highest first: a file may import its own layer's files and any lower layer. */
const serverLayers: ReadonlyArray<readonly [string, RegExp]> = [
  ["entry", /^server\/(index$|cli\/)/],
  ["app", /^server\/(app|services)$/],
  ["assistant", /^server\/assistant(\/|$)/],
  ["features", /^server\/features(\/|$)/],
  ["http", /^server\/http(\/|$)/],
  ["data", /^server\/data(\/|$)/],
  ["platform", /^server\/platform(\/|$)/],
  ["store", /^server\/(store|analytics)(\/|$)/],
  ["base", /^server\/(config|logger|paths|i18n)$/],
  ["shared", /^shared(\/|$)/],
];

const webLayers: ReadonlyArray<readonly [string, RegExp]> = [
  ["main", /^web\/main$/],
  ["app", /^web\/app\//],
  ["features", /^web\/features\//],
  ["components", /^web\/components\//],
  ["lib", /^web\/lib\//],
  ["shared", /^shared(\/|$)/],
];

function rankIn(layers: ReadonlyArray<readonly [string, RegExp]>, module: string) {
  const i = layers.findIndex(([, re]) => re.test(module));
  return i < 0 ? null : { rank: layers.length - i, name: layers[i]![0] };
}

const featureOf = (module: string) => /^server\/features\/([^/]+)\//.exec(module)?.[1] ?? null;

/** Every import that breaks a rule, worded for the test's failure message. */
export function layerViolations(edges: readonly ImportEdge[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of edges) {
    const fromModule = from.replace(/\.(ts|tsx)$/, "");
    const at = `${from} imports ${to}`;
    if (from.startsWith("shared/")) {
      if (/^(server|web)\//.test(to)) problems.push(`${at}: shared imports nothing from server or web`);
      continue;
    }
    if (from.startsWith("server/") && to.startsWith("web/")) {
      problems.push(`${at}: the server never imports the web`);
      continue;
    }
    if (from.startsWith("web/") && to.startsWith("server/")) {
      problems.push(`${at}: the web uses the server only through shared/api`);
      continue;
    }
    const layers = from.startsWith("web/") ? webLayers : serverLayers;
    const a = rankIn(layers, fromModule);
    const b = rankIn(layers, to);
    if (!a || !b) {
      if (a && !b && !to.startsWith("web/")) problems.push(`${at}: ${to} belongs to no layer`);
      else if (!a) problems.push(`${from}: belongs to no layer (add it to tests/repo/import-graph.ts)`);
      continue;
    }
    if (b.rank > a.rank) problems.push(`${at}: ${a.name} may not import ${b.name} (a higher layer)`);
    const fa = featureOf(fromModule);
    const fb = featureOf(`${to}/`);
    if (fa && fb && fa !== fb && !new RegExp(`^server/features/${fb}(/index)?$`).test(to))
      problems.push(`${at}: feature ${fa} may use feature ${fb} only through its index.ts`);
  }
  return problems;
}

/** The graph of the checkout at `root`. */
export function readImportGraph(root: string): ImportEdge[] {
  return sourceFiles(root, ["server", "web", "shared"]).flatMap((file) =>
    importsOf(file, readFileSync(path.join(root, file), "utf8")),
  );
}
