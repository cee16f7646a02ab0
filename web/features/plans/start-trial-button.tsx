import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useStartTrial } from "./use-start-trial";

/** "Start the 15-day free trial", shown only to a Pro account that never had one. */
export function StartTrialButton({ size = "sm" }: { size?: "sm" | "default" }) {
  const { t } = useTranslation();
  const trial = useStartTrial();
  if (!trial.canStart) return null;
  return (
    <Button
      variant="premium"
      size={size}
      disabled={trial.pending}
      onClick={() => void trial.start()}
      data-testid="start-trial"
    >
      {t("common:plans.startTrial")}
    </Button>
  );
}
