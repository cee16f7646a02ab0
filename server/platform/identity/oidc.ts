/**
 * OpenID Connect sign-in (`/v1/pub/oauth/render/{provider}` and its callback): the
 * authorization-code redirect flow with PKCE S256, state and nonce against any configured issuer,
 * through openid-client. Google is just another issuer.
 *
 * The server is stateless (several instances), so the pending login travels in a short-lived
 * cookie whose value is an encrypted JWT (dir + A256GCM, key derived from the app secret): the
 * browser cannot read or alter the code_verifier, nonce or returnTo it carries.
 */
import { hkdfSync } from "node:crypto";
import { EncryptJWT, errors as joseErrors, jwtDecrypt } from "jose";
import * as client from "openid-client";
import { emailSchema } from "../../../shared/api/auth";
import type { OidcProviderConfig } from "../../config";

export interface OidcIdentity {
  provider: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

export type OidcErrorReason =
  | "unknownProvider"
  | "discoveryFailed"
  | "badState"
  | "expired"
  | "exchangeFailed"
  | "noEmail"
  | "emailNotVerified"
  | "invalidToken";

export class OidcError extends Error {
  constructor(
    readonly reason: OidcErrorReason,
    message: string,
  ) {
    super(message);
    this.name = "OidcError";
  }
}

/** Name of the cookie holding the pending login; set by the render route, read by the callback. */
export const OIDC_COOKIE = "fp_oidc";
export const OIDC_COOKIE_SECONDS = 10 * 60;
/**
 * The cookie only has to reach the callback. SameSite=Lax, not Strict: the callback is a
 * cross-site top-level GET from the issuer, which Strict would strip the cookie from.
 */
export const OIDC_COOKIE_PATH = "/v1/pub/oauth/callback";

export const OIDC_SCOPE = "openid email profile";

export interface OidcService {
  /** Configured provider names, e.g. ["google", "okta"]. */
  providers(): string[];
  begin(provider: string, options: { returnTo?: string }): Promise<{ url: string; cookie: string }>;
  finish(
    provider: string,
    options: { callbackUrl: URL; cookie: string | undefined },
  ): Promise<{ identity: OidcIdentity; returnTo: string }>;
}

/** What the cookie carries between `begin` and `finish`. */
interface PendingLogin {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

const COOKIE_AUDIENCE = "fundpilot-oidc-login";
const DISCOVERY_TIMEOUT_SECONDS = 10;

export function createOidcService(options: {
  providers: OidcProviderConfig[];
  appUrl: string;
  secret: string;
  /** Allow a plain-http issuer: tests against a local issuer only. */
  allowInsecureHttp?: boolean;
}): OidcService {
  const appUrl = options.appUrl.replace(/\/+$/, "");
  const byName = new Map(options.providers.map((p) => [p.name, p]));
  const cookieKey = deriveKey(options.secret, "fundpilot oidc login cookie v1");
  // Successful discoveries are kept for the life of the process; failures are dropped so the
  // next use retries. Concurrent first uses share one request.
  const discoveries = new Map<string, Promise<client.Configuration>>();

  const providerOf = (name: string): OidcProviderConfig => {
    const provider = byName.get(name);
    if (!provider) throw new OidcError("unknownProvider", `no OpenID provider named "${name}"`);
    return provider;
  };
  const redirectUri = (name: string) => `${appUrl}/v1/pub/oauth/callback/${name}`;

  function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
    const cached = discoveries.get(provider.name);
    if (cached) return cached;
    const pending = client
      .discovery(new URL(provider.issuer), provider.clientId, undefined, clientAuth(provider.clientSecret), {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        execute: options.allowInsecureHttp ? [client.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        discoveries.delete(provider.name);
        throw new OidcError("discoveryFailed", `discovery of ${provider.issuer} failed: ${describe(err)}`);
      });
    discoveries.set(provider.name, pending);
    return pending;
  }

  return {
    providers: () => [...byName.keys()],

    async begin(name, { returnTo }) {
      const provider = providerOf(name);
      const config = await discover(provider);
      const pending: PendingLogin = {
        provider: name,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo: safeReturnTo(returnTo, appUrl),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(name),
        scope: OIDC_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: "S256",
        state: pending.state,
        nonce: pending.nonce,
      });
      const cookie = await new EncryptJWT({ ...pending })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setAudience(COOKIE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${OIDC_COOKIE_SECONDS}s`)
        .encrypt(cookieKey);
      return { url: url.href, cookie };
    },

    async finish(name, { callbackUrl, cookie }) {
      const provider = providerOf(name);
      const pending = await readCookie(cookie, cookieKey);
      if (pending.provider !== name)
        throw new OidcError("badState", "the login was started for another provider");
      if (callbackUrl.searchParams.get("state") !== pending.state)
        throw new OidcError("badState", "the callback's state does not match the login");
      const config = await discover(provider);
      // The registered redirect URI, whatever host/proto the request reached us by (proxies):
      // the token request must repeat it exactly.
      const current = new URL(redirectUri(name));
      current.search = callbackUrl.search;
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        throw new OidcError("exchangeFailed", `${provider.issuer}: ${describe(err)}`);
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new OidcError("exchangeFailed", "no ID token in the token response");
      let claims: Record<string, unknown> = idClaims;
      // Conforming issuers put scope claims only at userinfo when they also issue an access token.
      if (typeof claims.email !== "string") {
        try {
          claims = {
            ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)),
            ...idClaims,
          };
        } catch (err) {
          throw new OidcError("exchangeFailed", `userinfo at ${provider.issuer}: ${describe(err)}`);
        }
      }
      return { identity: identityFrom(name, claims), returnTo: pending.returnTo };
    },
  };
}

/**
 * The verified identity from ID token (or userinfo) claims. Accounts are keyed by e-mail, so an
 * address the issuer has not verified is refused. Some issuers send `email_verified` as a string.
 */
export function identityFrom(provider: string, claims: Record<string, unknown>): OidcIdentity {
  if (typeof claims.sub !== "string" || claims.sub === "")
    throw new OidcError("exchangeFailed", "no subject");
  const email = emailSchema.safeParse(claims.email);
  if (!email.success) throw new OidcError("noEmail", `${provider} gave no usable e-mail address`);
  if (claims.email_verified !== true && claims.email_verified !== "true")
    throw new OidcError("emailNotVerified", `${provider} has not verified ${email.data}`);
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : null;
  return { provider, subject: claims.sub, email: email.data, emailVerified: true, name };
}

/**
 * Where to send the browser after login: a path on our own origin, or "/". Refuses `//host`,
 * `/\host` (browsers treat `\` as `/`), schemes, and control characters (browsers drop tabs and
 * newlines, so `/\t/host` would become `//host`).
 */
export function safeReturnTo(value: string | undefined, appUrl: string): string {
  if (!value || value.length > 1024) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return "/";
  }
  try {
    const origin = new URL(appUrl).origin;
    return new URL(value, origin).origin === origin ? value : "/";
  } catch {
    return "/";
  }
}

async function readCookie(cookie: string | undefined, key: Uint8Array): Promise<PendingLogin> {
  if (!cookie) throw new OidcError("badState", "no login in progress (cookie missing)");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtDecrypt(cookie, key, {
      audience: COOKIE_AUDIENCE,
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
      requiredClaims: ["exp"],
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new OidcError("expired", "the login took too long");
    throw new OidcError("badState", "the login cookie is not valid");
  }
  const fields = ["provider", "state", "nonce", "codeVerifier", "returnTo"] as const;
  if (!fields.every((f) => typeof payload[f] === "string"))
    throw new OidcError("badState", "the login cookie is incomplete");
  return Object.fromEntries(fields.map((f) => [f, payload[f]])) as unknown as PendingLogin;
}

/** A 256-bit key for one purpose, so the cookie key is never the JWT signing secret itself. */
function deriveKey(secret: string, label: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, "fundpilot", label, 32));
}

/**
 * client_secret_basic where the issuer supports it (the spec default when the metadata is
 * silent), otherwise client_secret_post. Decided per request from the discovered metadata.
 */
function clientAuth(secret: string): client.ClientAuth {
  const basic = client.ClientSecretBasic(secret);
  const post = client.ClientSecretPost(secret);
  return (as, c, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
    return (
      methods.includes("client_secret_basic") || !methods.includes("client_secret_post") ? basic : post
    )(as, c, body, headers);
  };
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = err.cause instanceof Error ? ` (${err.cause.message})` : "";
    return `${err.message}${cause}`;
  }
  return String(err);
}
