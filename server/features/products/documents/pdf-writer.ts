/**
 * A small page writer on PDFKit for the product documents: A4 pages with a title band, section
 * headings, label/value grids, tables, wrapped paragraphs, a vector line chart and bars, and a
 * footer on every page. Text goes through the face chain of fonts.ts run by run, so Chinese,
 * Latin and the odd rare character all draw with a real glyph; PDFKit embeds the used glyphs
 * only, with a ToUnicode map (the text can be searched and extracted).
 */
import PDFDocument from "pdfkit";
import type { DocumentLang } from "./document-copy";
import { type Face, FaceChain, type Weight } from "./fonts";

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const FOOTER = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = "#1f2933";
const MUTED = "#616e7c";
const ACCENT = "#0b5cad";
const RULE = "#cbd2d9";
const BAND = "#eef4fb";

export type Align = "left" | "right";

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
}

export interface DocumentMeta {
  title: string;
  lang: DocumentLang;
  /** Lines under the title: the product's name, its codes. */
  heading: string;
  subheading: string;
  /** Printed at the foot of every page. */
  footer: string;
  /** "Page {{page}} of {{pages}}" with the numbers filled in. */
  pageLabel: (page: number, pages: number) => string;
  /** A cover page before the first (an adviser's report: who prepared it, for whom, when). */
  cover?: { kicker: string; title: string; lines: ReadonlyArray<readonly [string, string]> };
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private y = MARGIN;
  private readonly chains: Record<Weight, FaceChain>;
  private readonly registered = new Set<string>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(private readonly meta: DocumentMeta) {
    this.doc = new PDFDocument({
      size: "A4",
      margin: 0,
      bufferPages: true,
      compress: true,
      info: { Title: meta.title, Author: "FundPilot", Subject: meta.heading, Creator: "FundPilot" },
      lang: meta.lang === "en" ? "en" : meta.lang === "zh_TW" ? "zh-Hant" : "zh-Hans",
      displayTitle: true,
    } as PDFKit.PDFDocumentOptions);
    this.doc.on("data", (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve, reject) => {
      this.doc.on("end", () => resolve());
      this.doc.on("error", reject);
    });
    this.chains = { 400: new FaceChain(meta.lang, 400), 700: new FaceChain(meta.lang, 700) };
    if (meta.cover) this.coverPage(meta.cover);
    this.titleBand();
  }

  // ---- text primitives ----

  private use(face: Face, size: number): PDFKit.PDFDocument {
    if (!this.registered.has(face.id)) {
      this.doc.registerFont(face.id, face.bytes);
      this.registered.add(face.id);
    }
    return this.doc.font(face.id).fontSize(size);
  }

  private runs(text: string, style: TextStyle) {
    return this.chains[style.bold ? 700 : 400].runs(text);
  }

  width(text: string, style: TextStyle = {}): number {
    const size = style.size ?? 9;
    let w = 0;
    for (const r of this.runs(text, style)) w += this.use(r.face, size).widthOfString(r.text);
    return w;
  }

  /** One line of text with its top at (x, y); no wrapping. */
  textAt(
    text: string,
    x: number,
    y: number,
    style: TextStyle & { align?: Align; width?: number } = {},
  ): void {
    const size = style.size ?? 9;
    let cx = x;
    if (style.align === "right" && style.width !== undefined) cx = x + style.width - this.width(text, style);
    this.doc.fillColor(style.color ?? INK);
    for (const r of this.runs(text, style)) {
      const d = this.use(r.face, size);
      d.text(r.text, cx, y, { lineBreak: false });
      cx += d.widthOfString(r.text);
    }
  }

