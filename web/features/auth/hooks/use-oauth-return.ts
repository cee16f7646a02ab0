import type { MessageKey } from "@shared/messages";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useCompleteSignIn } from "./use-complete-sign-in";

/** Reasons the server's OIDC callback may send back in `?error=` (server/features/accounts/oauth.routes.ts). */
export const oauthErrorReasons = [
  "badState",
  "expired",
  "exchangeFailed",
  "noEmail",
  "emailNotVerified",
  "invitationRequired",
  "discoveryFailed",
  "unknownProvider",
  "invalidToken",
] as const;
export type OAuthErrorReason = (typeof oauthErrorReasons)[number];

/** The message shown on /login for each reason. */
export const oauthErrorKeys = {
  badState: "auth:oauth.errors.badState",
  expired: "auth:oauth.errors.expired",
  exchangeFailed: "auth:oauth.errors.exchangeFailed",
  noEmail: "auth:oauth.errors.noEmail",
  emailNotVerified: "auth:oauth.errors.emailNotVerified",
  invitationRequired: "auth:oauth.errors.invitationRequired",
  discoveryFailed: "auth:oauth.errors.discoveryFailed",
  unknownProvider: "auth:oauth.errors.unknownProvider",
  invalidToken: "auth:oauth.errors.invalidToken",
} as const satisfies Record<OAuthErrorReason, MessageKey<"auth">>;

/**
 * The return from a third-party sign-in: the server redirects to /login with the token pair in
 * the URL fragment (never sent to a server, never logged), or with `?error=<reason>`. The
 * fragment is removed from the address bar before anything else happens.
 */
export function useOAuthReturn(): OAuthErrorReason | undefined {
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const handled = useRef(false);
  const [error] = useState(() => {
    const reason = params.get("error");
    return (oauthErrorReasons as readonly string[]).includes(reason ?? "")
      ? (reason as OAuthErrorReason)
      : undefined;
  });
  useEffect(() => {
    if (handled.current || !hash.includes("accessToken=")) return;
    handled.current = true;
    const fragment = new URLSearchParams(hash.slice(1));
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    const accessToken = fragment.get("accessToken");
    const refreshToken = fragment.get("refreshToken");
    if (accessToken && refreshToken) void completeSignIn({ accessToken, refreshToken });
  }, [hash, completeSignIn]);
  return error;
}
