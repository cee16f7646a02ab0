import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root: the nearest folder above this module holding FundPilot's package.json,
 * else the working directory. Files shipped beside the code (migrations, locales, prompts,
 * the built SPA) are resolved from here, never from a bundle-relative import.meta.url.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, "package.json");
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, "utf8")).name === "fundpilot") return dir;
      } catch {
        // not ours; keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const fromRoot = (...segments: string[]) => path.join(projectRoot, ...segments);

export const appVersion: string = JSON.parse(readFileSync(fromRoot("package.json"), "utf8")).version;
