/**
 * Runs `productFigures` over chunks of products on worker threads, one per core (the derive job
 * of the full universe is CPU-bound: ~1.5 ms a product). Small jobs, or a platform where a
 * worker cannot start, run in this thread instead: the results are the same either way.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { type ProductFigures, type ProductFiguresInput, productFigures } from "./product-figures";

/** Below this many products the workers' start-up (~1 s: they compile the TypeScript) costs more than it saves. */
const MIN_PRODUCTS_FOR_WORKERS = 3000;

export interface FiguresPool {
  run(inputs: ProductFiguresInput[]): Promise<ProductFigures[]>;
  close(): Promise<void>;
}

const inThread: FiguresPool = {
  run: async (inputs) => inputs.map(productFigures),
  close: async () => {},
};

export function createFiguresPool(
  productCount: number,
  options: { minProducts?: number; workers?: number } = {},
): FiguresPool {
  const size = options.workers ?? Math.min(availableParallelism(), 4);
  if (size < 2 || productCount < (options.minProducts ?? MIN_PRODUCTS_FOR_WORKERS)) return inThread;
  let workers: Worker[];
  try {
    // The server runs TypeScript through tsx, and on Node 20 a worker does not inherit its
    // loader (`--import` in a worker's execArgv is refused): the worker registers tsx itself,
    // then imports the TypeScript module. Messages wait in the port until it listens.
    const tsx = import.meta.resolve("tsx/esm/api");
    const target = new URL("./figures-worker.ts", import.meta.url).href;
    const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(target)}); })`;
    workers = Array.from({ length: size }, () => new Worker(boot, { eval: true }));
  } catch {
    return inThread;
  }
  const idle = [...workers];
  const waiting: Array<(w: Worker) => void> = [];
  let nextId = 0;
  const acquire = () =>
    new Promise<Worker>((resolve) => {
      const w = idle.pop();
      if (w) resolve(w);
      else waiting.push(resolve);
    });
  const release = (w: Worker) => {
    const next = waiting.shift();
    if (next) next(w);
    else idle.push(w);
  };
  return {
    async run(inputs) {
      const worker = await acquire();
      const id = nextId++;
      try {
        return await new Promise<ProductFigures[]>((resolve, reject) => {
          const onMessage = (m: { id: number; figures?: ProductFigures[]; error?: string }) => {
            if (m.id !== id) return;
            cleanup();
            if (m.error) reject(new Error(`derive worker: ${m.error}`));
            else resolve(m.figures!);
          };
          const onError = (err: Error) => {
            cleanup();
            reject(err);
          };
          const onExit = (code: number) => onError(new Error(`derive worker exited with code ${code}`));
          const cleanup = () => {
            worker.off("message", onMessage);
            worker.off("error", onError);
            worker.off("exit", onExit);
          };
          worker.on("message", onMessage);
          worker.on("error", onError);
          worker.on("exit", onExit);
          worker.postMessage({ id, inputs });
        });
      } finally {
        release(worker);
      }
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
