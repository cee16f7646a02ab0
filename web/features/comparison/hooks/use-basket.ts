import { useAtom } from "jotai";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { basketAtom } from "../atoms";
import { type AddResult, addProduct, type BasketProduct, removeProduct } from "../basket";

/**
 * The basket and its product actions. Adding a 4th product changes nothing and says the limit
 * ("You can select up to 3 products for comparison analysis.") in a toast; adding one confirms it.
 */
export function useBasket() {
  const { t } = useTranslation();
  const [basket, setBasket] = useAtom(basketAtom);
  const add = useCallback(
    (product: BasketProduct): AddResult => {
      const next = addProduct(basket, product);
      if (next.result === "full") toast.error(t("comparison:limit"), { id: "comparison-limit" });
      if (next.result === "added") {
        setBasket(next.basket);
        toast.success(
          t("comparison:toggle.addedToast", { name: product.fundName, count: next.basket.products.length }),
          { id: "comparison-added" },
        );
      }
      return next.result;
    },
    [basket, setBasket, t],
  );
  const remove = useCallback(
    (fundCode: string) => setBasket(removeProduct(basket, fundCode)),
    [basket, setBasket],
  );
  const has = useCallback(
    (fundCode: string) => basket.products.some((p) => p.fundCode === fundCode),
    [basket],
  );
  return { basket, setBasket, add, remove, has };
}
