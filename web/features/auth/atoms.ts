import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { readStored, writeStored } from "@/lib/storage";
import type { UserInfo } from "./types";

/**
 * Tokens are stored as plain strings (not JSON-quoted) under the product's fixed key names; user
 * info as JSON under "userInfo". `getOnInit` reads storage synchronously so the first
 * render and the route guards already know whether the user is signed in.
 */
const rawStringStorage = {
  getItem: (key: string, initialValue: string | null) => readStored(key) ?? initialValue,
  setItem: (key: string, value: string | null) => writeStored(key, value),
  removeItem: (key: string) => writeStored(key, null),
  subscribe: (key: string, callback: (value: string | null) => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(event.newValue);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  },
};

export const accessTokenAtom = atomWithStorage<string | null>("accessToken", null, rawStringStorage, {
  getOnInit: true,
});
export const refreshTokenAtom = atomWithStorage<string | null>("refreshToken", null, rawStringStorage, {
  getOnInit: true,
});
export const userInfoAtom = atomWithStorage<UserInfo | null>(
  "userInfo",
  null,
  createJSONStorage<UserInfo | null>(() => localStorage),
  { getOnInit: true },
);

/** Set after a successful login; the Premium ("VIP") welcome dialog reads and clears it. */
export const showVipModalAtom = atomWithStorage<boolean>(
  "showVipModal",
  false,
  createJSONStorage<boolean>(() => localStorage),
  { getOnInit: true },
);

/** Signed in exactly when an access token exists. */
export const isSignedInAtom = atom((get) => Boolean(get(accessTokenAtom)));
