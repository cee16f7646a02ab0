import { XIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Value } from "@/components/value";
import { cn } from "@/lib/utils";
import { type DraftHolding, totalWeight, type Weighting, weightsValid } from "../draft";
import { weightingLabels } from "../labels";

const weightings: Weighting[] = ["equal", "marketCap", "custom"];

/**
 * The weights: the method (equal, market-cap, custom) and, with custom weighting, a percent field
 * per holding with the running total; until it is 100 the total reads "Total weighting should
 * equal to 100%" (live, announced politely).
 */
export function WeightsEditor({
  holdings,
  weighting,
  onWeighting,
  onWeight,
  onRemove,
}: {
  holdings: DraftHolding[];
  weighting: Weighting;
  onWeighting: (w: Weighting) => void;
  onWeight: (fundCode: string, weight: number | null) => void;
  onRemove: (fundCode: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const custom = weighting === "custom";
  const total = totalWeight(holdings);
  const valid = weightsValid({ holdings, weighting });

  return (
    <div className="flex flex-col gap-3" data-testid="weights-editor">
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 font-medium text-muted-foreground text-xs">
          {t("portfolio:weighting.label")}
        </legend>
        <div className="inline-flex w-fit flex-wrap rounded-md border bg-muted p-0.5">
          {weightings.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={w === weighting}
              onClick={() => onWeighting(w)}
              data-testid="weighting"
              data-weighting={w}
              className={cn(
                "rounded px-3 py-1.5 text-sm",
                w === weighting
                  ? "bg-background font-medium text-foreground shadow-xs"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {t(weightingLabels[w])}
            </button>
          ))}
        </div>
        {!custom ? (
          <p className="text-muted-foreground text-xs">
            {weighting === "equal"
              ? t("portfolio:weighting.equalHint")
              : t("portfolio:weighting.marketCapHint")}
          </p>
        ) : null}
      </fieldset>

      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("portfolio:weights.caption")}</caption>
          <thead>
            <tr className="border-b bg-muted/60 text-muted-foreground text-xs">
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t("portfolio:weights.product")}
              </th>
              <th scope="col" className="w-32 px-3 py-2 text-right font-medium">
                {t("portfolio:weights.weight")}
              </th>
              <th scope="col" className="w-10 px-1 py-2">
                <span className="sr-only">{t("portfolio:weights.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {holdings.map((h) => {
              const field = `${id}-${h.fundCode}`;
              return (
                <tr
                  key={h.fundCode}
                  className="border-b last:border-0"
                  data-testid="weight-row"
                  data-code={h.fundCode}
                >
                  <th scope="row" className="min-w-36 px-3 py-2 text-left font-normal">
                    <label htmlFor={field} className="flex min-w-0 flex-col">
                      <span className="line-clamp-2">{h.fundName ?? h.fundCode}</span>
                      <span className="font-mono text-muted-foreground text-xs">{h.fundCode}</span>
                    </label>
                  </th>
                  <td className="px-3 py-2 text-right">
                    <span className="inline-flex items-center gap-1">
                      <Input
                        id={field}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        max={100}
                        step="0.01"
                        disabled={!custom}
                        value={h.weight ?? ""}
                        onChange={(e) => {
                          const v = e.target.value;
                          onWeight(h.fundCode, v === "" ? null : Number(v));
                        }}
                        aria-invalid={custom && !valid ? true : undefined}
                        aria-describedby={`${id}-total`}
                        className="h-9 w-24 text-right tabular"
                        data-testid="weight-input"
                      />
                      <span aria-hidden className="text-muted-foreground">
                        %
                      </span>
                    </span>
                  </td>
                  <td className="px-1 py-2 text-center">
                    <button
                      type="button"
                      onClick={() => onRemove(h.fundCode)}
                      aria-label={t("portfolio:select.remove", { name: h.fundName ?? h.fundCode })}
                      className="rounded-full p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      <XIcon className="size-4" aria-hidden />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          {custom ? (
            <tfoot>
              <tr className="border-t bg-muted/30">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {t("portfolio:weights.total")}
                </th>
                <td className="px-3 py-2 text-right font-semibold" data-testid="weight-total">
                  <Value kind="percent" value={total / 100} digits={2} />
                </td>
                <td />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <p id={`${id}-total`} aria-live="polite" className="min-h-5 text-sm">
        {custom && !valid ? (
          <span className="text-destructive" data-testid="weight-error">
            {t("errors:validation.totalWeight")}
          </span>
        ) : null}
      </p>
    </div>
  );
}
