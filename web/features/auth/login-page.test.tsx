import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/toast", () => ({
  toast: { error: vi.fn(), success: vi.fn(), message: vi.fn() },
  toasterHost: { onMountRequest: () => () => {}, mounted: () => {} },
}));

import { Providers } from "@/app/providers";
import { setApiSession } from "@/lib/api";
import { initI18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { LoginPage } from "./login-page";
import { session } from "./session";

// As web/main.tsx does: the API client uses the auth feature's session.
setApiSession(session);

const envelope = (data: unknown) =>
  Response.json({ status: "SUCCESS", data, error: null, innerMessage: null });
const failure = (status: number, code: number, innerMessage: string) =>
  Response.json(
    { status: "FAILURE", data: null, error: { code, message: innerMessage }, innerMessage },
    { status },
  );
const user = {
  userId: "u1",
  email: "alice@example.com",
  authLevel: 0,
  userAuthLevel: 0,
  licenseStatus: 0,
  remainDays: null,
  institutionId: null,
  role: "user",
};

function renderLogin(url: string) {
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/fundDetail", element: <p>target page</p> },
      { path: "/", element: <p>home page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const requests: string[] = [];
let loginAnswer: () => Response;
let checkEmailAnswer: () => Response;

beforeAll(async () => {
  await initI18n("en-HK");
});

beforeEach(() => {
  session.clear();
  requests.length = 0;
  checkEmailAnswer = () => envelope({ registered: true, invitationRequired: false });
  vi.mocked(toast.success).mockClear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input, "http://localhost").pathname;
      if (path === "/v1/pub/oauth/providers")
        return envelope({ providers: [{ name: "acme", label: "Acme" }], googleOneTapClientId: null });
      requests.push(`${init.method} ${path}`);
      if (path === "/v1/pub/check-email") return checkEmailAnswer();
      if (path === "/v1/pub/verification-code") return envelope({ sent: true, resendAfterSeconds: 60 });
      if (path === "/v1/pub/individual/login") return loginAnswer();
      if (path === "/v1/app/user/info") return envelope(user);
      return failure(404, 40400001, "not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LoginPage", () => {
  it("validates the e-mail with the auth:validation messages (Required, Invalid Email)", async () => {
    renderLogin("/login");
    fireEvent.click(await screen.findByTestId("email-continue"));
    expect(await screen.findByText("Required")).toBeTruthy();
    fireEvent.change(screen.getByTestId("email-input"), { target: { value: "alice@" } });
    fireEvent.click(screen.getByTestId("email-continue"));
    expect(await screen.findByText("Invalid Email")).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("sends a code, rejects a wrong one, then signs in and follows the redirect", async () => {
    const router = renderLogin(`/login?redirect=${encodeURIComponent("/fundDetail?fundCode=F1")}`);
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: " alice@example.com " } });
    fireEvent.click(screen.getByTestId("email-continue"));

    const code = await screen.findByTestId("code-input");
    expect(toast.success).toHaveBeenCalledWith(
      "Email verification code sent successfully! If you haven't received it, please check your spam folder.",
    );
    expect(screen.getByTestId("resend-countdown").textContent).toMatch(/Resend in (60|59)s/);

    loginAnswer = () => failure(400, 40100004, "Incorrect verification code");
    await act(async () => {
      fireEvent.change(code, { target: { value: "111111" } });
    });
    await waitFor(() =>
      expect(screen.getByTestId("code-status").textContent).toBe("Incorrect verification code"),
    );
    expect(session.accessToken()).toBeNull();

    loginAnswer = () => envelope({ accessToken: "A1", refreshToken: "R1" });
    await act(async () => {
      fireEvent.change(code, { target: { value: "123456" } });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/fundDetail"));
    expect(router.state.location.search).toBe("?fundCode=F1");
    expect(session.accessToken()).toBe("A1");
    expect(session.refreshToken()).toBe("R1");
    expect(session.userInfo()?.email).toBe("alice@example.com");
    expect(localStorage.getItem("showVipModal")).toBe("true");
    expect(requests).toEqual([
      "POST /v1/pub/check-email",
      "POST /v1/pub/verification-code",
      "POST /v1/pub/individual/login",
      "POST /v1/pub/individual/login",
      "GET /v1/app/user/info",
    ]);
  });

  it("points an unknown e-mail to sign-up without sending a code", async () => {
    checkEmailAnswer = () => envelope({ registered: false, invitationRequired: false });
    renderLogin("/login");
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: "nobody@example.com" } });
    fireEvent.click(screen.getByTestId("email-continue"));
    await waitFor(() => expect(requests).toEqual(["POST /v1/pub/check-email"]));
    expect(screen.queryByTestId("code-input")).toBeNull();
  });

  it("still sends the code when the account check is rate-limited", async () => {
    checkEmailAnswer = () => failure(429, 42900001, "Too many requests");
    renderLogin("/login");
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: "alice@example.com" } });
    fireEvent.click(screen.getByTestId("email-continue"));
    expect(await screen.findByTestId("code-input")).toBeTruthy();
    expect(requests).toEqual(["POST /v1/pub/check-email", "POST /v1/pub/verification-code"]);
  });

  it("offers the configured providers, keeping the redirect", async () => {
    renderLogin(`/login?redirect=${encodeURIComponent("/fundDetail?fundCode=F1")}`);
    const link = await screen.findByTestId("oauth-acme");
    expect(link.textContent).toBe("Continue with Acme");
    const href = new URL(link.getAttribute("href")!, "http://localhost");
    expect(href.pathname).toBe("/v1/pub/oauth/render/acme");
    expect(href.searchParams.get("redirect")).toBe("/fundDetail?fundCode=F1");
  });

  it("completes a third-party sign-in from the tokens in the fragment", async () => {
    const router = renderLogin(
      `/login?redirect=${encodeURIComponent("/fundDetail?fundCode=F2")}#accessToken=A9&refreshToken=R9`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/fundDetail"));
    expect(session.accessToken()).toBe("A9");
    expect(session.userInfo()?.email).toBe("alice@example.com");
  });

  it("explains a failed third-party sign-in", async () => {
    renderLogin("/login?error=emailNotVerified");
    expect((await screen.findByTestId("oauth-error")).textContent).toContain("has not verified your e-mail");
  });

  it("ignores a redirect to another origin", async () => {
    loginAnswer = () => envelope({ accessToken: "A1", refreshToken: "R1" });
    const router = renderLogin(`/login?redirect=${encodeURIComponent("//evil.example/x")}`);
    fireEvent.change(await screen.findByTestId("email-input"), { target: { value: "alice@example.com" } });
    fireEvent.click(screen.getByTestId("email-continue"));
    const code = await screen.findByTestId("code-input");
    await act(async () => {
      fireEvent.change(code, { target: { value: "123456" } });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
