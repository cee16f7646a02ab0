import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { FaceChain, woffToSfnt } from "./fonts";

const require = createRequire(import.meta.url);

describe("woffToSfnt", () => {
  it("gives a TrueType font with the WOFF's glyphs and character map", () => {
    const woff = readFileSync(
      require.resolve("@fontsource/noto-sans-tc/files/noto-sans-tc-latin-400-normal.woff"),
    );
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    const fromWoff = fontkit.create(woff) as fontkit.Font;
    const fromSfnt = fontkit.create(sfnt) as fontkit.Font;
    expect(fromSfnt.type).toBe("TTF");
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.characterSet).toEqual(fromWoff.characterSet);
    expect(fromSfnt.layout("FundPilot").advanceWidth).toBe(fromWoff.layout("FundPilot").advanceWidth);
  });

  it("refuses a file that is not WOFF", () => {
    expect(() => woffToSfnt(Buffer.from("not a font at all, not at all"))).toThrow("not a WOFF file");
  });
});

describe("FaceChain", () => {
  it("keeps Latin and common Chinese in the language's main face, one run", () => {
    const runs = new FaceChain("zh_TW", 400).runs("基金 ABC 123 資產淨值");
    expect(runs).toHaveLength(1);
    expect(runs[0]!.face.id).toBe("tc-chinese-traditional-400");
    expect(new FaceChain("zh_CN", 700).runs("资产净值")[0]!.face.id).toBe("sc-chinese-simplified-700");
  });

  it("finds a character the main cuts lack in the other script's cut or a numbered slice", () => {
    const chain = new FaceChain("zh_TW", 400);
    const runs = chain.runs("港幣㗎");
    expect(runs.map((r) => r.text)).toEqual(["港幣", "㗎"]);
    const rare = runs[1]!.face;
    expect(rare.id).toMatch(/^tc-\d+-400$/);
    expect(rare.has("㗎".codePointAt(0)!)).toBe(true);
    expect(chain.faceFor("峯".codePointAt(0)!).has("峯".codePointAt(0)!)).toBe(true);
  });
});
