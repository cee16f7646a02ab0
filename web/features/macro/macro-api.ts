import type {
  MacroAssetInfo,
  MacroMonthView,
  MacroReport,
  MacroScore,
  MacroTrackRecord,
} from "@shared/api/macro";
import { get } from "@/lib/api";

/** The AI macro calls (server/features/macro answers them; the path's spelling is the published one). */

export function fetchAssets(signal?: AbortSignal): Promise<MacroAssetInfo[]> {
  return get("/v1/pub/ai-marco/region/views/asset-list", undefined, { signal, silent: true });
}

/** The latest views: Premium only (the page asks only when the plan has the capability). */
export function fetchScores(signal?: AbortSignal): Promise<MacroScore[]> {
  return get("/v1/pub/ai-marco/region/views/score-list", undefined, { signal, silent: true });
}

export function fetchMonths(signal?: AbortSignal): Promise<MacroMonthView[]> {
  return get("/v1/pub/ai-marco/region/views/month-list", undefined, { signal, silent: true });
}

export function fetchTrackRecord(signal?: AbortSignal): Promise<MacroTrackRecord> {
  return get("/v1/pub/ai-marco/track-record", undefined, { signal, silent: true });
}

export function fetchReport(signal?: AbortSignal): Promise<MacroReport> {
  return get("/v1/pub/ai-marco/forecast/report", undefined, { signal, silent: true });
}
