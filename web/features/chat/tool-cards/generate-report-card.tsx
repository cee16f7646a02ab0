import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { DisclaimerGate } from "@/features/reports/disclaimer-gate";
import { downloadReportPdf } from "@/features/reports/reports-api";
import { ShareDialog } from "@/features/sharing";
import type { ToolCardProps } from "./types";

/**
 * generateReport: the report written by the reports service. Its text stays hidden until the
 * disclaimer checkbox is ticked; then the report, its PDF download and the Share dialog of the
 * reports screen (a read-only link and a poster; the report is also in My reports).
 */
export function GenerateReportCard({ output }: ToolCardProps<"generateReport">) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-base text-foreground" data-testid="report-card-title">
          {output.title}
        </p>
        <p className="text-muted-foreground text-xs">
          {t(
            output.audience === "adviser"
              ? "tools:generateReport.audience.adviser"
              : "tools:generateReport.audience.personal",
          )}
          {output.dataAsOf ? (
            <>
              {" · "}
              {t("tools:generateReport.asOf")} <Value kind="date" value={output.dataAsOf} />
            </>
          ) : null}
        </p>
      </div>
      <DisclaimerGate checked={accepted} onChange={setAccepted} text={t("tools:generateReport.gate")} />
      {accepted ? (
        <>
          <div
            className="max-h-[420px] overflow-y-auto rounded-lg border border-border p-3 text-sm [&_td+td]:whitespace-nowrap [&_td:first-child]:min-w-40 [&_th]:whitespace-nowrap"
            data-testid="report-card-body"
          >
            <Markdown>{output.markdown}</Markdown>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void downloadReportPdf({ id: output.id, fundCode: output.code })}
              data-testid="report-card-pdf"
            >
              <DownloadIcon />
              {t("tools:generateReport.pdf")}
            </Button>
            <ShareDialog kind="report" id={output.id} title={output.title} />
          </div>
        </>
      ) : null}
    </div>
  );
}
