/**
 * Plans over time and quotas under load, through the HTTP API on the real backends (PGlite and
 * memory limits; PostgreSQL and Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set, then
 * with two app instances on them). The clock is a settable one: a 15-day trial is walked by
 * moving it, not by waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { setPaidLicense } from "../../server/features/accounts";
import { createSettableClock, DAY_MS } from "../../server/platform/clock";
import { createRedisLimits, type Limits } from "../../server/platform/limits";
import { quotaResetsAt } from "../../server/platform/limits/quota";
import { licenseStatuses } from "../../shared/domain/account";
import { signUp } from "../helpers/accounts";
import { testDatabaseUrl, testRedisUrl } from "../helpers/backends";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor } from "../helpers/tokens";
import { loadTestUniverse } from "../helpers/universe";

const clock = createSettableClock();
let t: TestApp;
let second: ReturnType<typeof createApp> | null = null;
let secondLimits: Limits | null = null;
let funds: string[];

type Answer = { status: number; data: any; error: any; innerMessage: string | null };

async function call(
  app: TestApp["app"],
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const res = await app.request(url, {
    method,
    headers: { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // the HTTP status replaces the envelope's SUCCESS/FAILURE
  return { ...((await res.json()) as Omit<Answer, "status">), status: res.status };
}

/** A fresh access token for the user at the clock's time; its claims say Pro: the stored plan decides. */
const tokenFor = (userId: string, email: string) =>
  bearerFor(t.deps.secrets.jwt, { userId, email, authLevel: 0, licenseStatus: 0 }, { now: clock.now() });

/** The user id behind a token pair (from GET /v1/app/user/info). */
async function userIdOf(accessToken: string): Promise<string> {
  const info = await call(t.app, "GET", "/v1/app/user/info", { authorization: `Bearer ${accessToken}` });
  return info.data.userId as string;
}

beforeAll(async () => {
  const sharedRedis = testDatabaseUrl ? testRedisUrl : undefined;
  const keyPrefix = `fp-test:plans:${process.pid}:${Date.now().toString(36)}:`;
  t = await createTestApp({
    clock,
    ...(sharedRedis ? { limits: await createRedisLimits(sharedRedis, { keyPrefix }) } : {}),
  });
  if (sharedRedis) {
    // a second instance: its own app and Redis connection, the same database and Redis keys
    secondLimits = await createRedisLimits(sharedRedis, { keyPrefix });
    second = createApp({ ...t.deps, limits: secondLimits });
  }
  await loadTestUniverse(t.deps.store);
  const table = await t.deps.metrics.get();
  funds = [...table.rowOf.entries()]
    .filter(
      ([, row]) =>
        table.text.productType[row] === "fund" &&
        table.text.category[row] &&
        !Number.isNaN(table.numeric.return1y[row]!),
    )
    .slice(0, 2)
    .map(([code]) => code);
}, 120_000);
afterAll(async () => {
  if (secondLimits) await secondLimits.close();
  if (testDatabaseUrl && testRedisUrl) await t?.deps.limits.close();
  await t?.close();
});

