/**
 * Shared by the product route tests: the real app on the small demo universe, signed-in calls,
 * and direct reads of the stored rows the answers are checked against.
 */
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import type { Product } from "../../data/batch";
import type { DerivedCategory, DerivedProduct } from "../../data/derive/types";
import { readDerivedMeta } from "../../data/metric-table";
import { derivedCategories, derivedProducts, productDocs, products } from "../../store/schema";

export interface ProductTestApp extends TestApp {
  headers: Record<string, string>;
  asOf: string;
}

/** The app with the small universe loaded before its first request (the metric table caches its first load). */
export async function productTestApp(): Promise<ProductTestApp> {
  const t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  const meta = await readDerivedMeta(t.deps.store.db);
  return Object.assign(t, { headers: await bearerFor(t.deps.secrets.jwt), asOf: meta!.asOf });
}

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field against stored rows
export interface Answer<T = any> {
  status: number;
  data: T;
  error: { code: number; message: string; details?: Record<string, unknown> } | null;
}

/** A signed-in call; the envelope's data and error. */
// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field against stored rows
export async function call<T = any>(t: ProductTestApp, method: "GET" | "POST", url: string, body?: unknown) {
  const res = await t.json(method, url, body, t.headers);
  const json = (await res.json()) as { data: T; error: Answer["error"] };
  return { status: res.status, data: json.data, error: json.error } as Answer<T>;
}

/** A 400 40000001 whose message names `field`. */
export function expectInvalid(answer: Answer, field: string): void {
  expect(answer.status).toBe(400);
  expect(answer.error?.code).toBe(40000001);
  expect(answer.error?.message.split(":")[0]).toBe(field);
}

/** A 404 80610001 (the web's redirect to /404). */
export function expectUnknownProduct(answer: Answer): void {
  expect(answer.status).toBe(404);
  expect(answer.error?.code).toBe(80610001);
}

export async function storedProduct(t: ProductTestApp, code: string) {
  const [row] = await t.deps.store.db
    .select({ product: products.data, derived: derivedProducts.data })
    .from(products)
    .innerJoin(
      derivedProducts,
      and(eq(derivedProducts.code, products.code), eq(derivedProducts.asOf, t.asOf)),
    )
    .where(eq(products.code, code));
  return { product: row!.product as Product, derived: row!.derived as DerivedProduct };
}

export async function storedCategory(t: ProductTestApp, key: string): Promise<DerivedCategory | undefined> {
  const [row] = await t.deps.store.db
    .select({ data: derivedCategories.data })
    .from(derivedCategories)
    .where(and(eq(derivedCategories.asOf, t.asOf), eq(derivedCategories.category, key)));
  return row?.data as DerivedCategory | undefined;
}

export async function storedDocs<T>(
  t: ProductTestApp,
  kind: string,
): Promise<Array<{ code: string; data: T }>> {
  const rows = await t.deps.store.db
    .select({ code: productDocs.code, data: productDocs.data })
    .from(productDocs)
    .where(eq(productDocs.kind, kind));
  return rows as Array<{ code: string; data: T }>;
}

/** A product code matching a SQL condition on products `p` / derived_products `d` (first by code). */
export async function pickCode(t: ProductTestApp, where: ReturnType<typeof sql>): Promise<string> {
  const result = await t.deps.store.db.execute(
    sql`select p.code from products p join derived_products d on d.code = p.code and d.as_of = ${t.asOf}
        where ${where} order by p.code limit 1`,
  );
  const code = (result as unknown as { rows: Array<{ code: string }> }).rows[0]?.code;
  if (!code) throw new Error("no product matches the test's condition");
  return code;
}
