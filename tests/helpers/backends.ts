import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openStore, type Store } from "../../server/store/db";
import { copyTemplate } from "./global-setup";

/**
 * The backends a test file runs on. Without TEST_DATABASE_URL: PGlite in a fresh temp dir
 * (copied from a migrated template). With it: a fresh PostgreSQL database per test file on
 * that server, dropped afterwards — the same query code either way.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

export interface TestStore {
  store: Store;
  dataDir: string;
  /** PostgreSQL only: the fresh database's URL (another instance opens its own store on it). */
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestStore(
  options: {
    backend?: "pglite" | "postgres";
    /** PostgreSQL only: the URL the app connects through (e.g. a cuttable proxy's). */
    connectVia?: (url: string) => string;
  } = {},
): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fundpilot-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const backend = options.backend ?? (testDatabaseUrl ? "postgres" : "pglite");
  if (backend === "postgres") {
    if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
    const name = `fp_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(testDatabaseUrl, `create database ${name}`);
    const url = withDatabase(testDatabaseUrl, name);
    const store = await openStore({ databaseUrl: options.connectVia?.(url) ?? url, poolSize: 4 });
    return {
      store,
      dataDir,
      databaseUrl: url,
      cleanup: async () => {
        await store.close();
        await adminQuery(testDatabaseUrl, `drop database if exists ${name} with (force)`);
        removeDir();
      },
    };
  }
  copyTemplate(inject("pgliteTemplateDir"), dataDir);
  const store = await openStore({ dataDir });
  return {
    store,
    dataDir,
    cleanup: async () => {
      await store.close();
      removeDir();
    },
  };
}