describe("AI report quota under concurrency", () => {
  it("200 concurrent POST /v1/app/reports by one trial user: exactly 5 succeed, 195 answer 429 42900002", async () => {
    const pair = await signUp(t, "quota-trial@example.com");
    const auth = { authorization: `Bearer ${pair.accessToken}` };
    const userId = await userIdOf(pair.accessToken);
    const trial = await call(t.app, "POST", "/v1/app/subscription/trial", auth);
    expect([trial.status, trial.data.licenseStatus]).toEqual([200, licenseStatuses.trial]);
    const body = { fundCode: funds[0], audience: "personal", disclaimerAccepted: true };
    const apps = second ? [t.app, second] : [t.app];
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(apps[i % apps.length]!, "POST", "/v1/app/reports", auth, body),
      ),
    );
    const ms = performance.now() - started;
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    console.info(
      `200 concurrent reports on ${apps.length} instance(s), ${testRedisUrl && second ? "PostgreSQL+Redis" : "PGlite+memory"}: ${ok.length} ok, ${limited.length} × 429 in ${Math.round(ms)} ms`,
    );
    expect(ok).toHaveLength(5);
    expect(limited).toHaveLength(195);
    for (const a of limited) {
      expect(a.error.code).toBe(42900002);
      expect(a.error.details).toMatchObject({ capability: "aiReport", limit: 5 });
    }
    const benefits = await call(t.app, "GET", "/algo-api/benefits/status", auth);
    expect(benefits.data.quotas.aiReport).toMatchObject({ used: 5, limit: 5 });
    // the quota day ends at midnight in Hong Kong (UTC+8): the next day allows reports again
    const resetsAt = quotaResetsAt(clock.now());
    expect((resetsAt.getTime() + 8 * 3600_000) % DAY_MS).toBe(0);
    expect(benefits.data.quotas.aiReport.resetsAt).toBe(resetsAt.toISOString());
    clock.set(resetsAt);
    const fresh = await tokenFor(userId, "quota-trial@example.com");
    expect((await call(t.app, "POST", "/v1/app/reports", fresh, body)).status).toBe(200);
  }, 180_000);
});

describe("portfolio caps under concurrency", () => {
  it("a Pro user's 12 concurrent DIY saves and concurrent subscriptions to the 5 model portfolios: exactly one each, the rest 409", async () => {
    const email = "caps@example.com";
    const pair = await signUp(t, email);
    const headers = await tokenFor(await userIdOf(pair.accessToken), email);
    const diy = {
      name: "Core",
      createMethod: "diy",
      productType: "fund",
      holdings: [
        { fundCode: funds[0], weight: 60 },
        { fundCode: funds[1], weight: 40 },
      ],
      settings: { rebalance: "none" },
    };
    const apps = second ? [t.app, second] : [t.app];
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(apps[i % apps.length]!, "POST", "/v1/app/portfolios", headers, diy),
      ),
    );
    expect(saves.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = saves.filter((a) => a.status === 409);
    expect(refused).toHaveLength(11);
    for (const a of refused) expect(a.error.code).toBe(40900002);

    const models = (await call(t.app, "GET", "/v1/pub/model-portfolios?lang=en", {})).data as Array<{
      id: string;
    }>;
    const subs = await Promise.all(
      models.map((m, i) =>
        call(apps[i % apps.length]!, "POST", `/v1/app/model-portfolios/${m.id}/subscription`, headers),
      ),
    );
    expect(subs.filter((a) => a.status === 200)).toHaveLength(1);
    expect(subs.filter((a) => a.status === 409 && a.error.code === 40900001)).toHaveLength(models.length - 1);
    const benefits = await call(t.app, "GET", "/algo-api/benefits/status", headers);
    expect(benefits.data.counts).toEqual({
      diyPortfolios: { used: 1, limit: 1 },
      modelPortfolioSubscriptions: { used: 1, limit: 1 },
    });
  }, 120_000);
});

