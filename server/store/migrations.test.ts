import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./db";

/** The migrations up to and including `lastTag`, as a folder the migrator can read. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fp-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("migrations on a store with data", () => {
  it("0010 keys conversations by owner and gives every stored message its owner", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    const before = migrationsUpTo("0009_alert_digest_lang");
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into users (id, email) values ('u1', 'a@example.com'), ('u2', 'b@example.com');
      insert into conversations (id, user_id, title) values ('c1', 'u1', 'First'), ('c2', 'u2', 'Second');
      insert into chat_messages (conversation_id, position, id, role, parts)
        values ('c1', 0, 'm1', 'user', '[]'), ('c1', 1, 'm2', 'assistant', '[]'), ('c2', 0, 'm3', 'user', '[]');
    `);
    await migrate(db, { migrationsFolder });
    const owners = await client.query<{ id: string; user_id: string }>(
      "select id, user_id from chat_messages order by id",
    );
    expect(owners.rows).toEqual([
      { id: "m1", user_id: "u1" },
      { id: "m2", user_id: "u1" },
      { id: "m3", user_id: "u2" },
    ]);
    // the same id is now free for another owner, and a conversation's messages go with it
    await client.exec("insert into conversations (id, user_id, title) values ('c1', 'u2', 'Theirs')");
    await client.exec("delete from conversations where id = 'c1' and user_id = 'u1'");
    const left = await client.query<{ id: string }>("select id from chat_messages order by id");
    expect(left.rows.map((r) => r.id)).toEqual(["m3"]);
    await client.close();
  }, 120_000);
});
