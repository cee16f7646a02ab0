/**
 * Google one-tap (`POST /v1/pub/oauth/google/one-tap`): the browser hands us Google's ID
 * token (`credential`); we verify it ourselves with jose: RS256 only
 * (so neither `alg: none` nor HS256 signed with the public key passes), signature against the
 * issuer's JWKS fetched over HTTPS, `aud` = our client id, `iss`, `exp`, and a verified e-mail.
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from "jose";
import { identityFrom, OidcError, type OidcIdentity } from "./oidc";

const GOOGLE_ISSUER = "https://accounts.google.com";
/** Google signs one-tap tokens with either form of its issuer. */
const GOOGLE_ISSUERS = [GOOGLE_ISSUER, "accounts.google.com"];
const TIMEOUT_MS = 5_000;

export type OneTapVerifier = (credential: string) => Promise<OidcIdentity>;

/**
 * Failures throw OidcError: "expired" (token past `exp`), "invalidToken" (signature, algorithm,
 * audience, issuer or shape), "noEmail" / "emailNotVerified", "discoveryFailed" (the issuer's
 * discovery document or keys could not be fetched: retried on the next call).
 */
export function createOneTapVerifier(options: {
  clientId: string;
  issuer: string;
  /** Default: `jwks_uri` from the issuer's discovery document. */
  jwksUri?: string;
}): OneTapVerifier {
  const issuer = options.issuer.replace(/\/+$/, "");
  const issuers = issuer === GOOGLE_ISSUER ? GOOGLE_ISSUERS : [issuer];
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;

  const keySet = () => {
    keys ??= (options.jwksUri ? Promise.resolve(options.jwksUri) : discoverJwksUri(issuer))
      // jose caches the keys and refetches (with a cool-down) when a token names an unknown kid.
      .then((uri) => createRemoteJWKSet(new URL(uri), { timeoutDuration: TIMEOUT_MS }))
      .catch((err: unknown) => {
        keys = undefined;
        throw err;
      });
    return keys;
  };

  return async (credential) => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(credential, await keySet(), {
        algorithms: ["RS256"],
        audience: options.clientId,
        issuer: issuers,
        requiredClaims: ["sub", "exp", "iat"],
      }));
    } catch (err) {
      throw toOidcError(err);
    }
    return identityFrom("google", payload);
  };
}

async function discoverJwksUri(issuer: string): Promise<string> {
  const url = `${issuer}/.well-known/openid-configuration`;
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: "application/json" },
    });
  } catch (err) {
    throw new OidcError("discoveryFailed", `${url}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const body = res.ok
    ? ((await res.json().catch(() => null)) as { issuer?: unknown; jwks_uri?: unknown } | null)
    : null;
  if (!body || body.issuer !== issuer || typeof body.jwks_uri !== "string")
    throw new OidcError("discoveryFailed", `${url}: no usable discovery document (HTTP ${res.status})`);
  return body.jwks_uri;
}

function toOidcError(err: unknown): OidcError {
  if (err instanceof OidcError) return err;
  if (err instanceof joseErrors.JWTExpired) return new OidcError("expired", "the credential has expired");
  // Fetching the keys failed (network, timeout, not 200, not a key set): no verdict on the token.
  // Every verdict on the token itself is a JOSEError subclass with its own code.
  if (
    !(err instanceof joseErrors.JOSEError) ||
    err instanceof joseErrors.JWKSTimeout ||
    err instanceof joseErrors.JWKSInvalid ||
    err.code === "ERR_JOSE_GENERIC"
  )
    return new OidcError("discoveryFailed", `the issuer's keys are unavailable: ${String(err)}`);
  return new OidcError("invalidToken", `the credential was refused: ${err.code}`);
}
