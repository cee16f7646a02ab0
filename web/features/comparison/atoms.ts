import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { type Basket, emptyBasket, sanitizeBasket } from "./basket";

const jsonStorage = createJSONStorage<Basket>(() => localStorage);

/**
 * The comparison basket (up to 3 products and 3 benchmarks), shared by every page and kept on
 * this device under "comparison.basket"; other tabs follow through the storage event. A stored
 * value is read back through `sanitizeBasket`, so a damaged entry never breaks a page.
 */
export const basketAtom = atomWithStorage<Basket>(
  "comparison.basket",
  emptyBasket,
  {
    ...jsonStorage,
    getItem: (key, initial) => {
      try {
        return sanitizeBasket(jsonStorage.getItem(key, initial));
      } catch {
        return initial;
      }
    },
  },
  { getOnInit: true },
);
