import { describe, expect, it } from "vitest";
import { createProgress } from "./progress";

describe("createProgress", () => {
  it("prints plain lines per phase and at most every 5 s when not a terminal", () => {
    const lines: string[] = [];
    let t = 0;
    const p = createProgress({ tty: false, write: (l) => lines.push(l), now: () => t });
    p.update(0, 100, "Generating");
    t = 1000;
    p.update(10, 100, "Generating"); // too soon: not printed
    t = 6000;
    p.update(50, 100, "Generating");
    p.update(100, 100, "Generating");
    p.update(1, 8, "Writing");
    p.done("Loaded");
    expect(lines.map((l) => l.split(" [")[0])).toEqual([
      "Generating",
      "Generating",
      "Generating",
      "Writing",
      "Loaded\n",
    ]);
    expect(lines[1]).toContain("50/100 ETA 6s");
  });

  it("redraws one line on a terminal", () => {
    const out: string[] = [];
    const p = createProgress({ tty: true, write: (l) => out.push(l), now: () => 0 });
    p.update(5, 10, "Generating");
    expect(out[0]!.startsWith("\rGenerating [############------------] 5/10")).toBe(true);
  });
});
