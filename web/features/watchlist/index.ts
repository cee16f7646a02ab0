/**
 * The watchlist feature's public parts, each a lazy chunk behind a same-size placeholder (the
 * nav bar's bell included), so the start-up bundle holds only these wrappers (lazy.tsx).
 */
export type { AddToWatchlistProps } from "./components/add-to-watchlist";
export { AddToWatchlist, AlertsBell, PersonalizedShelf } from "./lazy";