  /** Lines of at most `width`: Latin words stay whole, CJK breaks between characters. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const tokens =
      text.match(
        /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+\s*|\s+/g,
      ) ?? [];
    const lines: string[] = [];
    let line = "";
    for (const token of tokens) {
      const next = line + token;
      if (line !== "" && this.width(next.trimEnd(), style) > width) {
        lines.push(line.trimEnd());
        line = token.trimStart();
      } else line = next;
    }
    if (line.trim() !== "") lines.push(line.trimEnd());
    return lines;
  }

  // ---- page flow ----

  private ensure(height: number): void {
    if (this.y + height <= PAGE.height - FOOTER) return;
    this.doc.addPage({ size: "A4", margin: 0 });
    this.y = MARGIN;
  }

  private coverPage(cover: NonNullable<DocumentMeta["cover"]>): void {
    const d = this.doc;
    d.rect(0, 0, PAGE.width, PAGE.height * 0.45).fill(BAND);
    d.rect(0, 0, 10, PAGE.height).fill(ACCENT);
    this.textAt("FundPilot", MARGIN + 8, 64, { size: 12, bold: true, color: ACCENT });
    this.textAt(cover.kicker, MARGIN + 8, 180, { size: 13, color: MUTED });
    let y = 204;
    for (const line of this.wrap(cover.title, CONTENT_WIDTH - 16, { size: 24, bold: true }).slice(0, 4)) {
      this.textAt(line, MARGIN + 8, y, { size: 24, bold: true, color: INK });
      y += 32;
    }
    y = PAGE.height * 0.45 + 48;
    for (const [label, value] of cover.lines) {
      this.textAt(label, MARGIN + 8, y, { size: 10, color: MUTED });
      this.textAt(value, MARGIN + 8, y + 15, { size: 14, bold: true });
      y += 48;
    }
    d.addPage({ size: "A4", margin: 0 });
  }

  private titleBand(): void {
    const d = this.doc;
    d.rect(0, 0, PAGE.width, 104).fill(BAND);
    d.rect(0, 0, 6, 104).fill(ACCENT);
    this.textAt("FundPilot", MARGIN, 18, { size: 8, bold: true, color: ACCENT });
    this.textAt(this.meta.title, MARGIN, 32, { size: 17, bold: true, color: ACCENT });
    let y = 56;
    for (const line of this.wrap(this.meta.heading, CONTENT_WIDTH, { size: 12, bold: true }).slice(0, 2)) {
      this.textAt(line, MARGIN, y, { size: 12, bold: true });
      y += 16;
    }
    this.textAt(this.meta.subheading, MARGIN, y + 2, { size: 8.5, color: MUTED });
    this.y = 120;
  }

  heading(text: string): void {
    this.ensure(40);
    this.y += 6;
    this.textAt(text, MARGIN, this.y, { size: 11.5, bold: true, color: ACCENT });
    this.y += 16;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(PAGE.width - MARGIN, this.y)
      .lineWidth(0.6)
      .stroke(RULE);
    this.y += 6;
  }

  paragraph(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    for (const line of this.wrap(text, CONTENT_WIDTH, style)) {
      this.ensure(size * 1.5);
      this.textAt(line, MARGIN, this.y, { ...style, size });
      this.y += size * 1.5;
    }
    this.y += 4;
  }

  /** Label/value pairs in `columns` columns. */
  keyValues(rows: ReadonlyArray<readonly [string, string]>, columns = 2): void {
    const colWidth = CONTENT_WIDTH / columns;
    const labelWidth = colWidth * 0.46;
    for (let i = 0; i < rows.length; i += columns) {
      const cells = rows.slice(i, i + columns);
      const wrapped = cells.map(([label, value]) => ({
        label: this.wrap(label, labelWidth - 6, { size: 8, color: MUTED }),
        value: this.wrap(value, colWidth - labelWidth - 8, { size: 8.5, bold: true }),
      }));
      const lines = Math.max(...wrapped.map((c) => Math.max(c.label.length, c.value.length)));
      const h = lines * 12 + 4;
      this.ensure(h);
      wrapped.forEach((c, k) => {
        const x = MARGIN + k * colWidth;
        for (const [j, l] of c.label.entries()) this.textAt(l, x, this.y + j * 12, { size: 8, color: MUTED });
        for (const [j, l] of c.value.entries())
          this.textAt(l, x + labelWidth, this.y + j * 12, { size: 8.5, bold: true });
      });
      this.y += h;
    }
    this.y += 4;
  }

