import { describe, expect, it } from "vitest";
import enHkCommon from "../../locales/en-HK/common.json";
import enHkLegal from "../../locales/en-HK/legal.json";
import enHkNav from "../../locales/en-HK/nav.json";
import enSgCommon from "../../locales/en-SG/common.json";
import zhHantNav from "../../locales/zh-Hant-HK/nav.json";
import { activeLocale, i18n, initI18n, loadNamespace, localeOf } from "./i18n";
import { pseudoLocalize } from "./pseudo-locale";

// One i18next instance per page: each test starts the page again in another locale.
describe("web messages", () => {
  it("shows en-SG's own wording and falls back to en-HK key by key", async () => {
    await initI18n("en-SG");
    expect(activeLocale()).toBe("en-SG");
    expect(i18n.t("common:brand.homeTitle")).toBe(enSgCommon.brand.homeTitle);
    expect(i18n.t("common:brand.homeTitle")).not.toBe(enHkCommon.brand.homeTitle);
    expect(i18n.t("nav:about")).toBe(enHkNav.about);
    expect(i18n.t("common:brand.pageTitle", { page: "Funds" })).toBe("Funds · FundPilot");
  });

  it("falls back for a namespace loaded later, whole documents included", async () => {
    await initI18n("en-SG");
    await loadNamespace("legal");
    expect(i18n.t("legal:disclaimer.title")).toBe(enHkLegal.disclaimer.title);
    const doc = i18n.t("legal:disclaimer", { returnObjects: true });
    expect(doc).toEqual(enHkLegal.disclaimer);
  });

  it("does not fall back from a complete locale", async () => {
    await initI18n("zh-Hant-HK");
    expect(i18n.t("nav:about")).toBe(zhHantNav.about);
    expect(i18n.languages).toEqual(["zh-Hant-HK"]);
  });

  it("renders the pseudo-locale from en-HK, with en-HK's API language and formats", async () => {
    await initI18n("zh-Hant-HK", { pseudo: true });
    expect(i18n.language).toBe("pseudo");
    expect(activeLocale()).toBe("en-HK");
    expect(localeOf(i18n.language)).toBe("en-HK");
    expect(i18n.t("nav:about")).toBe(pseudoLocalize(enHkNav.about));
    expect(i18n.t("common:brand.pageTitle", { page: "X" })).toBe(
      pseudoLocalize(enHkCommon.brand.pageTitle).replace("{{page}}", "X"),
    );
  });

  it("types keys from the en-HK catalogue", async () => {
    await initI18n("en-HK");
    // @ts-expect-error: not a key of locales/en-HK/nav.json
    expect(i18n.t("nav:nope")).toBe("nope");
    expect(i18n.t("nav:about")).toBe(enHkNav.about);
  });
});
