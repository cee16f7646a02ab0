import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore, testDatabaseUrl } from "../../tests/helpers/backends";
import { encodeCopyBinary, encodeCopyChunks } from "./copy-binary";
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

  it("bulk-loads steps produced while its transaction is open, a big COPY in several parts, all or nothing", async () => {
    const t = await createTestStore({ backend });
    opened.push(t);
    const columns = [
      { name: "id", type: "text" },
      { name: "name", type: "text" },
      { name: "name_zh_hant", type: "text" },
      { name: "name_zh_hans", type: "text" },
      { name: "data", type: "jsonb" },
    ] as const;
    const filler = "x".repeat(1000);
    // ~20 MB of rows: more than one COPY part
    const rows = function* (prefix: string, n: number) {
      for (let i = 0; i < n; i++) yield [`${prefix}${i}`, filler, "名", "名", { i }];
    };
    const count = async () =>
      Number(
        ((await t.store.db.execute(sql`select count(*)::int as n from companies`)) as Rows<{ n: number }>)
          .rows[0]!.n,
      );
    const done: number[] = [];
    let later!: () => void;
    const awaited = new Promise<void>((resolve) => {
      later = resolve;
    });
    setTimeout(() => later(), 20);
    await t.store.bulkLoad(
      (async function* () {
        yield { sql: "DELETE FROM companies" };
        yield { table: "companies", columns, rows: rows("a", 20_000) };
        await awaited; // work still running when the transaction opened
        yield { table: "companies", columns, rows: rows("b", 3) };
      })(),
      (n) => done.push(n),
    );
    expect(done).toEqual([1, 2, 3]);
    expect(await count()).toBe(20_003);
    await expect(
      t.store.bulkLoad(
        (async function* () {
          yield { sql: "DELETE FROM companies" };
          yield { table: "companies", columns, rows: rows("c", 10) };
          throw new Error("the derive failed");
        })(),
      ),
    ).rejects.toThrow("the derive failed");
    expect(await count()).toBe(20_003);
  });

  it("bulk-loads steps that read through the transaction: they see its writes, nothing is committed before the end", async () => {
    const t = await createTestStore({ backend });
    opened.push(t);
    const keys = async (db: typeof t.store.db) =>
      (await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, "seen"))).length;
    const seen: number[] = [];
    const load = (fail: boolean) =>
      t.store.bulkLoad(async function* (tx) {
        seen.push(await keys(tx));
        yield { sql: `INSERT INTO app_meta (key, value) VALUES ('seen', '1'::jsonb)` };
        seen.push(await keys(tx)); // the row this transaction has just written
        if (fail) throw new Error("the derive failed");
        yield { sql: "UPDATE app_meta SET value = '2'::jsonb WHERE key = 'seen'" };
      });
    await expect(load(true)).rejects.toThrow("the derive failed");
    expect(seen).toEqual([0, 1]);
    expect(await keys(t.store.db)).toBe(0);
    await load(false);
    expect(seen).toEqual([0, 1, 0, 1]);
    expect((await t.store.db.select().from(appMeta).where(eq(appMeta.key, "seen")))[0]?.value).toBe(2);
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

describe("binary COPY parts", () => {
  it("splits rows into whole payloads of about the given size, each with header and trailer", () => {
    const columns = [{ name: "id", type: "int4" }] as const;
    const parts = [
      ...encodeCopyChunks(
        columns,
        Array.from({ length: 10 }, (_, i) => [i]),
        40,
      ),
    ];
    // header 19 bytes, 10 bytes a row: 3 rows reach 40 bytes
    expect(parts.map((p) => p.length)).toEqual([51, 51, 51, 31]);
    for (const p of parts) {
      expect(Array.from(p.subarray(0, 5))).toEqual([0x50, 0x47, 0x43, 0x4f, 0x50]);
      expect(Array.from(p.subarray(-2))).toEqual([0xff, 0xff]);
    }
    expect([...encodeCopyChunks(columns, [], 40)]).toHaveLength(1);
    expect(encodeCopyBinary(columns, [[1], [2]]).length).toBe(19 + 20 + 2);
  });
});
