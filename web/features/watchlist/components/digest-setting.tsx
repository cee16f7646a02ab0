import type { AlertSettings } from "@shared/api/watchlist";
import { MailIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/lib/toast";
import { fetchAlertSettings, saveAlertSettings } from "../watchlist-api";

type Digest = AlertSettings["emailDigest"];
const digests: readonly Digest[] = ["off", "daily", "weekly"];
const digestKeys = {
  off: "watchlist:alerts.digest.off",
  daily: "watchlist:alerts.digest.daily",
  weekly: "watchlist:alerts.digest.weekly",
} as const;

/** The e-mail digest of new alerts: off, daily or weekly, saved as soon as it is chosen. */
export function DigestSetting() {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<Digest | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchAlertSettings(controller.signal).then(
      (s) => setValue(s.emailDigest),
      () => {
        if (!controller.signal.aborted) setValue("off");
      },
    );
    return () => controller.abort();
  }, []);

  const choose = (next: Digest) => {
    const before = value;
    setValue(next);
    setSaving(true);
    saveAlertSettings({ emailDigest: next })
      .then(
        (saved) => {
          setValue(saved.emailDigest);
          toast.success(t("watchlist:alerts.digest.saved"));
        },
        () => setValue(before),
      )
      .finally(() => setSaving(false));
  };

  return (
    <div className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2" data-testid="digest-setting">
      <MailIcon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      <div className="flex min-w-0 flex-col">
        <label htmlFor={id} className="font-medium text-foreground text-sm">
          {t("watchlist:alerts.digest.title")}
        </label>
        <span className="text-muted-foreground text-xs" id={`${id}-hint`}>
          {t("watchlist:alerts.digest.description")}
        </span>
      </div>
      <Select
        value={value ?? undefined}
        onValueChange={(v) => choose(v as Digest)}
        disabled={value === null || saving}
      >
        <SelectTrigger
          id={id}
          aria-describedby={`${id}-hint`}
          className="h-9 w-28 shrink-0"
          data-testid="digest-select"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {digests.map((d) => (
            <SelectItem key={d} value={d} data-testid={`digest-${d}`}>
              {t(digestKeys[d])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
