import type { ProductDocument, ProductInfo, ProductManager } from "@shared/api/product";
import { documentTypes } from "@shared/domain/product";
import { ExternalLinkIcon, FileTextIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Markdown } from "@/components/markdown";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { useLoad } from "@/lib/use-load";
import { yearsBetween } from "../figures";
import { documentLangLabels, documentTypeLabels, feeLabels } from "../labels";
import { productApi } from "../product-api";
import type { ProductRef } from "../product-query";
import { Empty, Loaded, Section, Table, Td, Th } from "./parts";

/** Documents by type, the managers, and the fees. */
export function ArchiveTab({ product, productRef }: { product: ProductInfo; productRef: ProductRef }) {
  const { t } = useTranslation();
  const refKey = JSON.stringify(productRef);
  const documents = useLoad(`product-documents/${refKey}`, (signal) =>
    productApi.documents(productRef, signal),
  );
  const managers = useLoad(`product-managers/${refKey}`, (signal) => productApi.managers(productRef, signal));
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-2" data-testid="archive-tab">
      <Section title={t("product:archive.documentsTitle")} testId="documents">
        <Loaded load={documents} skeleton="h-48">
          {(data) => <Documents documents={data} />}
        </Loaded>
      </Section>
      <Section title={t("product:archive.feesTitle")} testId="fees">
        <Table caption={t("product:archive.feesTitle")}>
          <thead>
            <tr>
              <Th>{t("product:archive.fee")}</Th>
              <Th numeric>{t("product:archive.rate")}</Th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(feeLabels) as (keyof typeof feeLabels)[]).map((fee) => (
              <tr key={fee} data-fee={fee}>
                <Th scope="row">{t(feeLabels[fee])}</Th>
                <Td numeric>
                  <Value kind="percent" value={product.fees[fee]} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section title={t("product:archive.managersTitle")} testId="managers" className="lg:col-span-2">
        <Loaded load={managers} skeleton="h-40">
          {(data) => <Managers managers={data} />}
        </Loaded>
      </Section>
    </div>
  );
}

function Documents({ documents }: { documents: ProductDocument[] }) {
  const { t } = useTranslation();
  if (!documents.length) return <Empty testId="no-documents">{t("product:archive.noDocuments")}</Empty>;
  const groups = documentTypes
    .map((type) => ({
      type,
      items: documents.filter((d) => d.type === type).sort((a, b) => b.date.localeCompare(a.date)),
    }))
    .filter((g) => g.items.length > 0);
  return (
    <div className="flex flex-col gap-4">
      {groups.map((g) => (
        <div key={g.type} className="flex flex-col gap-1.5" data-testid={`documents-${g.type}`}>
          <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {t(documentTypeLabels[g.type])}
          </h3>
          <ul className="flex flex-col divide-y divide-border/70">
            {g.items.map((d) => (
              <li
                key={d.url}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm"
              >
                <a
                  href={d.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-w-0 items-center gap-2 text-brand-700 hover:underline"
                  data-testid="document-link"
                >
                  <FileTextIcon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="min-w-0">{d.title}</span>
                  <ExternalLinkIcon aria-hidden="true" className="size-3 shrink-0" />
                  <span className="sr-only">{t("product:archive.opensNewTab")}</span>
                </a>
                <span className="flex items-center gap-3 text-muted-foreground text-xs">
                  <span>{t(documentLangLabels[d.lang])}</span>
                  <Value kind="date" value={d.date} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Managers({ managers }: { managers: ProductManager[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!managers.length) return <Empty testId="no-managers">{t("product:archive.noManagers")}</Empty>;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {managers.map((m) => (
        <li
          key={`${m.name}-${m.startDate}`}
          className="flex flex-col gap-3 rounded-lg border border-border p-4"
          data-testid="manager"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-base">{m.name}</h3>
            <span className="text-muted-foreground text-xs">
              {t("product:archive.since", { date: format.date(m.startDate) })}
            </span>
          </div>
          <dl className="grid grid-cols-3 gap-3 text-xs">
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted-foreground">{t("product:archive.tenureLabel")}</dt>
              <dd className="font-medium text-sm">
                {t("product:archive.tenure", { years: format.number(yearsBetween(m.startDate, today), 1) })}
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted-foreground">{t("product:archive.aumManaged")}</dt>
              <dd className="font-medium text-sm">
                <Value kind="currency" currency="USD" value={m.aumManagedUsd} compact digits={1} />
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted-foreground">{t("product:archive.fundsManaged")}</dt>
              <dd className="font-medium text-sm">
                <Value kind="number" value={m.fundsManaged} digits={0} />
              </dd>
            </div>
          </dl>
          {m.biography ? (
            <div className="text-muted-foreground text-sm leading-relaxed">
              <Markdown>{m.biography}</Markdown>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
