import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

afterEach(cleanup);
// each test starts before the menu code has loaded
beforeEach(() => vi.resetModules());

async function renderMenu() {
  const { LazyDropdownMenu } = await import("./lazy-dropdown-menu");
  render(
    <LazyDropdownMenu
      trigger={{ "data-testid": "trigger", children: "Funds" }}
      content={(ui) => (
        <ui.DropdownMenuContent>
          <ui.DropdownMenuItem>Fund selector</ui.DropdownMenuItem>
        </ui.DropdownMenuContent>
      )}
    />,
  );
  return screen.getByTestId("trigger");
}

describe("LazyDropdownMenu", () => {
  it("draws a closed menu button until the menu code arrives, then the same button", async () => {
    const placeholder = await renderMenu();
    expect(placeholder.tagName).toBe("BUTTON");
    expect(placeholder.getAttribute("aria-haspopup")).toBe("menu");
    expect(placeholder.getAttribute("aria-expanded")).toBe("false");
    expect(placeholder.textContent).toBe("Funds");
    fireEvent.focus(placeholder);
    await vi.waitFor(() => expect(screen.getByTestId("trigger")).not.toBe(placeholder));
    const real = screen.getByTestId("trigger");
    expect(real.getAttribute("aria-expanded")).toBe("false");
    expect(real.textContent).toBe("Funds");
    expect(document.activeElement).toBe(real);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("a key press before the code arrives opens the menu once it has", async () => {
    const placeholder = await renderMenu();
    await act(async () => {
      fireEvent.keyDown(placeholder, { key: "Enter" });
    });
    expect(await screen.findByRole("menu")).toBeTruthy();
    expect(screen.getByTestId("trigger").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("menuitem").textContent).toBe("Fund selector");
  });
});
