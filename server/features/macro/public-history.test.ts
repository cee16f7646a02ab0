/**
 * The evaluation history from the public data sets beside the checkout (skipped when they are
 * absent): each covered asset has a month-end level series and cash, the uncovered ones are
 * named, and the walk-forward over a real asset keeps its past views when later data change.
 * No hit rate is asserted: the evaluation reports whatever the model measures.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { historyBefore, walkForward } from "../../analytics";
import { fromRoot } from "../../paths";
import { loadPublicHistory } from "./public-history";

const dir = path.resolve(fromRoot(".."), "shared", "data");
const present = existsSync(path.join(dir, "shiller-sp500", "data.csv"));

describe.skipIf(!present)("macro evaluation history (public data)", () => {
  const loaded = present ? loadPublicHistory(dir) : null;

  it("builds month-end levels and cash for the covered assets and names the rest", () => {
    const { history, notCovered, sources } = loaded!;
    expect(notCovered).toEqual(["europe_bond", "china_bond"]);
    expect(Object.keys(sources).sort()).toEqual(history.assets.map((a) => a.id).sort());
    const months = history.months;
    for (let i = 1; i < months.length; i++) expect(months[i]! > months[i - 1]!).toBe(true);
    for (const a of history.assets) {
      const levels = [...a.level].filter(Number.isFinite);
      expect(levels.length, a.id).toBeGreaterThan(200);
      expect(
        levels.every((x) => x > 0),
        a.id,
      ).toBe(true);
    }
    const us = history.assets.find((a) => a.id === "us_stock")!;
    const i1950 = months.indexOf("1950-06");
    expect(us.cash[i1950]).toBeGreaterThan(0);
    expect(us.yield[i1950]).toBeGreaterThan(0.02);
  });

  it("keeps the S&P 500's past views when later data change", () => {
    const { history } = loaded!;
    const end = history.months.indexOf("1990-12");
    const us = {
      months: history.months.slice(0, end),
      assets: historyBefore(history, end).assets.filter((a) => a.id === "us_stock"),
    };
    const from = "1985-01";
    const before = walkForward(us, { from });
    const changed = historyBefore(us, end);
    const cut = us.months.indexOf("1988-01");
    for (let i = cut; i < end; i++)
      changed.assets[0]!.level[i] = changed.assets[0]!.level[i]! * (i % 2 ? 0.8 : 1.3);
    const after = walkForward(changed, { from });
    const upTo = (vs: typeof before) =>
      vs.filter((v) => v.month <= "1988-01").map((v) => [v.month, v.horizon, v.view]);
    expect(upTo(before).length).toBeGreaterThan(50);
    expect(upTo(after)).toEqual(upTo(before));
    expect(after.map((v) => v.view)).not.toEqual(before.map((v) => v.view));
  });
});
