import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromRoot } from "../paths";
import { checkLocales, withoutComments } from "./i18n-check";

function copyLocales(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fp-locales-"));
  cpSync(fromRoot("locales"), dir, { recursive: true });
  return dir;
}

function edit(dir: string, file: string, change: (json: any) => void) {
  const full = path.join(dir, file);
  const json = JSON.parse(readFileSync(full, "utf8"));
  change(json);
  writeFileSync(full, JSON.stringify(json));
}

describe("i18n:check", () => {
  it("fails on a key missing from one locale", () => {
    const dir = copyLocales();
    expect(checkLocales(dir, null).filter((p) => p.includes("/errors"))).toEqual([]);
    edit(dir, "zh-Hans-HK/errors.json", (j) => delete j.codes["80610001"]);
    expect(checkLocales(dir, null)).toContain('zh-Hans-HK/errors: missing key "codes.80610001"');
  });

  it("fails on different interpolation variables and on an error code without a message", () => {
    const dir = copyLocales();
    edit(dir, "zh-Hant-HK/errors.json", (j) => {
      j.validation.required = "{{name}} 為必填";
    });
    for (const l of ["en-HK", "zh-Hant-HK", "zh-Hans-HK"])
      edit(dir, `${l}/errors.json`, (j) => delete j.codes["42900002"]);
    const problems = checkLocales(dir, null);
    expect(problems).toContain('errors: "validation.required" uses different {{variables}} across locales');
    expect(problems).toContain("errors: no message for error code 42900002");
  });

  it("lets en-SG hold only overrides of en-HK keys, with the same variables", () => {
    const dir = copyLocales();
    // As committed: en-SG holds a few overrides, and most of its files are {}.
    expect(checkLocales(dir, null)).toEqual([]);
    edit(dir, "en-SG/errors.json", (j) => {
      j.validation = { required: "{{name}} is required" };
      j.singaporeOnly = "Not in en-HK";
    });
    const problems = checkLocales(dir, null);
    expect(problems).toContain(
      'errors: "validation.required" uses different {{variables}} in en-SG than in en-HK',
    );
    expect(problems).toContain(
      'en-SG/errors: "singaporeOnly" does not exist in en-HK, so it overrides nothing',
    );
    expect(problems.some((p) => p.startsWith("en-SG/") && p.includes("missing key"))).toBe(false);
  });

  it("fails on a key used in the sources that has no text, in a call or in a map", () => {
    const dir = copyLocales();
    const web = mkdtempSync(path.join(tmpdir(), "fp-web-"));
    writeFileSync(
      path.join(web, "page.tsx"),
      [
        'export const x = (t: any) => t("errors:codes.99999999");',
        'export const labels = { a: "tools:periods.1Y", b: "tools:periods.2Y" } as const;',
        '// t("errors:in.a.comment") is not code',
        'export const url = "https://example.com/x"; export const ok = "common:brand.name";',
      ].join("\n"),
    );
    const problems = checkLocales(dir, web);
    expect(problems).toContain(
      'page.tsx:1: "errors:codes.99999999" has no text in locales/en-HK/errors.json'.replace(
        "page.tsx",
        path.relative(fromRoot(), path.join(web, "page.tsx")),
      ),
    );
    expect(problems.some((p) => p.includes('"tools:periods.2Y"'))).toBe(true);
    expect(problems.some((p) => p.includes("tools:periods.1Y") || p.includes("in.a.comment"))).toBe(false);
    expect(problems.some((p) => p.includes("common:brand.name"))).toBe(false);
  });

  // biome-ignore-start lint/suspicious/noTemplateCurlyInString: source code under test, as text
  it("fails on a message key built from a template literal, in web or server code", () => {
    const dir = copyLocales();
    const src = mkdtempSync(path.join(tmpdir(), "fp-src-"));
    writeFileSync(
      path.join(src, "card.tsx"),
      [
        "export const a = (t: any, name: string) => t(`tools:${name}.title`);",
        "export const b = (t: any, k: string) => t(`${k}.title`);",
        "export const c = (k: string) => <Trans i18nKey={`tools:${k}`} />;",
        "export const d = (k: string) => `assistant:periods.${k}`;",
        "// t(`tools:${name}.title`) in a comment is fine",
        "export const e = (n: number) => `${n} rows`;",
      ].join("\n"),
    );
    writeFileSync(
      path.join(src, "mail.ts"),
      "export const m = (lang: any, key: string) => translate(lang, `mail:${key}`);",
    );
    const problems = checkLocales(dir, src).filter((p) => p.includes("template literal"));
    const lines = problems.map((p) => p.replace(/^.*\/(\w+\.tsx?:\d+):.*$/, "$1"));
    expect(lines.sort()).toEqual(["card.tsx:1", "card.tsx:2", "card.tsx:3", "card.tsx:4", "mail.ts:1"]);
  });

  it("passes on the repository: no unknown key and no template key in web/, server/ or shared/", () => {
    expect(checkLocales()).toEqual([]);
  });
});

describe("withoutComments", () => {
  it("blanks comments but not strings, templates or regular expressions that look like them", () => {
    const source = 'const a = "//x"; // gone\nconst b = /\\/\\/*/g; /* gone */ const c = `/*${a}*/`;';
    const out = withoutComments(source);
    expect(out).toContain('"//x"');
    expect(out).toContain("`/*${a}*/`");
    expect(out).not.toContain("gone");
    expect(out.length).toBe(source.length);
  });
});
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: source code under test, as text
