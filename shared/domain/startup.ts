/**
 * The steps of a first start, in order: generate the demo universe, derive its metrics, store
 * both, load the metric table. Plain data (no schema), so the web's start-up screen can use it
 * without loading the schema library.
 */
export const startupSteps = ["prepare", "generate", "derive", "store", "load"] as const;
export type StartupStep = (typeof startupSteps)[number];
