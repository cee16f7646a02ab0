import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Providers } from "@/app/providers";
import { i18n, initI18n, loadNamespace } from "@/lib/i18n";
import type { DraftHolding, Weighting } from "../draft";
import { WeightsEditor } from "./weights-editor";

function Harness({ initial }: { initial: DraftHolding[] }) {
  const [holdings, setHoldings] = useState(initial);
  const [weighting, setWeighting] = useState<Weighting>("custom");
  return (
    <WeightsEditor
      holdings={holdings}
      weighting={weighting}
      onWeighting={setWeighting}
      onWeight={(code, weight) =>
        setHoldings((hs) => hs.map((h) => (h.fundCode === code ? { ...h, weight } : h)))
      }
      onRemove={(code) => setHoldings((hs) => hs.filter((h) => h.fundCode !== code))}
    />
  );
}

beforeAll(async () => {
  await initI18n("en-HK");
  await loadNamespace("portfolio");
});
afterEach(cleanup);

describe("<WeightsEditor>", () => {
  it("says the total must be 100% until the weights add up", () => {
    render(
      <Providers>
        <Harness
          initial={[
            { fundCode: "A", fundName: "Alpha", weight: 50 },
            { fundCode: "B", fundName: "Beta", weight: null },
          ]}
        />
      </Providers>,
    );
    const message = i18n.t("errors:validation.totalWeight");
    expect(screen.getByTestId("weight-error").textContent).toBe(message);
    const [, second] = screen.getAllByTestId("weight-input");
    fireEvent.change(second!, { target: { value: "49" } });
    expect(screen.getByTestId("weight-error").textContent).toBe(message);
    fireEvent.change(second!, { target: { value: "50" } });
    expect(screen.queryByTestId("weight-error")).toBeNull();
    expect(screen.getByTestId("weight-total").textContent).toBe("100.00%");
  });

  it("needs no weights with equal weighting", () => {
    render(
      <Providers>
        <Harness initial={[{ fundCode: "A", weight: null }]} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole("button", { name: i18n.t("portfolio:weighting.equal") }));
    expect(screen.queryByTestId("weight-error")).toBeNull();
    expect((screen.getByTestId("weight-input") as HTMLInputElement).disabled).toBe(true);
  });
});
