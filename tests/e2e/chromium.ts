import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * The Chromium the e2e tests drive (README.md "Set up"): /usr/bin/chromium, else CHROMIUM_PATH, else
 * Debian's `chromium` package installed with apt when running as root. Playwright's own browser
 * download is never used.
 */
const systemChromium = "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function findChromium(): string | undefined {
  if (existsSync(systemChromium)) return systemChromium;
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return undefined;
}

function canInstallWithApt(): boolean {
  return process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/**
 * Chinese pages need a CJK font or Chromium draws empty boxes: a person's machine has one, a
 * bare CI image may not. Installs Debian's Noto CJK when root with apt; otherwise only warns.
 */
function ensureCjkFonts(): void {
  let hasCjk = false;
  try {
    hasCjk = execFileSync("fc-list", [":lang=zh-tw", "family"], { encoding: "utf8" }).trim() !== "";
  } catch {
    // no fontconfig: nothing to check with
  }
  if (hasCjk) return;
  if (canInstallWithApt()) {
    console.log("No Chinese font found: installing Debian's fonts-noto-cjk with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "fonts-noto-cjk"], {
      stdio: "inherit",
      env,
    });
  } else {
    console.warn("No Chinese font found (fc-list :lang=zh-tw): Chinese screenshots will show empty boxes.");
  }
}

/** Returns the browser's path, installing it with apt if needed and possible; throws with guidance otherwise. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) {
    ensureCjkFonts();
    return found;
  }
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file exists there.`);
  }
  if (canInstallWithApt()) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env,
    });
    if (existsSync(systemChromium)) {
      ensureCjkFonts();
      return systemChromium;
    }
  }
  throw new Error(
    [
      "No Chromium found for the end-to-end tests.",
      `Looked for ${systemChromium} and the CHROMIUM_PATH environment variable.`,
      "Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
      "Playwright's browser download (`playwright install`) is not used by this project.",
    ].join("\n"),
  );
}

// `npx tsx tests/e2e/chromium.ts` (.ci/run): make sure the browser and its fonts are there.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`chromium: ${ensureChromium()}`);
}
