import type {
  BodyOf,
  DataOf,
  DeletePath,
  EndpointKey,
  Endpoints,
  GetPath,
  NavigablePath,
  ParamsOf,
  PathOf,
  PostPath,
  PutPath,
  QueryOf,
} from "@shared/api/endpoints";
import { isEnvelope } from "@shared/api/envelope-types";
import { errorCatalog } from "@shared/api/errors";
import { apiLangOf } from "@shared/locales";
import { activeLocale, i18n } from "./i18n";
import { splitLocalePath, withLocalePrefix } from "./locale";
import { loginUrlFor, navigateTo } from "./navigation";
import { toast } from "./toast";

/**
 * THE API client (conventions: the description of /v1/openapi.json): same origin, JSON, 30 s
 * timeout, `lang` on every call, bearer token, one refresh + one retry on 401 (shared by
 * concurrent calls), envelope unwrapping, and the product's error toasts (innerMessage, else
 * "Code: {status}, Message: …", the timeout text; 80610001 from fund info goes to /404).
 * Features call `get`/`post`/`put`/`del`, typed from shared/api/endpoints.ts: a path, query or
 * body the server does not take is a compile error, and the answer is the endpoint's `DataOf`.
 */
export const requestTimeoutMs = 30_000;
export const tokenRefreshPath = "/v1/app/token/refresh";
const fundInfoPath = "/v1/app/fund/info";

export type ApiErrorKind = "failure" | "http" | "unauthorized" | "timeout" | "network";

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Error code from shared/api/errors.ts when the server sent an envelope. */
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly details: Record<string, unknown> | undefined;
  /** The toast text the client shows for this error (also set when the call was silent). */
  readonly notice: string;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    notice?: string;
    code?: number;
    status?: number;
    details?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.details = init.details;
    this.notice = init.notice ?? init.message;
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
type Query = Record<string, QueryValue>;

/** How one call behaves (the path, query and body are typed from the contract). */
export type CallOptions = {
  /** Cancels the call; a cancelled call rejects with the AbortError and shows no toast. */
  signal?: AbortSignal;
  /** Reject without a toast: the caller shows the error in place. Redirects still happen. */
  silent?: boolean;
  /** Token sent as bearer: the access token (default) or, for the refresh call only, the refresh token. */
  auth?: "access" | "refresh" | "none";
  /**
   * A background call (e.g. the history list on a public page) whose failed token refresh
   * must not sign the user out or send them to /login: it just rejects.
   */
  background?: boolean;
  timeoutMs?: number;
};

/** `file`: a 2xx answer is read as a Blob (a contract entry with `answer: "file"`). */
type RequestOptions = CallOptions & { query?: Query; body?: unknown; file?: boolean };

