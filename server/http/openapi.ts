import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import { z } from "zod";
import {
  type DataSchemaOf,
  type Endpoint,
  type EndpointKey,
  type Endpoints,
  type EnvelopeEndpointKey,
  endpoints,
  type MethodOf,
  type PathOf,
  splitEndpointKey,
} from "../../shared/api/endpoints";
import {
  failureEnvelopeSchema,
  type SuccessEnvelope,
  success,
  successEnvelopeSchema,
} from "../../shared/api/envelope";
import { type ErrorName, errorCatalog } from "../../shared/api/errors";
import { JSON_HOLE, type JsonBytes, type JsonText, jsonTemplate } from "../../shared/api/json-text";
import { unlockingPlan } from "../../shared/entitlements";
import { defaultApiLang } from "../../shared/locales";
import { translate } from "../i18n";
import { errorMessageKeys } from "./error-messages";

const failureDescriptions: Record<number, string> = {
  400: `Validation failed (${errorCatalog.validationFailed.code}); the message names the field`,
  401: `Not signed in or token expired (${errorCatalog.notSignedIn.code}, ${errorCatalog.accessTokenExpired.code})`,
  403: `Not entitled (${errorCatalog.notEntitled.code}); error.details.capability names the capability`,
  404: "Unknown resource",
  409: "Conflict with the current state",
  413: `Request too large (${errorCatalog.payloadTooLarge.code})`,
  415: `Body is not JSON (${errorCatalog.unsupportedMediaType.code})`,
  429: `Rate or quota limit (${errorCatalog.tooManyRequests.code})`,
  503: "A backend is unavailable",
};

const failureContent = { "application/json": { schema: failureEnvelopeSchema } };

/**
 * The `responses` block of a route: the SUCCESS envelope around `data`, plus the FAILURE
 * envelope for each listed HTTP status, so /v1/openapi.json documents both shapes.
 */
export function envelopeResponses<T extends z.ZodType>(
  data: T,
  options: { description: string; failures?: number[] },
) {
  return {
    200: {
      description: options.description,
      content: { "application/json": { schema: successEnvelopeSchema(data) } },
    },
    ...failureResponses(options.failures),
  };
}

/** The FAILURE envelope for 400 and each listed HTTP status. */
export function failureResponses(statuses: number[] = []) {
  return Object.fromEntries(
    [400, ...statuses].map((status) => [
      status,
      { description: failureDescriptions[status] ?? "Failure", content: failureContent },
    ]),
  );
}

/** The `request.body` block of a JSON route. */
const jsonRequestBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** OpenAPI security of `/v1/app/*` routes. */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * The error catalogue as a markdown table (code, name, HTTP status, the en-HK user message),
 * generated from `shared/api/errors.ts` and `locales/en-HK/errors.json`, so the API reference
 * (/v1/docs) always lists the codes the server can answer.
 */
export function errorCatalogueMarkdown(): string {
  const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");
  const rows = (Object.keys(errorCatalog) as ErrorName[]).map((name) => {
    const { code, httpStatus } = errorCatalog[name];
    const message = translate("en", errorMessageKeys[name], { field: "{field}" });
    return `| ${code} | \`${name}\` | ${httpStatus} | ${cell(message)} |`;
  });
  return ["| code | name | HTTP | user message (en-HK) |", "|---|---|---|---|", ...rows].join("\n");
}

/** `info.description` of /v1/openapi.json: the conventions every route keeps, then the error catalogue. */
export function apiDescription(): string {
  return [
    "Every response is the envelope {status, data, error, innerMessage} (a document, GET /v1/pub/factsheet/{code}, " +
      "answers its PDF; its failures are envelopes). Pass `lang=en|zh_CN|zh_TW` on every call " +
      `(default \`${defaultApiLang}\`). ` +
      "/v1/pub/* needs no token; /v1/app/* needs `Authorization: Bearer <accessToken>` " +
      "(/v1/app/token/refresh takes the refresh token instead). On a public route a token is optional: one that " +
      "does not verify or whose session has ended is answered as anonymous, an expired one with 401 " +
      `${errorCatalog.accessTokenExpired.code} (refresh and ask again). ` +
      "Paged lists take `page` (from 1) and `pageSize` " +
      "(default 30, at most 100) and answer `{total, page, pageSize, items}`. Dates are `YYYY-MM-DD`; ratios are " +
      "decimals (0.0523 = 5.23%).",
    "## Errors",
    "A FAILURE envelope carries `error.code` (below), `error.message` (for developers, in English; a validation " +
      "error names the field) and `innerMessage` (for the user, in the request's `lang`). A code is eight digits: " +
      "the first three name the kind of error and are usually the HTTP status (the sign-in code errors " +
      "40100004–40100006 travel with 400; 80610001, product not found, with 404), the rest is a serial number. " +
      "The HTTP column is the status the server answers with.",
    errorCatalogueMarkdown(),
  ].join("\n\n");
}

