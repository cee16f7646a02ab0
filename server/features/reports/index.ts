export { composeReport, fixedCopy } from "./compose";
export { buildFacts } from "./facts";
export { allowedNumbers, checkGrounding, type GroundingResult } from "./grounding";
export { reportRoutes } from "./reports.routes";
export { compareFacts, createReportService, type ReportService, type ReportsDeps } from "./reports.service";
