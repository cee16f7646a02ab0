import type { Plan, PlanCore, PlanPreview, PlanRequest, Twin, UpdateTwin } from "@shared/api/planning";
import { del, get, post, put } from "@/lib/api";

/** The digital twin and wealth-plan calls (server/features/planning answers them). */

export function fetchTwin(signal?: AbortSignal): Promise<Twin> {
  return get("/v1/app/twin", undefined, { signal, silent: true });
}

/** A step, the confirmation or reselection; errors are shown in place (silent). */
export function saveTwin(body: UpdateTwin): Promise<Twin> {
  return put("/v1/app/twin", body, undefined, { silent: true });
}

export function fetchCore(riskLevel: number, signal?: AbortSignal): Promise<PlanCore> {
  return get("/v1/app/plans/core", { riskLevel }, { signal, silent: true });
}

export function previewPlan(body: PlanRequest, signal?: AbortSignal): Promise<PlanPreview> {
  return post("/v1/app/plans/preview", body, undefined, { signal, silent: true });
}

export function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  return get("/v1/app/plans", undefined, { signal, silent: true });
}

export function fetchPlan(id: string, signal?: AbortSignal): Promise<Plan> {
  return get("/v1/app/plans/{id}", undefined, { signal, silent: true, params: { id } });
}

export function createPlan(body: PlanRequest): Promise<Plan> {
  return post("/v1/app/plans", body, undefined, { silent: true });
}

export function updatePlan(id: string, body: PlanRequest): Promise<Plan> {
  return put("/v1/app/plans/{id}", body, undefined, { silent: true, params: { id } });
}

export function cancelPlan(id: string): Promise<Plan> {
  return del("/v1/app/plans/{id}", undefined, { params: { id } });
}

/** The product's asset class, to apply the per-asset-class cap before asking the server. */
export function fetchAssetClass(fundCode: string, signal?: AbortSignal): Promise<string | null> {
  return get("/v1/app/fund/info", { fundCode }, { signal, silent: true }).then((p) => p.assetClass);
}
