import type { ProductInfo } from "@shared/api/product";
import type { AlertPage } from "@shared/api/watchlist";
import { BellIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Value } from "@/components/value";
import { useLoad } from "@/lib/use-load";
import { alertTypeLabels } from "../labels";
import { productApi } from "../product-api";
import { Empty, Loaded, Section } from "./parts";

/**
 * The product's risk alerts (whether watched or not), newest first. `children` is the
 * watchlist component's place (the product's watchlist membership and settings), above the
 * alerts.
 */
export function WatchlistTab({ product, children }: { product: ProductInfo; children?: ReactNode }) {
  const { t } = useTranslation();
  const alerts = useLoad(`product-alerts/${product.fundCode}`, (signal) =>
    productApi.alerts(product.fundCode, signal),
  );
  return (
    <div className="flex flex-col gap-5" data-testid="watchlist-tab">
      {children ? <div data-testid="watchlist-slot">{children}</div> : null}
      <Section
        title={t("product:watchlist.alertsTitle")}
        note={t("product:watchlist.alertsNote")}
        testId="risk-alerts"
      >
        <Loaded load={alerts} skeleton="h-40">
          {(data) => <Alerts page={data} />}
        </Loaded>
      </Section>
    </div>
  );
}

function Alerts({ page }: { page: AlertPage }) {
  const { t } = useTranslation();
  if (!page.items.length) return <Empty testId="no-alerts">{t("product:watchlist.noAlerts")}</Empty>;
  return (
    <ul className="flex flex-col divide-y divide-border/70">
      {page.items.map((a) => (
        <li key={a.id} className="flex gap-3 py-3" data-testid="risk-alert" data-type={a.type}>
          <BellIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{t(alertTypeLabels[a.type])}</Badge>
              <Value kind="date" value={a.date} className="text-muted-foreground text-xs" />
            </div>
            <p className="font-medium text-sm">{a.title}</p>
            <p className="text-muted-foreground text-sm">{a.message}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
