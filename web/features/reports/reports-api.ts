import type { CreateReportRequest, Report, ReportList } from "@shared/api/reports";
import { downloadFile, get, post } from "@/lib/api";

/** The AI report calls (server/features/reports answers them). */

export function fetchReports(signal?: AbortSignal): Promise<ReportList> {
  return get("/v1/app/reports", undefined, { signal, silent: true });
}

export function fetchReport(id: string, signal?: AbortSignal): Promise<Report> {
  return get("/v1/app/reports/{id}", undefined, { signal, silent: true, params: { id } });
}

/** Errors (the disclaimer, the plan, the daily limit) are shown in place (silent). */
export function createReport(body: CreateReportRequest): Promise<Report> {
  return post("/v1/app/reports", body, undefined, { silent: true });
}

export function downloadReportPdf(report: { id: string; fundCode: string }): Promise<void> {
  return downloadFile(
    "/v1/app/reports/{id}/pdf",
    { params: { id: report.id } },
    `${report.fundCode}-report.pdf`,
  );
}
