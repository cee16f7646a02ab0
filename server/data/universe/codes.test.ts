import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../paths";
import { CodeBook, FREE_US_PREFIXES, isinCheckDigit, isValidIsin } from "./codes";
import { Rng } from "./prng";
import { smallUniverse } from "./test-support";

describe("codes", () => {
  it("computes ISIN check digits (public examples)", () => {
    expect(isinCheckDigit("US037833100")).toBe(5); // Apple
    expect(isValidIsin("US0378331005")).toBe(true);
    expect(isValidIsin("HK0000069689")).toBe(true); // AIA Group
    expect(isValidIsin("US0378331006")).toBe(false);
  });

  it("hands out unique codes and never a reserved one", () => {
    const book = new CodeBook(new Rng(1), ["2800", "QZSP"]);
    const codes = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      codes.add(book.hkCode(false));
      codes.add(book.usTicker());
    }
    expect(codes.size).toBe(2000);
    expect(codes.has("2800")).toBe(false);
    expect(codes.has("QZSP")).toBe(false);
  });

  it("gives no demo ETF a ticker that a real US listing uses", () => {
    const dir = path.resolve(projectRoot, "../shared/data/us-listings");
    const files = ["nasdaq-listed-symbols.csv", "other-listed.csv"].map((f) => path.join(dir, f));
    if (!files.every(existsSync)) return; // the shared data folder is optional
    const real = new Set(
      files.flatMap((f) =>
        readFileSync(f, "utf8")
          .split("\n")
          .slice(1)
          .map((l) => l.split(",")[0]),
      ),
    );
    for (const p of FREE_US_PREFIXES) expect([...real].some((s) => s?.startsWith(p))).toBe(false);
    const us = smallUniverse().products.filter((p) => p.exchange === "NYSE Arca");
    expect(us.length).toBeGreaterThan(100);
    for (const p of us) expect(real.has(p.code)).toBe(false);
  });
});
