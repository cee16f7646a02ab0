import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";

/** The AI report disclaimer: a report is shown (or written) only once this box is ticked. */
export function DisclaimerGate({
  checked,
  onChange,
  text,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The agreement's wording (defaults to the reports screen's). */
  text?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      className="flex items-start gap-3 rounded-lg border border-border bg-surface p-3"
      data-testid="report-disclaimer"
    >
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(v) => onChange(v === true)}
        className="mt-0.5"
        data-testid="report-disclaimer-checkbox"
      />
      <label htmlFor={id} className="text-muted-foreground text-sm leading-relaxed">
        {text ?? t("reports:page.gate")}
      </label>
    </div>
  );
}
