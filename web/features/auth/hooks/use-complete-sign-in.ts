import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { safeRedirect, splitLocalePath } from "@/lib/locale";
import { authApi } from "../auth-api";
import { session } from "../session";
import type { TokenPair } from "../types";

/** Where to go after signing in: the `redirect` query if it is a same-origin page other than login/register. */
export function redirectTarget(value: string | null): string {
  const target = safeRedirect(value);
  if (!target) return "/";
  const { rest } = splitLocalePath(target.split(/[?#]/)[0] ?? "/");
  return ["/login", "/register"].includes(rest.toLowerCase()) ? "/" : target;
}

/**
 * Login success: store both tokens, load user info, set the VIP-modal flag, then go to
 * `redirect` or home. If user info cannot be loaded the session is cleared and the user stays on /login.
 */
export function useCompleteSignIn(): (tokens: TokenPair) => Promise<boolean> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    async (tokens: TokenPair) => {
      session.setTokens(tokens);
      try {
        session.setUserInfo(await authApi.userInfo());
      } catch {
        session.clear();
        navigate("/login", { replace: true });
        return false;
      }
      session.setShowVipModal(true);
      navigate(redirectTarget(params.get("redirect")), { replace: true });
      return true;
    },
    [navigate, params],
  );
}
