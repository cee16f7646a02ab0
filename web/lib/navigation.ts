/**
 * Navigation for code outside React components (the API client, guards). The router
 * registers itself at start-up; before that (or in tests) a full page load is used.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** The login page URL that brings the user back to `target` (path + query) afterwards. */
export function loginUrlFor(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}
