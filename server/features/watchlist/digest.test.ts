/**
 * The alert e-mail digest against the dev mailbox on the small demo universe: who gets one and
 * when, what it lists (unread, not yet mailed), its language, no second mail from a concurrent
 * or repeated run, and a retry after a failed send.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { readDerivedMeta } from "../../data/metric-table";
import type { DevMailbox, Mailer } from "../../platform/mail";
import { alertSettings, derivedAlerts, users } from "../../store/schema";
import { DIGEST_PERIOD_MS, type DigestDeps, digestDeps, sendDueDigests } from "./digest";

let t: TestApp;
let deps: DigestDeps;
let codes: string[];
let alertsByCode: Map<string, string[]>;
const T0 = new Date("2026-11-02T01:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

async function setUp(
  id: string,
  opts: { digest: "off" | "daily" | "weekly"; lang?: string; watch: string[] },
) {
  await t.deps.store.db
    .insert(users)
    .values({ id, email: `${id}@example.com` })
    .onConflictDoNothing();
  const h = await bearerFor(t.deps.secrets.jwt, { userId: id, email: `${id}@example.com`, authLevel: 0 });
  const groups = (await (await t.json("GET", "/v1/app/watchlist/groups", undefined, h)).json()) as any;
  const groupId = groups.data.groups[0].id;
  for (const code of opts.watch)
    await t.json("POST", `/v1/app/watchlist/groups/${groupId}/items/${code}`, undefined, h);
  const res = await t.json(
    "PUT",
    `/v1/app/alerts/settings?lang=${opts.lang ?? "en"}`,
    { emailDigest: opts.digest },
    h,
  );
  expect(res.status).toBe(200);
  return h;
}

const mailsTo = (id: string) => (t.deps.mailer as DevMailbox).list({ to: `${id}@example.com`, limit: 50 });
const expectedCount = (watch: string[]) => watch.reduce((n, c) => n + (alertsByCode.get(c)?.length ?? 0), 0);

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  const asOf = (await readDerivedMeta(t.deps.store.db))!.asOf;
  const rows = await t.deps.store.db.select().from(derivedAlerts).where(eq(derivedAlerts.asOf, asOf));
  alertsByCode = new Map();
  for (const r of rows) alertsByCode.set(r.code, [...(alertsByCode.get(r.code) ?? []), r.id]);
  codes = [...alertsByCode.keys()];
  deps = digestDeps({
    db: t.deps.store.db,
    metrics: t.deps.metrics,
    mailer: t.deps.mailer,
    appUrl: "https://fundpilot.example",
    logger: pino({ level: "silent" }),
  });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe("alert e-mail digest", () => {
  it("mails the new alerts on watched products once, in the saved language, then nothing until due", async () => {
    const watch = codes.slice(0, 3);
    await setUp("d-daily", { digest: "daily", watch });
    const first = await sendDueDigests(deps, T0);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await mailsTo("d-daily");
    expect(others).toHaveLength(0);
    const n = expectedCount(watch);
    expect(mail!.subject).toBe(
      n === 1
        ? "1 new risk alert on your FundPilot watchlist"
        : `${n} new risk alerts on your FundPilot watchlist`,
    );
    for (const code of watch) expect(mail!.text).toContain(`(${code})`);
    expect(mail!.text).toContain("https://fundpilot.example/en-HK/alerts");
    expect(mail!.html).toContain('<html lang="en-HK">');
    // an hour later, and a day later without new alerts: no second mail
    await sendDueDigests(deps, at(3_600_000));
    await sendDueDigests(deps, at(DIGEST_PERIOD_MS.daily));
    expect(await mailsTo("d-daily")).toHaveLength(1);
  });

  it("leaves out what was read, writes Chinese for a setting saved in zh_TW", async () => {
    const watch = codes.slice(3, 6);
    const h = await setUp("d-read", { digest: "daily", lang: "zh_TW", watch });
    const list = (await (await t.json("GET", "/v1/app/alerts?pageSize=100", undefined, h)).json()) as any;
    const readOne = list.data.items[0];
    await t.json("POST", "/v1/app/alerts/read", { ids: [readOne.id] }, h);
    await sendDueDigests(deps, T0);
    const [mail] = await mailsTo("d-read");
    const n = expectedCount(watch) - 1;
    if (n === 0) {
      expect(mail).toBeUndefined();
      return;
    }
    expect(mail!.subject).toBe(`你的 FundPilot 自選組合有 ${n === 1 ? "1" : n} 則新風險提示`);
    expect(mail!.text).toContain("/zh-Hant-HK/alerts");
    expect(mail!.text.split("\n").filter((l) => l.startsWith("• "))).toHaveLength(Math.min(n, 20));
  });

  it("sends no digest to a user who turned it off, nor a weekly one after a day", async () => {
    await setUp("d-off", { digest: "off", watch: codes.slice(0, 2) });
    await setUp("d-weekly", { digest: "weekly", watch: codes.slice(0, 2) });
    await sendDueDigests(deps, T0);
    expect(await mailsTo("d-off")).toHaveLength(0);
    expect(await mailsTo("d-weekly")).toHaveLength(1);
    const weeklyLast = async () =>
      (await t.deps.store.db.select().from(alertSettings).where(eq(alertSettings.userId, "d-weekly")))[0]!
        .lastDigestAt;
    await sendDueDigests(deps, at(DIGEST_PERIOD_MS.daily));
    expect(await weeklyLast()).toEqual(T0);
    await sendDueDigests(deps, at(DIGEST_PERIOD_MS.weekly));
    expect(await weeklyLast()).toEqual(at(DIGEST_PERIOD_MS.weekly));
    expect(await mailsTo("d-weekly")).toHaveLength(1);
  });

  it("two runs at once (two instances) send one mail", async () => {
    await setUp("d-race", { digest: "daily", watch: codes.slice(0, 2) });
    const runs = await Promise.all([
      sendDueDigests(deps, T0),
      sendDueDigests(deps, T0),
      sendDueDigests(deps, T0),
    ]);
    expect(runs.reduce((s, r) => s + r.sent, 0)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo("d-race")).toHaveLength(1);
  });

  it("a failed send is retried by the next run with the same alerts", async () => {
    await setUp("d-retry", { digest: "daily", watch: codes.slice(0, 2) });
    const failing: Mailer = {
      kind: "smtp",
      send: async () => {
        throw new Error("SMTP down");
      },
      verify: async () => {},
      close: async () => {},
    };
    const failed = await sendDueDigests({ ...deps, mailer: failing }, T0);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await mailsTo("d-retry")).toHaveLength(0);
    await sendDueDigests(deps, at(60_000));
    const [mail] = await mailsTo("d-retry");
    for (const code of codes.slice(0, 2)) expect(mail!.text).toContain(`(${code})`);
  });
});
