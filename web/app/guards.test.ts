import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn(), message: vi.fn() } }));

import type { LoaderFunctionArgs } from "react-router";
import { session } from "@/features/auth/session";
import { setApiSession } from "@/lib/api";
import { initI18n } from "@/lib/i18n";
import { requireLogin, skipsAuthCheck } from "./guards";

// As web/main.tsx does: the API client uses the auth feature's session.
setApiSession(session);

const args = (path: string, lang?: string) =>
  ({
    request: new Request(`http://localhost${path}`),
    params: lang ? { lang } : {},
  }) as unknown as LoaderFunctionArgs;

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

beforeEach(async () => {
  await initI18n("en-HK");
  session.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("skipsAuthCheck (the skip list)", () => {
  it.each([
    ["/", true],
    ["/home", true],
    ["/HOME/", true],
    ["/etf", true],
    ["/en-HK/ETF", true],
    ["/zh-Hant-HK/FundDetailMock", true],
    ["/ETF-Filter", true],
    ["/fundfilter", true],
    ["/en-SG", true],
    ["/fund", false],
    ["/fundDetail", false],
    ["/en-HK/fundPortfolio", false],
  ])("%s → %s", (path, expected) => {
    expect(skipsAuthCheck(path)).toBe(expected);
  });
});

describe("requireLogin", () => {
  it("lets a signed-in user through", async () => {
    session.setTokens({ accessToken: "A", refreshToken: "R" });
    expect(await redirectOf(requireLogin(args("/fundDetail?fundCode=1")))).toBeNull();
  });

  it("sends a signed-out visitor to /login with the target path and query", async () => {
    expect(await redirectOf(requireLogin(args("/en-HK/fundDetail?fundCode=F1", "en-HK")))).toBe(
      `/login?redirect=${encodeURIComponent("/en-HK/fundDetail?fundCode=F1")}`,
    );
  });

  it("tries a token refresh first", async () => {
    session.setTokens({ accessToken: "", refreshToken: "R" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          status: "SUCCESS",
          data: { accessToken: "A2", refreshToken: "R2" },
          error: null,
          innerMessage: null,
        }),
      ),
    );
    expect(await redirectOf(requireLogin(args("/fundPortfolio")))).toBeNull();
    expect(session.accessToken()).toBe("A2");
  });

  it("goes to /login when the refresh is refused", async () => {
    session.setTokens({ accessToken: "", refreshToken: "dead" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { status: "FAILURE", data: null, error: { code: 40100003, message: "dead" }, innerMessage: "x" },
          { status: 401 },
        ),
      ),
    );
    expect(await redirectOf(requireLogin(args("/fundPortfolio")))).toBe("/login?redirect=%2FfundPortfolio");
    expect(session.refreshToken()).toBeNull();
  });

  it("does not guard the skip-list paths", async () => {
    expect(await redirectOf(requireLogin(args("/home")))).toBeNull();
    expect(await redirectOf(requireLogin(args("/en-HK/ETF", "en-HK")))).toBeNull();
  });
});
