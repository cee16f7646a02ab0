export { alertTitle } from "./alert-text";
export { type AlertService, createAlertService, type StoredAlert } from "./alerts.service";
export {
  type DigestDeps,
  type DigestScheduler,
  digestDeps,
  digestMail,
  sendDueDigests,
  startDigestScheduler,
} from "./digest";
export { watchlistRoutes } from "./watchlist.routes";
export { createWatchlistService, type WatchlistService } from "./watchlist.service";
