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

  it("opens external links in a new tab", () => {
    const { container } = render(<Markdown>{"[SFC](https://www.sfc.hk)"}</Markdown>);
    const link = container.querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toContain("noopener");
  });
});