/** What a route adds to its contract entry: its documentation. */
export interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
  security?: typeof bearerSecurity;
}

/** An envelope route's documentation: the 200 answer's description and the failures it may answer. */
export interface EnvelopeRouteDoc extends RouteDoc {
  /** Describes the SUCCESS answer; the summary when absent. */
  returns?: string;
  /** HTTP statuses of the FAILURE envelope besides 400. */
  failures?: number[];
}

type Nothing = Record<never, never>;
type RequestOf<E> = (E extends { query: infer Q } ? { query: Q } : Nothing) &
  (E extends { params: infer P } ? { params: P } : Nothing) &
  (E extends { body: infer B }
    ? { body: { content: { "application/json": { schema: B } }; required: true } }
    : Nothing);
type EnvelopeResponsesOf<K extends EnvelopeEndpointKey> = ReturnType<
  typeof envelopeResponses<NonNullable<DataSchemaOf<K>>>
>;

/** The createRoute config of a contract entry: its method, path and request, with `responses`. */
export type ContractRouteConfig<K extends EndpointKey, Responses extends RouteConfig["responses"]> = Omit<
  RouteConfig,
  "method" | "path" | "request" | "responses"
> & {
  method: Lowercase<MethodOf<K>>;
  path: PathOf<K>;
  request: RequestOf<Endpoints[K]>;
  responses: Responses;
};

const syncFirst = new WeakSet<z.ZodType>();

/**
 * Makes a request schema validate synchronously when the route's validator asks for an async
 * parse. @hono/zod-openapi validates with `safeParseAsync`, and zod compiles an object schema
 * into one straight-line function (its "fastpass") only for a synchronous parse: the generic
 * async walk over a 30-field filter cost a selection request more than its own screening.
 * No request schema has an asynchronous check; should one get one, zod's synchronous parse
 * throws `$ZodAsyncError` and the async parse answers instead. Same result either way.
 */
export function parsedSyncFirst<T extends z.ZodType>(schema: T): T {
  if (syncFirst.has(schema)) return schema;
  syncFirst.add(schema);
  const parseAsync = schema.safeParseAsync.bind(schema);
  schema.safeParseAsync = async (data, params) => {
    try {
      return schema.safeParse(data, params);
    } catch (err) {
      if (err instanceof z.core.$ZodAsyncError) return parseAsync(data, params);
      throw err;
    }
  };
  return schema;
}

function routeOf<K extends EndpointKey, Responses extends RouteConfig["responses"]>(input: {
  key: K;
  doc: RouteDoc;
  responses: Responses;
}) {
  const { key, doc, responses } = input;
  const { method, path } = splitEndpointKey(key);
  const entry: Endpoint = endpoints[key];
  const request = {
    ...(entry.query ? { query: parsedSyncFirst(entry.query) } : {}),
    ...(entry.params ? { params: parsedSyncFirst(entry.params) } : {}),
    ...(entry.body ? jsonRequestBody(parsedSyncFirst(entry.body)) : {}),
  };
  const { summary, tags } = doc;
  const gate = capabilityNote(entry);
  const description = [doc.description, gate].filter(Boolean).join(" ") || undefined;
  // every /v1/app/* route is behind the bearer guard (app.ts), so its document says so
  const security = doc.security ?? (path.startsWith("/v1/app/") ? bearerSecurity : undefined);
  const config = {
    method: method.toLowerCase(),
    path,
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    ...(entry.capability
      ? { "x-capability": entry.capability, "x-capability-needs": entry.needs ?? "preview" }
      : {}),
    ...(security === undefined ? {} : { security }),
    request,
    responses,
  };
  return createRoute(config as unknown as ContractRouteConfig<K, Responses>);
}

/** What a gated route's document says about its capability (server/http/entitlements.ts enforces it). */
function capabilityNote(entry: Endpoint): string | undefined {
  const { capability, needs = "preview" } = entry;
  if (!capability) return undefined;
  if (needs === "any")
    return `Serves the \`${capability}\` capability: open to every plan, the answer is trimmed to the caller's access.`;
  const who =
    needs === "full" ? `the whole \`${capability}\` capability` : `the \`${capability}\` capability`;
  return (
    `Needs ${who} (plan \`${unlockingPlan(capability, needs)}\` or above; 403 40300001 with ` +
    "`error.details.capability` otherwise)" +
    (needs === "preview" ? "; a plan with a preview gets a trimmed answer." : ".")
  );
}

