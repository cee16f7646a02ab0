import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database is one process's: two processes opening the same PGlite directory (a
 * second `npm start`, or `npm run data -- update` while the server runs) corrupt it. The first
 * process to open DATA_DIR holds `pglite.lock`, which names it by pid and a random token; another
 * one is refused with a clear message while that process is alive. The file appears with its
 * content in one step (written aside, then hard-linked into place), so no one reads it half
 * written. A lock left by a process that died is taken over; so is one carrying this process's
 * pid under another token (a container restarted as pid 1 after a crash). PostgreSQL needs no
 * lock: it serves many processes.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockPath)} is in use by another FundPilot process (pid ${pid}). ` +
        "Stop it first (or give this one another DATA_DIR, or use PostgreSQL with DATABASE_URL for several processes). " +
        `If no such process runs, delete ${lockPath}.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** This process's token: tells its own locks from a dead process's that had the same pid. */
const token = randomBytes(8).toString("hex");

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

type Holder = { pid: number; token: string; raw: string };

function readHolder(file: string): Holder | null | "missing" {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch {
    return "missing";
  }
  const [pid, tok] = raw.trim().split(/\s+/);
  const n = Number.parseInt(pid ?? "", 10);
  return Number.isInteger(n) && n > 0 && tok ? { pid: n, token: tok, raw } : null;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Takes DATA_DIR's lock for this process; the returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.resolve(dataDir, "pglite.lock");
  const content = `${process.pid} ${token}\n`;
  const aside = `${lockPath}.${token}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    writeFileSync(aside, content);
    try {
      linkSync(aside, lockPath);
      return () => {
        const holder = readHolder(lockPath);
        if (typeof holder === "object" && holder?.token === token) unlinkSync(lockPath);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    } finally {
      unlinkSync(aside);
    }
    const holder = readHolder(lockPath);
    if (holder === "missing") continue;
    // an older version's lock, or one being replaced: give it a moment
    if (holder === null) {
      sleep(20);
      continue;
    }
    const mine = holder.pid === process.pid && holder.token === token;
    const live = holder.pid === process.pid ? mine : alive(holder.pid);
    // a second embedded database on the same directory corrupts it, in this process too
    if (live) throw new DataDirLockedError(lockPath, holder.pid);
    // left by a process that is gone: move it aside and remove it only if it is still that one
    const moved = `${lockPath}.stale-${token}`;
    try {
      renameSync(lockPath, moved);
    } catch {
      continue;
    }
    const seen = readHolder(moved);
    if (typeof seen === "object" && seen?.raw === holder.raw) unlinkSync(moved);
    else {
      // another process took the lock over in between: put its lock back
      try {
        linkSync(moved, lockPath);
      } catch {
        // a third one holds it now; ours was stale anyway
      }
      unlinkSync(moved);
    }
  }
  const holder = readHolder(lockPath);
  throw new DataDirLockedError(lockPath, typeof holder === "object" && holder ? holder.pid : 0);
}