  /** A table: column widths as fractions of the page's content width; numbers right-aligned. */
  table(input: { headers: string[]; rows: string[][]; widths: number[]; align?: Align[] }): void {
    const { headers, rows, widths } = input;
    const align = input.align ?? headers.map((_, k) => (k === 0 ? "left" : "right"));
    const xs: number[] = [];
    let x = MARGIN;
    for (const w of widths) {
      xs.push(x);
      x += w * CONTENT_WIDTH;
    }
    const drawRow = (cells: string[], style: TextStyle, shade: boolean) => {
      const wrapped = cells.map((c, k) => this.wrap(c, widths[k]! * CONTENT_WIDTH - 8, style));
      const h = Math.max(1, ...wrapped.map((w) => w.length)) * 11.5 + 5;
      this.ensure(h);
      if (shade) this.doc.rect(MARGIN, this.y - 1, CONTENT_WIDTH, h).fill("#f5f7fa");
      wrapped.forEach((lines, k) => {
        for (const [j, l] of lines.entries())
          this.textAt(l, xs[k]! + 4, this.y + 2 + j * 11.5, {
            ...style,
            align: align[k],
            width: widths[k]! * CONTENT_WIDTH - 8,
          });
      });
      this.y += h;
    };
    this.ensure(40);
    drawRow(headers, { size: 8, bold: true, color: MUTED }, false);
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(PAGE.width - MARGIN, this.y)
      .lineWidth(0.6)
      .stroke(RULE);
    this.y += 2;
    for (const [i, r] of rows.entries()) drawRow(r, { size: 8.5 }, i % 2 === 1);
    this.y += 6;
  }

  /** Horizontal bars of weights (0–1), largest first as given. */
  bars(items: ReadonlyArray<{ label: string; weight: number; text: string }>): void {
    const labelWidth = CONTENT_WIDTH * 0.34;
    const barWidth = CONTENT_WIDTH * 0.5;
    const max = Math.max(1e-9, ...items.map((i) => Math.abs(i.weight)));
    for (const item of items) {
      this.ensure(13);
      const label = this.wrap(item.label, labelWidth - 6, { size: 8 })[0] ?? "";
      this.textAt(label, MARGIN, this.y, { size: 8 });
      const w = Math.max(0.5, (Math.abs(item.weight) / max) * barWidth);
      this.doc.rect(MARGIN + labelWidth, this.y + 1.5, w, 7).fill(ACCENT);
      this.textAt(item.text, MARGIN + labelWidth + barWidth + 6, this.y, { size: 8 });
      this.y += 12;
    }
    this.y += 4;
  }

  /** A line chart drawn as vector paths: y gridlines with labels, the first and last dates. */
  lineChart(input: {
    days: string[];
    values: number[];
    format: (v: number) => string;
    height?: number;
  }): void {
    const { days, values, format } = input;
    if (values.length < 2) return;
    const height = input.height ?? 150;
    this.ensure(height + 24);
    const left = MARGIN + 44;
    const right = PAGE.width - MARGIN;
    const top = this.y + 4;
    const bottom = top + height;
    let lo = Math.min(...values);
    let hi = Math.max(...values);
    if (hi - lo < 1e-9) {
      hi += 1;
      lo -= 1;
    }
    const pad = (hi - lo) * 0.06;
    lo -= pad;
    hi += pad;
    const sx = (i: number) => left + ((right - left) * i) / (values.length - 1);
    const sy = (v: number) => bottom - ((v - lo) / (hi - lo)) * height;
    const d = this.doc;
    for (let k = 0; k <= 4; k++) {
      const v = lo + ((hi - lo) * k) / 4;
      const y = sy(v);
      d.moveTo(left, y).lineTo(right, y).lineWidth(0.4).stroke(RULE);
      this.textAt(format(v), MARGIN, y - 4, { size: 7, color: MUTED, align: "right", width: 40 });
    }
    d.moveTo(sx(0), sy(values[0]!));
    for (let i = 1; i < values.length; i++) d.lineTo(sx(i), sy(values[i]!));
    d.lineWidth(1.2).lineJoin("round").stroke(ACCENT);
    this.textAt(days[0]!, left, bottom + 4, { size: 7, color: MUTED });
    this.textAt(days[days.length - 1]!, left, bottom + 4, {
      size: 7,
      color: MUTED,
      align: "right",
      width: right - left,
    });
    this.y = bottom + 20;
  }

  /** Footers on every page, then the PDF's bytes. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      const top = PAGE.height - FOOTER + 8;
      this.doc
        .moveTo(MARGIN, top - 4)
        .lineTo(PAGE.width - MARGIN, top - 4)
        .lineWidth(0.4)
        .stroke(RULE);
      const lines = this.wrap(this.meta.footer, CONTENT_WIDTH - 70, { size: 6.5 }).slice(0, 4);
      for (const [j, l] of lines.entries())
        this.textAt(l, MARGIN, top + j * 8.5, { size: 6.5, color: MUTED });
      this.textAt(this.meta.pageLabel(i + 1, range.count), PAGE.width - MARGIN - 64, top, {
        size: 6.5,
        color: MUTED,
        align: "right",
        width: 64,
      });
    }
    this.doc.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}
