import type { Health } from "../../../shared/api/health";
import { readUniverseMeta } from "../../data/load/read-universe";
import type { MetricTableSource } from "../../data/metric-table";
import type { StartupStatus } from "../../data/startup";
import type { Limits } from "../../platform/limits/limits";
import type { Mailer } from "../../platform/mail/mail";
import type { Store } from "../../store/db";

const started = Date.now();
const PROBE_TIMEOUT_MS = 2_000;

async function probe(backend: string, run: () => Promise<void>): Promise<Health["checks"]["store"]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { status: "ok", backend };
  } catch (err) {
    return { status: "down", backend, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes the store and the limits backend; mail is reported, not probed (an SMTP handshake per
 * probe is too costly). While the first start prepares the data the status is "starting" and
 * the metric table is not read (it is loaded once the data is stored).
 */
export async function checkHealth(deps: {
  store: Store;
  limits: Limits;
  mailer: Mailer;
  metrics: MetricTableSource;
  startup: StartupStatus;
  version: string;
}): Promise<Health> {
  const starting = !deps.startup.isReady();
  const [store, limits, table, universe] = await Promise.all([
    probe(deps.store.kind, () => deps.store.ping()),
    probe(deps.limits.kind, () => deps.limits.ping()),
    starting ? null : deps.metrics.get().catch(() => null),
    starting ? null : readUniverseMeta(deps.store.db).catch(() => null),
  ]);
  const mail = { status: "ok" as const, backend: deps.mailer.kind };
  return {
    status: starting ? "starting" : store.status === "ok" && limits.status === "ok" ? "ok" : "degraded",
    version: deps.version,
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
    checks: { store, limits, mail },
    data: { asOf: table?.asOf ?? null, products: table?.size ?? 0, universeAsOf: universe?.asOf ?? null },
    startup: deps.startup.current(),
  };
}
