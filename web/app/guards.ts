import { matchWebLocale } from "@shared/locales";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { session } from "@/features/auth";
import { refreshSession } from "@/lib/api";
import { splitLocalePath } from "@/lib/locale";
import { loginUrlFor } from "@/lib/navigation";

/** Paths that skip the login check even where the route table says "requires login". */
export const guardSkipPaths = [
  "/",
  "/home",
  "/ETF",
  "/FundDetailMock",
  "/ETF-Filter",
  "/FundFilter",
] as const;
const skipSet = new Set(guardSkipPaths.map((p) => p.toLowerCase()));

/** Case-insensitive, with or without a language prefix, trailing slash ignored. */
export function skipsAuthCheck(pathname: string): boolean {
  const { rest } = splitLocalePath(pathname);
  const normalized = rest.length > 1 ? rest.replace(/\/+$/, "") : rest;
  return skipSet.has(normalized.toLowerCase());
}

/**
 * Loader of every route that requires login: signed in → go on; otherwise try one
 * token refresh; if that fails → /login?redirect=<target>. A bad language prefix is left to the
 * layout (it redirects or shows Page Not Found), so no login is asked for a page that does not exist.
 */
export async function requireLogin({ request, params }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (params.lang && !matchWebLocale(params.lang)) return null;
  if (skipsAuthCheck(url.pathname) || session.isSignedIn()) return null;
  if (session.refreshToken()) {
    const outcome = await refreshSession();
    if (outcome === "refreshed") return null;
    if (outcome === "rejected") session.clear();
  }
  throw redirect(loginUrlFor(url.pathname + url.search));
}
