import { describe, expect, it } from "vitest";
import { escapeHtml, renderMailHtml } from "./render";

describe("escapeHtml", () => {
  it.each([
    ["<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    [`"quoted" & 'single'`, "&quot;quoted&quot; &amp; &#39;single&#39;"],
    ["&amp; stays double-escaped", "&amp;amp; stays double-escaped"],
    ["盈富基金 2800", "盈富基金 2800"],
  ])("%s", (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe("renderMailHtml", () => {
  const hostile = `<img src=x onerror="alert(1)">`;

  it("escapes every argument so none can inject markup", () => {
    const html = renderMailHtml({
      title: `Title ${hostile}`,
      paragraphs: [`Hello ${hostile}`, "<b>not bold</b>"],
      code: `12<i>34</i>`,
      footer: `Footer ${hostile}`,
    });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>not bold</b>");
    expect(html).not.toContain("<i>");
    expect(html.match(/&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/g)).toHaveLength(4); // title twice
    expect(html).toContain("12&lt;i&gt;34&lt;/i&gt;");
  });

  it("lays out the title, paragraphs in order, the code and the footer", () => {
    const html = renderMailHtml({
      title: "您的驗證碼",
      paragraphs: ["第一段", "第二段\n換行"],
      code: "482913",
      footer: "只提供資料，不構成投資建議。",
      lang: "zh-Hant-HK",
    });
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="zh-Hant-HK">');
    expect(html).toContain("<title>您的驗證碼</title>");
    const order = ["<h1", "第一段", "第二段<br>換行", "482913", "只提供資料"].map((s) => html.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("omits the code block when there is no code", () => {
    const html = renderMailHtml({ title: "Alert", paragraphs: ["Fund 2800 moved 5%."], footer: "f" });
    expect(html).not.toContain("letter-spacing");
  });

  it("falls back to lang en for a malformed language tag", () => {
    const html = renderMailHtml({ title: "t", paragraphs: [], footer: "f", lang: `en"><script>` });
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain("<script>");
  });
});
