import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn(), message: vi.fn() } }));

import { session } from "@/features/auth/session";
import { promptOf } from "@/features/plans/plan-prompts";
import { setApiSession } from "@/lib/api";
import { toast } from "@/lib/toast";
import { ApiError, del, downloadPostedFile, get, onPlanError, post, requestTimeoutMs } from "./api";
import { initI18n } from "./i18n";
import { setNavigator } from "./navigation";

// As web/main.tsx does: the API client uses the auth feature's session.
setApiSession(session);

type Call = { url: URL; method: string; auth: string | null; body: unknown };

const calls: Call[] = [];
const navigate = vi.fn();
let respond: (call: Call, init: RequestInit) => Promise<Response> | Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const success = (data: unknown) => json(200, { status: "SUCCESS", data, error: null, innerMessage: null });
const failure = (status: number, code: number, innerMessage: string, message = "developer message") =>
  json(status, { status: "FAILURE", data: null, error: { code, message }, innerMessage });
/** 403 40300001 for a capability Premium unlocks. */
const notEntitled = (capability: string) =>
  json(403, {
    status: "FAILURE",
    data: null,
    error: { code: 40300001, message: "no", details: { capability, plan: "premium" } },
    innerMessage: "Not in your plan",
  });

beforeAll(async () => {
  await initI18n("en-HK");
});

