/**
 * Runs `productFigures` over chunks of products on worker threads, one per core (the derive job
 * of the full universe is CPU-bound: ~1.5 ms a product). Small jobs, a platform where a worker
 * cannot start, and any chunk whose worker dies run in this thread instead: the results are
 * the same either way, only slower.
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

const computeHere = async (inputs: ProductFiguresInput[]) => inputs.map(productFigures);
const inThread: FiguresPool = { run: computeHere, close: async () => {} };

interface Job {
  id: number;
  resolve(figures: ProductFigures[]): void;
  reject(err: Error): void;
}

/** One worker with listeners for its whole life, so a crash between jobs is seen too. */
class FiguresWorker {
  private job: Job | undefined;
  alive = true;

  constructor(private readonly worker: Worker) {
    worker.on("message", (m: { id: number; figures?: ProductFigures[]; error?: string }) => {
      const job = this.job;
      if (!job || job.id !== m.id) return;
      this.job = undefined;
      if (m.error) job.reject(new Error(`derive worker: ${m.error}`));
      else job.resolve(m.figures!);
    });
    const die = (err: Error) => {
      this.alive = false;
      const job = this.job;
      this.job = undefined;
      job?.reject(err);
    };
    worker.on("error", die);
    worker.on("exit", (code) => die(new Error(`derive worker exited with code ${code}`)));
  }

  run(id: number, inputs: ProductFiguresInput[]): Promise<ProductFigures[]> {
    return new Promise((resolve, reject) => {
      this.job = { id, resolve, reject };
      this.worker.postMessage({ id, inputs });
    });
  }

  terminate(): Promise<number> {
    this.alive = false;
    return this.worker.terminate();
  }
}

export function createFiguresPool(
  productCount: number,
  options: { minProducts?: number; workers?: number } = {},
): FiguresPool {
  const size = options.workers ?? Math.min(availableParallelism(), 4);
  if (size < 2 || productCount < (options.minProducts ?? MIN_PRODUCTS_FOR_WORKERS)) return inThread;
  let workers: FiguresWorker[];
  try {
    // The server runs TypeScript through tsx, and on Node 20 a worker does not inherit its
    // loader (`--import` in a worker's execArgv is refused): the worker registers tsx itself,
    // then imports the TypeScript module. Messages wait in the port until it listens.
    const tsx = import.meta.resolve("tsx/esm/api");
    const target = new URL("./figures-worker.ts", import.meta.url).href;
    const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(target)}); })`;
    workers = Array.from({ length: size }, () => new FiguresWorker(new Worker(boot, { eval: true })));
  } catch {
    return inThread;
  }
  const idle = [...workers];
  const waiting: Array<(w: FiguresWorker | undefined) => void> = [];
  let nextId = 0;
  const acquire = () =>
    new Promise<FiguresWorker | undefined>((resolve) => {
      let w = idle.pop();
      while (w && !w.alive) w = idle.pop();
      if (w) resolve(w);
      else if (workers.some((x) => x.alive)) waiting.push(resolve);
      else resolve(undefined); // every worker died: compute here
    });
  const release = (w: FiguresWorker) => {
    if (!w.alive) {
      // a waiter must not wait for a worker that will never come back
      if (!workers.some((x) => x.alive)) for (const next of waiting.splice(0)) next(undefined);
      return;
    }
    const next = waiting.shift();
    if (next) next(w);
    else idle.push(w);
  };
  return {
    async run(inputs) {
      const worker = await acquire();
      if (!worker) return computeHere(inputs);
      try {
        return await worker.run(nextId++, inputs);
      } catch (err) {
        // a figure that cannot be computed fails here too; a dead worker's chunk is redone here
        if (worker.alive) throw err;
        return computeHere(inputs);
      } finally {
        release(worker);
      }
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
