/**
 * The system prompt an LLM gets: prompts/system.md plus each registered tool's guidance from
 * prompts/tools/<tool>.md (when to use it, when not). Read once; the engine ignores it.
 */
import { existsSync, readFileSync } from "node:fs";
import { registeredToolNames } from "../../../shared/tools";
import { fromRoot } from "../../paths";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

let cached: string | undefined;

export function systemPrompt(): string {
  if (cached !== undefined) return cached;
  const sections = [readFileSync(fromRoot("prompts", "system.md"), "utf8").trim()];
  for (const name of registeredToolNames) {
    const file = fromRoot("prompts", "tools", `${kebab(name)}.md`);
    if (existsSync(file)) sections.push(readFileSync(file, "utf8").trim());
  }
  cached = sections.join("\n\n");
  return cached;
}
