import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { del } from "@/lib/api";
import { Muted, ProductCode, ProductName } from "./card-parts";
import type { ToolCardProps } from "./types";

type RemoveState = "asking" | "removing" | "removed" | "kept" | "failed";

/**
 * manageWatchlist: what was added (or was there already), the groups listed with their
 * products, or a removal waiting for the person — who confirms it here, and the card then calls
 * DELETE /v1/app/watchlist/groups/{id}/items/{code} itself.
 */
export function ManageWatchlistCard({ output }: ToolCardProps<"manageWatchlist">) {
  const { t } = useTranslation();
  const group = output.groupName ?? "";
  const name = output.product?.fundName ?? output.code ?? "";

  if (output.action === "remove" && !output.done)
    return <ConfirmRemove output={output} name={name} group={group} />;

  if (output.action === "add")
    return (
      <div className="flex flex-col gap-2" data-testid="watchlist-added">
        <p className="text-foreground text-sm">
          {t(output.alreadyThere ? "tools:manageWatchlist.already" : "tools:manageWatchlist.added", {
            name,
            group,
          })}
        </p>
        {output.code ? (
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <ProductCode code={output.code} productType={output.product?.productType ?? "fund"} />
            {output.product ? <ProductName product={output.product} /> : null}
          </span>
        ) : null}
      </div>
    );

  return (
    <ul className="flex flex-col gap-3" data-testid="watchlist-groups">
      {output.groups.map((g) => (
        <li key={g.id} className="flex flex-col gap-1">
          <span className="font-medium text-foreground text-sm">
            {g.name}{" "}
            <span className="font-normal text-muted-foreground text-xs">
              {t("tools:manageWatchlist.count", { count: g.items.length })}
            </span>
          </span>
          {g.items.length === 0 ? (
            <Muted>{t("tools:manageWatchlist.emptyGroup")}</Muted>
          ) : (
            <ul className="flex flex-wrap gap-1">
              {g.items.map((i) => (
                <li key={i.fundCode} title={i.product?.fundName}>
                  <ProductCode code={i.fundCode} productType={i.product?.productType ?? "fund"} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function ConfirmRemove({
  output,
  name,
  group,
}: {
  output: ToolCardProps<"manageWatchlist">["output"];
  name: string;
  group: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<RemoveState>("asking");
  const remove = async () => {
    if (!output.groupId || !output.code) return;
    setState("removing");
    try {
      await del("/v1/app/watchlist/groups/{id}/items/{fundCode}", undefined, {
        params: { id: output.groupId, fundCode: output.code },
        silent: true,
      });
      setState("removed");
    } catch {
      setState("failed");
    }
  };
  if (state === "removed" || state === "kept")
    return (
      <p className="text-foreground text-sm" role="status" data-testid="watchlist-remove-result">
        {t(state === "removed" ? "tools:manageWatchlist.removed" : "tools:manageWatchlist.kept", {
          name,
          group,
        })}
      </p>
    );
  return (
    <div className="flex flex-col gap-3" data-testid="watchlist-remove">
      <p className="text-foreground text-sm">{t("tools:manageWatchlist.confirmRemove", { name, group })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="destructive"
          onClick={remove}
          disabled={state === "removing"}
          data-testid="watchlist-remove-confirm"
        >
          {t("tools:manageWatchlist.remove")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setState("kept")} disabled={state === "removing"}>
          {t("tools:manageWatchlist.keep")}
        </Button>
      </div>
      {state === "failed" ? (
        <p className="text-destructive text-sm" role="alert">
          {t("tools:manageWatchlist.failed")}
        </p>
      ) : null}
    </div>
  );
}