beforeEach(() => {
  calls.length = 0;
  vi.mocked(toast.error).mockClear();
  navigate.mockClear();
  setNavigator(navigate);
  session.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const call: Call = {
        url: new URL(input, "http://localhost"),
        method: init.method ?? "GET",
        auth: headers.get("Authorization"),
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return respond(call, init);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("lib/api", () => {
  it("unwraps a SUCCESS envelope and sends JSON with the lang of the active locale", async () => {
    respond = () => success({ ok: 1 });
    await expect(post("/v1/pub/fund/selection/list", { pageSize: 2 })).resolves.toEqual({ ok: 1 });
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.body).toEqual({ pageSize: 2 });
    expect(calls[0]?.url.searchParams.get("lang")).toBe("en");
    await get("/v1/app/chat/conversations", { page: 2 });
    expect(calls[1]?.url.searchParams.get("page")).toBe("2");
  });

  it("fills the path parameters in, encoded", async () => {
    respond = () => success({});
    await del("/v1/app/chat/conversations/{id}/share", undefined, { params: { id: "a b/c" } });
    expect(calls[0]?.method).toBe("DELETE");
    expect(calls[0]?.url.pathname).toBe("/v1/app/chat/conversations/a%20b%2Fc/share");
  });

  it.each([
    ["zh-Hant-HK", "zh_TW"],
    ["zh-Hans-HK", "zh_CN"],
    ["en-SG", "en"],
    ["en-HK", "en"],
  ] as const)("calls in %s carry lang=%s", async (locale, lang) => {
    await initI18n(locale);
    respond = () => success(null);
    await get("/v1/pub/benchmarks");
    expect(calls[0]?.url.searchParams.get("lang")).toBe(lang);
    await initI18n("en-HK");
  });

  it("sends the access token as bearer only when there is one", async () => {
    respond = () => success(null);
    await get("/v1/pub/benchmarks");
    expect(calls[0]?.auth).toBeNull();
    session.setTokens({ accessToken: "A1", refreshToken: "R1" });
    await get("/v1/app/user/info");
    expect(calls[1]?.auth).toBe("Bearer A1");
  });

  it("times out after 30 000 ms with the timeout toast", async () => {
    vi.useFakeTimers();
    respond = (_call, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    const pending = get("/v1/pub/benchmarks");
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ kind: "timeout" });
    expect(toast.error).toHaveBeenCalledWith("Request timeout, please try later");
  });

  it("on 401 refreshes once with the refresh token as bearer, then retries once", async () => {
    session.setTokens({ accessToken: "old", refreshToken: "R1" });
    respond = (call) => {
      if (call.url.pathname === "/v1/app/token/refresh")
        return success({ accessToken: "new", refreshToken: "R2" });
      return call.auth === "Bearer new" ? success({ me: 1 }) : failure(401, 40100002, "expired");
    };
    await expect(get("/v1/app/user/info")).resolves.toEqual({ me: 1 });
    expect(calls.map((c) => [c.url.pathname, c.auth])).toEqual([
      ["/v1/app/user/info", "Bearer old"],
      ["/v1/app/token/refresh", "Bearer R1"],
      ["/v1/app/user/info", "Bearer new"],
    ]);
    expect(session.refreshToken()).toBe("R2");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shares one refresh between concurrent 401s", async () => {
    session.setTokens({ accessToken: "old", refreshToken: "R1" });
    respond = async (call) => {
      if (call.url.pathname === "/v1/app/token/refresh") {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return success({ accessToken: "new", refreshToken: "R2" });
      }
      return call.auth === "Bearer new" ? success(call.url.pathname) : failure(401, 40100002, "expired");
    };
    const results = await Promise.all([
      get("/v1/app/user/info"),
      get("/v1/app/chat/conversations"),
      get("/v1/app/fund/rank", { fundCode: "F1" }),
    ]);
    expect(results).toEqual(["/v1/app/user/info", "/v1/app/chat/conversations", "/v1/app/fund/rank"]);
    expect(calls.filter((c) => c.url.pathname === "/v1/app/token/refresh")).toHaveLength(1);
  });

  it("retries only once: a second 401 is an error, not another refresh", async () => {
    session.setTokens({ accessToken: "old", refreshToken: "R1" });
    respond = (call) =>
      call.url.pathname === "/v1/app/token/refresh"
        ? success({ accessToken: "new", refreshToken: "R2" })
        : failure(401, 40100001, "Please sign in to continue.");
    await expect(get("/v1/app/user/info")).rejects.toBeInstanceOf(ApiError);
    expect(calls.filter((c) => c.url.pathname === "/v1/app/token/refresh")).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it("logs out and goes to /login when the refresh fails", async () => {
    session.setTokens({ accessToken: "old", refreshToken: "dead" });
    session.setUserInfo({
      userId: "u1",
      email: "a@b.co",
      authLevel: 0,
      userAuthLevel: 0,
      licenseStatus: 0,
      remainDays: null,
      institutionId: null,
      role: "user",
    });
    respond = (call) =>
      call.url.pathname === "/v1/app/token/refresh"
        ? failure(401, 40100003, "Your session is no longer valid.")
        : failure(401, 40100002, "Your session has expired.");
    await expect(get("/v1/app/user/info")).rejects.toMatchObject({ kind: "unauthorized", status: 401 });
    expect(session.accessToken()).toBeNull();
    expect(session.refreshToken()).toBeNull();
    expect(session.userInfo()).toBeNull();
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login(\?|$)/), { replace: true });
  });

  it("a background call whose refresh fails rejects without signing out or leaving the page", async () => {
    session.setTokens({ accessToken: "old", refreshToken: "dead" });
    respond = (call) =>
      call.url.pathname === "/v1/app/token/refresh"
        ? failure(401, 40100003, "Your session is no longer valid.")
        : failure(401, 40100002, "Your session has expired.");
    await expect(
      get("/v1/app/chat/conversations", { page: 1, pageSize: 100 }, { silent: true, background: true }),
    ).rejects.toMatchObject({ kind: "unauthorized", status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(session.refreshToken()).toBe("dead");
  });

  it("rejects a FAILURE envelope with a typed error and toasts innerMessage, else error.message", async () => {
    respond = () => failure(200, 40100006, "Incorrect invitation code");
    const error = await post("/v1/pub/check-email", {
      email: "a@b.co",
      registerType: "INDIVIDUAL_USER",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 40100006, kind: "failure", message: "Incorrect invitation code" });
    expect(toast.error).toHaveBeenLastCalledWith("Incorrect invitation code");

    respond = () => failure(200, 50000001, "", "Internal error");
    await expect(get("/v1/pub/benchmarks")).rejects.toMatchObject({ code: 50000001 });
    expect(toast.error).toHaveBeenLastCalledWith("Internal error");
  });

  it("hands every plan answer to the one plan handler instead of a toast, silent calls too", async () => {
    const seen: ApiError[] = [];
    const off = onPlanError((error) => seen.push(error));
    try {
      respond = () => notEntitled("fundComparison");
      const body = { fundCodes: ["A", "B"] };
      await expect(post("/v1/app/fund/comparison", body, undefined, { silent: true })).rejects.toMatchObject({
        code: 40300001,
      });
      respond = () => failure(429, 42900002, "Oops!");
      const report = { fundCode: "A", audience: "personal" as const, disclaimerAccepted: true as const };
      await expect(post("/v1/app/reports", report)).rejects.toMatchObject({ code: 42900002 });
      respond = () => failure(409, 40900001, "Limit");
      await expect(
        post("/v1/app/model-portfolios/{id}/subscription", undefined, undefined, { params: { id: "m1" } }),
      ).rejects.toMatchObject({ code: 40900001 });
      expect(seen.map((e) => e.code)).toEqual([40300001, 42900002, 40900001]);
      expect(seen.map(promptOf)).toEqual([
        { kind: "capability", capability: "fundComparison", plan: "premium" },
        { kind: "aiReportLimit", limit: null },
        { kind: "subscriptionLimit", limit: null },
      ]);
      expect(toast.error).not.toHaveBeenCalled();
    } finally {
      off();
    }
  });

  it("a file call (the CSV export) sends its JSON body, saves the answer and hands a refusal to the plan handler", async () => {
    const seen: ApiError[] = [];
    const off = onPlanError((error) => seen.push(error));
    const saved = vi.fn();
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:x"), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved(this.download);
    });
    try {
      const body = {
        productType: "fund" as const,
        criteria: { riskLevels: [1] },
        columns: ["aumUsd" as const],
      };
      respond = () =>
        new Response("\uFEFFCode,Product\r\n", { status: 200, headers: { "Content-Type": "text/csv" } });
      const blob = await downloadPostedFile("/v1/app/selection/export", body, "export.csv");
      expect(await blob.text()).toContain("Code,Product");
      expect(calls[0]).toMatchObject({ method: "POST", body });
      expect(saved).toHaveBeenCalledWith("export.csv");

      respond = () => notEntitled("institutionalData");
      await expect(downloadPostedFile("/v1/app/selection/export", body, "export.csv")).rejects.toMatchObject({
        code: 40300001,
      });
      expect(seen.map(promptOf)).toEqual([
        { kind: "capability", capability: "institutionalData", plan: "premium" },
      ]);
      expect(saved).toHaveBeenCalledTimes(1);
      expect(toast.error).not.toHaveBeenCalled();
    } finally {
      off();
      click.mockRestore();
    }
  });

  it("does not toast for a silent call, but still rejects", async () => {
    respond = () => failure(200, 40100004, "Incorrect verification code");
    const body = { email: "a@b.co", code: "123456" };
    await expect(post("/v1/pub/individual/login", body, undefined, { silent: true })).rejects.toMatchObject({
      code: 40100004,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("sends fund info failures with 80610001 to /404", async () => {
    respond = () => failure(404, 80610001, "This product could not be found.");
    await expect(get("/v1/app/fund/info", { fundCode: "NOPE" })).rejects.toMatchObject({ code: 80610001 });
    expect(navigate).toHaveBeenCalledWith("/404", { replace: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    [
      "without an envelope",
      new Response("upstream down", { status: 502, statusText: "Bad Gateway" }),
      "Code: 502, Message: upstream down",
    ],
    [
      "with an envelope",
      failure(400, 40000001, "Some information is invalid: fundCode"),
      "Code: 400, Message: Some information is invalid: fundCode",
    ],
    [
      "with an empty body",
      new Response(null, { status: 503, statusText: "Service Unavailable" }),
      "Code: 503, Message: Service Unavailable",
    ],
  ])("toasts other HTTP errors %s as Code/Message", async (_name, response, text) => {
    respond = () => response;
    await expect(get("/v1/pub/benchmarks")).rejects.toMatchObject({ kind: "http" });
    expect(toast.error).toHaveBeenCalledWith(text);
  });

  it("toasts the text of other network errors", async () => {
    respond = () => Promise.reject(new TypeError("Failed to fetch"));
    await expect(get("/v1/pub/benchmarks")).rejects.toMatchObject({ kind: "network" });
    expect(toast.error).toHaveBeenCalledWith("Failed to fetch");
  });

  it("passes a 2xx answer without an envelope through unchecked", async () => {
    respond = () => json(200, { status: "ok" });
    await expect(get("/healthz")).resolves.toEqual({ status: "ok" });
  });
});
