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
 *  - an off-topic question: an answer in words, in the question's language, and no card;
 * and what an adviser checks: the question's language over the interface's, the comparison's
 * limit, windows and benchmark, an empty screen relaxed, cards that fit a 390-px phone, and
 * figures in words grouped as the cards group them.
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

/**
 * Every card of an answer fits a 390-px phone: nothing inside it scrolls sideways and nothing
 * sticks out past its right edge (the comparison's second column, the screener's figures).
 */
async function expectReadableOnPhone(card: Locator): Promise<void> {
  const wide = await card.evaluate((root) => {
    const right = root.getBoundingClientRect().right;
    const out: string[] = [];
    for (const element of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const scrolls = element === root || style.overflowX === "auto" || style.overflowX === "scroll";
      const name = element.getAttribute("data-testid") ?? element.tagName.toLowerCase();
      if (scrolls && element.scrollWidth > element.clientWidth + 1) out.push(`${name} scrolls sideways`);
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 1 && element.closest("[aria-hidden=true]") === null)
        out.push(`${name} ends past the card`);
    }
    return out;
  });
  expect(wide, "nothing in the card scrolls sideways or sticks out").toEqual([]);
  const box = await card.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390.5);
}

test.describe("answers an adviser checks", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a Cantonese question typed in the English interface is answered in Chinese", async ({
    page,
    request,
  }) => {
    const { chat, a, b } = await start(page, request, "en-HK", "en");
    const answer = await chat.ask(`幫我比較下${a.fundCode}同${b.fundCode}嘅表現`);
    const compare = await chat.card(answer, "compareProducts");
    await expect(compare).toHaveAttribute("data-state", "ok");
    const words = await answerText(answer);
    expect(words).toMatch(summary("zh-Hant-HK", "compareProducts"));
    expectLanguage(words, "zh-Hant-HK");
    // an off-topic question in Cantonese too
    await expectOffTopic(await chat.ask("聽日會唔會落雨？"), "zh-Hant-HK", "zh_TW");
  });

  test("on a 390×844 phone a comparison offers 1Y/3Y/5Y with a benchmark line, a 4th product is named as over the limit, and the cards fit", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const locale = "en-HK";
    const [a, b, c, d] = await demoFunds(request, "en", 4);
    if (!a || !b || !c || !d) throw new Error("the universe has fewer than four funds");
    const chat = new ChatPage(page);
    await chat.goto(`/${locale}`);

    const answer = await chat.ask(`compare ${a.fundCode}, ${b.fundCode}, ${c.fundCode} and ${d.fundCode}`);
    const card = await chat.card(answer, "compareProducts");
    await expect(card).toHaveAttribute("data-state", "ok");
    // the first three are compared, and the answer says the limit
    const table = card.getByTestId("compare-table");
    for (const p of [a, b, c])
      await expect(table.getByTestId("product-code").filter({ hasText: p.fundCode }).first()).toBeVisible();
    await expect(table.getByTestId("product-code").filter({ hasText: d.fundCode })).toHaveCount(0);
    expect(await answerText(answer)).toContain("You can select up to 3 products for comparison analysis.");
    // the windows, switched on the card; the benchmark line in the chart's legend
    await expect(card.getByTestId("compare-window")).toHaveCount(3);
    expect(
      await card.getByTestId("compare-window").evaluateAll((els) => els.map((e) => e.dataset.period)),
    ).toEqual(["1Y", "3Y", "5Y"]);
    await card.locator('[data-testid="compare-window"][data-period="3Y"]').click();
    await expect(table).toHaveAttribute("data-period", "3Y");
    await expect(card.locator('[data-testid="compare-chart-legend"] [data-kind="benchmark"]')).toHaveCount(1);
    await expectReadableOnPhone(card);

    // an empty screen names the filter that empties it and shows the nearest with it relaxed
    const screen = await chat.card(
      await chat.ask("global equity funds with a total expense ratio under 0.001%"),
      "screenProducts",
    );
    await expect(screen).toHaveAttribute("data-state", "ok");
    const relaxed = screen.getByTestId("screen-relaxed");
    await expect(relaxed).toHaveAttribute("data-relaxed-filter", "maxTotalExpenseRatio");
    await expect(relaxed).toContainText(text(locale, "selection:fields.maxTotalExpenseRatio"));
    await expect(relaxed.getByTestId("product-code").first()).toBeVisible();
    await expectReadableOnPhone(screen);
  });

  test("figures in words use the locale's number format, in each language", async ({ page }) => {
    for (const [locale, question] of [
      ["en-HK", "USD bond funds"],
      ["zh-Hant-HK", "美元債券基金"],
      ["zh-Hans-HK", "美元债券基金"],
    ] as const) {
      const chat = new ChatPage(page);
      await chat.goto(`/${locale}`);
      const answer = await chat.ask(question);
      const card = await chat.card(answer, "screenProducts");
      await expect(card).toHaveAttribute("data-state", "ok");
      const words = await answerText(answer);
      // counts of four or more digits are grouped as the card groups them ("10,000", never "10000")
      expect(words, words).not.toMatch(/(?<![\w.,])\d{4,}(?![\d.,%])/);
      const matched = (await card.getByTestId("screen-matched").textContent()) ?? "";
      for (const figure of matched.match(/\d{1,3}(?:,\d{3})+/g) ?? []) expect(words).toContain(figure);
      expectLanguage(words, locale);
    }
  });
});
