import type { Startup } from "@shared/api/startup";
import { get } from "@/lib/api";

/**
 * The server's start-up state; quiet (a failed poll is polled again). The long timeout rides
 * out the seconds the embedded database's large writes keep the server busy.
 */
export function fetchStartup(): Promise<Startup> {
  return get("/v1/pub/startup", undefined, { silent: true, auth: "none", timeoutMs: 20_000 });
}

/** Whether this page was served while the first start prepared the data (server/http/spa.ts). */
export function servedWhileStarting(doc: Document = document): boolean {
  return doc.querySelector('meta[name="fundpilot-startup"]') !== null;
}
