import { COMPARE_MAX_BENCHMARKS, COMPARE_MAX_PRODUCTS } from "@shared/api/comparison";
import type { ProductType } from "@shared/domain/product";

/** A product in the comparison basket: enough to show it and to open its comparison. */
export type BasketProduct = { fundCode: string; productType: ProductType; fundName: string };
export type BasketBenchmark = { symbolCode: string; name: string };

/** Up to 3 products and up to 3 benchmarks, kept on this device across pages. */
export type Basket = { products: BasketProduct[]; benchmarks: BasketBenchmark[] };

export const emptyBasket: Basket = { products: [], benchmarks: [] };

export type AddResult = "added" | "present" | "full";

/** Adds a product at the end unless it is there already or the basket holds 3. */
export function addProduct(basket: Basket, product: BasketProduct): { basket: Basket; result: AddResult } {
  if (basket.products.some((p) => p.fundCode === product.fundCode)) return { basket, result: "present" };
  if (basket.products.length >= COMPARE_MAX_PRODUCTS) return { basket, result: "full" };
  return { basket: { ...basket, products: [...basket.products, product] }, result: "added" };
}

export function removeProduct(basket: Basket, fundCode: string): Basket {
  return { ...basket, products: basket.products.filter((p) => p.fundCode !== fundCode) };
}

export function addBenchmark(
  basket: Basket,
  benchmark: BasketBenchmark,
): { basket: Basket; result: AddResult } {
  if (basket.benchmarks.some((b) => b.symbolCode === benchmark.symbolCode))
    return { basket, result: "present" };
  if (basket.benchmarks.length >= COMPARE_MAX_BENCHMARKS) return { basket, result: "full" };
  return { basket: { ...basket, benchmarks: [...basket.benchmarks, benchmark] }, result: "added" };
}

/** A stored basket as far as it is valid (storage may hold anything): never more than the limits. */
export function sanitizeBasket(value: unknown): Basket {
  const v = (value ?? {}) as Partial<Record<keyof Basket, unknown>>;
  const products = (Array.isArray(v.products) ? v.products : [])
    .filter(
      (p): p is BasketProduct =>
        typeof p?.fundCode === "string" &&
        typeof p?.fundName === "string" &&
        (p?.productType === "fund" || p?.productType === "etf"),
    )
    .slice(0, COMPARE_MAX_PRODUCTS);
  const benchmarks = (Array.isArray(v.benchmarks) ? v.benchmarks : [])
    .filter((b): b is BasketBenchmark => typeof b?.symbolCode === "string" && typeof b?.name === "string")
    .slice(0, COMPARE_MAX_BENCHMARKS);
  return { products, benchmarks };
}
