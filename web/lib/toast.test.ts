import { describe, expect, it, vi } from "vitest";

const shown = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), plain: vi.fn() }));
vi.mock("sonner", () => ({
  toast: Object.assign((text: string, options?: unknown) => shown.plain(text, options), {
    error: shown.error,
    success: shown.success,
  }),
}));

import { toast, toasterHost } from "./toast";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toast", () => {
  it("asks the toaster to load and shows an early toast once it has mounted", async () => {
    const request = vi.fn();
    const off = toasterHost.onMountRequest(request);
    toast.error("Request timeout, please try later");
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(shown.error).not.toHaveBeenCalled();

    toasterHost.mounted();
    await vi.waitFor(() =>
      expect(shown.error).toHaveBeenCalledWith("Request timeout, please try later", undefined),
    );

    toast.success("Saved");
    toast.message("Hello");
    await vi.waitFor(() => {
      expect(shown.success).toHaveBeenCalledWith("Saved", undefined);
      expect(shown.plain).toHaveBeenCalledWith("Hello", undefined);
    });
    off();
  });

  it("tells a toaster that subscribes after a toast was asked for to load at once", () => {
    const late = vi.fn();
    toasterHost.onMountRequest(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
