import { describe, expect, it } from "vitest";
import enHkCommon from "../locales/en-HK/common.json";
import enHkNav from "../locales/en-HK/nav.json";
import enSgCommon from "../locales/en-SG/common.json";
import { dateTimeFormat, isMessageKey, message, numberFormat, translate } from "./i18n";

describe("server messages", () => {
  it("reads en-SG's own wording where it has one", () => {
    expect(message("en-SG", "common:brand.homeTitle")).toBe(enSgCommon.brand.homeTitle);
    expect(message("en-SG", "common:brand.homeTitle")).not.toBe(enHkCommon.brand.homeTitle);
  });

  it("falls back to en-HK, key by key, for what en-SG does not override", () => {
    expect(message("en-SG", "nav:about")).toBe(enHkNav.about);
    expect(message("en-SG", "common:brand.pageTitle", { page: "Funds" })).toBe("Funds · FundPilot");
    expect(message("en-SG", "errors:codes.80610001")).toBe(message("en-HK", "errors:codes.80610001"));
  });

  it("answers an API language from its locale's catalogue", () => {
    expect(translate("en", "nav:about")).toBe(enHkNav.about);
    expect(translate("zh_TW", "nav:about")).not.toBe(enHkNav.about);
  });

  it("types keys from the en-HK catalogue and recognises keys that arrive as data", () => {
    // @ts-expect-error: not a key of locales/en-HK/errors.json
    expect(translate("en", "errors:codes.99999999")).toBe("errors:codes.99999999");
    expect(isMessageKey("errors:validation.totalWeight")).toBe(true);
    expect(isMessageKey("errors:validation.nope")).toBe(false);
    expect(isMessageKey("../secrets:x")).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});

describe("shared Intl formatters", () => {
  it("hands out one formatter per language tag and options, and formats as Intl does", () => {
    const usd = { style: "currency", currency: "USD", notation: "compact" } as const;
    expect(numberFormat("zh-HK", usd)).toBe(numberFormat("zh-HK", { ...usd }));
    expect(numberFormat("zh-HK", usd)).not.toBe(numberFormat("en-HK", usd));
    expect(numberFormat("en-HK", usd)).not.toBe(numberFormat("en-HK", { ...usd, currency: "HKD" }));
    expect(numberFormat("en-HK", usd).format(1_250_000)).toBe(
      new Intl.NumberFormat("en-HK", usd).format(1_250_000),
    );
    const medium = { dateStyle: "medium", timeZone: "UTC" } as const;
    expect(dateTimeFormat("en-SG", medium)).toBe(dateTimeFormat("en-SG", medium));
    expect(dateTimeFormat("en-SG", medium).format(new Date("2026-11-25T00:00:00Z"))).toBe(
      new Intl.DateTimeFormat("en-SG", medium).format(new Date("2026-11-25T00:00:00Z")),
    );
  });
});
