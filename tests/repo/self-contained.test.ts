/**
 * The repository explains itself: no tracked file may send the reader to a document outside it
 * (the design brief this project was written from is not part of the checkout). Comments say
 * the rule themselves or point to an in-repo place: a folder README, the OpenAPI document at
 * /v1/openapi.json, the schema or module that holds the rule. Nor may a comment or test title
 * lean on an unnamed outside document ("per the …", "the …'s order"): it says what the rule is.
 * Reading the public data sets beside the checkout (`../shared/data`, `../shared/eval`) at test
 * time is fine. Every repository path a README names in backticks exists.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../server/paths";

// Built from parts so that this file does not match itself.
const briefDocs = ["API", "DESIGN", "ASSISTANT", "ANALYTICS", "STYLE", "STACK"];
const md = "\\.md";
const section = " §";
const spec = "spec";
const citations = [
  new RegExp(`\\b(${briefDocs.join("|")})(${md}|${section})`),
  new RegExp(`\\b${spec}(${section}|${md})`, "i"),
  // "the spec" as a source of rules (not `spec` variables, *.spec.ts files or "the OIDC spec")
  new RegExp(`\\bthe ${spec}(ification\\b|['’]s\\b)`, "i"),
  new RegExp(`\\b(per|in|by|from|to) the ${spec}\\b`, "i"),
  new RegExp(`\\.\\./shared/(spec|${briefDocs.join("|")})\\b`),
  new RegExp(["", "work", "shared", ""].join("/")),
];
const cites = (line: string) => citations.some((re) => re.test(line));

/** Files that are not ours to word (generated) or not text. */
const skipped = /(^|\/)package-lock\.json$|\.(png|jpe?g|gif|ico|woff2?|ttf|pdf|zip|gz|wasm)$/i;

/** The repository's files; without git (an exported tree), every file outside the ignored folders. */
function repositoryFiles(): string[] {
  try {
    // tracked files plus new ones not yet added (but not ignored ones such as data/ or dist/)
    const args = ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
    return execFileSync("git", args, { cwd: projectRoot, encoding: "utf8" }).split("\0").filter(Boolean);
  } catch {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(path.join(projectRoot, dir))) {
        if (["node_modules", "dist", "data", ".git"].includes(name) && dir === "") continue;
        const rel = dir ? `${dir}/${name}` : name;
        if (statSync(path.join(projectRoot, rel)).isDirectory()) walk(rel);
        else out.push(rel);
      }
    };
    walk("");
    return out;
  }
}

describe("the repository is self-contained", () => {
  it("cites no document outside the repository", () => {
    const found: string[] = [];
    for (const file of repositoryFiles()) {
      if (skipped.test(file)) continue;
      let text: string;
      try {
        text = readFileSync(path.join(projectRoot, file), "utf8");
      } catch {
        continue; // listed by git but deleted in the working tree
      }
      text.split("\n").forEach((line, i) => {
        if (cites(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found, `say the rule in the comment or point to an in-repo place:\n${found.join("\n")}`).toEqual(
      [],
    );
  });

  it("names only paths that exist in its READMEs", () => {
    // backticked repo-relative paths (`server/…`, `web/…`, …), from the README's folder or the root;
    // placeholders (`<tool>`, `*`, `…`) and fenced code blocks are not checked
    const rooted = /^(server|web|shared|tests|prompts|locales)\/\S*/;
    const missing: string[] = [];
    for (const file of repositoryFiles().filter((f) => /(^|\/)README\.md$/.test(f))) {
      let text: string;
      try {
        text = readFileSync(path.join(projectRoot, file), "utf8");
      } catch {
        continue;
      }
      const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, " "));
      for (const span of prose.matchAll(/`([^`]+)`/g)) {
        for (const word of span[1]!.split(/\s+/)) {
          if (!rooted.test(word)) continue;
          const target = word.replace(/[.,;:)]+$/, "").split("#")[0]!;
          if (/[<>*{}…|$[\]]/.test(target)) continue;
          const dir = path.dirname(file);
          if (existsSync(path.join(projectRoot, dir, target)) || existsSync(path.join(projectRoot, target)))
            continue;
          const line = prose.slice(0, span.index).split("\n").length;
          missing.push(`${file}:${line}: ${target}`);
        }
      }
    }
    expect(missing, `a README names a path that does not exist:\n${missing.join("\n")}`).toEqual([]);
  });
});
