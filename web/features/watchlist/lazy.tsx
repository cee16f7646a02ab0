import { StarIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import type { AddToWatchlistProps } from "./components/add-to-watchlist";

const AddToWatchlistChunk = lazy(() =>
  import("./components/add-to-watchlist").then((m) => ({ default: m.AddToWatchlist })),
);
const AlertsBellChunk = lazy(() =>
  import("./components/alerts-bell").then((m) => ({ default: m.AlertsBell })),
);
const PersonalizedShelfChunk = lazy(() =>
  import("./components/personalized-shelf").then((m) => ({ default: m.PersonalizedShelf })),
);

/**
 * The add-to-watchlist star (components/add-to-watchlist.tsx), loaded on first use; until then
 * an inert star of the same size holds its place. The page must have loaded the `watchlist`
 * message namespace (its route loader does: `loadNamespace("watchlist")`).
 */
export function AddToWatchlist(props: AddToWatchlistProps) {
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className={
            props.variant === "button"
              ? "inline-flex h-8 w-32 animate-pulse rounded-md bg-muted"
              : "inline-flex size-8 items-center justify-center"
          }
        >
          {props.variant === "button" ? null : <StarIcon className="size-4 text-muted-foreground/40" />}
        </span>
      }
    >
      <AddToWatchlistChunk {...props} />
    </Suspense>
  );
}

/** Home's Personalized list (components/personalized-shelf.tsx), loaded after the page. */
export function PersonalizedShelf() {
  return (
    <Suspense fallback={<div className="h-48 animate-pulse rounded-lg bg-muted" aria-hidden="true" />}>
      <PersonalizedShelfChunk />
    </Suspense>
  );
}

/**
 * The nav bar's bell with the unread count (components/alerts-bell.tsx), loaded after the
 * chrome so the start-up bundle stays small; signed out it renders nothing.
 */
export function AlertsBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-flex size-9" />}>
      <AlertsBellChunk />
    </Suspense>
  );
}
