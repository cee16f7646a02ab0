import { RESET } from "jotai/utils";
import { appStore } from "@/lib/store";
import { accessTokenAtom, refreshTokenAtom, showVipModalAtom, userInfoAtom } from "./atoms";
import type { TokenPair, UserInfo } from "./types";

/** The session as seen by code outside React (API client, guards); same atoms as the UI. */
export const session = {
  accessToken: (): string | null => appStore.get(accessTokenAtom),
  refreshToken: (): string | null => appStore.get(refreshTokenAtom),
  userInfo: (): UserInfo | null => appStore.get(userInfoAtom),
  isSignedIn: (): boolean => Boolean(appStore.get(accessTokenAtom)),

  setTokens(tokens: TokenPair): void {
    appStore.set(accessTokenAtom, tokens.accessToken);
    appStore.set(refreshTokenAtom, tokens.refreshToken);
  },
  setUserInfo(info: UserInfo | null): void {
    appStore.set(userInfoAtom, info ?? RESET);
  },
  setShowVipModal(show: boolean): void {
    appStore.set(showVipModalAtom, show);
  },
  /** Logged out: tokens and user info are cleared. */
  clear(): void {
    appStore.set(accessTokenAtom, null);
    appStore.set(refreshTokenAtom, null);
    appStore.set(userInfoAtom, RESET);
    appStore.set(showVipModalAtom, RESET);
  },
};
