import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { emptyDataSchema, success } from "../../../shared/api/envelope";
import { AppError } from "../../http/app-error";
import { contractRoute, envelopeResponses, plainContractRoute } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { OneTapVerifier } from "../../platform/identity/google-one-tap";
import {
  OIDC_COOKIE,
  OIDC_COOKIE_PATH,
  OIDC_COOKIE_SECONDS,
  OidcError,
  type OidcService,
} from "../../platform/identity/oidc";
import { type AccountsDeps, signInWithIdentity } from "./accounts.service";

export interface OAuthDeps extends AccountsDeps {
  appUrl: string;
  oidc: OidcService;
  /** Google one-tap, when Google is configured. */
  oneTap?: OneTapVerifier;
  /** The Google client id the web's one-tap prompt is initialised with. */
  googleClientId?: string;
}

function appErrorOf(err: OidcError): AppError {
  switch (err.reason) {
    case "unknownProvider":
      return new AppError("notFound", err.message);
    case "discoveryFailed":
      return new AppError("serviceUnavailable", err.message);
    default:
      return new AppError("notSignedIn", err.message, { reason: err.reason });
  }
}

const tags = ["Auth and users"];

const renderRoute = plainContractRoute("GET /v1/pub/oauth/render/{provider}", {
  tags,
  summary: "Start third-party sign-in: 302 to the provider (PKCE, state and nonce in an encrypted cookie)",
  responses: {
    302: { description: "To the provider's authorization page" },
    ...envelopeResponses(emptyDataSchema, { description: "unused", failures: [404, 503] }),
  },
});

const callbackRoute = plainContractRoute("GET /v1/pub/oauth/callback/{provider}", {
  tags,
  summary: "Finish third-party sign-in: 302 to the web with the token pair in the URL fragment",
  description:
    "On success: `/login?redirect=<path>#accessToken=…&refreshToken=…` (a fragment never reaches a server log). " +
    "On failure: `/login?error=<reason>`.",
  responses: { 302: { description: "Back to the web app" } },
});

const providersRoute = contractRoute("GET /v1/pub/oauth/providers", {
  tags,
  summary: "The configured third-party sign-in providers, and the Google client id for one-tap",
  returns: "Providers",
});

const oneTapRoute = contractRoute("POST /v1/pub/oauth/google/one-tap", {
  tags,
  summary:
    "Sign in with a Google one-tap credential (ID token verified: signature, audience, issuer, expiry)",
  returns: "A token pair",
  failures: [401, 404, 503],
});

/** OpenID Connect redirect flow for any configured issuer, and Google one-tap. */
export function oauthRoutes(deps: OAuthDeps) {
  const secure = deps.appUrl.startsWith("https:");
  const providers = deps.oidc.providers().map((name) => ({
    name,
    label: name === "google" ? "Google" : name.charAt(0).toUpperCase() + name.slice(1),
  }));
  return createRouter()
    .openapi(providersRoute, (c) =>
      c.json(
        success({ providers, googleOneTapClientId: deps.oneTap ? (deps.googleClientId ?? null) : null }),
        200,
      ),
    )
    .openapi(renderRoute, async (c) => {
      const { provider } = c.req.valid("param");
      const { redirect } = c.req.valid("query");
      try {
        const { url, cookie } = await deps.oidc.begin(provider, { returnTo: redirect });
        // Lax, not Strict: the callback is a cross-site navigation from the provider.
        setCookie(c, OIDC_COOKIE, cookie, {
          path: OIDC_COOKIE_PATH,
          httpOnly: true,
          sameSite: "Lax",
          secure,
          maxAge: OIDC_COOKIE_SECONDS,
        });
        return c.redirect(url, 302);
      } catch (err) {
        throw err instanceof OidcError ? appErrorOf(err) : err;
      }
    })
    .openapi(callbackRoute, async (c) => {
      const { provider } = c.req.valid("param");
      const cookie = getCookie(c, OIDC_COOKIE);
      deleteCookie(c, OIDC_COOKIE, { path: OIDC_COOKIE_PATH, secure });
      try {
        const { identity, returnTo } = await deps.oidc.finish(provider, {
          callbackUrl: new URL(c.req.url),
          cookie,
        });
        const tokens = await signInWithIdentity(deps, identity);
        const fragment = new URLSearchParams({
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
        });
        return c.redirect(`${deps.appUrl}/login?redirect=${encodeURIComponent(returnTo)}#${fragment}`, 302);
      } catch (err) {
        const reason =
          err instanceof OidcError
            ? err.reason
            : err instanceof AppError && err.errorName === "incorrectInvitationCode"
              ? "invitationRequired"
              : null;
        if (!reason) throw err;
        c.get("log").warn({ provider, reason }, "third-party sign-in failed");
        return c.redirect(`${deps.appUrl}/login?error=${reason}`, 302);
      }
    })
    .openapi(oneTapRoute, async (c) => {
      if (!deps.oneTap) throw new AppError("notFound", "Google sign-in is not configured");
      try {
        const identity = await deps.oneTap(c.req.valid("query").credential);
        return c.json(success(await signInWithIdentity(deps, identity)), 200);
      } catch (err) {
        throw err instanceof OidcError ? appErrorOf(err) : err;
      }
    });
}
