import { beforeEach, describe, expect, it } from "vitest";
import {
  localeStorageKey,
  localeSwitchUrl,
  resolveLocale,
  safeRedirect,
  splitLocalePath,
  withLocalePrefix,
} from "./locale";

beforeEach(() => localStorage.clear());

describe("splitLocalePath", () => {
  it.each([
    ["/en-HK/fundFilter", "en-HK", undefined, "/fundFilter"],
    ["/zh-hant-hk/AboutUs", "zh-Hant-HK", undefined, "/AboutUs"],
    ["/en-SG", "en-SG", undefined, "/"],
    ["/fr-FR/fundFilter", undefined, "fr-FR", "/fundFilter"],
    ["/fundFilter", undefined, undefined, "/fundFilter"],
    ["/", undefined, undefined, "/"],
    ["/ETF-Filter", undefined, undefined, "/ETF-Filter"],
  ])("%s", (path, locale, unknownLocale, rest) => {
    expect(splitLocalePath(path)).toEqual({ locale, unknownLocale, rest });
  });
});

describe("resolveLocale", () => {
  it("uses a supported prefix", () => {
    localStorage.setItem(localeStorageKey, "en-SG");
    expect(resolveLocale("/zh-Hans-HK/x")).toBe("zh-Hans-HK");
  });
  it("falls back to the default for an unknown locale-like prefix", () => {
    localStorage.setItem(localeStorageKey, "en-SG");
    expect(resolveLocale("/fr-FR/x")).toBe("zh-Hant-HK");
  });
  it("keeps the previous (persisted) language without a prefix, default on first visit", () => {
    expect(resolveLocale("/fundFilter")).toBe("zh-Hant-HK");
    localStorage.setItem(localeStorageKey, "en-HK");
    expect(resolveLocale("/fundFilter")).toBe("en-HK");
    localStorage.setItem(localeStorageKey, "xx-YY");
    expect(resolveLocale("/fundFilter")).toBe("zh-Hant-HK");
  });
});

describe("withLocalePrefix / localeSwitchUrl", () => {
  it.each([
    ["/", "en-HK", "/en-HK"],
    ["/fundFilter?keyword=a", "en-SG", "/en-SG/fundFilter?keyword=a"],
    ["/login?redirect=%2Ffund", "en-HK", "/login?redirect=%2Ffund"],
    ["/AboutUs", undefined, "/AboutUs"],
  ] as const)("prefixes %s under %s", (path, locale, expected) => {
    expect(withLocalePrefix(path, locale)).toBe(expected);
  });

  it.each([
    [
      { pathname: "/en-HK/fundFilter", search: "?keyword=x", hash: "" },
      "zh-Hans-HK",
      "/zh-Hans-HK/fundFilter?keyword=x",
    ],
    [{ pathname: "/AboutUs", search: "", hash: "#team" }, "en-SG", "/en-SG/AboutUs#team"],
    [{ pathname: "/", search: "", hash: "" }, "en-HK", "/en-HK"],
    [{ pathname: "/login", search: "?redirect=%2Ffund", hash: "" }, "en-HK", "/login?redirect=%2Ffund"],
  ] as const)("switching from %o to %s loads %s", (location, locale, expected) => {
    expect(localeSwitchUrl(location, locale)).toBe(expected);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/fundDetail?fundCode=1", "/fundDetail?fundCode=1"],
    ["/", "/"],
    ["//evil.example/x", undefined],
    ["/\\evil.example", undefined],
    ["https://evil.example", undefined],
    ["javascript:alert(1)", undefined],
    ["", undefined],
    [null, undefined],
  ])("%s → %s", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
