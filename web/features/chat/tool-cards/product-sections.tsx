import { factorGroupNames } from "@shared/api/product";
import type { DistributionDimension } from "@shared/domain/product";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { useVocabulary } from "@/features/product";
import type { OkOutput } from "../types";
import { DataTable, Figures, Td, Th } from "./card-parts";
import { factorGroupLabels } from "./labels";

type Output = OkOutput<"getProduct">;

/** The section a `view` asked for (getProduct fills only that one): holdings, fees, managers, ... */
export function ProductSections({ output }: { output: Output }) {
  const { t } = useTranslation();
  const { product } = output;
  return (
    <>
      {output.view === "fees" ? (
        <Section title={t("tools:getProduct.sections.fees")}>
          <Figures
            items={[
              { label: t("tools:fees.initialCharge"), kind: "percent", value: product.fees.initialCharge },
              { label: t("tools:fees.redemption"), kind: "percent", value: product.fees.redemption },
              { label: t("tools:fees.management"), kind: "percent", value: product.fees.management },
              { label: t("tools:fees.performance"), kind: "percent", value: product.fees.performance },
              {
                label: t("tools:fees.totalExpenseRatio"),
                kind: "percent",
                value: product.fees.totalExpenseRatio,
              },
            ]}
          />
        </Section>
      ) : null}
      {output.holdings ? (
        <Section title={t("tools:getProduct.sections.holdings")}>
          <DataTable>
            <thead>
              <tr>
                <Th>{t("tools:figures.name")}</Th>
                <Th numeric>{t("tools:figures.weight")}</Th>
              </tr>
            </thead>
            <tbody>
              {output.holdings.top10.map((h) => (
                <tr key={`${h.name}-${h.ticker ?? ""}`}>
                  <Td>{h.name}</Td>
                  <Td numeric>
                    <Value kind="percent" value={h.weight} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </Section>
      ) : null}
      {output.distribution ? (
        <Section title={t("tools:getProduct.sections.distribution")}>
          <WeightList dimension="assetClass" rows={output.distribution.assetClass} />
          <WeightList dimension="region" rows={output.distribution.region} />
        </Section>
      ) : null}
      {output.managers ? (
        <Section title={t("tools:getProduct.sections.managers")}>
          <ul className="flex flex-col gap-1 text-sm">
            {output.managers.map((m) => (
              <li key={m.name} className="flex justify-between gap-3">
                <span className="font-medium">{m.name}</span>
                <span className="text-muted-foreground">
                  {t("tools:getProduct.managerSince")} <Value kind="date" value={m.startDate} />
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {output.documents ? (
        <Section title={t("tools:getProduct.sections.documents")}>
          <ul className="flex flex-col gap-1 text-sm">
            {output.documents.map((d) => (
              <li key={d.url} className="flex justify-between gap-3">
                <a
                  href={d.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 hover:underline"
                >
                  {d.title}
                </a>
                <Value kind="date" value={d.date} className="text-muted-foreground" />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {output.dividends ? (
        <Section title={t("tools:getProduct.sections.dividends")}>
          <ul className="flex flex-col gap-1 text-sm">
            {output.dividends.slice(0, 8).map((d) => (
              <li key={d.date} className="flex justify-between gap-3">
                <Value kind="date" value={d.date} />
                <Value kind="currency" currency={product.currency} value={d.amount} digits={4} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {output.factors ? (
        <Section title={t("tools:getProduct.sections.factors")}>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {factorGroupNames.map((group) => {
              const scores = output.factors?.groups[group] ?? [];
              const scored = scores.filter((s) => s.score !== null);
              const mean = scored.length
                ? scored.reduce((s, f) => s + (f.score ?? 0), 0) / scored.length
                : null;
              return (
                <li key={group} className="flex justify-between gap-2">
                  <span className="text-muted-foreground">{t(factorGroupLabels[group])}</span>
                  <Value kind="number" value={mean} digits={1} />
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-border border-t pt-3">
      <h4 className="font-semibold text-foreground text-sm">{title}</h4>
      {children}
    </section>
  );
}

/** A breakdown's first rows, each id named in the page's language. */
function WeightList({
  dimension,
  rows,
}: {
  dimension: DistributionDimension;
  rows: { label: string; weight: number }[];
}) {
  const name = useVocabulary();
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {rows.slice(0, 6).map((r) => (
        <li key={r.label} className="flex items-center gap-2">
          <span className="w-32 shrink-0 truncate text-muted-foreground">{name(dimension, r.label)}</span>
          <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
            <span
              className="block h-full rounded-full bg-brand-500"
              style={{ width: `${Math.min(100, r.weight * 100)}%` }}
            />
          </span>
          <Value kind="percent" value={r.weight} digits={1} className="w-14 text-right" />
        </li>
      ))}
    </ul>
  );
}
