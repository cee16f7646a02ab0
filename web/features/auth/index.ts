export { accessTokenAtom, isSignedInAtom, refreshTokenAtom, showVipModalAtom, userInfoAtom } from "./atoms";
export { useLogout } from "./hooks/use-logout";
export { reloadAccount } from "./reload-account";
export { session } from "./session";
export type { TokenPair, UserInfo } from "./types";
export { type FieldError, fieldErrorKeys, validateEmail, validateRequired } from "./validation";
