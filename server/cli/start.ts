/**
 * `npm start`: builds the web app when its sources changed since the last build — while the
 * server opens its store; it listens once both are done — and starts the server on the embedded
 * defaults (or the backends configured in the environment).
 */
import { loadConfigOrExit, main } from "../index";
import { buildWeb, webBuildIsStale } from "./web-build";

// Configuration first: a bad variable should stop start-up before a slow build.
const config = loadConfigOrExit();
let webBuilt: Promise<void> | undefined;
if (webBuildIsStale()) {
  const started = Date.now();
  console.log("Building the web app (first start, or its sources changed)…");
  webBuilt = buildWeb().then(() =>
    console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`),
  );
}
await main(config, webBuilt ? { webBuilt } : {});
