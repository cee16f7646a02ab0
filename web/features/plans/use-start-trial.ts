import { authLevels } from "@shared/domain/account";
import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { userInfoAtom } from "@/features/auth";
import { post, refreshSession } from "@/lib/api";
import { i18n } from "@/lib/i18n";
import { planEpochAtom } from "@/lib/plan-epoch";
import { toast } from "@/lib/toast";

/**
 * Starts the 15-day Premium trial (once per account, from Pro that never had one): the answer is
 * the new user info, stored in place; the tokens are refreshed so they carry the plan, and every
 * loaded screen reloads its data (plan-epoch.ts) — no page reload.
 */
export function useStartTrial(): { canStart: boolean; pending: boolean; start: () => Promise<boolean> } {
  const info = useAtomValue(userInfoAtom);
  const setInfo = useSetAtom(userInfoAtom);
  const bump = useSetAtom(planEpochAtom);
  const [pending, setPending] = useState(false);
  const canStart = info?.authLevel === authLevels.proNoTrial;
  const start = async () => {
    setPending(true);
    try {
      const next = await post("/v1/app/subscription/trial");
      setInfo(next);
      await refreshSession();
      bump((n) => n + 1);
      toast.success(i18n.t("common:plans.trialStarted", { days: next.remainDays ?? 15 }));
      return true;
    } catch {
      return false;
    } finally {
      setPending(false);
    }
  };
  return { canStart, pending, start };
}
