import { act, cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SelectorState } from "../filter-query";
import { useSelectorState } from "./use-selector-state";

function setup(url: string) {
  const seen: { state?: SelectorState; update?: (next: SelectorState) => void; rerender?: () => void } = {};
  function Probe() {
    const [state, update] = useSelectorState();
    const [, setTick] = useState(0);
    seen.state = state;
    seen.update = update;
    seen.rerender = () => setTick((n) => n + 1);
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

  it("keeps every one of several changes made before the screen re-renders", async () => {
    const { router, seen } = setup("/en-HK/fundFilter?riskLevels=2");
    const rendered = seen.state!;
    const update = seen.update!;
    // four clicks on the same rendered state, as a quick user (or a busy machine) makes them
    await act(async () => {
      update({ ...rendered, criteria: { ...rendered.criteria, assetClasses: ["Stock"] } });
      update({ ...rendered, criteria: { ...rendered.criteria, currencies: ["USD"] } });
      update({ ...rendered, criteria: { ...rendered.criteria, riskLevels: [2, 4] } });
      update({ ...rendered, sort: "fee_asc" });
    });
    expect(seen.state).toEqual({
      criteria: { assetClasses: ["Stock"], currencies: ["USD"], riskLevels: [2, 4] },
      sort: "fee_asc",
    });
    // a reset made from that state clears them all; back steps through the changes
    await act(async () => seen.update!({ criteria: {} }));
    expect(seen.state).toEqual({ criteria: {} });
    await act(() => router.navigate(-1));
    expect(seen.state?.criteria.currencies).toEqual(["USD"]);
    // after a step back, a change applies to the state shown, not to the one left
    await act(async () =>
      seen.update!({ ...seen.state!, criteria: { ...seen.state!.criteria, currencies: undefined } }),
    );
    expect(seen.state).toEqual({
      criteria: { assetClasses: ["Stock"], riskLevels: [2, 4] },
      sort: "fee_asc",
    });
  });

  it("keeps a change when the screen re-renders before the URL shows it (results or a dictionary arriving)", async () => {
    const { seen } = setup("/en-HK/fundFilter?riskLevels=2");
    await act(async () => {
      const rendered = seen.state!;
      seen.update!({ ...rendered, criteria: { ...rendered.criteria, assetClasses: ["Stock"] } });
      // another part of the screen renders it again while the URL still reads the old query
      flushSync(() => seen.rerender!());
      expect(seen.state).toEqual(rendered);
      const again = seen.state!;
      seen.update!({ ...again, criteria: { ...again.criteria, currencies: ["USD"] } });
    });
    expect(seen.state).toEqual({
      criteria: { assetClasses: ["Stock"], currencies: ["USD"], riskLevels: [2] },
    });
  });
});
