import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AssistantTestApp,
  assistantTestApp,
  readChat,
  userMessage,
} from "../../server/assistant/tools/test-support";
import { type EndpointKey, endpointKeys, splitEndpointKey } from "../../shared/api/endpoints";
import { errorCatalog } from "../../shared/api/errors";
import { bearerFor } from "../helpers/tokens";

/**
 * The authorization matrix, generated from the contract (shared/api/endpoints.ts):
 * - every /v1/app route: no token, a tampered, expired, `alg: none` or wrongly signed token → 401;
 * - every /v1/app route with a resource id in its path (and the calls that name ids in the
 *   body): another user's id → 404, the same answer as an id nobody has, and the owner's
 *   resource is untouched. A new route with a path id and no entry in OWNERS fails the test.
 */

let t: AssistantTestApp;
let owner: Record<string, string>;
let intruder: Record<string, string>;
let fundCodes: string[];

/** The owner's resources, made through the API in beforeAll. */
const made = {
  watchlistGroupId: "",
  portfolioId: "",
  reportId: "",
  planId: "",
  conversationId: "authz-conversation",
  shareHash: "",
};
type Made = typeof made;

const retirementPlan = {
  goal: "retirement",
  targetAmount: 2_000_000,
  initialAmount: 300_000,
  currentPortfolioValue: 200_000,
  monthlyContribution: 5_000,
  years: 20,
  builder: "auto",
  riskLevel: 3,
};
const portfolioBody = () => ({
  name: "Owner's core",
  createMethod: "diy",
  productType: "fund",
  holdings: [
    { fundCode: fundCodes[0], weight: 60 },
    { fundCode: fundCodes[1], weight: 40 },
  ],
  settings: { rebalance: "none" },
});

/** How a path-id route reaches the owner's resource: its path values, body and query. */
interface Owned {
  params: (m: Made) => Record<string, string>;
  body?: () => unknown;
  query?: string;
}
/** A path-id route whose id names something no user owns (a model portfolio everyone may follow). */
interface NotOwned {
  notOwned: string;
}

const OWNERS: Record<Extract<EndpointKey, `${string} /v1/app/${string}{${string}`>, Owned | NotOwned> = {
  "PUT /v1/app/watchlist/groups/{id}": {
    params: (m) => ({ id: m.watchlistGroupId }),
    body: () => ({ name: "Mine" }),
  },
  "DELETE /v1/app/watchlist/groups/{id}": { params: (m) => ({ id: m.watchlistGroupId }) },
  "POST /v1/app/watchlist/groups/{id}/items/{fundCode}": {
    params: (m) => ({ id: m.watchlistGroupId, fundCode: fundCodes[2]! }),
  },
  "DELETE /v1/app/watchlist/groups/{id}/items/{fundCode}": {
    params: (m) => ({ id: m.watchlistGroupId, fundCode: fundCodes[0]! }),
  },
  "GET /v1/app/portfolios/{id}": { params: (m) => ({ id: m.portfolioId }) },
  "PUT /v1/app/portfolios/{id}": { params: (m) => ({ id: m.portfolioId }), body: portfolioBody },
  "DELETE /v1/app/portfolios/{id}": { params: (m) => ({ id: m.portfolioId }) },
  "GET /v1/app/portfolios/{id}/rebalance": { params: (m) => ({ id: m.portfolioId }), query: "amount=1000" },
  "POST /v1/app/model-portfolios/{id}/subscription": {
    notOwned: "model portfolios are the same for everyone",
  },
  "DELETE /v1/app/model-portfolios/{id}/subscription": { notOwned: "a subscription is keyed by the caller" },
  "GET /v1/app/reports/{id}": { params: (m) => ({ id: m.reportId }) },
  "GET /v1/app/reports/{id}/pdf": { params: (m) => ({ id: m.reportId }) },
  "GET /v1/app/plans/{id}": { params: (m) => ({ id: m.planId }) },
  "PUT /v1/app/plans/{id}": { params: (m) => ({ id: m.planId }), body: () => retirementPlan },
  "DELETE /v1/app/plans/{id}": { params: (m) => ({ id: m.planId }) },
  "GET /v1/app/chat/conversations/{id}": { params: (m) => ({ id: m.conversationId }) },
  "PUT /v1/app/chat/conversations/{id}": {
    params: (m) => ({ id: m.conversationId }),
    body: () => ({ title: "Taken over" }),
  },
  "DELETE /v1/app/chat/conversations/{id}": { params: (m) => ({ id: m.conversationId }) },
  "POST /v1/app/chat/conversations/{id}/share": { params: (m) => ({ id: m.conversationId }) },
  "DELETE /v1/app/chat/conversations/{id}/share": { params: (m) => ({ id: m.conversationId }) },
  "DELETE /v1/app/share/{hash}": { params: (m) => ({ hash: m.shareHash }) },
};

