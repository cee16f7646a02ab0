/**
 * `npm run dev`: the API server with reload on change (tsx watch, port 8787) and Vite's dev
 * server with hot reload (port 5173, proxying the API paths to 8787). Ctrl-C stops both.
 */
import { spawn } from "node:child_process";
import { fromRoot } from "../paths";

const bin = (name: string) => fromRoot("node_modules", ".bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "server/index.ts"], {
    cwd: fromRoot(),
    stdio: "inherit",
  }),
  spawn(bin("vite"), ["--config", "vite.config.ts"], { cwd: fromRoot(), stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
