import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import * as OpenCC from "opencc-js";
import { expect, test } from "./fixtures";
import { type Locale, text } from "./locales";
import {
  answerText,
  ChatPage,
  type DemoProduct,
  demoFunds,
  type TestUser,
  toolCards,
  useSession,
} from "./pages/chat-page";
import { demoSession } from "./pages/comparison-page";

/**
 * What the assistant understands, as a person sees it, in English, Traditional Chinese (with
 * Cantonese wording) and Simplified Chinese, against the built-in intent engine:
 *  - a follow-up that edits the last request: the new card keeps what was asked before and shows the change;
 *  - one message with two requests: two cards, in the order asked;
 *  - an off-topic question: an answer in words, in the question's language, and no card.
 * The Premium demo account asks (comparisons need Premium; it has no daily assistant limit).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
type ApiLang = "en" | "zh_TW" | "zh_CN";

/** The engine's own replies (prompts/intents/replies.json), as it writes them. */
const replies = JSON.parse(readFileSync(path.join(root, "prompts/intents/replies.json"), "utf8")) as Record<
  ApiLang,
  { offTopic: string }
>;

const toSimplified = OpenCC.Converter({ from: "hk", to: "cn" });
const toTraditional = OpenCC.Converter({ from: "cn", to: "hk" });
/** OpenCC's standard Traditional: the answers write 說 where the Hong Kong variant has 説. */
const toStandardTraditional = OpenCC.Converter({ from: "cn", to: "t" });

/** The words of an answer are in the language of `locale`: no Chinese in English, the right script in Chinese. */
function expectLanguage(words: string, locale: Locale): void {
  expect(words.length, "the answer has words").toBeGreaterThan(0);
  const han = /\p{Script=Han}/u.test(words);
  if (locale.startsWith("en")) {
    expect(han, `English answer without Chinese: ${words}`).toBe(false);
  } else if (locale === "zh-Hant-HK") {
    expect(han, `Chinese answer: ${words}`).toBe(true);
    expect(toSimplified(words), `Traditional Chinese answer: ${words}`).not.toBe(words);
    expect(toStandardTraditional(words), `no Simplified characters: ${words}`).toBe(words);
  } else {
    expect(han, `Chinese answer: ${words}`).toBe(true);
    expect(toTraditional(words), `Simplified Chinese answer: ${words}`).not.toBe(words);
    expect(toSimplified(words), `no Traditional characters: ${words}`).toBe(words);
  }
}

/** A summary template of the locale files ("From {{start}} to {{end}} …") as a pattern. */
function summary(locale: Locale, key: string): RegExp {
  const template = text(locale, `assistant:summary.${key}`);
  const parts = template.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(parts.join(".+?"));
}

const percent = (locale: Locale, value: number) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value);
const amount = (locale: Locale, value: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);

/** The holdings of a backtest card, as listed under "Holdings". */
const holdings = (card: Locator, locale: Locale) =>
  card.getByRole("list", { name: text(locale, "tools:backtestPortfolio.holdings") }).getByRole("listitem");

/** A backtest card shows exactly these holdings: code, name and weight. */
async function expectHoldings(
  card: Locator,
  locale: Locale,
  expected: Array<[DemoProduct, number]>,
): Promise<void> {
  await expect(holdings(card, locale)).toHaveCount(expected.length);
  for (const [index, [product, weight]] of expected.entries()) {
    const item = holdings(card, locale).nth(index);
    await expect(item).toContainText(product.fundCode);
    await expect(item).toContainText(product.fundName);
    await expect(item).toContainText(percent(locale, weight / 100));
  }
}