/** Calls that name the owner's resources in their body. */
const BODY_OWNED: { key: EndpointKey; body: (m: Made) => unknown }[] = [
  { key: "POST /v1/app/portfolios/compare", body: (m) => ({ ids: [m.portfolioId, "mp-1"] }) },
  { key: "POST /v1/app/share", body: (m) => ({ kind: "portfolio", id: m.portfolioId }) },
  { key: "POST /v1/app/share", body: (m) => ({ kind: "report", id: m.reportId }) },
];

const appKeys = endpointKeys.filter((key) => splitEndpointKey(key).path.startsWith("/v1/app/"));
const pathIdKeys = appKeys.filter((key) => key.includes("{"));

function urlOf(key: EndpointKey, params: Record<string, string>, query = ""): string {
  const path = splitEndpointKey(key).path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? "x1"),
  );
  return `${path}?lang=en${query ? `&${query}` : ""}`;
}

async function send(key: EndpointKey, url: string, headers: Record<string, string>, body?: unknown) {
  const { method } = splitEndpointKey(key);
  const res = await t.json(method, url, method === "GET" ? undefined : (body ?? {}), headers);
  const text = await res.text();
  let json: { status?: string; error?: { code: number } } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // a file answer
  }
  return { status: res.status, json };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

beforeAll(async () => {
  t = await assistantTestApp();
  owner = await t.headers("premium", "u-authz-owner");
  intruder = await t.headers("premium", "u-authz-intruder");
  const table = await t.deps.metrics.get();
  fundCodes = [];
  for (let row = 0; row < table.size && fundCodes.length < 3; row++)
    if (
      table.text.productType[row] === "fund" &&
      table.text.currency[row] === "USD" &&
      table.flags.isStrategy[row] !== 1 &&
      table.numeric.nav[row]! > 0
    )
      fundCodes.push(table.text.code[row]!);
  const create = async (method: string, url: string, body?: unknown) => {
    const res = await t.json(method, url, body, owner);
    const json = (await res.json()) as { data: Record<string, any> };
    expect(res.status, `${method} ${url}: ${JSON.stringify(json)}`).toBe(200);
    return json.data;
  };
  made.watchlistGroupId = String((await create("POST", "/v1/app/watchlist/groups", { name: "Owner's" })).id);
  await create("POST", `/v1/app/watchlist/groups/${made.watchlistGroupId}/items/${fundCodes[0]}`);
  made.portfolioId = String((await create("POST", "/v1/app/portfolios", portfolioBody())).id);
  made.reportId = String(
    (
      await create("POST", "/v1/app/reports", {
        fundCode: fundCodes[0],
        audience: "personal",
        disclaimerAccepted: true,
      })
    ).id,
  );
  made.planId = String((await create("POST", "/v1/app/plans", retirementPlan)).id);
  await readChat(
    await t.json(
      "POST",
      "/api/chat",
      { id: made.conversationId, messages: [userMessage("What is NAV?")] },
      owner,
    ),
  );
  made.shareHash = String(
    (await create("POST", "/v1/app/share", { kind: "portfolio", id: made.portfolioId })).hash,
  );
}, 180_000);
afterAll(() => t?.close());

