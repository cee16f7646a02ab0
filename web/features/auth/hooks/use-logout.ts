import { useCallback } from "react";
import { useNavigate } from "react-router";
import { post } from "@/lib/api";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { session } from "../session";

/** Log out: revoke the refresh family on the server (best effort), clear the session, go home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return useCallback(async () => {
    await post("/v1/app/logout", undefined, undefined, { silent: true }).catch(() => undefined);
    session.clear();
    navigate(localized("/"), { replace: true });
  }, [navigate, localized]);
}
