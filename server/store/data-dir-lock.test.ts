import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";
import { openStore } from "./db";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "fp-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a second holder while the first lives, and frees the directory on release", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "pglite.lock"), "utf8").split(" ")[0]).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);
    lockDataDir(dir)();
  });

  it("names the live process holding it, and takes over once that process has gone", async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeFileSync(path.join(dir, "pglite.lock"), `${other.pid} other-token\n`);
      let refused: unknown;
      try {
        lockDataDir(dir);
      } catch (err) {
        refused = err;
      }
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as Error).message).toContain(`pid ${other.pid}`);
    } finally {
      other.kill("SIGKILL");
      await new Promise((resolve) => other.once("exit", resolve));
    }
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "pglite.lock"), "utf8").split(" ")[0]).toBe(String(process.pid));
    release();
  });

  it("takes over a lock with this process's pid but another token (a restarted container's pid 1)", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "pglite.lock"), `${process.pid} token-of-a-dead-process\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "pglite.lock"), "utf8")).not.toContain("token-of-a-dead-process");
    release();
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });
});

describe("openStore on a data directory", () => {
  it("will not open the embedded database a second time until the first is closed", async () => {
    const dir = freshDir();
    const first = await openStore({ dataDir: dir });
    await expect(openStore({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openStore({ dataDir: dir });
    await again.close();
  }, 120_000);
});
