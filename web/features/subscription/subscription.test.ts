import { capabilities, entitlements } from "@shared/entitlements";
import { describe, expect, it } from "vitest";
import { checkoutResultOf, planIdOf } from "./checkout-result";
import { featureRows, premiumOnlyRows } from "./feature-table";
import { isReminderDue, localDay, managesInPortal, markReminderShown, reminderOf } from "./lifecycle";
import { returnUrlFor } from "./return-url";

describe("featureRows", () => {
  it("has a row for every capability of the entitlement table, in its order", () => {
    expect(featureRows().map((r) => r.capability)).toEqual([...capabilities]);
  });

  it.each([
    ["fundComparison", { kind: "no" }, { kind: "yes" }],
    ["factorAnalysis", { kind: "preview", rows: undefined }, { kind: "yes" }],
    ["topPicks", { kind: "preview", rows: 3 }, { kind: "yes" }],
    ["aiAssistant", { kind: "limit", limit: 10, unit: "perDay" }, { kind: "yes" }],
    ["aiReport", { kind: "no" }, { kind: "limit", limit: 50, unit: "perDay", trialLimit: 5 }],
    [
      "diyPortfolios",
      { kind: "limit", limit: 1, unit: "total" },
      { kind: "limit", limit: 20, unit: "total" },
    ],
    ["basicFilters", { kind: "yes" }, { kind: "yes" }],
  ] as const)("reads %s from the table", (capability, pro, premium) => {
    const row = featureRows().find((r) => r.capability === capability);
    expect(row?.pro).toEqual(pro);
    expect(row?.premium).toEqual(premium);
  });

  it("lists as lost on leaving checkout exactly the capabilities where Premium differs from Pro", () => {
    const lost = premiumOnlyRows().map((r) => r.capability);
    const differing = capabilities.filter(
      (c) => JSON.stringify(entitlements.pro[c]) !== JSON.stringify(entitlements.premium[c]),
    );
    expect(lost).toEqual(differing);
    expect(lost).not.toContain("basicFilters");
    expect(lost).toContain("fundComparison");
  });
});

describe("managesInPortal", () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])("licence status %i → portal %s", (licenseStatus, portal) => {
    expect(managesInPortal({ licenseStatus })).toBe(portal);
  });

  it("sends a signed-out visitor to checkout", () => {
    expect(managesInPortal(null)).toBe(false);
  });
});

describe("reminderOf", () => {
  it.each([
    ["a Pro who never tried", { authLevel: 0, licenseStatus: 0, remainDays: null }, null],
    ["a trial far from its end", { authLevel: 2, licenseStatus: 1, remainDays: 12 }, null],
    [
      "a trial ending in 3 days",
      { authLevel: 2, licenseStatus: 1, remainDays: 3 },
      { state: "trialEnding", days: 3 },
    ],
    [
      "a trial ending today",
      { authLevel: 2, licenseStatus: 1, remainDays: 0 },
      { state: "trialEnding", days: 0 },
    ],
    ["an expired trial", { authLevel: 1, licenseStatus: 0, remainDays: null }, { state: "trialExpired" }],
    ["a paid plan that renews", { authLevel: 2, licenseStatus: 2, remainDays: 2 }, null],
    [
      "a cancelled plan ending in 6 days",
      { authLevel: 2, licenseStatus: 3, remainDays: 6 },
      { state: "membershipEnding", days: 6 },
    ],
    ["a cancelled plan ending in 20 days", { authLevel: 2, licenseStatus: 3, remainDays: 20 }, null],
    [
      "an expired membership",
      { authLevel: 1, licenseStatus: 3, remainDays: 0 },
      { state: "membershipExpired" },
    ],
    ["an enterprise account", { authLevel: 3, licenseStatus: 0, remainDays: null }, null],
  ] as const)("%s", (_label, user, expected) => {
    expect(reminderOf(user)).toEqual(expected);
  });
});

describe("daily reminders", () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
  };

  it("shows a state once per day and again the next day", () => {
    const store = memory();
    const today = { store, userId: "u1", state: "trialEnding" as const, day: "2026-11-25" };
    expect(isReminderDue(today)).toBe(true);
    markReminderShown(today);
    expect(isReminderDue(today)).toBe(false);
    expect(isReminderDue({ ...today, day: "2026-11-26" })).toBe(true);
  });

  it("keeps states and accounts apart", () => {
    const store = memory();
    const shown = { store, userId: "u1", state: "trialEnding" as const, day: "2026-11-25" };
    markReminderShown(shown);
    expect(isReminderDue({ ...shown, state: "trialExpired" })).toBe(true);
    expect(isReminderDue({ ...shown, userId: "u2" })).toBe(true);
  });

  it("names the local calendar day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});

describe("the checkout's return address", () => {
  const at = (href: string) => new URL(href) as unknown as Location;

  it("returns to the same page with the plan named and no earlier result", () => {
    const url = returnUrlFor(
      { planId: "premium-yearly" },
      at("https://app.test/en-HK/pricing?checkout=failed&plan=premium-monthly#x"),
    );
    expect(url).toBe("https://app.test/en-HK/pricing?plan=premium-yearly");
  });

  it("keeps the page's own query", () => {
    expect(
      returnUrlFor({ planId: "premium-monthly" }, at("https://app.test/fundComparison?fundCodes=A,B")),
    ).toBe("https://app.test/fundComparison?fundCodes=A%2CB&plan=premium-monthly");
  });

  it.each([
    ["success", "success"],
    ["failed", "failed"],
    ["cancelled", "cancelled"],
    ["paid", null],
    [null, null],
  ] as const)("reads the result %s", (value, expected) => {
    expect(checkoutResultOf(value)).toBe(expected);
  });

  it("falls back to the monthly plan for an unknown plan", () => {
    expect(planIdOf("premium-yearly")).toBe("premium-yearly");
    expect(planIdOf("enterprise")).toBe("premium-monthly");
    expect(planIdOf(null)).toBe("premium-monthly");
  });
});