/** A comparison card then a glossary card, in that order, for the two products and the term. */
async function expectComparisonThenTerm(
  chat: ChatPage,
  answer: Locator,
  locale: Locale,
  [a, b]: [DemoProduct, DemoProduct],
  term: "sharpe" | "max_drawdown",
): Promise<void> {
  const compare = await chat.card(answer, "compareProducts");
  const explain = await chat.card(answer, "explainTerm");
  const cards = toolCards(answer);
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute("data-testid", "tool-card-compareProducts");
  await expect(cards.nth(1)).toHaveAttribute("data-testid", "tool-card-explainTerm");
  await expect(compare).toHaveAttribute("data-state", "ok");
  await expect(explain).toHaveAttribute("data-state", "ok");

  const table = compare.getByTestId("compare-table");
  for (const product of [a, b]) {
    await expect(table.getByTestId("product-code").filter({ hasText: product.fundCode })).toBeVisible();
    await expect(table.getByText(product.fundName, { exact: true }).filter({ visible: true })).toHaveCount(1);
  }
  const title = text(locale, `assistant:glossary.${term}.title`);
  await expect(explain.getByTestId("term-title")).toHaveText(title);

  // the words: the comparison's summary, then the term's, in the page's language
  const words = await answerText(answer);
  expect(words).toMatch(summary(locale, "compareProducts"));
  expect(words).toContain(text(locale, "assistant:summary.explainTerm").replace("{{title}}", title));
  expectLanguage(words, locale);
}

/** An off-topic question: the engine's "funds only" reply in the language asked, and no card. */
async function expectOffTopic(answer: Locator, locale: Locale, lang: ApiLang): Promise<void> {
  await expect(answer).toHaveAttribute("data-reply-kind", "offTopic");
  await expect(answer).toContainText(replies[lang].offTopic);
  await expect(toolCards(answer)).toHaveCount(0);
  expectLanguage(await answerText(answer), locale);
}

let demo: TestUser;
test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  // the demo account's shared session: other specs sign it in too, and an address may ask for one code a minute
  demo = await demoSession(request, baseURL ?? "");
});
test.beforeEach(async ({ page }) => {
  await useSession(page, demo);
});

/** Opens a new conversation in `locale` as the demo account, with the two largest funds named in its language. */
async function start(page: Page, request: APIRequestContext, locale: Locale, lang: ApiLang) {
  const [a, b] = await demoFunds(request, lang);
  if (!a || !b) throw new Error("the universe has fewer than two funds");
  const chat = new ChatPage(page);
  await chat.goto(`/${locale}`);
  return { chat, a, b };
}