describe("the plan over time: Pro → trial → expired → paid → expired", () => {
  it("follows authLevel, licenseStatus and remainDays, and opens and closes Premium routes", async () => {
    const email = "lifecycle@example.com";
    const pair = await signUp(t, email);
    const userId = await userIdOf(pair.accessToken);
    const info = async () =>
      (await call(t.app, "GET", "/v1/app/user/info", await tokenFor(userId, email))).data;
    const compare = async () =>
      call(t.app, "POST", "/v1/app/fund/comparison", await tokenFor(userId, email), { fundCodes: funds });
    const benefits = async () =>
      (await call(t.app, "GET", "/algo-api/benefits/status", await tokenFor(userId, email))).data;

    // Pro, trial not used
    expect(await info()).toMatchObject({ authLevel: 0, licenseStatus: 0, remainDays: null });
    const denied = await compare();
    expect([denied.status, denied.error.code, denied.error.details]).toEqual([
      403,
      40300001,
      { capability: "fundComparison", plan: "premium" },
    ]);
    const proBenefits = await benefits();
    expect(proBenefits.plan).toBe("pro");
    expect(proBenefits.counts).toEqual({
      diyPortfolios: { used: 0, limit: 1 },
      modelPortfolioSubscriptions: { used: 0, limit: 1 },
    });
    // factor analysis is a preview for Pro: the Return and Risk groups only, marked as such
    const factors = async () =>
      (await call(t.app, "GET", `/v1/app/fund/factor?fundCode=${funds[0]}`, await tokenFor(userId, email)))
        .data;
    const preview = await factors();
    expect(preview.preview).toEqual({ capability: "factorAnalysis", groups: ["Return", "Risk"] });
    expect(preview.groups.Return.length).toBeGreaterThan(0);
    expect(preview.groups.Company).toEqual([]);

    // the 15-day trial: "ends in N days" from 15 down to 1
    const started = await call(t.app, "POST", "/v1/app/subscription/trial", await tokenFor(userId, email));
    expect(started.data).toMatchObject({ authLevel: 2, licenseStatus: 1, remainDays: 15 });
    const full = await factors();
    expect(full.preview).toBeUndefined();
    expect(full.groups.Company.length).toBeGreaterThan(0);
    const trialBenefits = await benefits();
    expect([trialBenefits.plan, trialBenefits.quotas.aiReport.limit]).toEqual(["premiumTrial", 5]);
    for (let day = 0; day < 15; day++) {
      expect((await info()).remainDays).toBe(15 - day);
      if (day === 0 || day === 14) expect((await compare()).status).toBe(200);
      clock.advance(DAY_MS);
    }

    // trial expired: Pro after the trial; Premium routes refused; no second trial
    expect(await info()).toMatchObject({ authLevel: 1, licenseStatus: 0, remainDays: null });
    expect((await compare()).status).toBe(403);
    const again = await call(t.app, "POST", "/v1/app/subscription/trial", await tokenFor(userId, email));
    expect([again.status, again.error.code]).toEqual([409, 40900021]);

    // reactivated by paying: a 30-day paid period
    await setPaidLicense(t.deps.store.db, userId, {
      expiresAt: new Date(clock.now().getTime() + 30 * DAY_MS),
      status: licenseStatuses.paidActive,
    });
    expect(await info()).toMatchObject({ authLevel: 2, licenseStatus: 2, remainDays: 30 });
    expect((await compare()).status).toBe(200);
    const paid = await benefits();
    expect(paid.plan).toBe("premium");
    expect(paid.quotas.aiReport.limit).toBe(50);
    expect(paid.counts.diyPortfolios.limit).toBe(20);
    expect(paid.counts.modelPortfolioSubscriptions.limit).toBe(10);
    clock.advance(29 * DAY_MS);
    expect((await info()).remainDays).toBe(1);

    // paid period over: Pro, licence status 3 (the billing portal renews)
    clock.advance(DAY_MS);
    expect(await info()).toMatchObject({ authLevel: 1, licenseStatus: 3, remainDays: 0 });
    expect((await compare()).status).toBe(403);
    expect((await benefits()).plan).toBe("pro");
  }, 120_000);
});

