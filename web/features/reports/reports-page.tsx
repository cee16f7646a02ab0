import type { Report } from "@shared/api/reports";
import type { ReportAudience } from "@shared/domain/assistant";
import { ArrowLeftIcon, DownloadIcon, FileTextIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Markdown } from "@/components/markdown";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { ShareDialog } from "@/features/sharing";
import { ApiError } from "@/lib/api";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { LoadError, Loading, PageHeader, Section } from "../planning/components/parts";
import { DisclaimerGate } from "./disclaimer-gate";
import { createReport, downloadReportPdf, fetchReport, fetchReports } from "./reports-api";

const audiences = ["personal", "adviser"] as const satisfies readonly ReportAudience[];
const audienceLabels = {
  personal: "reports:page.audiences.personal",
  adviser: "reports:page.audiences.adviser",
} as const;
const changeLabels = {
  return1y: "reports:changes.return1y",
  return3y: "reports:changes.return3y",
  volatility: "reports:changes.volatility",
  maxDrawdown: "reports:changes.maxDrawdown",
  sharpe: "reports:changes.sharpe",
  riskLevel: "reports:changes.riskLevel",
  totalExpenseRatio: "reports:changes.totalExpenseRatio",
  concentrationTop10: "reports:changes.concentrationTop10",
  alerts: "reports:changes.alerts",
} as const satisfies Record<
  Report["changes"] extends infer C
    ? C extends { items: Array<{ key: infer K }> }
      ? K & string
      : never
    : never,
  string
>;
const generatorLabels = {
  template: "reports:page.generator.template",
  llm: "reports:page.generator.llm",
} as const;

