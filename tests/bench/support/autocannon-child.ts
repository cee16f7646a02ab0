/**
 * The client process of autocannon-apart.ts: says it is up, runs the autocannon options it is
 * sent, answers the figures and exits.
 */
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

process.once("message", async (options: autocannon.Options) => {
  const started = performance.eventLoopUtilization();
  const result = await autocannon(options);
  const busy = performance.eventLoopUtilization(started);
  process.send!(
    {
      requests: result.requests,
      latency: result.latency,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      clientBusy: busy.utilization,
    },
    () => process.exit(0),
  );
});
process.send!("up");
