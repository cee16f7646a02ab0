import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { registeredToolNames, type ToolName } from "../../shared/tools";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { ChatPage, type DemoProduct, demoFunds, signUpNewUser, useSession } from "./pages/chat-page";

/**
 * The chat-centred home against the real server and the built-in intent engine (deterministic).
 * One new user per language: Pro allows 10 assistant messages a day, and each language asks
 * one question per registered tool plus a follow-up — except the macro outlook, which
 * macro.spec.ts asks as the Premium demo account (one more turn would pass Pro's allowance).
 */
const tools = registeredToolNames.filter((tool) => tool !== "getMacroOutlook");
type Tool = ToolName;

const questions: Record<"en" | "zh", (a: DemoProduct, b: DemoProduct) => Record<Tool, string>> = {
  en: (a, b) => ({
    searchProducts: `Search for ${a.fundName}`,
    screenProducts: "Show me low-risk USD bond funds",
    getProduct: `Tell me about ${a.fundCode}`,
    compareProducts: `compare ${a.fundCode} and ${b.fundCode} over 3 years`,
    backtestPortfolio: `Backtest 60% ${a.fundCode} / 40% ${b.fundCode} since 2018, rebalanced quarterly`,
    buildPortfolio: "Build me a balanced portfolio of funds",
    getRiskAlerts: `Any risk alerts on ${a.fundCode}?`,
    manageWatchlist: `Add ${b.fundCode} to my watchlist`,
    getCuratedList: "Show the Top Picks list for funds",
    getNews: `Latest news on ${a.fundCode}`,
    planWealth: "I want 3m to retire in 20 years; I have 500k",
    getMacroOutlook: "What is the macro outlook for US stocks?",
    explainTerm: "What is the Sharpe ratio?",
    generateReport: `Write a personal report on ${a.fundCode}`,
  }),
  zh: (a, b) => ({
    searchProducts: `搜尋${a.fundName}`,
    screenProducts: "低風險嘅美元債券基金",
    getProduct: `${a.fundCode}最近表現點樣？`,
    compareProducts: `比較${a.fundCode}同${b.fundCode}，過去三年`,
    backtestPortfolio: `回測一半${a.fundCode}一半${b.fundCode}，由2019年開始`,
    buildPortfolio: "幫我砌個平衡型組合",
    getRiskAlerts: `${a.fundCode}有冇風險提示？`,
    manageWatchlist: `將${b.fundCode}加入自選`,
    getCuratedList: "俾我睇下高夏普榜",
    getNews: `${a.fundCode}有什麼新聞？`,
    planWealth: "我想20年後有三百萬退休，現在有五十萬",
    getMacroOutlook: "美股的宏觀展望如何？",
    explainTerm: "乜嘢係最大回撤？",
    generateReport: `幫我寫一份${a.fundCode}嘅報告`,
  }),
};

