import type { IndexTile } from "@shared/api/backtest";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { get } from "@/lib/api";
import { cn } from "@/lib/utils";

/** A year of levels as a small line: the path of an SVG of `width` × `height`. */
export function sparklinePath(levels: readonly number[], width: number, height: number): string {
  if (levels.length < 2) return "";
  const min = Math.min(...levels);
  const max = Math.max(...levels);
  const span = max - min || 1;
  const stepX = width / (levels.length - 1);
  return levels
    .map(
      (v, i) =>
        `${i === 0 ? "M" : "L"}${(i * stepX).toFixed(1)},${(height - ((v - min) / span) * height).toFixed(1)}`,
    )
    .join(" ");
}

/** The headline indices: last level, change on the day and over a year, the year as a sparkline. */
export function IndexTiles() {
  const { t } = useTranslation();
  const [tiles, setTiles] = useState<IndexTile[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    get("/v1/pub/benchmarks/tiles", undefined, { signal: controller.signal, silent: true }).then(
      setTiles,
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);
  if (failed || (tiles && tiles.length === 0)) return null;
  const asOf = tiles?.[0]?.date;
  return (
    <section aria-labelledby="home-indices-title" className="flex flex-col gap-3" data-testid="index-tiles">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="home-indices-title" className="font-semibold text-foreground text-xl tracking-tight">
          {t("home:indices.title")}
        </h2>
        {asOf ? (
          <p className="text-muted-foreground text-xs">
            {t("home:indices.asOf")} <Value kind="date" value={asOf} />
          </p>
        ) : null}
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {(tiles ?? Array.from({ length: 8 }, () => null)).map((tile, i) => (
          <li
            key={tile?.symbolCode ?? i}
            className="flex min-h-28 flex-col gap-1 rounded-xl border border-border bg-background p-3 shadow-card"
          >
            {tile ? (
              <Tile tile={tile} />
            ) : (
              <div className="h-full animate-pulse rounded-lg bg-muted" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tile({ tile }: { tile: IndexTile }) {
  const { t } = useTranslation();
  const up = (tile.change1y ?? tile.change1d ?? 0) >= 0;
  return (
    <>
      <span className="line-clamp-1 font-medium text-foreground text-sm" title={tile.name}>
        {tile.name}
      </span>
      <span className="flex items-baseline gap-2">
        <Value kind="number" value={tile.level} digits={2} className="font-semibold text-base tabular-nums" />
        <Value kind="percent" value={tile.change1d} signed className="text-xs tabular-nums" />
      </span>
      <svg
        viewBox="0 0 120 28"
        preserveAspectRatio="none"
        className={cn("h-7 w-full", up ? "text-positive" : "text-destructive")}
        role="img"
        aria-label={t("home:indices.sparkline", { name: tile.name })}
      >
        <path
          d={sparklinePath(tile.sparkline, 120, 28)}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <span className="flex items-center justify-between text-muted-foreground text-xs">
        <span>{t("home:indices.oneYear")}</span>
        <Value kind="percent" value={tile.change1y} signed className="tabular-nums" />
      </span>
    </>
  );
}
