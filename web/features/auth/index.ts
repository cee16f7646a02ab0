export { accessTokenAtom, isSignedInAtom, refreshTokenAtom, showVipModalAtom, userInfoAtom } from "./atoms";
export { useLogout } from "./hooks/use-logout";
export { session } from "./session";
export type { TokenPair, UserInfo } from "./types";
