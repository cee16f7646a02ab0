import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "@/lib/idle";
import { toasterHost } from "@/lib/toast";

const Toaster = lazy(() =>
  import("./ui/sonner").then((m) => ({
    default: function MountedToaster() {
      useEffect(() => toasterHost.mounted(), []);
      return <m.Toaster />;
    },
  })),
);

/**
 * The app's toaster, loaded after the first page has rendered (when the browser is idle) or as
 * soon as a toast is asked for (lib/toast.ts), so the toast library is not in the start-up bundle.
 */
export function LazyToaster() {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    const off = toasterHost.onMountRequest(() => setLoad(true));
    const cancel = whenIdle(() => setLoad(true), { fallback: 1500 });
    return () => {
      off();
      cancel();
    };
  }, []);
  return load ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
