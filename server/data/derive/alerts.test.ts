import { describe, expect, it } from "vitest";
import type { RiskAlert } from "../../analytics";
import { alertRows } from "./alerts";
import type { DerivedProduct } from "./types";

const product = (code: string, alerts: RiskAlert[]) => ({ code, alerts }) as unknown as DerivedProduct;
const concentration = (date: string, label: string, weight = 0.7): RiskAlert => ({
  type: "concentration",
  kind: "concentration_sector",
  date,
  detail: { label, weight, norm: 0.2 },
});
const abnormal = (date: string, move: number): RiskAlert => ({
  type: "abnormal_return",
  kind: "abnormal_return_history",
  date,
  detail: { move, historySd: 0.01 },
});
const fee = (date: string): RiskAlert => ({
  type: "fee_change",
  kind: "fee_change_management",
  date,
  detail: { from: 0.015, to: 0.01 },
});

describe("alertRows", () => {
  it("names each alert by kind, code and date, newest first, and tells apart two of one day", () => {
    const rows = alertRows([
      product("A", [fee("2026-09-01"), fee("2026-09-01")]),
      product("B", [concentration("2026-10-30", "technology")]),
    ]);
    expect(rows.map((r) => r.id)).toEqual([
      "concentration_sector.B.2026-10-30",
      "fee_change_management.A.2026-09-01",
      "fee_change_management.A.2026-09-01.2",
    ]);
  });

  it.each([
    ["the same label concentrated", concentration("2026-10-31", "technology", 0.75), true],
    ["another label concentrated", concentration("2026-10-31", "energy"), false],
    ["a move of the same sign", abnormal("2026-10-31", 0.09), true],
    ["a move of the other sign", abnormal("2026-10-31", -0.09), false],
  ])("a standing condition keeps its id and first date in the next version: %s", (_, next, kept) => {
    const first = alertRows([
      product("B", [concentration("2026-10-30", "technology"), abnormal("2026-10-30", 0.08)]),
    ]);
    const [row] = alertRows([product("B", [next])], first);
    const before = first.find((r) => r.kind === next.kind)!;
    expect(row!.id === before.id).toBe(kept);
    expect(row!.date).toBe(kept ? "2026-10-30" : "2026-10-31");
    // the figures are always the new version's
    expect(row!.detail).toEqual(next.detail);
  });

  it("does not carry a dated fact: a fee change keeps its own date", () => {
    const first = alertRows([product("A", [fee("2026-09-01")])]);
    const [row] = alertRows([product("A", [fee("2026-10-02")])], first);
    expect(row!.id).toBe("fee_change_management.A.2026-10-02");
  });
});
