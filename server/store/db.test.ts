import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore, testDatabaseUrl } from "../../tests/helpers/backends";
import { migrationsFolder, openStore } from "./db";
import { appMeta, devMail } from "./schema";

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: unknown[];
};
/** Raw results from pg and PGlite both carry `rows`. */
type Rows<T> = { rows: T[] };
const opened: TestStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.cleanup()));
});

const backends = ["pglite", ...(testDatabaseUrl ? ["postgres" as const] : [])] as const;

describe.each(backends)("store on %s", (backend) => {
  it("applies the migrations and runs the same drizzle queries", async () => {
    const t = await createTestStore({ backend });
    opened.push(t);
    const { db } = t.store;
    await db.insert(appMeta).values({ key: "asOf", value: { date: "2026-11-20" } });
    await db
      .insert(appMeta)
      .values({ key: "asOf", value: { date: "2026-11-21" } })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: { date: "2026-11-21" } } });
    const rows = await db.select().from(appMeta).where(eq(appMeta.key, "asOf"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toEqual({ date: "2026-11-21" });
    const [mail] = await db
      .insert(devMail)
      .values({ to: "a@b.co", subject: "主題", text: "內容" })
      .returning();
    expect(mail!.id).toBeGreaterThan(0);
    expect(mail!.sentAt).toBeInstanceOf(Date);
    await t.store.ping();
  });

  it("rolls a failed transaction back whole", async () => {
    const t = await createTestStore({ backend });
    opened.push(t);
    const { db } = t.store;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: "half", value: 1 });
        await tx.insert(appMeta).values({ key: "half", value: 2 }); // duplicate key
      }),
    ).rejects.toThrow();
    expect(await db.select().from(appMeta).where(eq(appMeta.key, "half"))).toEqual([]);
  });
});

describe("PGlite persistence", () => {
  it("keeps data across restarts in DATA_DIR", async () => {
    const t = await createTestStore({ backend: "pglite" });
    await t.store.db.insert(appMeta).values({ key: "kept", value: true });
    await t.store.close();
    const reopened = await openStore({ dataDir: t.dataDir });
    const rows = await reopened.db.select().from(appMeta).where(eq(appMeta.key, "kept"));
    expect(rows.map((r) => r.value)).toEqual([true]);
    await reopened.close();
    await t.cleanup().catch(() => {}); // already closed once: only the directory is left to remove
  });
});

describe.skipIf(!testDatabaseUrl)("PostgreSQL with several instances", () => {
  it("instances starting together apply the migrations exactly once", async () => {
    const t = await createTestStore({ backend: "postgres" });
    opened.push(t);
    const current = (await t.store.db.execute(sql`select current_database() as d`)) as unknown as Rows<{
      d: string;
    }>;
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${current.rows[0]!.d}`;
    const stores = await Promise.all(
      [0, 1, 2].map(() => openStore({ databaseUrl: url.toString(), poolSize: 2 })),
    );
    const applied = (await stores[0]!.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as Rows<{ n: number }>;
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    await Promise.all(stores.map((s) => s.close()));
  });
});