/** A file (an export, a PDF) may take longer to make than a JSON answer. */
const fileTimeoutMs = 120_000;

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A path with `{name}` parameters (e.g. a conversation's id) takes their values in the options. */
type WithParams<K extends EndpointKey> = CallOptions & { params: ParamsOf<K> };
/** After the path: the query and the options; the options are required when the path has parameters. */
type QueryArgs<K extends EndpointKey> =
  ParamsOf<K> extends undefined
    ? [query?: QueryOf<K>, options?: CallOptions]
    : [query: QueryOf<K>, options: WithParams<K>];
/** After the path: the body (optional when the endpoint takes none), then the query and the options. */
type BodyArgs<K extends EndpointKey> =
  ParamsOf<K> extends undefined
    ? BodyOf<K> extends undefined
      ? [body?: undefined, query?: QueryOf<K>, options?: CallOptions]
      : [body: BodyOf<K>, query?: QueryOf<K>, options?: CallOptions]
    : [body: BodyOf<K>, query: QueryOf<K>, options: WithParams<K>];

/** A GET of the contract (shared/api/endpoints.ts): resolves to the envelope's data. */
export function get<P extends GetPath>(path: P, ...args: QueryArgs<`GET ${P}`>): Promise<DataOf<`GET ${P}`>> {
  return call({ method: "GET", path, query: args[0], options: args[1] });
}

export function post<P extends PostPath>(
  path: P,
  ...args: BodyArgs<`POST ${P}`>
): Promise<DataOf<`POST ${P}`>> {
  return call({ method: "POST", path, body: args[0], query: args[1], options: args[2] });
}

export function put<P extends PutPath>(path: P, ...args: BodyArgs<`PUT ${P}`>): Promise<DataOf<`PUT ${P}`>> {
  return call({ method: "PUT", path, body: args[0], query: args[1], options: args[2] });
}

/** DELETE (`delete` is a reserved word). */
export function del<P extends DeletePath>(
  path: P,
  ...args: QueryArgs<`DELETE ${P}`>
): Promise<DataOf<`DELETE ${P}`>> {
  return call({ method: "DELETE", path, query: args[0], options: args[1] });
}

/**
 * The address of a GET of the contract for the browser to navigate to (e.g. a sign-in redirect),
 * with its path parameters, query and `lang`, typed like `get`.
 */
export function hrefFor<P extends NavigablePath>(
  path: P,
  input: { params?: ParamsOf<`GET ${P}`>; query?: QueryOf<`GET ${P}`> },
): string {
  const params = input.params as Record<string, unknown> | undefined;
  return urlFor(withParams(path, params), input.query as Query | undefined);
}

/** The path with its `{name}` parameters filled in, encoded. */
function withParams(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
}

/** The one untyped step: the signatures above have checked the path, body, query and parameters. */
function call<T>(input: {
  method: Method;
  path: string;
  body?: unknown;
  query: unknown;
  options: unknown;
}): Promise<T> {
  const { method, path, body, query, options } = input;
  const { params, ...rest } = (options ?? {}) as CallOptions & { params?: Record<string, unknown> };
  return send<T>(
    method,
    withParams(path, params),
    { ...rest, body, query: query as Query | undefined },
    false,
  );
}

async function send<T>(method: Method, path: string, options: RequestOptions, retried: boolean): Promise<T> {
  const sentToken = bearerFor(options.auth);
  const { response, body } = await exchange(method, path, options, sentToken);

  if (response.status === 401 && !retried && options.auth !== "refresh" && options.auth !== "none") {
    // Another call may already have refreshed while this one was in flight: just retry.
    const current = session.accessToken();
    const outcome = current && current !== sentToken ? "refreshed" : await refreshSession();
    if (outcome === "refreshed") return send<T>(method, path, options, true);
    if (outcome === "rejected") {
      const message = messageOf(body, response);
      if (!options.background) logOutToLogin();
      notify(options, message);
      throw new ApiError({ kind: "unauthorized", status: 401, message });
    }
  }

  if (isEnvelope(body)) {
    if (body.status === "SUCCESS" && response.ok) return body.data as T;
    if (body.status === "FAILURE") {
      const message = body.innerMessage || body.error.message;
      const error = new ApiError({
        kind: response.ok ? "failure" : "http",
        code: body.error.code,
        status: response.status,
        message,
        notice: response.ok ? message : httpErrorText(response.status, message),
        details: body.error.details,
      });
      if (body.error.code === errorCatalog.fundNotFound.code && path === fundInfoPath) {
        const { locale } = splitLocalePath(window.location.pathname);
        navigateTo(withLocalePrefix("/404", locale), { replace: true });
        throw error;
      }
      // what the caller's plan does not allow: one dialog (features/plans) instead of a toast
      if (planErrorHandler && planErrorCodes.has(body.error.code) && !options.background) {
        planErrorHandler(error);
        throw error;
      }
      notify(options, error.notice);
      throw error;
    }
  }
  if (!response.ok) {
    const message = messageOf(body, response);
    const notice = httpErrorText(response.status, message);
    notify(options, notice);
    throw new ApiError({ kind: "http", status: response.status, message, notice });
  }
  // A 2xx answer without an envelope is passed through unchecked (the contract's `answer: "json"`, e.g. /healthz).
  return body as T;
}

/** One round trip under the timeout, body included. Timeouts and network errors toast and reject here. */
async function exchange(method: Method, path: string, options: RequestOptions, token: string | null) {
  const controller = new AbortController();
  const timedOut = new DOMException("Request timed out", "TimeoutError");
  const timer = setTimeout(() => controller.abort(timedOut), options.timeoutMs ?? requestTimeoutMs);
  const cancel = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", cancel, { once: true });

  const headers: Record<string, string> = options.file ? {} : { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(urlFor(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: "same-origin",
    });
    return { response, body: options.file && response.ok ? await response.blob() : await readBody(response) };
  } catch (cause) {
    if (controller.signal.reason === timedOut) {
      const message = i18n.t("common:api.timeout");
      notify(options, message);
      throw new ApiError({ kind: "timeout", message });
    }
    if (options.signal?.aborted) throw cause;
    const message = cause instanceof Error && cause.message ? cause.message : i18n.t("common:api.network");
    notify(options, message);
    throw new ApiError({ kind: "network", message });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", cancel);
  }
}

function urlFor(path: string, query: Query | undefined): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  url.searchParams.set("lang", apiLangOf[activeLocale()]);
  return url.pathname + url.search;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function bearerFor(auth: RequestOptions["auth"]): string | null {
  if (auth === "none") return null;
  return auth === "refresh" ? session.refreshToken() : session.accessToken();
}

function messageOf(body: unknown, response: Response): string {
  if (isEnvelope(body) && body.status === "FAILURE") return body.innerMessage || body.error.message;
  if (typeof body === "string" && body.trim() && body.length <= 200) return body.trim();
  return response.statusText || i18n.t("common:api.unknown");
}

function httpErrorText(status: number, message: string): string {
  return i18n.t("common:api.httpError", { status, message });
}

function notify(options: RequestOptions, message: string): void {
  if (!options.silent) toast.error(message);
}

/**
 * The answers about the caller's plan: not entitled (403 40300001, `details.capability`), the
 * daily AI report limit (429 42900002) and the portfolio caps (409 40900001 subscriptions,
 * 40900002 DIY). The plans feature registers the one handler that shows the matching dialog,
 * for every call, silent or not; this module knows no feature.
 */
const planErrorCodes: ReadonlySet<number> = new Set([
  errorCatalog.notEntitled.code,
  errorCatalog.aiReportDailyLimit.code,
  errorCatalog.portfolioSubscriptionLimit.code,
  errorCatalog.diyPortfolioLimit.code,
]);
let planErrorHandler: ((error: ApiError) => void) | null = null;

/** Registers the handler of plan answers (features/plans); returns the unregister. */
export function onPlanError(handler: (error: ApiError) => void): () => void {
  planErrorHandler = handler;
  return () => {
    if (planErrorHandler === handler) planErrorHandler = null;
  };
}

/** Shows the client's usual toast for an error of a `silent` call the caller chose not to handle in place. */
export function reportApiError(error: unknown): void {
  if (error instanceof ApiError) toast.error(error.notice);
  else if (error instanceof Error && error.name !== "AbortError") toast.error(error.message);
}

/**
 * Where the client reads and stores the signed-in session's tokens. The auth feature owns the
 * session (its atoms) and hands it over when it loads (features/auth/session.ts), so this
 * module depends on no feature; until then every call is anonymous.
 */
export interface ApiSession {
  accessToken(): string | null;
  refreshToken(): string | null;
  setTokens(tokens: DataOf<"POST /v1/app/token/refresh">): void;
  clear(): void;
}

let session: ApiSession = {
  accessToken: () => null,
  refreshToken: () => null,
  setTokens: () => {},
  clear: () => {},
};

export function setApiSession(next: ApiSession): void {
  session = next;
}

type RefreshOutcome = "refreshed" | "rejected" | "unreachable";
let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Exchanges the refresh token for a new pair. Concurrent callers share one request (the
 * server rotates refresh tokens: a second refresh with the same token would revoke the family).
 * "unreachable" (timeout, network) keeps the session: the user is not logged out by a bad connection.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    if (!session.refreshToken()) return "rejected";
    try {
      session.setTokens(
        await post(tokenRefreshPath, undefined, undefined, { auth: "refresh", silent: true }),
      );
      return "refreshed";
    } catch (error) {
      return error instanceof ApiError && (error.kind === "timeout" || error.kind === "network")
        ? "unreachable"
        : "rejected";
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Refresh failed: the user is logged out and sent to /login, which brings them back afterwards. */
function logOutToLogin(): void {
  session.clear();
  const { pathname, search } = window.location;
  const { rest } = splitLocalePath(pathname);
  if (rest.toLowerCase() === "/login") return;
  navigateTo(loginUrlFor(pathname + search), { replace: true });
}

/** The contract's POST entries answering a file (e.g. the selectors' CSV export). */
type FilePostPath = PathOf<
  {
    [K in EndpointKey]: Endpoints[K] extends { answer: "file" }
      ? K extends `POST ${string}`
        ? K
        : never
      : never;
  }[EndpointKey]
>;

/**
 * A file answer of the contract (e.g. a report's PDF) fetched with my session and saved by the
 * browser under `filename`. It is a call like any other: one refresh and retry on 401, a plan
 * answer (403 40300001, …) opens the plan dialog, other failures toast their envelope's message.
 */
export async function downloadFile<P extends NavigablePath>(
  path: P,
  input: { params?: ParamsOf<`GET ${P}`>; query?: QueryOf<`GET ${P}`> },
  filename: string,
): Promise<void> {
  const params = input.params as Record<string, unknown> | undefined;
  const query = input.query as Query | undefined;
  saveBlob(
    await send<Blob>("GET", withParams(path, params), { query, file: true, timeoutMs: fileTimeoutMs }, false),
    filename,
  );
}

/** A POST of the contract answering a file (the body typed from it), saved under `filename` and returned; as `downloadFile`. */
export async function downloadPostedFile<P extends FilePostPath>(
  path: P,
  body: BodyOf<`POST ${P}`>,
  filename: string,
): Promise<Blob> {
  const blob = await send<Blob>("POST", path, { body, file: true, timeoutMs: fileTimeoutMs }, false);
  saveBlob(blob, filename);
  return blob;
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
