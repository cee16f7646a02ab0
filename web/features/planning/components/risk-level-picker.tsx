import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { type RiskLevel, riskDescriptions, riskLevelLabels, riskLevels } from "../labels";
import { ChoiceGroup, ChoiceTile } from "./parts";

/** Risk levels 1–5 with their names and what each means, as a radio group. */
export function RiskLevelPicker({
  value,
  onChange,
  label,
  className,
  compact,
}: {
  value: RiskLevel | undefined;
  onChange: (level: RiskLevel) => void;
  label: string;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <ChoiceGroup
      label={label}
      className={cn("grid gap-2", compact ? "sm:grid-cols-5" : "sm:grid-cols-2 lg:grid-cols-5", className)}
    >
      {riskLevels.map((level) => (
        <ChoiceTile
          key={level}
          name={name}
          selected={value === level}
          onSelect={() => onChange(level)}
          testId={`risk-level-${level}`}
          value={String(level)}
          title={t("planning:riskLevelLabel", { level, name: t(riskLevelLabels[level]) })}
          description={compact ? undefined : t(riskDescriptions[level])}
        />
      ))}
    </ChoiceGroup>
  );
}
