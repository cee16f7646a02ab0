import { refreshSession } from "@/lib/api";
import { authApi } from "./auth-api";
import { session } from "./session";
import type { UserInfo } from "./types";

/**
 * After the plan changed (a trial started, a payment went through, a subscription was
 * cancelled): a new token pair, whose access token carries the new plan for the server's
 * checks, then fresh user info for the screens — so the change shows without a reload.
 */
export async function reloadAccount(): Promise<UserInfo | null> {
  if (!session.isSignedIn()) return null;
  await refreshSession();
  const info = await authApi.userInfo();
  session.setUserInfo(info);
  return info;
}
