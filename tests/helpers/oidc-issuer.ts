import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
// oidc-provider ships no type declarations and @types/oidc-provider is not installed; the few
// members used here are described by `ProviderApi` below.
// @ts-expect-error -- untyped package
import ProviderModule from "oidc-provider";

/**
 * A real OpenID provider (`oidc-provider`) in process on 127.0.0.1, for tests of the redirect
 * flow and of ID token verification. Its interaction handler logs in
 * the account named by `login_hint` (its `sub` or e-mail) and grants consent, so the whole flow
 * runs with `fetch`: no browser. Without a known `login_hint` it answers `access_denied`.
 */
export interface IssuerAccount {
  sub: string;
  /** null: the account has no e-mail (the `email` claim is left out). */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface TestIssuer {
  /** `http://127.0.0.1:<port>`: the exact issuer identifier (not "localhost"). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  jwksUri: string;
  /** Follows the provider's redirects from an authorization URL up to the client's redirect URI. */
  runAuthorization(url: string): Promise<URL>;
  /** An RS256 ID token signed with the provider's own key (served at `jwksUri`). */
  mintIdToken(claims: JWTPayload, options: MintOptions): Promise<string>;
  close(): Promise<void>;
}

export interface MintOptions {
  audience: string;
  /** Seconds from now; negative for an expired token. Default 300. */
  expiresIn?: number;
  /** Default: this issuer. */
  issuer?: string;
}

interface ProviderApi {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): GrantApi;
    find(id: string): Promise<GrantApi | undefined>;
  };
}
interface GrantApi {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}
interface InteractionDetails {
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
}

const Provider = ProviderModule as new (
  issuer: string,
  configuration: Record<string, unknown>,
) => ProviderApi;
const KID = "test-issuer-key";

export async function startOidcIssuer(options: {
  redirectUris: string[];
  accounts: IssuerAccount[];
  clientId?: string;
  clientSecret?: string;
  /** Fixed port (e.g. one a client was pointed at while the issuer was down); default random. */
  port?: number;
  /** true: scope claims only at userinfo, as the spec wants when an access token is issued. */
  conformIdTokenClaims?: boolean;
}): Promise<TestIssuer> {
  const clientId = options.clientId ?? "fundpilot-test";
  const clientSecret = options.clientSecret ?? "fundpilot-test-secret-0123456789";
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingJwk = { ...(await exportJWK(privateKey)), kid: KID, alg: "RS256", use: "sig" };
  const findBy = (idOrEmail: unknown) =>
    options.accounts.find((a) => a.sub === idOrEmail || (a.email !== null && a.email === idOrEmail));

  let provider: ProviderApi | undefined;
  const server: Server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith("/interaction/")) {
      interact(provider, req, res).catch((err: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" }).end(String(err));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ["oidc-issuer-test-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: options.conformIdTokenClaims ?? false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = findBy(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({
          sub: account.sub,
          ...(account.email === null ? {} : { email: account.email, email_verified: account.emailVerified }),
          ...(account.name === null ? {} : { name: account.name }),
        }),
      };
    },
  });

  async function interact(p: ProviderApi, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await p.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      const account = findBy(details.params.login_hint);
      const result = account
        ? { login: { accountId: account.sub } }
        : { error: "access_denied", error_description: "no account for login_hint" };
      return p.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    // consent: grant whatever the prompt says is missing
    const accountId = details.session?.accountId ?? "";
    const grant =
      (details.grantId ? await p.Grant.find(details.grantId) : undefined) ??
      new p.Grant({ accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details;
    if (Array.isArray(missing.missingOIDCScope)) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (Array.isArray(missing.missingOIDCClaims)) grant.addOIDCClaims(missing.missingOIDCClaims);
    const resources = (missing.missingResourceScopes ?? {}) as Record<string, string[]>;
    for (const [resource, scopes] of Object.entries(resources))
      grant.addResourceScope(resource, scopes.join(" "));
    const grantId = await grant.save();
    return p.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const redirectTargets = options.redirectUris.map((u) => {
    const url = new URL(u);
    return `${url.origin}${url.pathname}`;
  });

  return {
    issuer,
    clientId,
    clientSecret,
    jwksUri: `${issuer}/jwks`,
    runAuthorization: async (start) => {
      const jar = new Map<string, string>();
      let url = new URL(start);
      for (let hop = 0; hop < 20; hop++) {
        const res = await fetch(url, {
          redirect: "manual",
          headers: jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {},
        });
        storeCookies(jar, res.headers.getSetCookie());
        const body = await res.text();
        const location = res.headers.get("location");
        if (res.status < 300 || res.status >= 400 || !location)
          throw new Error(`authorization stopped at ${url} with ${res.status}: ${body.slice(0, 300)}`);
        url = new URL(location, url);
        if (redirectTargets.includes(`${url.origin}${url.pathname}`)) return url;
      }
      throw new Error("authorization: too many redirects");
    },
    mintIdToken: async (claims, { audience, expiresIn = 300, issuer: iss = issuer }) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: KID, typ: "JWT" })
        .setIssuer(iss)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresIn)
        .sign(privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A cookie jar by name only: one host, and oidc-provider's cookie names do not clash by path. */
function storeCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = "", ...attributes] = line.split(";");
    const eq = pair.indexOf("=");
    if (eq < 1) continue;
    const name = pair.slice(0, eq).trim();
    const expired = attributes.some((a) => {
      const [key = "", value = ""] = a.trim().split("=");
      if (key.toLowerCase() === "max-age") return Number(value) <= 0;
      if (key.toLowerCase() === "expires") return Date.parse(value) <= Date.now();
      return false;
    });
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1).trim());
  }
}

/** A port nothing listens on right now (for "issuer down" tests). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
