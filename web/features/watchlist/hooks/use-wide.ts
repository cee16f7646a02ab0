import { useSyncExternalStore } from "react";

const query = "(min-width: 1024px)";

/** Whether the screen is at least Tailwind's `lg` wide (the groups list stands beside the table). */
export function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
  );
}
