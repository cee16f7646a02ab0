import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { TestUser } from "./chat-page";

type Envelope<T> = { status: string; data: T; error: { code: number; message: string } | null };

/** The comparison screens (/fundComparison, /ETFComparison) and the basket bar of the selectors. */
export class ComparisonPage {
  readonly root: Locator;
  readonly result: Locator;
  readonly products: Locator;
  readonly benchmarks: Locator;
  readonly picker: Locator;
  readonly benchmarkPicker: Locator;
  readonly limit: Locator;
  readonly figures: Locator;
  readonly correlationCells: Locator;
  readonly overlapPairs: Locator;
  readonly basketBar: Locator;
  readonly basketItems: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("comparison-page");
    this.result = page.getByTestId("comparison-result");
    this.products = page.getByTestId("compared-product");
    this.benchmarks = page.getByTestId("compared-benchmark");
    this.picker = page.getByTestId("product-picker");
    this.benchmarkPicker = page.getByTestId("benchmark-picker");
    this.limit = page.getByTestId("comparison-limit");
    this.figures = page.getByTestId("figures-table");
    this.correlationCells = page.getByTestId("correlation-cell");
    this.overlapPairs = page.getByTestId("overlap-pair");
    this.basketBar = page.getByTestId("basket-bar");
    this.basketItems = page.getByTestId("basket-item");
  }

  /** Waits until the comparison of exactly these products (and period) is on screen, not loading. */
  async shows(codes: string[], period?: string): Promise<void> {
    await expect(this.result).toHaveAttribute("data-codes", codes.join(","), { timeout: 15_000 });
    if (period) await expect(this.result).toHaveAttribute("data-period", period);
    await expect(this.result).toHaveAttribute("aria-busy", "false");
  }

  /** Types a code in the product picker and chooses the suggestion with that code. */
  async pick(code: string): Promise<void> {
    await this.picker.fill(code);
    await this.page.getByRole("option").filter({ hasText: code }).first().click();
  }

  async addBenchmark(name: string): Promise<void> {
    await this.benchmarkPicker.click();
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** The code of the product whose cell of a figure row is marked best. */
  bestOf(row: string): Locator {
    return this.figures.locator(`[data-row="${row}"] td[data-best]`);
  }
}

/**
 * The Premium demo account's session, signed in once per server (kept in a temp file for ten
 * minutes, shared by the workers): a verification code may be asked for once a minute only, and
 * other specs sign the same account in.
 */
export async function demoSession(request: APIRequestContext, baseURL: string): Promise<TestUser> {
  const file = path.join(tmpdir(), `fundpilot-e2e-demo-${baseURL.replace(/[^a-z0-9]/gi, "_")}.json`);
  const lock = `${file}.lock`;
  const fresh = () => existsSync(file) && Date.now() - statSync(file).mtimeMs < 10 * 60_000;
  for (let i = 0; i < 600 && !fresh(); i++) {
    try {
      closeSync(openSync(lock, "wx"));
    } catch {
      // another worker is signing in (a lock older than 2 minutes was left by a dead one)
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      writeFileSync(file, JSON.stringify(await signInDemo(request)));
    } finally {
      rmSync(lock, { force: true });
    }
  }
  const user = JSON.parse(readFileSync(file, "utf8")) as TestUser;
  const check = await request.get("/v1/app/user/info", {
    headers: { Authorization: `Bearer ${user.accessToken}` },
  });
  if (check.ok()) return user;
  // a session of an earlier server on the same port
  rmSync(file, { force: true });
  return demoSession(request, baseURL);
}

/** Signs the Premium demo account in through the API (code from the dev mailbox). */
export async function signInDemo(request: APIRequestContext): Promise<TestUser> {
  const email = "demo@fundpilot.local";
  const call = async <T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<T> => {
    const res = await request.fetch(path, {
      method,
      data: body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const json = (await res.json()) as Envelope<T>;
    if (json.status !== "SUCCESS") throw new Error(`${method} ${path}: ${JSON.stringify(json.error)}`);
    return json.data;
  };
  // a worker started again after a failure may have asked a minute ago: wait as the server says
  for (let attempt = 0; ; attempt++) {
    const res = await request.post("/v1/pub/verification-code", { data: { email, purpose: "login" } });
    const json = (await res.json()) as Envelope<unknown>;
    if (json.status === "SUCCESS") break;
    const wait = (json.error as { details?: { retryAfterSeconds?: number } } | null)?.details
      ?.retryAfterSeconds;
    if (attempt > 0 || !wait) throw new Error(`verification code: ${JSON.stringify(json.error)}`);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
  let code: string | undefined;
  for (let i = 0; i < 40 && !code; i++) {
    const mails = (await (
      await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}&limit=1`)
    ).json()) as {
      text: string;
    }[];
    code = /\b(\d{6})\b/.exec(mails[0]?.text ?? "")?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) throw new Error("no verification code for the demo account");
  const tokens = await call<{ accessToken: string; refreshToken: string }>(
    "POST",
    "/v1/pub/individual/login",
    {
      email,
      code,
    },
  );
  const info = await call<unknown>("GET", "/v1/app/user/info", undefined, tokens.accessToken);
  return { email, ...tokens, info };
}

export type ComparisonAnswer = {
  period: string;
  figures: Array<{
    fundCode: string;
    returns: Record<string, number | null>;
    risk: Record<string, Record<string, number | null> | null>;
  }>;
  correlation: { codes: string[] };
};

/** The comparison endpoint as the screen calls it. */
export async function comparison(
  request: APIRequestContext,
  token: string,
  body: { fundCodes: string[]; benchmarks?: string[]; period?: string },
): Promise<ComparisonAnswer> {
  const res = await request.post("/v1/app/fund/comparison?lang=en", {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  const json = (await res.json()) as Envelope<ComparisonAnswer>;
  if (json.status !== "SUCCESS") throw new Error(JSON.stringify(json.error));
  return json.data;
}

/** The codes holding the best (lowest or highest) value of a list, as the table marks them. */
export function bestCodes(values: Array<[string, number | null]>, direction: "higher" | "lower"): string[] {
  const present = values.filter((v): v is [string, number] => v[1] !== null);
  if (present.length < 2) return [];
  const target =
    direction === "higher" ? Math.max(...present.map((v) => v[1])) : Math.min(...present.map((v) => v[1]));
  if (present.every((v) => v[1] === target)) return [];
  return present.filter((v) => v[1] === target).map((v) => v[0]);
}
