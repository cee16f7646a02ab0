import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** The chat-centred home (/, /{lang}) and a conversation (/{lang}/chat/{id}). */
export class ChatPage {
  readonly root: Locator;
  readonly input: Locator;
  readonly send: Locator;
  readonly stop: Locator;
  readonly samples: Locator;
  readonly answers: Locator;
  readonly sidebar: Locator;
  readonly history: Locator;
  readonly signInHint: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("chat-page");
    this.input = page.getByTestId("chat-input");
    this.send = page.getByTestId("chat-send");
    this.stop = page.getByTestId("chat-stop");
    this.samples = page.getByTestId("chat-samples");
    this.answers = page.locator('[data-testid="chat-message"][data-role="assistant"]');
    this.sidebar = page.getByTestId("chat-sidebar").first();
    this.history = page.getByTestId("chat-history-item");
    this.signInHint = page.getByTestId("chat-sign-in-hint").first();
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
  }

  /** Asks with the keyboard (Enter) and waits for the answer to finish streaming. */
  async ask(question: string): Promise<Locator> {
    const before = await this.answers.count();
    await this.input.fill(question);
    await this.input.press("Enter");
    await expect(this.answers).toHaveCount(before + 1, { timeout: 30_000 });
    const answer = this.answers.nth(before);
    await expect(answer).toHaveAttribute("data-streaming", "false", { timeout: 60_000 });
    await expect(this.send).toBeVisible();
    return answer;
  }

  lastAnswer(): Locator {
    return this.answers.last();
  }

  /** The card of `tool` in an answer, once its tool has run (any outcome but pending). */
  async card(answer: Locator, tool: string): Promise<Locator> {
    const card = answer.getByTestId(`tool-card-${tool}`).first();
    await expect(card).toBeVisible();
    await expect(card).not.toHaveAttribute("data-state", /^input-/);
    return card;
  }

  conversationId(): string | undefined {
    return /\/chat\/([A-Za-z0-9_-]+)/.exec(this.page.url())?.[1];
  }
}

export type TestUser = { email: string; accessToken: string; refreshToken: string; info: unknown };

type Envelope<T> = { status: string; data: T; error: { code: number; message: string } | null };

async function call<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const json = (await response.json()) as Envelope<T>;
  if (json.status !== "SUCCESS") throw new Error(`${method} ${path}: ${JSON.stringify(json.error)}`);
  return json.data;
}

/**
 * Signs up a new individual user through the real calls (verification code read from the dev
 * mailbox, register) and returns the session the web app would store. The account check the
 * sign-up page makes first is left out: it is tightly rate-limited per client, and every
 * spec's sign-ups come from one address.
 */
export async function signUpNewUser(request: APIRequestContext, label: string): Promise<TestUser> {
  const email = `chat-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await call(request, "POST", "/v1/pub/verification-code", { email, purpose: "register" });
  let code: string | undefined;
  for (let i = 0; i < 40 && !code; i++) {
    const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    code = /\b(\d{6})\b/.exec(mails[0]?.text ?? "")?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) throw new Error(`no verification code for ${email}`);
  const tokens = await call<{ accessToken: string; refreshToken: string }>(
    request,
    "POST",
    "/v1/pub/individual/register",
    { email, code },
  );
  const info = await call<unknown>(request, "GET", "/v1/app/user/info", undefined, tokens.accessToken);
  return { email, ...tokens, info };
}

/** Puts the user's session in localStorage before the app starts, as a login would. */
export async function useSession(page: Page, user: TestUser): Promise<void> {
  await page.addInitScript(
    ({ access, refresh, info }) => {
      if (sessionStorage.getItem("e2e-seeded")) return;
      sessionStorage.setItem("e2e-seeded", "1");
      localStorage.setItem("accessToken", access);
      localStorage.setItem("refreshToken", refresh);
      localStorage.setItem("userInfo", info);
    },
    { access: user.accessToken, refresh: user.refreshToken, info: JSON.stringify(user.info) },
  );
}

export type DemoProduct = { fundCode: string; fundName: string };

/** The `count` largest funds of the running universe, named in `lang` (never invented names). */
export async function demoFunds(
  request: APIRequestContext,
  lang: "en" | "zh_TW" | "zh_CN",
  count = 3,
): Promise<DemoProduct[]> {
  const page = await call<{ items: DemoProduct[] }>(
    request,
    "POST",
    `/v1/pub/fund/selection/list?lang=${lang}`,
    { pageSize: count, fundSortType: "aum_desc" },
  );
  return page.items;
}

/** Every tool card of an answer (the cards' own sections, not their links), in the order shown. */
export function toolCards(answer: Locator): Locator {
  return answer.locator('section[data-testid^="tool-card-"]');
}

/** What an answer says in words: its text without the cards, follow-up buttons or actions. */
export async function answerText(answer: Locator): Promise<string> {
  return answer.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const part of copy.querySelectorAll(
      'section[data-testid^="tool-card-"], [data-testid="chat-suggestions"], [data-testid="chat-choices"], button',
    ))
      part.remove();
    return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
  });
}
