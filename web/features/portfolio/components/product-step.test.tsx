import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Providers } from "@/app/providers";
import { i18n, initI18n, loadNamespace } from "@/lib/i18n";
import { MAX_HOLDINGS } from "../draft";
import { ProductStep } from "./product-step";

const watched = (code: string, name: string) => ({
  fundCode: code,
  addedAt: "2026-11-01T00:00:00Z",
  product: { fundCode: code, fundName: name, productType: "fund" },
});

function Harness({ initial }: { initial: Array<{ fundCode: string; fundName?: string }> }) {
  const [selected, setSelected] = useState(initial);
  return (
    <ProductStep
      selected={selected}
      onAdd={(p) => setSelected((s) => [...s, p])}
      onRemove={(code) => setSelected((s) => s.filter((x) => x.fundCode !== code))}
      onNext={() => undefined}
    />
  );
}

function renderStep(initial: Array<{ fundCode: string; fundName?: string }>) {
  const router = createMemoryRouter([{ path: "/:lang?", element: <Harness initial={initial} /> }], {
    initialEntries: ["/en-HK"],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeAll(async () => {
  await initI18n("en-HK");
  await loadNamespace("portfolio");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("<ProductStep>", () => {
  it("adds the watchlist's products, and refuses a 21st with the limit message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          status: "SUCCESS",
          data: {
            groups: [
              {
                id: "g1",
                name: "Default",
                isDefault: true,
                personalized: false,
                createdAt: "2026-11-01T00:00:00Z",
                items: [watched("W1", "Watched One"), watched("W2", "Watched Two")],
              },
            ],
          },
          error: null,
          innerMessage: null,
        }),
      ),
    );
    const nineteen = Array.from({ length: MAX_HOLDINGS - 1 }, (_, i) => ({
      fundCode: `C${i}`,
      fundName: `Fund ${i}`,
    }));
    renderStep(nineteen);
    const [first, second] = await screen.findAllByTestId("add-from-watchlist");
    fireEvent.click(first!);
    expect(screen.getAllByTestId("selected-product")).toHaveLength(MAX_HOLDINGS);
    expect(screen.queryByTestId("holdings-limit")).toBeNull();
    fireEvent.click(second!);
    expect(screen.getAllByTestId("selected-product")).toHaveLength(MAX_HOLDINGS);
    expect(screen.getByTestId("holdings-limit").textContent).toBe(
      i18n.t("portfolio:select.limit", { count: MAX_HOLDINGS }),
    );
  });
});
