import { useMatches } from "react-router";
import type { ScreenName } from "./routes";

export type RouteHandle = { screen: ScreenName };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "screen" in handle;
}

/** The screen of the deepest matched route (its `handle`), e.g. for titles and placeholders. */
export function useScreen(): ScreenName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.screen;
  }
  return undefined;
}
