import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromRoot } from "../paths";
import { checkLocales } from "./i18n-check";

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
    edit(dir, "en-SG/errors.json", (j) => {
      j.validation.required = "{{name}} is required";
    });
    for (const l of ["en-HK", "en-SG", "zh-Hant-HK", "zh-Hans-HK"])
      edit(dir, `${l}/errors.json`, (j) => delete j.codes["42900002"]);
    const problems = checkLocales(dir, null);
    expect(problems).toContain('errors: "validation.required" uses different {{variables}} across locales');
    expect(problems).toContain("errors: no message for error code 42900002");
  });

  it("fails on a t() key used in web code that has no text", () => {
    const dir = copyLocales();
    const web = mkdtempSync(path.join(tmpdir(), "fp-web-"));
    writeFileSync(path.join(web, "page.tsx"), 'export const x = (t: any) => t("errors:codes.99999999");');
    expect(checkLocales(dir, web).some((p) => p.includes('t("errors:codes.99999999")'))).toBe(true);
  });
});