/** The failure statuses of a route, with 403 when its entry serves a capability that can be refused. */
function failuresOf(entry: Endpoint, failures: number[] = []): number[] {
  const refusable = entry.capability !== undefined && entry.needs !== "any";
  return refusable && !failures.includes(403) ? [...failures, 403] : failures;
}

/**
 * The route of a contract entry (shared/api/endpoints.ts): method, path, query, path
 * parameters and JSON body come from the entry, and the responses are the SUCCESS envelope
 * around the entry's `data` plus the FAILURE envelopes, so a route cannot drift from what the
 * web client is typed against.
 */
export function contractRoute<K extends EnvelopeEndpointKey>(key: K, doc: EnvelopeRouteDoc) {
  const { returns, failures, ...rest } = doc;
  const entry: Endpoint = endpoints[key];
  const responses = envelopeResponses(entry.data as NonNullable<DataSchemaOf<K>>, {
    description: returns ?? doc.summary,
    failures: failuresOf(entry, failures),
  });
  return routeOf<K, EnvelopeResponsesOf<K>>({ key, doc: rest, responses });
}

/** The route of a contract entry that does not answer the envelope: its responses are given. */
export function plainContractRoute<K extends EndpointKey, const Responses extends RouteConfig["responses"]>(
  key: K,
  doc: RouteDoc & { responses: Responses },
) {
  const { responses, ...rest } = doc;
  return routeOf({ key, doc: rest, responses });
}

/**
 * The route of a contract entry answering a file (`answer: "file"`): 200 with the entry's
 * `mediaType` as a binary body, and the FAILURE envelope for 400 and each listed status.
 */
export function fileContractRoute<K extends EndpointKey>(
  key: K,
  doc: RouteDoc & { returns: string; failures?: number[] },
) {
  const { returns, failures, ...rest } = doc;
  const entry: Endpoint = endpoints[key];
  if (entry.answer !== "file" || !entry.mediaType) throw new Error(`${key} does not answer a file`);
  const responses = {
    200: {
      description: returns,
      content: { [entry.mediaType]: { schema: { type: "string" as const, format: "binary" } } },
    },
    ...failureResponses(failuresOf(entry, failures)),
  };
  return routeOf({ key, doc: rest, responses });
}

/**
 * A route's 200 answer from JSON already serialized (kept per data version, or put together
 * from kept rows: shared/api/json-text.ts), typed as the answer it is the JSON of.
 * `c.body` keeps the headers the middleware set (request id, rate limits).
 */
export function jsonAnswer<T>(
  c: Context,
  json: JsonText<T> | JsonBytes<T>,
): Response & TypedResponse<T, 200, "json"> {
  // bytes a Buffer made (Buffer.from, Buffer.concat): over an ArrayBuffer, never a shared one
  const body = json as string | Uint8Array<ArrayBuffer>;
  const res: Response = c.body(body, 200, { "Content-Type": "application/json" });
  return res as Response & TypedResponse<T, 200, "json">;
}

const COMMA = Buffer.from(",");

type ItemOf<L> = L extends readonly JsonBytes<infer T>[] ? T : never;

/** The answers of pages kept by a service (never changed once made), by page object. */
const pageAnswers = new WeakMap<object, Buffer>();

/**
 * `success(answer)` as UTF-8 JSON, its `items` given as their JSON bytes: the bytes
 * JSON.stringify would give. Made once per answer object, so a page a service keeps (per data
 * version) is one set of bytes.
 */
export function successWithItemsBytes<A extends { items: readonly JsonBytes<unknown>[] }>(
  answer: A,
): JsonBytes<SuccessEnvelope<Omit<A, "items"> & { items: ItemOf<A["items"]>[] }>> {
  let bytes = pageAnswers.get(answer);
  if (!bytes) {
    bytes = itemsAnswerBytes(answer);
    pageAnswers.set(answer, bytes);
  }
  return bytes;
}

function itemsAnswerBytes(answer: { items: readonly JsonBytes<unknown>[] }): Buffer {
  const [head, tail] = jsonTemplate(success({ ...answer, items: JSON_HOLE }));
  const chunks: Uint8Array[] = [Buffer.from(`${head}[`)];
  answer.items.forEach((item, i) => {
    if (i > 0) chunks.push(COMMA);
    chunks.push(item);
  });
  chunks.push(Buffer.from(`]${tail}`));
  return Buffer.concat(chunks);
}