describe("every /v1/app route needs a valid access token", () => {
  it("the contract has /v1/app routes", () => expect(appKeys.length).toBeGreaterThan(40));

  const forged: [string, () => Promise<Record<string, string>>, number][] = [
    ["no token", async () => ({}), errorCatalog.notSignedIn.code],
    [
      "an expired token",
      () =>
        bearerFor(t.deps.secrets.jwt, { userId: "u-authz-owner" }, { now: new Date(Date.now() - 3_600_000) }),
      errorCatalog.accessTokenExpired.code,
    ],
    [
      "a token signed with another key",
      () => bearerFor("another-secret-another-secret-another-secret", { userId: "u-authz-owner" }),
      errorCatalog.notSignedIn.code,
    ],
    [
      "a tampered token (another user in a validly signed token's payload)",
      async () => {
        const [header, payload, signature] = owner.authorization!.slice("Bearer ".length).split(".");
        const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
        return {
          authorization: `Bearer ${header}.${base64url({ ...claims, sub: "u-authz-intruder" })}.${signature}`,
        };
      },
      errorCatalog.notSignedIn.code,
    ],
    [
      "an unsigned token (alg: none)",
      async () => {
        const payload = JSON.parse(Buffer.from(owner.authorization!.split(".")[1]!, "base64url").toString());
        return { authorization: `Bearer ${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.` };
      },
      errorCatalog.notSignedIn.code,
    ],
  ];

  describe.each(forged)("with %s", (_, headersOf, code) => {
    it.each(appKeys)("%s answers 401", async (key) => {
      const headers = await headersOf();
      const { status, json } = await send(key, urlOf(key, {}), headers);
      expect(status).toBe(401);
      expect(json.status).toBe("FAILURE");
      // the refresh call reads a refresh token, never an access token: any bad one is 40100001
      if (key !== "POST /v1/app/token/refresh") expect(json.error?.code).toBe(code);
    });
  });
});

describe("another user's resources are a 404, as if they did not exist", () => {
  it("every /v1/app route with a path id is in the owner map", () => {
    expect(pathIdKeys.filter((key) => !(key in OWNERS))).toEqual([]);
    expect(Object.keys(OWNERS).sort()).toEqual([...pathIdKeys].sort());
  });

  const owned = pathIdKeys.filter((key) => "params" in (OWNERS as Record<string, Owned | NotOwned>)[key]!);

  it.each(owned)("%s answers another user 404, the same as an unknown id", async (key) => {
    const entry = (OWNERS as Record<string, Owned>)[key]!;
    const params = entry.params(made);
    const theirs = await send(key, urlOf(key, params, entry.query), intruder, entry.body?.());
    expect(theirs.status, JSON.stringify(theirs.json)).toBe(404);
    expect(theirs.json.status).toBe("FAILURE");
    const unknownParams = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, name === "fundCode" ? value : `${value}-nobody`]),
    );
    const nobody = await send(key, urlOf(key, unknownParams, entry.query), intruder, entry.body?.());
    expect(nobody.status).toBe(404);
    expect(theirs.json.error?.code).toBe(nobody.json.error?.code);
  });

  it.each(BODY_OWNED.map((b, i) => [`${b.key} #${i + 1}`, b] as const))(
    "%s naming another user's resource answers 404",
    async (_, { key, body }) => {
      const res = await send(key, urlOf(key, {}), intruder, body(made));
      expect(res.status, JSON.stringify(res.json)).toBe(404);
    },
  );

  it("left every resource of the owner as it was", async () => {
    const read = async (url: string) => {
      const res = await t.json("GET", url, undefined, owner);
      expect(res.status, url).toBe(200);
      return ((await res.json()) as { data: any }).data;
    };
    const groups = JSON.stringify(await read("/v1/app/watchlist/groups"));
    expect(groups).toContain(made.watchlistGroupId);
    expect(groups).toContain(fundCodes[0]);
    expect((await read(`/v1/app/portfolios/${made.portfolioId}`)).portfolio.name).toBe("Owner's core");
    expect((await read(`/v1/app/reports/${made.reportId}`)).id).toBeDefined();
    expect((await read(`/v1/app/plans/${made.planId}`)).id).toBeDefined();
    expect((await read(`/v1/app/chat/conversations/${made.conversationId}`)).title).toBe("What is NAV?");
    expect(JSON.stringify(await read("/v1/app/share"))).toContain(made.shareHash);
  });
});
