import type { ProductSummary } from "@shared/api/product-summary";
import type { WatchlistGroup } from "@shared/api/watchlist";
import { watchlistGroupsSchema } from "@shared/api/watchlist";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/toast", () => ({
  toast: { error: vi.fn(), success: vi.fn(), message: vi.fn() },
  toasterHost: { onMountRequest: () => () => {}, mounted: () => {} },
}));

import { Providers } from "@/app/providers";
import { session } from "@/features/auth";
import { setApiSession } from "@/lib/api";
import { initI18n, loadNamespace } from "@/lib/i18n";
import { appStore } from "@/lib/store";
import { toast } from "@/lib/toast";
import { unreadCountAtom } from "./atoms";
import { AddToWatchlist } from "./components/add-to-watchlist";
import { AlertsBell } from "./components/alerts-bell";
import { groupNameProblem } from "./group-name";
import { resetGroups } from "./hooks/groups-store";
import { WatchlistPage } from "./watchlist-page";

setApiSession(session);

const envelope = (data: unknown) =>
  Response.json({ status: "SUCCESS", data, error: null, innerMessage: null });
const failure = (status: number, code: number, innerMessage: string) =>
  Response.json(
    { status: "FAILURE", data: null, error: { code, message: innerMessage }, innerMessage },
    { status },
  );

const product = (fundCode: string, fundName: string): ProductSummary => ({
  fundCode,
  productType: "fund",
  fundName,
  isin: null,
  symbol: null,
  currency: "USD",
  assetClass: "Stock",
  category: null,
  categoryName: null,
  region: null,
  companyId: null,
  riskLevel: 4,
  ratingTier: null,
  starRating: null,
  nav: 12.3456,
  aumUsd: 1e8,
  return1y: 0.1234,
  return3y: null,
  sharpe1y: 1.05,
  volatility1y: null,
  maxDrawdown1y: null,
  totalExpenseRatio: null,
  dividendFrequency: null,
  launchDate: null,
  isDemo: true,
});

let groups: WatchlistGroup[];
let refuse: string | null;
const requests: string[] = [];

function fixture(): WatchlistGroup[] {
  return watchlistGroupsSchema.parse({
    groups: [
      {
        id: "g-default",
        name: "Default",
        isDefault: true,
        personalized: false,
        createdAt: "2026-01-01T00:00:00Z",
        items: [
          { fundCode: "F1", addedAt: "2026-02-03T04:05:06Z", product: product("F1", "Alpha Growth Fund") },
        ],
      },
      {
        id: "g-2",
        name: "Income",
        isDefault: false,
        personalized: true,
        createdAt: "2026-01-02T00:00:00Z",
        items: [],
      },
    ],
  }).groups;
}

beforeAll(async () => {
  await initI18n("en-HK");
  await Promise.all([loadNamespace("watchlist"), loadNamespace("selection")]);
});

