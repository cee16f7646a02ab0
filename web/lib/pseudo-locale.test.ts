import { describe, expect, it } from "vitest";
import enHkTools from "../../locales/en-HK/tools.json";
import { pseudoCatalogue, pseudoExpansion, pseudoLocalize } from "./pseudo-locale";

const placeholders = (text: string) => text.match(/\{\{.*?\}\}|<[^>]*>|\]\([^)]*\)|https?:\/\/\S+/g) ?? [];

describe("the pseudo-locale", () => {
  it("accents, brackets and pads a message", () => {
    expect(pseudoLocalize("Search funds")).toBe("[Ŝéàŕçĥ ƒûñðš ~~~~]");
  });

  it.each([
    "Search funds",
    "7D",
    "{{count}} results for “{{query}}”",
    "Matched <n>N</n> of <m>M</m>",
    "Read the [disclaimer](/disclaimer) and **the policy** at https://example.com/terms.",
    "{{ page }} · FundPilot",
  ])("keeps %j's variables and markup and makes it at least 30%% longer", (source) => {
    const out = pseudoLocalize(source);
    expect(out.length).toBeGreaterThanOrEqual(Math.ceil(source.length * (1 + pseudoExpansion)));
    expect(placeholders(out)).toEqual(placeholders(source));
    expect(out.startsWith("[") && out.endsWith("]")).toBe(true);
  });

  it("leaves no unaccented word outside variables and markup", () => {
    const out = pseudoLocalize("Edit {{filter}} in <b>bold</b> now");
    expect(out.replace(/\{\{.*?\}\}|<[^>]*>/g, "")).not.toMatch(/[A-Za-z]/);
  });

  it("transforms a whole catalogue, keeping its shape", () => {
    const pseudo = pseudoCatalogue(enHkTools);
    expect(Object.keys(pseudo)).toEqual(Object.keys(enHkTools));
    expect(pseudo.screenProducts.editFilter).toBe(pseudoLocalize(enHkTools.screenProducts.editFilter));
    expect(pseudo.screenProducts.editFilter).toContain("{{filter}}");
    expect(pseudoCatalogue({ list: ["a", "b"], n: 1 })).toEqual({ list: ["[à ~]", "[ƀ ~]"], n: 1 });
  });
});