describe("public routes take the token as optional", () => {
  const topPicks = "/v1/pub/fund/selection/top-pick/list?lang=en";
  const screen = "/v1/pub/fund/selection/list?lang=en";

  it("answers a token that does not verify, or of a session that ended, as anonymous (trimmed), never 401", async () => {
    const pair = await signUp(t, "optional-token@example.com");
    const userId = await userIdOf(pair.accessToken);
    // a Premium user, so a trimmed answer can only mean the token was not taken
    await setPaidLicense(t.deps.store.db, userId, {
      expiresAt: new Date(clock.now().getTime() + 30 * DAY_MS),
      status: licenseStatuses.paidActive,
    });
    const signedIn = { authorization: `Bearer ${pair.accessToken}` };
    const full = await call(t.app, "POST", topPicks, signedIn, {});
    expect([full.status, full.data.preview]).toEqual([200, undefined]);

    const other = await bearerFor("another-secret-another-secret-another-0123", { userId });
    for (const headers of [{ authorization: "Bearer e2e-access-token" }, other, {}]) {
      const answer = await call(t.app, "POST", topPicks, headers, {});
      expect(answer.status).toBe(200);
      expect(answer.data.preview).toMatchObject({ rows: 3 });
      expect(answer.data.items).toHaveLength(3);
      expect((await call(t.app, "POST", screen, headers, { pageSize: 5 })).status).toBe(200);
      const benefits = await call(t.app, "GET", "/algo-api/benefits/status", headers);
      expect([benefits.status, benefits.data.plan]).toEqual([200, "anonymous"]);
    }

    // signed out: the session's token is revoked, and a public page answers it as anonymous
    expect((await call(t.app, "POST", "/v1/app/logout", signedIn)).status).toBe(200);
    const revoked = await call(t.app, "POST", topPicks, signedIn, {});
    expect([revoked.status, revoked.data.preview?.rows]).toEqual([200, 3]);
    // …while a /v1/app route still refuses it
    expect((await call(t.app, "GET", "/v1/app/user/info", signedIn)).status).toBe(401);
  });

  it("answers an expired token with 401 40100002 so the web refreshes and asks again as the user", async () => {
    const expired = await bearerFor(
      t.deps.secrets.jwt,
      { userId: "u-expired", authLevel: 2, licenseStatus: 2 },
      { now: new Date(clock.now().getTime() - DAY_MS) },
    );
    const answer = await call(t.app, "POST", topPicks, expired, {});
    expect([answer.status, answer.error.code]).toEqual([401, 40100002]);
  });
});

describe("the advanced filters are Premium's on every public selection list", () => {
  const lists = [
    ["/v1/pub/fund/selection/list", {}],
    ["/v1/pub/etf/selection/top-pick/list", { list: "high_sharpe" }],
    ["/v1/pub/fund/selection/axes/list", { axis: "income" }],
  ] as const;

  it("refuses a fee ceiling to anonymous and Pro callers (403 40300001 advancedFilters) and serves it to Premium", async () => {
    const pair = await signUp(t, "advanced-filters@example.com");
    const userId = await userIdOf(pair.accessToken);
    const pro = await tokenFor(userId, "advanced-filters@example.com");
    for (const [path, body] of lists) {
      for (const headers of [{}, pro]) {
        const refused = await call(t.app, "POST", `${path}?lang=zh_TW`, headers, {
          ...body,
          maxTotalExpenseRatio: 0.01,
        });
        expect([refused.status, refused.error.code, refused.error.details], path).toEqual([
          403,
          40300001,
          { capability: "advancedFilters", plan: "premium" },
        ]);
        expect(refused.innerMessage).toMatch(/[\u4e00-\u9fff]/);
        // the basic filters stay open
        const basic = await call(t.app, "POST", path, headers, { ...body, riskLevels: [1, 2, 3] });
        expect(basic.status, path).toBe(200);
      }
    }
    // the same user on Premium (the stored plan decides, not the token's claims)
    await setPaidLicense(t.deps.store.db, userId, {
      expiresAt: new Date(clock.now().getTime() + 30 * DAY_MS),
      status: licenseStatuses.paidActive,
    });
    for (const [path, body] of lists) {
      const served = await call(t.app, "POST", path, await tokenFor(userId, "advanced-filters@example.com"), {
        ...body,
        maxTotalExpenseRatio: 0.01,
      });
      expect(served.status, path).toBe(200);
      for (const item of served.data.items) expect(item.totalExpenseRatio).toBeLessThanOrEqual(0.01);
    }
  });
});
