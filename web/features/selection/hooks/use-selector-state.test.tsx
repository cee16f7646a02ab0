import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SelectorState } from "../filter-query";
import { useSelectorState } from "./use-selector-state";

function setup(url: string) {
  const seen: { state?: SelectorState; update?: (next: SelectorState) => void } = {};
  function Probe() {
    const [state, update] = useSelectorState();
    seen.state = state;
    seen.update = update;
    return null;
  }
  const router = createMemoryRouter([{ path: "/:lang?/fundFilter", element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { router, seen };
}

afterEach(cleanup);

describe("useSelectorState", () => {
  it("reads the query, writes each change as a history entry and keeps parameters it does not own", async () => {
    const { router, seen } = setup("/en-HK/fundFilter?riskLevels=2&lng=pseudo");
    expect(seen.state).toEqual({ criteria: { riskLevels: [2] } });

    await act(() =>
      seen.update?.({ criteria: { riskLevels: [2, 3], currencies: ["USD"] }, sort: "fee_asc" }),
    );
    expect(router.state.location.search).toBe(
      "?currencies=USD&riskLevels=2%2C3&fundSortType=fee_asc&lng=pseudo",
    );
    expect(seen.state).toEqual({ criteria: { currencies: ["USD"], riskLevels: [2, 3] }, sort: "fee_asc" });

    await act(() => router.navigate(-1));
    expect(seen.state).toEqual({ criteria: { riskLevels: [2] } });
  });
});
