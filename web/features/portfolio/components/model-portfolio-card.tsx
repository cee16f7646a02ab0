import type { ModelPortfolioItem } from "@shared/api/portfolio";
import { BellOffIcon, BellPlusIcon, LoaderCircleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Value } from "@/components/value";
import { riskLevelOf } from "../labels";
import { FigureGrid, FigureTile } from "./section";

/** A model portfolio: its risk level, whole-history figures, holdings, subscribe/cancel and the compare pick. */
export function ModelPortfolioCard({
  model,
  subscribed,
  busy,
  onSubscribe,
  onCancel,
  picked,
  pickDisabled,
  onPick,
}: {
  model: ModelPortfolioItem;
  subscribed: boolean;
  busy: boolean;
  onSubscribe: () => void;
  onCancel: () => void;
  picked: boolean;
  pickDisabled: boolean;
  onPick: (picked: boolean) => void;
}) {
  const { t } = useTranslation();
  const h = model.headline;
  const pickId = `pick-${model.id}`;
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
      data-testid="model-portfolio"
      data-id={model.id}
      data-subscribed={subscribed || undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold leading-snug">{model.name}</h3>
          <span className="flex flex-wrap items-center gap-1.5">
            {/* the level's name, unless the model is named after it */}
            {t(riskLevelOf(model.riskLevel)) !== model.name ? (
              <Badge variant="accent">{t(riskLevelOf(model.riskLevel))}</Badge>
            ) : null}
            <span className="text-muted-foreground text-xs">
              {t("portfolio:models.level", { level: model.riskLevel })}
            </span>
          </span>
        </div>
        {subscribed ? <Badge data-testid="subscribed-badge">{t("portfolio:models.subscribed")}</Badge> : null}
      </div>
      <FigureGrid className="grid-cols-2 sm:grid-cols-2 lg:grid-cols-2">
        <FigureTile label={t("portfolio:metrics.annualizedReturn")}>
          <Value kind="percent" value={h.annualizedReturn} signed />
        </FigureTile>
        <FigureTile label={t("portfolio:metrics.volatility")}>
          <Value kind="percent" value={h.volatility} />
        </FigureTile>
        <FigureTile label={t("portfolio:metrics.maxDrawdown")}>
          <Value kind="percent" value={h.maxDrawdown} />
        </FigureTile>
        <FigureTile label={t("portfolio:metrics.sharpe")}>
          <Value kind="number" value={h.sharpe} digits={2} />
        </FigureTile>
      </FigureGrid>
      <ul
        className="flex flex-col gap-1 text-xs"
        aria-label={t("portfolio:models.holdings", { name: model.name })}
      >
        {model.holdings.map((x) => (
          <li key={x.fundCode} className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate text-muted-foreground" title={x.fundName}>
              {x.fundName}
            </span>
            <Value kind="percent" value={x.weight} digits={0} className="shrink-0 font-medium" />
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={pickId}
            checked={picked}
            disabled={pickDisabled && !picked}
            onCheckedChange={(c) => onPick(c === true)}
            data-testid="compare-pick"
          />
          <label htmlFor={pickId} className="text-sm">
            {t("portfolio:compare.pick")}
          </label>
        </div>
        {subscribed ? (
          <Button variant="outline" size="sm" onClick={onCancel} disabled={busy} data-testid="unsubscribe">
            {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <BellOffIcon aria-hidden />}
            {t("portfolio:models.cancel")}
          </Button>
        ) : (
          <Button size="sm" onClick={onSubscribe} disabled={busy} data-testid="subscribe">
            {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <BellPlusIcon aria-hidden />}
            {t("portfolio:models.subscribe")}
          </Button>
        )}
      </div>
    </li>
  );
}
