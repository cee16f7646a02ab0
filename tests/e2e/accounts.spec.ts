import { expect, test } from "./fixtures";
import { type Locale, text } from "./locales";

/**
 * Accounts as a new user meets them: sign up from a protected page and land back on it, sign
 * in again, survive an expired access token (refresh), log out — in English and Traditional
 * Chinese, with the code read from the dev mailbox.
 */
const cases: { locale: Locale; prefix: string }[] = [
  { locale: "en-HK", prefix: "/en-HK" },
  { locale: "zh-Hant-HK", prefix: "/zh-Hant-HK" },
];

const newEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

for (const { locale, prefix } of cases) {
  test.describe(`accounts (${locale})`, () => {
    test("sign up from a protected page, come back to it, refresh, log out, sign in again", async ({
      app,
      login,
      page,
    }) => {
      const target = `${prefix}/fundComparison?fundCodes=a,b`;
      const email = newEmail("e2e");

      // 1. a protected page signed out → /login with the target
      await page.goto(target);
      await expect(page).toHaveURL(
        (url) => url.pathname === "/login" && url.searchParams.get("redirect") === target,
      );

      // 2. no account yet: go to sign-up (the redirect travels along) and sign up with the mailed code
      await page.getByRole("link", { name: text(locale, "auth:register.cta") }).click();
      await expect(page.getByTestId("register-page")).toBeVisible();
      await login.signInWithCode(email);
      await expect(page).toHaveURL((url) => url.pathname + url.search === target, { timeout: 15_000 });
      await expect(app.userMenu).toHaveAttribute("data-session", "signed-in");
      await expect(app.userMenu).toContainText(email[0]!.toUpperCase());
      expect(await page.evaluate(() => localStorage.getItem("userInfo"))).toContain(email);

      // 3. the access token is gone (e.g. expired and cleared): the guard refreshes once and stays
      const oldRefresh = await page.evaluate(() => localStorage.getItem("refreshToken"));
      await page.evaluate(() => localStorage.removeItem("accessToken"));
      await page.goto(`${prefix}/watchlist`);
      await expect(page).toHaveURL((url) => url.pathname === `${prefix}/watchlist`);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken"))).not.toBeNull();
      expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).not.toBe(oldRefresh);

      // 4. log out from the user menu: tokens cleared, protected pages ask for login again
      await app.userMenu.click();
      await page.getByTestId("user-menu-logout").click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
      await page.goto(`${prefix}/watchlist`);
      await expect(page).toHaveURL((url) => url.pathname === "/login");

      // 5. sign in again with a new code → back to the page asked for
      await login.signInWithCode(email);
      await expect(page).toHaveURL((url) => url.pathname === `${prefix}/watchlist`, { timeout: 15_000 });
    });

    test("a wrong code says so, and the right one is accepted", async ({ login, page }) => {
      const email = newEmail("wrong");
      await page.goto(`${prefix}`);
      await page.goto("/register");
      await page.getByTestId("email-input").fill(email);
      await page.getByTestId("email-continue").click();
      const input = page.getByTestId("code-input");
      await expect(input).toBeVisible();
      const code = await login.mailedCode(email);
      await input.fill(code === "000000" ? "111111" : "000000");
      await expect(page.getByTestId("code-status")).toHaveText(text(locale, "auth:code.incorrect"));
      await input.fill(code);
      await expect(page).toHaveURL((url) => !url.pathname.endsWith("/register"), { timeout: 15_000 });
    });
  });
}

test("a second tab refreshing with the same token keeps the session; after logout the token is dead", async ({
  login,
  page,
}) => {
  const email = newEmail("reuse");
  await page.goto("/register");
  await login.signInWithCode(email);
  await expect(page).not.toHaveURL(/\/register/, { timeout: 15_000 });
  const shared = await page.evaluate(() => localStorage.getItem("refreshToken"));
  // this tab refreshes (the guard, after losing its access token)…
  await page.evaluate(() => localStorage.removeItem("accessToken"));
  await page.goto("/watchlist");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken"))).not.toBeNull();
  const mine = await page.evaluate(() => localStorage.getItem("refreshToken"));
  // …and another tab presents the same token moments later: it gets the same successor, no sign-out
  const secondTab = await page.request.post("/v1/app/token/refresh", {
    headers: { authorization: `Bearer ${shared}` },
  });
  expect(secondTab.status()).toBe(200);
  expect(((await secondTab.json()) as { data: { refreshToken: string } }).data.refreshToken).toBe(mine);
  await page.goto("/fundPortfolio");
  await expect(page).toHaveURL((url) => url.pathname.endsWith("/fundPortfolio"));
  // after logout the session is over for every copy of its tokens
  const access = await page.evaluate(() => localStorage.getItem("accessToken"));
  const out = await page.request.post("/v1/app/logout", { headers: { authorization: `Bearer ${access}` } });
  expect(out.status()).toBe(200);
  const replay = await page.request.post("/v1/app/token/refresh", {
    headers: { authorization: `Bearer ${mine}` },
  });
  expect(replay.status()).toBe(401);
  await page.evaluate(() => localStorage.removeItem("accessToken"));
  await page.goto("/fundPortfolio");
  await expect(page).toHaveURL((url) => url.pathname === "/login");
});