test.describe("the assistant understands follow-ups, two requests at once, and off-topic questions", () => {
  test.describe.configure({ timeout: 60_000 });

  test.describe("en-HK", () => {
    const locale = "en-HK";
    const lang = "en";

    test("“make it 50k” re-runs the backtest with both holdings and the new amount", async ({
      page,
      request,
    }) => {
      const { chat, a, b } = await start(page, request, locale, lang);
      const first = await chat.card(
        await chat.ask(`Backtest 60% ${a.fundCode} / 40% ${b.fundCode} since 2019`),
        "backtestPortfolio",
      );
      await expect(first).toHaveAttribute("data-state", "ok");
      await expectHoldings(first, locale, [
        [a, 60],
        [b, 40],
      ]);
      const initial = `${text(locale, "tools:backtestPortfolio.initial")} ${amount(locale, 50_000)}`;
      await expect(first).not.toContainText(initial);

      const answer = await chat.ask("make it 50k");
      const second = await chat.card(answer, "backtestPortfolio");
      await expect(second).toHaveAttribute("data-state", "ok");
      await expect(toolCards(answer)).toHaveCount(1);
      await expectHoldings(second, locale, [
        [a, 60],
        [b, 40],
      ]);
      await expect(second).toContainText(initial);
      const words = await answerText(answer);
      expect(words).toMatch(summary(locale, "backtestPortfolio"));
      expectLanguage(words, locale);
    });

    test("“compare A and B, and also explain Sharpe ratio” gives a comparison, then the term", async ({
      page,
      request,
    }) => {
      const { chat, a, b } = await start(page, request, locale, lang);
      const answer = await chat.ask(`compare ${a.fundCode} and ${b.fundCode}, and also explain Sharpe ratio`);
      await expectComparisonThenTerm(chat, answer, locale, [a, b], "sharpe");
    });

    test("a football question is answered in words, with no card", async ({ page, request }) => {
      const { chat } = await start(page, request, locale, lang);
      await expectOffTopic(await chat.ask("Who won the football last night?"), locale, lang);
    });
  });

  test.describe("zh-Hant-HK", () => {
    const locale = "zh-Hant-HK";
    const lang = "zh_TW";

    test("「轉做每季再平衡啦」keeps both holdings and rebalances quarterly", async ({ page, request }) => {
      const { chat, a, b } = await start(page, request, locale, lang);
      const quarterly = text(locale, "tools:rebalance.quarterly");
      const first = await chat.card(
        await chat.ask(`幫我回測一半${a.fundCode}一半${b.fundCode}，由2019年開始`),
        "backtestPortfolio",
      );
      await expect(first).toHaveAttribute("data-state", "ok");
      await expectHoldings(first, locale, [
        [a, 50],
        [b, 50],
      ]);
      await expect(first).not.toContainText(quarterly);

      const answer = await chat.ask("轉做每季再平衡啦");
      const second = await chat.card(answer, "backtestPortfolio");
      await expect(second).toHaveAttribute("data-state", "ok");
      await expect(toolCards(answer)).toHaveCount(1);
      await expectHoldings(second, locale, [
        [a, 50],
        [b, 50],
      ]);
      await expect(second).toContainText(quarterly);
      const words = await answerText(answer);
      expect(words).toMatch(summary(locale, "backtestPortfolio"));
      expectLanguage(words, locale);
    });

    test("「比較A同B，順便解釋一下夏普比率」gives a comparison, then the term", async ({ page, request }) => {
      const { chat, a, b } = await start(page, request, locale, lang);
      const answer = await chat.ask(`比較${a.fundCode}同${b.fundCode}，順便解釋一下夏普比率`);
      await expectComparisonThenTerm(chat, answer, locale, [a, b], "sharpe");
    });

    test("「聽日天氣點樣？」is answered in words, with no card", async ({ page, request }) => {
      const { chat } = await start(page, request, locale, lang);
      await expectOffTopic(await chat.ask("聽日天氣點樣？"), locale, lang);
    });
  });

  test.describe("zh-Hans-HK", () => {
    const locale = "zh-Hans-HK";
    const lang = "zh_CN";

    test("「只要美元的」narrows the bond screen to USD and keeps its filters", async ({ page, request }) => {
      const { chat } = await start(page, request, locale, lang);
      const bond = text(locale, "selection:values.assetClasses.Bond");
      const first = await chat.card(await chat.ask("找一些低风险债券基金"), "screenProducts");
      await expect(first).toHaveAttribute("data-state", "ok");
      await expect(first.getByTestId("filter-chip-assetClasses")).toContainText(
        text(locale, "tools:filters.assetClasses"),
      );
      await expect(first.getByTestId("filter-chip-assetClasses")).toContainText(bond);
      await expect(first.getByTestId("filter-chip-riskLevels")).toContainText(
        text(locale, "tools:filters.riskLevels"),
      );
      await expect(first.getByTestId("filter-chip-currencies")).toHaveCount(0);
      const risk = (await first.getByTestId("filter-chip-riskLevels").textContent()) ?? "";

      const answer = await chat.ask("只要美元的");
      const second = await chat.card(answer, "screenProducts");
      await expect(second).toHaveAttribute("data-state", "ok");
      await expect(toolCards(answer)).toHaveCount(1);
      await expect(second.getByTestId("filter-chip-assetClasses")).toContainText(bond);
      await expect(second.getByTestId("filter-chip-riskLevels")).toHaveText(risk);
      const currency = second.getByTestId("filter-chip-currencies");
      await expect(currency).toContainText(text(locale, "tools:filters.currencies"));
      await expect(currency).toContainText("USD");
      const words = await answerText(answer);
      expect(words).toMatch(summary(locale, "screenProducts"));
      expectLanguage(words, locale);
    });

    test("「比较A和B，再解释一下最大回撤」gives a comparison, then the term", async ({ page, request }) => {
      const { chat, a, b } = await start(page, request, locale, lang);
      const answer = await chat.ask(`比较${a.fundCode}和${b.fundCode}，再解释一下最大回撤`);
      await expectComparisonThenTerm(chat, answer, locale, [a, b], "max_drawdown");
    });

    test("「明天天气怎么样？」is answered in words, with no card", async ({ page, request }) => {
      const { chat } = await start(page, request, locale, lang);
      await expectOffTopic(await chat.ask("明天天气怎么样？"), locale, lang);
    });
  });
});