test.describe("the chat", () => {
  test.setTimeout(300_000);

  test("a signed-out visitor can ask, sees the card and a sign-in hint, and keeps no history", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto("/en-HK");
    await expect(chat.signInHint).toContainText(text("en-HK", "chat:signInHint.text"));
    await expect(chat.samples.getByRole("button")).toHaveCount(registeredToolNames.length);
    const answer = await chat.ask("What is the Sharpe ratio?");
    await chat.card(answer, "explainTerm");
    expect(chat.conversationId()).toBeUndefined();
    await expect(chat.history).toHaveCount(0);
  });

  test("on a phone the history opens in a sheet (loaded on first use) and closes with Escape", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chat = new ChatPage(page);
    await chat.goto("/zh-Hant-HK");
    await expect(page.getByTestId("chat-history-sheet")).toHaveCount(0);
    for (let i = 0; i < 2; i++) {
      await page.getByTestId("chat-history-open").click();
      const sheet = page.getByTestId("chat-history-sheet");
      await expect(sheet).toBeVisible();
      await expect(sheet).toContainText(text("zh-Hant-HK", "chat:history.newChat"));
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
    }
  });

  for (const [lang, locale, apiLang] of [
    ["en", "en-HK", "en"],
    ["zh", "zh-Hant-HK", "zh_TW"],
  ] as const) {
    test(`a new user asks one question per tool in ${locale}, reopens the conversation and follows up`, async ({
      page,
      request,
    }) => {
      const user = await signUpNewUser(request, lang);
      const [a, b] = await demoFunds(request, apiLang);
      if (!a || !b) throw new Error("the universe has fewer than two funds");
      await useSession(page, user);
      const chat = new ChatPage(page);
      await chat.goto(`/${locale}`);
      const asked = questions[lang](a, b);

      const seen: Record<string, string> = {};
      for (const tool of tools) {
        const answer = await chat.ask(asked[tool]);
        const card = await chat.card(answer, tool);
        const state = (await card.getAttribute("data-state")) ?? "";
        seen[tool] = state;
        console.log(`${locale} ${tool}: ${state}`);
        // A card drew its data with a link to its classic screen, or said clearly what is needed.
        if (state === "ok" && tool !== "explainTerm")
          await expect(card.getByTestId("tool-card-full-screen")).toHaveAttribute(
            "href",
            new RegExp(`^/${locale}/`),
          );
        if (state === "upgradeNeeded")
          await expect(card.getByTestId("tool-upgrade-link")).toHaveAttribute("href", `/${locale}/pricing`);
        expect(["ok", "upgradeNeeded", "notFound"]).toContain(state);
        if (tool === "searchProducts")
          await expect(page).toHaveURL(new RegExp(`/${locale}/chat/[A-Za-z0-9_-]+$`));
      }
      // Signed in: the first question moved the page to the conversation's own URL, listed in the history.
      const id = chat.conversationId();
      expect(id).toBeTruthy();
      await expect(
        page.locator(`[data-testid="chat-history-item"][data-conversation-id="${id}"]`).first(),
      ).toBeVisible();

      expect(seen.screenProducts).toBe("ok");
      expect(seen.explainTerm).toBe("ok");
      expect(seen.getProduct).toBe("ok");
      await expect(chat.answers.nth(tools.indexOf("getProduct")).getByTestId("nav-chart")).toHaveAttribute(
        "data-ready",
        "true",
      );

      // Reopen: the same cards, drawn from the stored outputs.
      await page.reload();
      await expect(chat.answers).toHaveCount(tools.length);
      for (const [index, tool] of tools.entries()) {
        const card = chat.answers.nth(index).getByTestId(`tool-card-${tool}`).first();
        await expect(card).toHaveAttribute("data-state", seen[tool] ?? "");
      }

      if (lang === "en") {
        // "the second one" of the last list shown (the curated list above is the latest list).
        const list = chat.answers.nth(tools.indexOf("getCuratedList"));
        const second = await list.getByTestId("product-code").nth(1).textContent();
        const followUp = await chat.ask("Tell me more about the second one");
        const card = await chat.card(followUp, "getProduct");
        if (second && (await card.getAttribute("data-state")) === "ok")
          await expect(card.getByTestId("product-code").first()).toHaveText(second);

        // A removal asks first; confirming it on the card removes the product.
        const removal = await chat.ask(`Remove ${b.fundCode} from my watchlist`);
        const removeCard = await chat.card(removal, "manageWatchlist");
        await expect(removeCard.getByTestId("watchlist-remove")).toBeVisible();
        await removeCard.getByTestId("watchlist-remove-confirm").click();
        await expect(removeCard.getByTestId("watchlist-remove-result")).toContainText("Removed");
        const listed = await chat.card(await chat.ask("Show my watchlist"), "manageWatchlist");
        await expect(listed.getByTestId("watchlist-groups")).toBeVisible();
        await expect(listed.getByTestId("product-code").filter({ hasText: b.fundCode })).toHaveCount(0);

        // Advice is refused; the product's facts are still shown (its card, no opinion).
        const advice = await chat.ask(`Should I buy ${a.fundCode}?`);
        await expect(advice).toHaveAttribute("data-reply-kind", "advice");
        await expect(advice.getByText(/not investment advice/)).toBeVisible();
        const facts = await chat.card(advice, "getProduct");
        await expect(facts.getByTestId("product-code").first()).toHaveText(a.fundCode);
      }
    });
  }

  test("history: rename, share read-only, and delete a conversation with confirmation", async ({
    page,
    request,
    browser,
  }) => {
    const user = await signUpNewUser(request, "history");
    await useSession(page, user);
    const chat = new ChatPage(page);
    await chat.goto("/en-HK");
    await chat.ask("What is the Sharpe ratio?");
    const id = chat.conversationId();
    const item = page.locator(`[data-testid="chat-history-item"][data-conversation-id="${id}"]`).first();
    await expect(item).toBeVisible();

    await item.getByTestId("chat-history-actions").click();
    await page.getByTestId("chat-rename").click();
    await page.getByTestId("chat-rename-input").fill("Sharpe basics");
    await page.getByTestId("chat-rename-save").click();
    await expect(item).toContainText("Sharpe basics");

    // Share: the read-only link (shown in the toast, and copied) opens for a signed-out visitor.
    await item.getByTestId("chat-history-actions").click();
    await page.getByTestId("chat-share").click();
    const link =
      (
        await page
          .getByText(/\/chat\/share\//)
          .first()
          .textContent()
      )?.trim() ?? "";
    expect(link).toMatch(/\/chat\/share\/[A-Za-z0-9_-]+$/);
    const visitor = await browser.newPage();
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByTestId("chat-shared")).toContainText("Sharpe basics");
    await expect(visitor.getByTestId("tool-card-explainTerm")).toHaveAttribute("data-state", "ok");
    await visitor.close();

    await item.getByTestId("chat-history-actions").click();
    await page.getByTestId("chat-delete").click();
    await expect(page.getByTestId("chat-delete-dialog")).toContainText("Sharpe basics");
    await page.getByTestId("chat-delete-confirm").click();
    await expect(page).toHaveURL(/\/en-HK$/);
    await expect(page.locator(`[data-conversation-id="${id}"]`)).toHaveCount(0);
  });
});