beforeEach(() => {
  resetGroups();
  session.setTokens({ accessToken: "A1", refreshToken: "R1" });
  groups = fixture();
  refuse = null;
  requests.length = 0;
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input, "http://localhost").pathname;
      const call = `${init.method} ${path}`;
      requests.push(call);
      if (refuse && call.startsWith(refuse)) return failure(500, 50000001, "Something went wrong");
      if (call === "GET /v1/app/watchlist/groups") return envelope({ groups });
      if (call === "GET /v1/app/alerts/count") return envelope({ unread: 3 });
      const item = /^(POST|DELETE) \/v1\/app\/watchlist\/groups\/([^/]+)\/items\/([^/]+)$/.exec(call);
      if (item) {
        const [, method, id, code] = item;
        groups = groups.map((g) =>
          g.id !== id
            ? g
            : {
                ...g,
                items:
                  method === "POST"
                    ? [{ fundCode: code ?? "", addedAt: "2026-03-01T00:00:00Z", product: null }, ...g.items]
                    : g.items.filter((i) => i.fundCode !== code),
              },
        );
        return envelope(groups.find((g) => g.id === id));
      }
      if (call === "POST /v1/app/watchlist/groups") {
        const body = JSON.parse(String(init.body)) as { name: string };
        const group = {
          id: "g-new",
          name: body.name,
          isDefault: false,
          personalized: false,
          createdAt: "x",
          items: [],
        };
        groups = [...groups, group];
        return envelope(group);
      }
      return failure(404, 40400001, "not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

function renderAt(element: React.ReactNode, url = "/watchlist") {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("groupNameProblem", () => {
  const existing = [{ id: "g1", name: "Income" }];
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["a", null],
    ["x".repeat(26), null],
    ["x".repeat(27), "tooLong"],
    ["收".repeat(26), null],
    ["收".repeat(27), "tooLong"],
    ["  income ", "taken"],
  ] as const)("%j → %s", (name, problem) => {
    expect(groupNameProblem(name, existing)).toBe(problem);
  });

  it("lets a group keep its own name when renamed", () => {
    expect(groupNameProblem("Income", existing, "g1")).toBeNull();
  });
});

describe("WatchlistPage", () => {
  it("checks a new group's name with a localized message before any call", async () => {
    renderAt(<WatchlistPage />);
    fireEvent.click(await screen.findByTestId("group-new"));
    fireEvent.click(screen.getByTestId("group-name-submit"));
    expect((await screen.findByTestId("group-name-error")).textContent).toBe("Enter a group name.");
    fireEvent.change(screen.getByTestId("group-name-input"), { target: { value: "x".repeat(27) } });
    fireEvent.click(screen.getByTestId("group-name-submit"));
    expect((await screen.findByTestId("group-name-error")).textContent).toBe(
      "A group name can have at most 26 characters.",
    );
    expect(requests.filter((r) => r.startsWith("POST"))).toEqual([]);

    fireEvent.change(screen.getByTestId("group-name-input"), { target: { value: " Tech ideas " } });
    fireEvent.click(screen.getByTestId("group-name-submit"));
    await waitFor(() =>
      expect(screen.getAllByTestId("group-tab").map((t) => t.dataset.group)).toContain("Tech ideas"),
    );
    expect(requests).toContain("POST /v1/app/watchlist/groups");
  });

  it("removes an item only after the confirmation, and puts it back when the server refuses", async () => {
    renderAt(<WatchlistPage />);
    await screen.findByTestId("watchlist-row");
    fireEvent.click(screen.getByTestId("watchlist-remove"));
    fireEvent.click(await screen.findByTestId("confirm-cancel"));
    expect(screen.getAllByTestId("watchlist-row")).toHaveLength(1);
    expect(requests.some((r) => r.startsWith("DELETE"))).toBe(false);

    refuse = "DELETE /v1/app/watchlist/groups/g-default/items/F1";
    fireEvent.click(screen.getByTestId("watchlist-remove"));
    await act(async () => {
      fireEvent.click(await screen.findByTestId("confirm-ok"));
    });
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    await waitFor(() => expect(screen.getAllByTestId("watchlist-row")).toHaveLength(1));

    refuse = null;
    fireEvent.click(screen.getByTestId("watchlist-remove"));
    await act(async () => {
      fireEvent.click(await screen.findByTestId("confirm-ok"));
    });
    await waitFor(() => expect(screen.queryAllByTestId("watchlist-row")).toHaveLength(0));
    expect(screen.getByTestId("group-empty")).toBeTruthy();
  });

  it("does not offer rename or delete on the Default group", async () => {
    renderAt(<WatchlistPage />);
    await screen.findByTestId("group-header");
    expect(screen.queryByTestId("group-rename")).toBeNull();
    expect(screen.queryByTestId("group-delete")).toBeNull();
  });
});

describe("AddToWatchlist", () => {
  it("fills every mounted star together from the one groups cache, and rolls back a refused add", async () => {
    renderAt(
      <>
        <AddToWatchlist fundCode="F2" name="Beta Bond Fund" />
        <AddToWatchlist fundCode="F2" name="Beta Bond Fund" variant="button" />
      </>,
      "/fundFilter",
    );
    const stars = await screen.findAllByTestId("add-to-watchlist");
    await waitFor(() => expect(stars[0]?.dataset.inWatchlist).toBe("false"));
    expect(requests.filter((r) => r === "GET /v1/app/watchlist/groups")).toHaveLength(1);

    refuse = "POST /v1/app/watchlist/groups/g-2/items";
    fireEvent.click(stars[0] as HTMLElement);
    const dialog = await screen.findByTestId("add-to-watchlist-dialog");
    const income = within(dialog)
      .getAllByTestId("group-choice")
      .find((c) => c.dataset.group === "Income") as HTMLElement;
    await act(async () => {
      fireEvent.click(within(income).getByRole("checkbox"));
    });
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(within(income).getByRole("checkbox").getAttribute("aria-checked")).toBe("false");

    refuse = null;
    await act(async () => {
      fireEvent.click(within(income).getByRole("checkbox"));
    });
    await waitFor(() =>
      expect(screen.getAllByTestId("add-to-watchlist").every((s) => s.dataset.inWatchlist === "true")).toBe(
        true,
      ),
    );
    expect(screen.getAllByText("In watchlist").length).toBeGreaterThan(0);
  });
});

describe("AlertsBell", () => {
  it("says the unread count in its accessible name and badge", async () => {
    renderAt(<AlertsBell />, "/en-HK/news");
    const bell = await screen.findByTestId("nav-alerts");
    await waitFor(() => expect(bell.getAttribute("aria-label")).toBe("Risk alerts, 3 unread"));
    expect(screen.getByTestId("nav-alerts-badge").textContent).toBe("3");
    act(() => appStore.set(unreadCountAtom, 0));
    expect(bell.getAttribute("aria-label")).toBe("Risk alerts");
    expect(screen.queryByTestId("nav-alerts-badge")).toBeNull();
    act(() => appStore.set(unreadCountAtom, 120));
    expect(screen.getByTestId("nav-alerts-badge").textContent).toBe("99+");
  });

  it("is not shown signed out", () => {
    session.clear();
    renderAt(<AlertsBell />, "/news");
    expect(screen.queryByTestId("nav-alerts")).toBeNull();
  });
});
