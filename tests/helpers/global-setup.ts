import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openStore } from "../../server/store/db";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that test files copy instead of running initdb (~4 s) each. */
    pgliteTemplateDir: string;
  }
}

/** Runs once per `vitest run`: builds the PGlite template every integration test file copies. */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), "fundpilot-template-"));
  const store = await openStore({ dataDir: root });
  await store.close();
  project.provide("pgliteTemplateDir", root);
  return () => rmSync(root, { recursive: true, force: true });
}

export function copyTemplate(templateRoot: string, into: string): void {
  cpSync(path.join(templateRoot, "pglite"), path.join(into, "pglite"), { recursive: true });
}
