import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The Chromium the e2e tests drive (DESIGN §2): /usr/bin/chromium, else CHROMIUM_PATH, else
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

/** Returns the browser's path, installing it with apt if needed and possible; throws with guidance otherwise. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
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
    if (existsSync(systemChromium)) return systemChromium;
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
