import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { initI18n, loadNamespace } from "@/lib/i18n";
import { RiskLevel } from "./product-header";
import { QuartileBar } from "./quartile-bar";

beforeAll(async () => {
  await initI18n("en-HK");
  await Promise.all([loadNamespace("product"), loadNamespace("selection")]);
});
afterEach(cleanup);

describe("RiskLevel", () => {
  it("names the level", () => {
    render(<RiskLevel product={{ riskLevel: 4, noRiskRatingReasons: [] }} />);
    expect(screen.getByTestId("risk-level").textContent).toBe("4 · Growth");
  });
  it("lists every reason for no rating in words", () => {
    render(
      <RiskLevel
        product={{
          riskLevel: null,
          noRiskRatingReasons: ["launched_within_one_year", "no_recent_nav", "nav_discontinuous"],
        }}
      />,
    );
    expect(screen.getByText("No risk rating")).toBeTruthy();
    const reasons = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(reasons).toEqual([
      "Launched less than one year ago",
      "No NAV data in the last 30 days",
      "Discontinuous NAV data in the last year",
    ]);
  });
});

describe("QuartileBar", () => {
  it("says the quartile in words and shows a dash without one", () => {
    render(<QuartileBar quartile={2} />);
    expect(screen.getByTestId("quartile").getAttribute("title")).toBe("Quartile 2 of 4");
    cleanup();
    const { container } = render(<QuartileBar quartile={null} />);
    expect(container.textContent).toBe("—");
  });
});
