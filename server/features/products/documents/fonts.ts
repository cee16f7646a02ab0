/**
 * The fonts of the generated documents: Noto Sans TC and Noto Sans SC from the @fontsource npm
 * packages (SIL Open Font License), so a fresh machine needs nothing besides `npm ci`.
 *
 * @fontsource ships each font as web fonts cut by script: a "chinese-traditional" (or
 * "chinese-simplified") file with the common characters and Latin, plus about a hundred
 * numbered slices covering the rest, each with its Unicode ranges (unicode.json). The WOFF files
 * are turned into plain TrueType once per process (WOFF 1.0 is the sfnt tables, each
 * zlib-compressed: node's zlib inflates them in ~10 ms, where a JavaScript inflate in the font
 * library takes seconds), and PDFKit embeds only the glyphs a document uses.
 *
 * A text is set with a chain of faces: the language's main face, the other script's main face
 * (Traditional text may hold a character only the Simplified cut has, and the reverse), then the
 * numbered slice that covers the character. Each run of characters goes to the first face that
 * has all its glyphs.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";
import type { DocumentLang } from "./document-copy";

const require = createRequire(import.meta.url);

export type Weight = 400 | 700;
type Family = "tc" | "sc";

const PACKAGE: Record<Family, string> = { tc: "@fontsource/noto-sans-tc", sc: "@fontsource/noto-sans-sc" };
const MAIN_CUT: Record<Family, string> = { tc: "chinese-traditional", sc: "chinese-simplified" };

/** A face: its TrueType bytes (for PDFKit) and a parsed font (for glyph coverage). */
export interface Face {
  /** Name the face is registered under in a PDF document. */
  id: string;
  bytes: Buffer;
  has(codePoint: number): boolean;
}

/** WOFF 1.0 → sfnt: the same tables, inflated, behind a plain table directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Array<{ tag: number; checksum: number; data: Buffer }> = [];
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const offset = woff.readUInt32BE(e + 4);
    const compLength = woff.readUInt32BE(e + 8);
    const origLength = woff.readUInt32BE(e + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error("WOFF table of the wrong length");
    tables.push({ tag: woff.readUInt32BE(e), checksum: woff.readUInt32BE(e + 16), data });
  }
  const pad = (n: number) => (n + 3) & ~3;
  let size = 12 + 16 * numTables;
  for (const t of tables) size += pad(t.data.length);
  const out = Buffer.alloc(size);
  let power = 1;
  let log2 = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log2++;
  }
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6); // searchRange
  out.writeUInt16BE(log2, 8); // entrySelector
  out.writeUInt16BE(numTables * 16 - power * 16, 10); // rangeShift
  let at = 12 + 16 * numTables;
  tables.forEach((t, i) => {
    const r = 12 + i * 16;
    out.writeUInt32BE(t.tag, r);
    out.writeUInt32BE(t.checksum, r + 4);
    out.writeUInt32BE(at, r + 8);
    out.writeUInt32BE(t.data.length, r + 12);
    t.data.copy(out, at);
    at += pad(t.data.length);
  });
  return out;
}

const faces = new Map<string, Face>();

function fileOf(family: Family, cut: string, weight: Weight): string {
  const name = `noto-sans-${family}-${cut}-${weight}-normal.woff`;
  return require.resolve(`${PACKAGE[family]}/files/${name}`);
}

function faceOf(family: Family, cut: string, weight: Weight): Face {
  const id = `${family}-${cut}-${weight}`;
  let face = faces.get(id);
  if (!face) {
    const bytes = woffToSfnt(readFileSync(fileOf(family, cut, weight)));
    const font = fontkit.create(bytes) as fontkit.Font;
    face = { id, bytes, has: (cp) => font.hasGlyphForCodePoint(cp) };
    faces.set(id, face);
  }
  return face;
}

/** The numbered slices of a family: [name, ranges] from the package's unicode.json. */
const slices = new Map<Family, Array<{ cut: string; ranges: Array<[number, number]> }>>();

function slicesOf(family: Family) {
  let list = slices.get(family);
  if (!list) {
    const file = path.join(path.dirname(require.resolve(`${PACKAGE[family]}/package.json`)), "unicode.json");
    const table = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    list = Object.entries(table)
      .filter(([name]) => /^\[\d+\]$/.test(name))
      .map(([name, spec]) => ({
        cut: name.slice(1, -1),
        ranges: spec.split(",").map((r): [number, number] => {
          const [lo, hi] = r.trim().replace(/^U\+/i, "").split("-");
          return [Number.parseInt(lo!, 16), Number.parseInt(hi ?? lo!, 16)];
        }),
      }));
    slices.set(family, list);
  }
  return list;
}

/** The faces a document in `lang` draws with, in order of preference; grows with slices on demand. */
export class FaceChain {
  private readonly chain: Face[];
  private readonly families: Family[];

  constructor(
    lang: DocumentLang,
    private readonly weight: Weight,
  ) {
    this.families = lang === "zh_CN" ? ["sc", "tc"] : ["tc", "sc"];
    this.chain = this.families.map((f) => faceOf(f, MAIN_CUT[f], weight));
  }

  /** The first face with a glyph for `cp`; the main face when none has one (it draws a box). */
  faceFor(cp: number): Face {
    for (const face of this.chain) if (face.has(cp)) return face;
    for (const family of this.families) {
      const slice = slicesOf(family).find((s) => s.ranges.some(([lo, hi]) => cp >= lo && cp <= hi));
      if (slice) {
        const face = faceOf(family, slice.cut, this.weight);
        if (face.has(cp)) {
          this.chain.push(face);
          return face;
        }
      }
    }
    return this.chain[0]!;
  }

  /** `text` cut into runs, each with the face that draws it. */
  runs(text: string): Array<{ face: Face; text: string }> {
    const out: Array<{ face: Face; text: string }> = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      // spaces and the like go with the run they are in
      const last = out[out.length - 1];
      const face = last && (cp <= 0x20 || last.face.has(cp)) ? last.face : this.faceFor(cp);
      if (last && last.face === face) last.text += ch;
      else out.push({ face, text: ch });
    }
    return out;
  }
}
