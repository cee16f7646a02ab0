import type { AlertType } from "@shared/domain/alerts";
import type { MessageKey } from "@shared/messages";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Value } from "@/components/value";
import { Muted, ProductCode } from "./card-parts";
import type { ToolCardProps } from "./types";

const typeNames: Record<AlertType, MessageKey<"tools">> = {
  aum_change: "tools:getRiskAlerts.types.aum_change",
  concentration: "tools:getRiskAlerts.types.concentration",
  fee_change: "tools:getRiskAlerts.types.fee_change",
  abnormal_return: "tools:getRiskAlerts.types.abnormal_return",
  manager_change: "tools:getRiskAlerts.types.manager_change",
  portfolio_drift: "tools:getRiskAlerts.types.portfolio_drift",
};

/**
 * getRiskAlerts: the alerts of one product or of the watched products, newest first — each with
 * its type, date, message and product — and the unread count; the frame links to the alerts page.
 */
export function GetRiskAlertsCard({ output }: ToolCardProps<"getRiskAlerts">) {
  const { t } = useTranslation();
  const subject =
    output.scope === "product"
      ? t("tools:getRiskAlerts.product", { code: output.code ?? "" })
      : t("tools:getRiskAlerts.watchlist");
  const emptyWatchlist = output.scope === "watchlist" && output.watched === 0;
  return (
    <div className="flex flex-col gap-2" data-testid="risk-alerts">
      <Muted>
        {subject} · {t("tools:getRiskAlerts.total", { count: output.total })} ·{" "}
        <span data-testid="risk-alerts-unread">
          {t("tools:getRiskAlerts.unread", { count: output.unread })}
        </span>
      </Muted>
      {emptyWatchlist ? (
        <Muted>{t("tools:getRiskAlerts.emptyWatchlist")}</Muted>
      ) : output.items.length === 0 ? (
        <Muted>{t("tools:getRiskAlerts.none")}</Muted>
      ) : (
        <ul className="flex flex-col divide-y divide-border/70" data-testid="risk-alert-list">
          {output.items.map((a) => (
            <li key={a.id} className="flex flex-col gap-1 py-2" data-read={a.read}>
              <span className="flex flex-wrap items-center gap-2 text-[11px] text-muted-foreground">
                <Badge variant="outline">{t(typeNames[a.type])}</Badge>
                <Value kind="date" value={a.date} />
                {a.read ? null : <Badge>{t("tools:getRiskAlerts.new")}</Badge>}
              </span>
              <span className="font-medium text-foreground text-sm leading-snug">{a.title}</span>
              <span className="text-foreground/90 text-sm">{a.message}</span>
              <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                <ProductCode code={a.fundCode} productType={a.product?.productType ?? "fund"} />
                {a.product ? <span>{a.product.fundName}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
