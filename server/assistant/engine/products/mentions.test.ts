import { describe, expect, it } from "vitest";
import { toksOf } from "../test-support";

/** The product mentions of a message: resolved codes, or "a|b" when ambiguous. */
const mentions = (message: string) =>
  toksOf(message)
    .filter((t) => t.mention)
    .map((t) => t.mention!.codes.join("|"));

describe("product mentions", () => {
  it.each([
    ["codes", "compare 2833 and 3100", ["2833", "3100"]],
    ["exchange symbol", "news on 2833.HK", ["2833"]],
    ["5-digit HK code", "add 02833 to my watchlist", ["2833"]],
    ["ISIN, any case", "prospectus of lu2222222229", ["F100003"]],
    ["English name", "tell me about the Vanguard Total Bond Market ETF", ["BND"]],
    ["partial name", "how has vanguard total bond done", ["BND"]],
    ["typo", "fees of the Vangaurd Total Bond", ["BND"]],
    ["Traditional Chinese name", "海港恒生指數ETF嘅持倉", ["2833"]],
    ["Simplified Chinese fragment", "莲花中证的费用", ["3100"]],
    ["Chinese numerals as digits", "蓮花中證500表現點", ["3100"]],
    ["share class by currency", "Jade Global Income HKD class", ["F100002"]],
    ["share class by Chinese currency", "翠玉環球收益基金美元嗰隻", ["F100001"]],
    ["near-duplicates stay ambiguous", "S&P 500 ETF fees", ["IVV|SPLG"]],
    ["issuer decides", "the iShares S&P 500 ETF", ["IVV"]],
    ["leveraged only when asked", "Harbour Hang Seng Index", ["2833"]],
    ["leveraged when asked", "Harbour Hang Seng Index inverse product", ["7500"]],
    ["word-like code in capitals", "news on ALL", ["ALL"]],
  ])("%s: %j", (_, message, expected) => {
    expect(mentions(message)).toEqual(expected);
  });

  it.each([
    ["global bond funds with fees under 1%"],
    ["show all Japan equity funds"],
    ["中國股票基金，一年回報高過一成"],
    ["money market funds in HKD"],
    ["adding 500 a month since 2018"],
  ])("no product in %j", (message) => {
    expect(mentions(message)).toEqual([]);
  });
});
