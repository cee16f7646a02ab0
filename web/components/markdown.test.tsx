import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

afterEach(cleanup);

describe("<Markdown>", () => {
  it("renders GitHub-flavoured markdown", () => {
    const { container } = render(
      <Markdown>{"**Sharpe** ratio\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |"}</Markdown>,
    );
    expect(container.querySelector("strong")?.textContent).toBe("Sharpe");
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(container.querySelector("table td")?.textContent).toBe("1");
  });

  it("never renders raw HTML or unsafe links", () => {
    const { container } = render(
      <Markdown>
        {'Hi <img src=x onerror="alert(1)"><script>alert(1)</script> [x](javascript:alert(1))'}
      </Markdown>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href") ?? "").not.toContain("javascript");
  });

  // What an LLM answer, a report's text or a stored chat message could carry.
  it.each([
    ["a script tag", "<script>alert(1)</script>"],
    ["an inline handler", '<img src=x onerror="alert(1)">'],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["an SVG with onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ["a style tag", "<style>body{display:none}</style>"],
    ["a form", '<form action="https://evil.example"><input name="p"></form>'],
    ["details with ontoggle", '<details open ontoggle="alert(1)">x</details>'],
    ["an HTML link", '<a href="javascript:alert(1)">click</a>'],
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["an encoded javascript: link", "[click](jav&#x61;script:alert(1))"],
    ["a vbscript: link", "[click](vbscript:msgbox(1))"],
    ["a data: HTML link", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a javascript: image", "![x](javascript:alert(1))"],
    ["a javascript: reference link", "[click][r]\n\n[r]: javascript:alert(1)"],
    ["an autolink", "<javascript:alert(1)>"],
    ["HTML in a table cell", "| a |\n|---|\n| <b onmouseover=alert(1)>x</b> |"],
    ["HTML in a list", "- <object data=x></object>\n- <embed src=x>"],
    ["a comment hiding a script", "<!-- --><script>alert(1)</script><!-- -->"],
  ])("renders %s as no raw HTML and no script URL", (_, source) => {
    const { container } = render(<Markdown>{source}</Markdown>);
    const forbidden = "script, iframe, svg, style, form, object, embed, details, b, input:not([disabled])";
    expect(container.querySelector(forbidden)).toBeNull();
    for (const element of container.querySelectorAll("*")) {
      for (const { name, value } of element.attributes) {
        expect(name.startsWith("on"), `${element.tagName} ${name}`).toBe(false);
        if (name === "href" || name === "src")
          expect(value.replace(/\s/g, "").toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
  });

  it("opens external links in a new tab", () => {
    const { container } = render(<Markdown>{"[SFC](https://www.sfc.hk)"}</Markdown>);
    const link = container.querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toContain("noopener");
  });
});
