import { useCallback, useState } from "react";
import { reloadAccount } from "@/features/auth";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { startTrial } from "../subscription-api";

/** The day a trial of `remainDays` ends, as an ISO date (user info counts whole days). */
export function trialEndOf(remainDays: number | null, now: Date = new Date()): string | null {
  if (remainDays === null) return null;
  return new Date(now.getTime() + remainDays * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * Starts the Premium trial, then reloads the session (new token with the trial plan, fresh user
 * info) so Premium unlocks in place. `endsOn` is set when it started: the trial-started dialog reads it.
 */
export function useStartTrial() {
  const [pending, setPending] = useState(false);
  const [started, setStarted] = useState<{ endsOn: string | null } | null>(null);
  const start = useCallback(async () => {
    setPending(true);
    try {
      const info = await startTrial();
      await reloadAccount();
      setStarted({ endsOn: trialEndOf(info.remainDays) });
    } catch {
      toast.error(i18n.t("subscription:dialogs.trialFailed"));
    } finally {
      setPending(false);
    }
  }, []);
  return { start, pending, started, dismiss: () => setStarted(null) };
}
