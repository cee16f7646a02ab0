import type { ExternalToast } from "sonner";

/**
 * The app's toasts. The toast library and its toaster are not part of the start-up bundle: the
 * toaster (components/lazy-toaster.tsx) loads once the first page has rendered, or at once when a
 * toast is asked for earlier; a toast asked for before then is shown as soon as it has mounted.
 * Every feature calls these, never the library directly.
 */
type Sonner = typeof import("sonner");

let ready: Promise<void> | undefined;
let markReady: () => void = () => {};
const mountRequests = new Set<() => void>();

/** A promise that settles once the toaster has mounted; asks the toaster to load. */
function toasterReady(): Promise<void> {
  if (!ready) {
    ready = new Promise((resolve) => {
      markReady = resolve;
    });
    for (const request of mountRequests) request();
  }
  return ready;
}

/** For the toaster component: call `request` when a toast wants it loaded; `mounted` when it is. */
export const toasterHost = {
  onMountRequest(request: () => void): () => void {
    mountRequests.add(request);
    if (ready) request();
    return () => mountRequests.delete(request);
  },
  mounted(): void {
    toasterReady();
    markReady();
  },
};

let library: Promise<Sonner> | undefined;

function show(run: (sonner: Sonner) => void): void {
  library ??= import("sonner");
  void Promise.all([library, toasterReady()]).then(([sonner]) => run(sonner));
}

export const toast = {
  message: (text: string, options?: ExternalToast) => show((s) => s.toast(text, options)),
  success: (text: string, options?: ExternalToast) => show((s) => s.toast.success(text, options)),
  error: (text: string, options?: ExternalToast) => show((s) => s.toast.error(text, options)),
};
