/**
 * The grounding check on its own: numbers of the facts pass in every form the writer uses,
 * dates by their parts, the fixed copy's numbers pass; any other number fails and is named.
 */
import { describe, expect, it } from "vitest";
import { numberTokens, percent } from "./format";
import { checkGrounding } from "./grounding";

const facts = { r1y: 0.123456, sharpe: 0.8512, date: "2024-03-31", name: "Asia 50 Fund", days: 228 };
const copy = ["Risk level of 5", "1Y 3Y"];

describe("checkGrounding", () => {
  it("accepts the facts as the writer formats them, and the fixed copy", () => {
    const text = `Asia 50 Fund returned ${percent(facts.r1y)} (Sharpe 0.85) to 2024-03-31, recovering in 228 days. Risk level 4 of 5 over 1Y.`;
    const result = checkGrounding(text.replace("level 4", "level"), facts, copy);
    expect(result).toEqual({ ok: true, unknown: [] });
  });

  it("rejects a tampered or invented number and names it", () => {
    expect(checkGrounding("It returned 12.35%.", facts, copy)).toEqual({ ok: true, unknown: [] });
    expect(checkGrounding("It returned 12.36%.", facts, copy)).toEqual({ ok: false, unknown: ["12.36"] });
    expect(checkGrounding("Expect 7.00% a year.", facts, copy).unknown).toEqual(["7.00"]);
    expect(checkGrounding("Fell on 2024-03-30.", facts, copy).unknown).toEqual(["30"]);
  });

  it("reads numbers without sign or thousands separators", () => {
    expect(numberTokens("-1,234.50% and 2,000 on 2024-03-31")).toEqual([
      "1234.50",
      "2000",
      "2024",
      "03",
      "31",
    ]);
  });
});
