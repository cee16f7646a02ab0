/**
 * The tool catalogue table of server/assistant/README.md lists exactly the registered chat
 * tools (shared/tools/index.ts `registeredToolNames`), and the card and guidance file each row
 * names exists.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fromRoot } from "../../server/paths";
import { registeredToolNames } from "../../shared/tools";

const readme = readFileSync(fromRoot("server", "assistant", "README.md"), "utf8");

/** Rows of the table under "## Tool catalogue": tool, what it does, card, guidance. */
function catalogueRows(): Array<{ tool: string; card: string; guidance: string }> {
  const section = readme.split(/^## Tool catalogue$/m)[1]?.split(/^#{2,3} /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => /^\| `\w+` \|/.test(line))
    .map((line) => {
      const cells = line.split("|").map((c) => c.trim().replace(/^`|`$/g, ""));
      return { tool: cells[1]!, card: cells[3]!, guidance: cells[4]! };
    });
}

describe("tool catalogue in server/assistant/README.md", () => {
  const rows = catalogueRows();

  it("lists every registered tool once, and no other", () => {
    expect(rows.map((r) => r.tool).sort()).toEqual([...registeredToolNames].sort());
  });

  it.each(rows)("$tool: its card and guidance file exist", ({ card, guidance }) => {
    expect(existsSync(fromRoot("web", "features", "chat", "tool-cards", card)), card).toBe(true);
    expect(existsSync(fromRoot(guidance)), guidance).toBe(true);
  });
});
