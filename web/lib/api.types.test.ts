/**
 * Type-level checks of the typed client (checked by `tsc --noEmit`; vitest only sees that the
 * file loads): a call the server does not answer is a compile error, and the answer's type is
 * the contract's `DataOf`, never a type argument at the call site.
 */
import type { DataOf } from "@shared/api/endpoints";
import type { TopPickItem } from "@shared/api/selection";
import type { ProductType } from "@shared/domain/product";
import { describe, expect, expectTypeOf, it } from "vitest";
import { del, get, post, put } from "./api";

/** Never called: the calls exist to be type-checked. */
function calls() {
  // @ts-expect-error a path the server does not serve
  get("/v1/app/fund/nope");
  // @ts-expect-error a POST path called with GET
  get("/v1/pub/fund/selection/list");
  // @ts-expect-error a GET path called with POST
  post("/v1/app/user/info");
  // @ts-expect-error a query field the endpoint does not take
  get("/v1/app/fund/info", { fundCode: "F1", bogus: 1 });
  // @ts-expect-error a query on an endpoint without one
  get("/v1/app/user/info", { fundCode: "F1" });
  // @ts-expect-error a body field the endpoint does not take
  post("/v1/pub/fund/selection/list", { pageSize: 2, bogus: true });
  // @ts-expect-error a body field of the wrong type
  post("/v1/pub/individual/login", { email: "a@b.co", code: 123456 });
  // @ts-expect-error a required body field left out
  post("/v1/pub/individual/login", { email: "a@b.co" });
  // @ts-expect-error a path with parameters needs their values
  get("/v1/app/chat/conversations/{id}");
  // @ts-expect-error a parameter the path does not name
  del("/v1/app/chat/conversations/{id}", undefined, { params: { hash: "h" } });
  // @ts-expect-error the stream is read by the AI SDK transport, not by the JSON client
  post("/api/chat", { id: "c1", messages: [] });
  // @ts-expect-error a redirect is a navigation, not a JSON call
  get("/v1/pub/oauth/render/{provider}", {}, { params: { provider: "google" } });

  const info = get("/v1/app/fund/info", { fundCode: "F1" });
  expectTypeOf(info).resolves.toEqualTypeOf<DataOf<"GET /v1/app/fund/info">>();
  expectTypeOf(info).resolves.toHaveProperty("fundCode").toEqualTypeOf<string>();
  const page = post("/v1/pub/etf/selection/top-pick/list", { list: "high_sharpe" });
  expectTypeOf(page).resolves.toHaveProperty("items").toEqualTypeOf<TopPickItem[]>();
  const picks = post("/v1/app/fund/top-pick", { productType: "fund" });
  expectTypeOf(picks)
    .resolves.toHaveProperty("preview")
    .toEqualTypeOf<{ rows: number; capability: "topPicks" } | undefined>();
  const renamed = put("/v1/app/chat/conversations/{id}", { title: "t" }, undefined, { params: { id: "c1" } });
  expectTypeOf(renamed).resolves.toHaveProperty("title").toEqualTypeOf<string>();
  const type = "etf" as ProductType;
  const screened = post(`/v1/pub/${type}/selection/list`, { pageSize: 5 });
  expectTypeOf(screened).resolves.toEqualTypeOf<DataOf<"POST /v1/pub/fund/selection/list">>();
  expectTypeOf(get("/v1/app/user/info")).resolves.toHaveProperty("email").toEqualTypeOf<string>();
}

describe("lib/api types", () => {
  it("compiles (the checks above are type-level)", () => {
    expect(typeof calls).toBe("function");
  });
});