/** Screenshots for people to look at: `npm run test:e2e -- chat.spec.ts --screenshots`. */
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

test.describe("chat screenshots", () => {
  test.skip(!process.env.SCREENSHOTS, "run with --screenshots");
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });

  for (const [lang, locale, apiLang] of [
    ["en", "en-HK", "en"],
    ["zh", "zh-Hant-HK", "zh_TW"],
  ] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`chat ${locale} ${device}`, async ({ page, request }) => {
        await page.setViewportSize(viewport);
        const chat = new ChatPage(page);
        const shot = (name: string, fullPage = false) =>
          page.screenshot({ path: path.join(shots, `chat-${name}-${locale}-${device}.png`), fullPage });
        await chat.goto(`/${locale}`);
        await expect(chat.samples.getByRole("button")).toHaveCount(registeredToolNames.length);
        await page.evaluate(() => document.fonts.ready);
        await shot("home");

        const user = await signUpNewUser(request, `shot-${lang}-${device}`);
        const [a, b] = await demoFunds(request, apiLang);
        if (!a || !b) throw new Error("the universe has fewer than two funds");
        await useSession(page, user);
        await chat.goto(`/${locale}`);
        const asked = questions[lang](a, b);
        for (const tool of ["screenProducts", "getProduct", "backtestPortfolio", "explainTerm"] as const) {
          const answer = await chat.ask(asked[tool]);
          await chat.card(answer, tool);
        }
        await page.waitForTimeout(500);
        await shot("conversation", true);
        for (const tool of ["getProduct", "backtestPortfolio"] as const) {
          const card = page.getByTestId(`tool-card-${tool}`).first();
          await card.evaluate((element) => element.scrollIntoView({ block: "start" }));
          await page.evaluate(() => window.scrollBy(0, -120));
          await page.waitForTimeout(300);
          await shot(tool);
        }
        if (device === "mobile") {
          await page.getByTestId("chat-history-open").click();
          await expect(page.getByTestId("chat-history-sheet")).toBeVisible();
          await page.waitForTimeout(300);
          await shot("history");
        }
      });
    }
  }
});
