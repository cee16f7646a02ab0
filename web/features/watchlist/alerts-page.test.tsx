import { alertPageSchema, type RiskAlertItem } from "@shared/api/watchlist";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
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
import { AlertsPage } from "./alerts-page";
import { unreadCountAtom } from "./atoms";
import { resetGroups } from "./hooks/groups-store";

setApiSession(session);

const envelope = (data: unknown) =>
  Response.json({ status: "SUCCESS", data, error: null, innerMessage: null });

const alert = (
  id: string,
  type: RiskAlertItem["type"],
  kind: RiskAlertItem["kind"],
  date: string,
): RiskAlertItem => ({
  id,
  type,
  kind,
  fundCode: "F1",
  product: null,
  date,
  title: `Title ${id}`,
  message: `Message ${id}`,
  detail: {},
  read: false,
});

let alerts: RiskAlertItem[];
const requests: string[] = [];

beforeAll(async () => {
  await initI18n("en-HK");
  await Promise.all([loadNamespace("watchlist"), loadNamespace("selection")]);
});

beforeEach(() => {
  resetGroups();
  session.setTokens({ accessToken: "A1", refreshToken: "R1" });
  requests.length = 0;
  alerts = [
    alert("a1", "fee_change", "fee_change_management", "2026-11-20"),
    alert("a2", "aum_change", "aum_change", "2026-11-19"),
    alert("a3", "fee_change", "fee_change_etf_total", "2026-11-18"),
  ];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, "http://localhost");
      requests.push(`${init.method} ${url.pathname}${url.search}`);
      const unread = alerts.filter((a) => !a.read).length;
      if (url.pathname === "/v1/app/watchlist/groups")
        return envelope({
          groups: [
            { id: "g", name: "Default", isDefault: true, personalized: false, createdAt: "x", items: [] },
          ],
        });
      if (url.pathname === "/v1/app/alerts/settings") return envelope({ emailDigest: "off" });
      if (url.pathname === "/v1/app/alerts/read") {
        const body = JSON.parse(String(init.body)) as { ids?: string[] };
        alerts = alerts.map((a) => (body.ids?.includes(a.id) ? { ...a, read: true } : a));
        return envelope({ unread: alerts.filter((a) => !a.read).length });
      }
      if (url.pathname === "/v1/app/alerts") {
        const page = Number(url.searchParams.get("page"));
        const size = Number(url.searchParams.get("pageSize"));
        const items = alerts.slice((page - 1) * size, page * size);
        return envelope(alertPageSchema.parse({ total: alerts.length, page, pageSize: size, unread, items }));
      }
      return envelope({ unread });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "*", element: <AlertsPage /> }], { initialEntries: [url] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("AlertsPage", () => {
  it("lists the alerts newest first with their type, and filters by type over every page", async () => {
    renderAt("/alerts");
    await waitFor(() =>
      expect(screen.getAllByTestId("alert-item").map((a) => a.dataset.id)).toEqual(["a1", "a2", "a3"]),
    );
    expect(screen.getAllByTestId("alert-type").map((t) => t.textContent)).toEqual([
      "Fee change",
      "AUM change",
      "Fee change",
    ]);
    expect(screen.getByTestId("alerts-summary").textContent).toBe("Alerts: 3 · unread: 3");

    cleanup();
    renderAt("/alerts?type=fee_change");
    await waitFor(() =>
      expect(screen.getAllByTestId("alert-item").map((a) => a.dataset.id)).toEqual(["a1", "a3"]),
    );
    expect(requests.some((r) => r.includes("pageSize=100"))).toBe(true);
  });

  it("marks an alert read when it is clicked, and the bell takes the new count", async () => {
    renderAt("/alerts");
    const first = (await screen.findAllByTestId("alert-item"))[0] as HTMLElement;
    await act(async () => {
      fireEvent.click(first);
    });
    await waitFor(() => expect(first.dataset.read).toBe("true"));
    expect(requests).toContain("POST /v1/app/alerts/read?lang=en");
    await waitFor(() => expect(appStore.get(unreadCountAtom)).toBe(2));
    expect(screen.getByTestId("alerts-summary").textContent).toBe("Alerts: 3 · unread: 2");
  });

  it("says the watchlist is empty and leads to the selector when nothing is watched", async () => {
    alerts = [];
    renderAt("/alerts");
    expect(await screen.findByTestId("alerts-no-watchlist")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the fund selector" }).getAttribute("href")).toBe(
      "/fundFilter",
    );
  });
});
