import { type TwinCard, type TwinStep, twinSteps } from "@shared/api/planning";
import { PencilIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  asRiskLevel,
  familyStatusLabels,
  genderLabels,
  identityLabels,
  riskLevelLabels,
  stepLabels,
  themeLabels,
} from "../labels";

/** The role card's answers as a list; with `onEdit`, each row has a "Change" button. */
export function RoleCardSummary({ card, onEdit }: { card: TwinCard; onEdit?: (step: TwinStep) => void }) {
  const { t } = useTranslation();
  const display = (step: TwinStep): string => {
    switch (step) {
      case "gender":
        return card.gender ? t(genderLabels[card.gender]) : "—";
      case "age":
        return card.age === undefined ? "—" : t("planning:twin.ageValue", { age: card.age });
      case "familyStatus":
        return card.familyStatus ? t(familyStatusLabels[card.familyStatus]) : "—";
      case "identity":
        return card.identity ? t(identityLabels[card.identity]) : "—";
      case "themes":
        return card.themes?.length ? card.themes.map((x) => t(themeLabels[x])).join(" · ") : "—";
      case "riskLevel":
        return card.riskLevel === undefined
          ? "—"
          : t("planning:riskLevelLabel", {
              level: card.riskLevel,
              name: t(riskLevelLabels[asRiskLevel(card.riskLevel)]),
            });
    }
  };
  return (
    <dl className="divide-y divide-border rounded-xl border border-border" data-testid="role-card">
      {twinSteps.map((step) => (
        <div key={step} className="flex items-center gap-3 px-4 py-3" data-testid={`role-card-${step}`}>
          <dt className="w-32 shrink-0 text-muted-foreground text-sm sm:w-40">{t(stepLabels[step])}</dt>
          <dd className="flex min-w-0 flex-1 items-center justify-between gap-2">
            <span className="min-w-0 font-medium text-foreground text-sm">{display(step)}</span>
            {onEdit ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onEdit(step)}
                aria-label={`${t("planning:twin.edit")} · ${t(stepLabels[step])}`}
              >
                <PencilIcon />
                <span className="hidden sm:inline">{t("planning:twin.edit")}</span>
              </Button>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