/**
 * /reports: my AI reports; `?id=<id>` opens one behind the disclaimer checkbox (with what
 * changed since my previous report on the product and the PDF); `?fundCode=<code>` (the product
 * page's "Generate report") starts a new one.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id");
  const fundCode = params.get("fundCode");
  return (
    <div className="flex flex-1 flex-col" data-testid="reports-page">
      <PageHeader title={t("pages:screens.reports.title")} lead={t("pages:screens.reports.description")} />
      <div className="mx-auto flex w-full max-w-[1000px] flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
        {id ? (
          <ReportDetail key={id} id={id} />
        ) : (
          <>
            {fundCode ? <NewReport key={fundCode} fundCode={fundCode} /> : null}
            <ReportList />
          </>
        )}
      </div>
    </div>
  );
}

function NewReport({ fundCode }: { fundCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [audience, setAudience] = useState<ReportAudience>("personal");
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function generate() {
    setBusy(true);
    setError(null);
    try {
      const report = await createReport({ fundCode, audience, disclaimerAccepted: accepted });
      navigate(localized(`/reports?id=${encodeURIComponent(report.id)}`), { state: { accepted: true } });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section title={t("reports:page.new")} testId="report-new">
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <span className="text-muted-foreground">{t("reports:page.product")}: </span>
          <span className="font-semibold" data-testid="report-new-code">
            {fundCode}
          </span>
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">{t("reports:page.audience")}</legend>
          <div className="flex flex-wrap gap-2">
            {audiences.map((a) => (
              <label
                key={a}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name="report-audience"
                  value={a}
                  checked={audience === a}
                  onChange={() => setAudience(a)}
                  data-testid={`report-audience-${a}`}
                />
                {t(audienceLabels[a])}
              </label>
            ))}
          </div>
        </fieldset>
        <DisclaimerGate checked={accepted} onChange={setAccepted} />
        {error ? (
          <p
            role="alert"
            className="rounded-lg bg-destructive/10 px-3 py-2 text-destructive text-sm"
            data-testid="report-error"
          >
            {error}
          </p>
        ) : null}
        <div>
          <Button onClick={generate} disabled={!accepted || busy} data-testid="report-generate">
            <FileTextIcon />
            {busy ? t("reports:page.generating") : t("reports:page.generate")}
          </Button>
        </div>
      </div>
    </Section>
  );
}

function ReportList() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`report-list-${attempt}`, fetchReports);
  if (load.state === "loading") return <Loading />;
  if (load.state === "error") return <LoadError onRetry={() => setAttempt((n) => n + 1)} />;
  const { reports } = load.data;
  return (
    <Section title={t("reports:page.mine")} testId="report-list">
      {reports.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("reports:page.empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {reports.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <Link
                  to={localized(`/reports?id=${encodeURIComponent(r.id)}`)}
                  className="truncate font-medium text-brand-700 hover:underline"
                  data-testid="report-list-item"
                >
                  {r.title}
                </Link>
                <span className="text-muted-foreground text-xs">
                  {r.fundCode} · {t(audienceLabels[r.audience])} · {t("reports:page.created")}{" "}
                  <Value kind="date" value={r.createdAt} />
                </span>
              </div>
              <Badge variant="outline">{t(generatorLabels[r.generator])}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ReportDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [attempt, setAttempt] = useState(0);
  const accepted = (history.state?.usr as { accepted?: boolean } | undefined)?.accepted === true;
  const [ticked, setTicked] = useState(accepted);
  const [shown, setShown] = useState(accepted);
  const load = useLoad(`report:${id}:${attempt}`, (signal) => fetchReport(id, signal));
  const back = (
    <Link
      to={localized("/reports")}
      className="inline-flex items-center gap-1 text-brand-700 text-sm hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      {t("reports:page.back")}
    </Link>
  );
  if (load.state === "loading") return <Loading />;
  if (load.state === "error") return <LoadError onRetry={() => setAttempt((n) => n + 1)} />;
  const report = load.data;
  if (!shown)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Section title={report.title} testId="report-gate">
          <div className="flex flex-col gap-4">
            <DisclaimerGate checked={ticked} onChange={setTicked} />
            <div>
              <Button onClick={() => setShown(true)} disabled={!ticked} data-testid="report-show">
                {t("reports:page.show")}
              </Button>
            </div>
          </div>
        </Section>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <div className="flex flex-wrap items-center gap-2">
          <ShareDialog kind="report" id={report.id} title={report.title} />
          <Button variant="outline" onClick={() => void downloadReportPdf(report)} data-testid="report-pdf">
            <DownloadIcon />
            {t("reports:page.pdf")}
          </Button>
        </div>
      </div>
      <p className="text-muted-foreground text-xs">
        {t("reports:page.created")} <Value kind="date" value={report.createdAt} /> ·{" "}
        {t("reports:page.dataAsOf")} <Value kind="date" value={report.dataAsOf} /> ·{" "}
        {t(generatorLabels[report.generator])}
      </p>
      <article
        className="rounded-xl border border-border bg-card p-4 text-sm leading-relaxed sm:p-5 [&_td+td]:whitespace-nowrap [&_td:first-child]:min-w-40 [&_th]:whitespace-nowrap"
        data-testid="report-body"
      >
        <Markdown>{report.markdown}</Markdown>
      </article>
      <Changes report={report} />
    </div>
  );
}

function Changes({ report }: { report: Report }) {
  const { t } = useTranslation();
  const changes = report.changes;
  return (
    <Section
      title={t("reports:page.changes")}
      lead={
        changes ? t("reports:page.changesLead", { date: changes.previousCreatedAt.slice(0, 10) }) : undefined
      }
      testId="report-changes"
    >
      {changes ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-border border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t("reports:page.figure")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t("reports:page.before")}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t("reports:page.after")}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.items.map((c) => (
                <tr key={c.key} className="border-border border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {t(changeLabels[c.key])}
                  </th>
                  {(
                    [
                      ["before", c.before],
                      ["after", c.after],
                    ] as const
                  ).map(([when, v]) => (
                    <td key={when} className="py-2 pr-3 text-right tabular-nums last:pr-0">
                      <Value
                        kind={c.format === "percent" ? "percent" : "number"}
                        value={v}
                        digits={c.format === "integer" ? 0 : 2}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{t("reports:page.noChanges")}</p>
      )}
    </Section>
  );
}
