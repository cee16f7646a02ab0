import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "@/app/providers";
import { initI18n } from "@/lib/i18n";
import { SearchBox } from "./search-box";
import { readSearchHistory, SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX, withEntry } from "./search-history";

const envelope = (data: unknown) =>
  Response.json({ status: "SUCCESS", data, error: null, innerMessage: null });
const hit = (fundCode: string, fundName: string, productType: "fund" | "etf") => ({
  fundCode,
  fundName,
  productType,
  matchedOn: "name",
  score: 0.6,
});
const searches: string[] = [];

function renderBox(onAsk?: (q: string) => void) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <SearchBox testId="box" onAsk={onAsk} /> },
      { path: "/fundDetail", element: <p>fund detail</p> },
      { path: "/ETFDetail", element: <p>etf detail</p> },
      { path: "/fundFilter", element: <p>fund selector</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const type = async (text: string) => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.change(screen.getByTestId("box"), { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(600);
  });
  vi.useRealTimers();
};

beforeAll(async () => {
  await initI18n("en-HK");
});
beforeEach(() => {
  localStorage.clear();
  searches.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      searches.push(`${url.pathname}?${url.searchParams.get("key")}`);
      const key = url.searchParams.get("key") ?? "";
      if (key === "nothing") return envelope([]);
      if (url.pathname === "/v1/pub/fund/selection/search")
        return envelope([
          hit("FP001", "Harbour Asia Growth", "fund"),
          hit("FP002", "Harbour Income", "fund"),
        ]);
      return envelope([hit("FP900", "Harbour 50 ETF", "etf")]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("search history", () => {
  it("keeps at most 32 entries, newest first, one per fundCode", () => {
    let entries = [] as ReturnType<typeof readSearchHistory>;
    for (let i = 0; i < 40; i++)
      entries = withEntry(entries, {
        fundCode: `F${i % 35}`,
        fundName: "x",
        productType: "fund",
        timestamp: i,
      });
    expect(entries).toHaveLength(SEARCH_HISTORY_MAX);
    expect(entries[0]!.timestamp).toBe(39);
    expect(new Set(entries.map((e) => e.fundCode)).size).toBe(entries.length);
    entries = withEntry(entries, { fundCode: "F10", fundName: "x", productType: "fund", timestamp: 99 });
    expect(entries[0]!.fundCode).toBe("F10");
    expect(entries.filter((e) => e.fundCode === "F10")).toHaveLength(1);
  });

  it("reads unreadable storage as no history", () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, "{not json");
    expect(readSearchHistory()).toEqual([]);
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify([{ fundCode: 1 }]));
    expect(readSearchHistory()).toEqual([]);
  });
});

describe("SearchBox", () => {
  it("suggests funds and ETFs in groups after the debounce; arrows and Enter open one and remember it", async () => {
    const router = renderBox();
    await type("  harbour   ");
    expect(await screen.findByText("Harbour Asia Growth")).toBeTruthy();
    expect(searches).toEqual([
      "/v1/pub/fund/selection/search?harbour",
      "/v1/pub/etf/selection/search?harbour",
    ]);
    expect(screen.getByRole("group", { name: "Funds" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "ETFs" })).toBeTruthy();
    const box = screen.getByRole("combobox");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toBeTruthy();
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/ETFDetail"));
    expect(router.state.location.search).toBe("?fundCode=FP900");
    expect(readSearchHistory().map((e) => e.fundCode)).toEqual(["FP900"]);
  });

  it("says No results found, never searches an empty box, and Enter opens the selector with the keyword", async () => {
    const router = renderBox();
    await type("   ");
    expect(searches).toEqual([]);
    await type("nothing");
    expect(await screen.findByTestId("search-no-results")).toHaveProperty("textContent", "No results found");
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/fundFilter"));
    expect(router.state.location.search).toBe("?keyword=nothing");
  });

  it("lists the history when focused empty, and clears it", async () => {
    localStorage.setItem(
      SEARCH_HISTORY_KEY,
      JSON.stringify([{ fundCode: "FP7", fundName: "Seven Fund", productType: "fund", timestamp: 1 }]),
    );
    renderBox();
    fireEvent.focus(screen.getByRole("combobox"));
    expect(await screen.findByText("Seven Fund")).toBeTruthy();
    fireEvent.click(screen.getByText("Clear"));
    expect(readSearchHistory()).toEqual([]);
    expect(screen.queryByText("Seven Fund")).toBeNull();
  });

  it("offers AI search as an upgrade to a signed-out user beside the chat", async () => {
    const asked: string[] = [];
    renderBox((q) => asked.push(q));
    await type("which fund is best");
    expect(await screen.findByText(/AI search hands your question to the assistant/)).toBeTruthy();
    expect(screen.queryByText(/Ask the assistant/)).toBeNull();
  });
});
