/**
 * A report as PDF, drawn on the server by the product documents' page writer (CJK-capable
 * fonts, footer with the disclaimer on every page). The stored Markdown is laid out as it reads:
 * headings, paragraphs, bullet lists and the peer table. The adviser version opens with a
 * cover page naming the adviser and their institution.
 */
import type { Report } from "../../../shared/api/reports";
import type { ApiLang } from "../../../shared/locales";
import { translate } from "../../i18n";
import { PdfWriter } from "../products";

const strip = (s: string) => s.replace(/\*\*/g, "").trim();

export async function reportPdf(
  report: Report,
  lang: ApiLang,
  adviser?: { name: string; institution: string | null },
): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(lang, key, params);
  const { product } = report.facts;
  const created = report.createdAt.slice(0, 10);
  const writer = new PdfWriter({
    title: report.title,
    lang,
    heading: `${product.name} (${product.code})`,
    subheading: t("reports:pdf.generated", { date: created, asOf: report.dataAsOf ?? "—" }),
    footer: t("reports:text.disclaimer"),
    pageLabel: (page, pages) => t("reports:pdf.page", { page: String(page), pages: String(pages) }),
    cover: adviser
      ? {
          kicker: t("reports:pdf.cover"),
          title: `${product.name} (${product.code})`,
          lines: [
            [t("reports:pdf.preparedBy"), adviser.name],
            ...(adviser.institution ? ([[t("reports:pdf.institution"), adviser.institution]] as const) : []),
            [t("reports:pdf.date"), created],
          ],
        }
      : undefined,
  });

  const lines = report.markdown.split("\n");
  let table: string[][] = [];
  const flushTable = () => {
    if (table.length < 1) return;
    const [headers, ...rows] = table;
    const n = headers!.length;
    const first = 0.34;
    writer.table({
      headers: headers!,
      rows,
      widths: [first, ...Array.from({ length: n - 1 }, () => (1 - first) / (n - 1))],
    });
    table = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith("|")) {
      const cells = line
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim());
      if (!cells.every((c) => /^:?-+:?$/.test(c))) table.push(cells);
      continue;
    }
    flushTable();
    if (line === "" || line.startsWith("# ")) continue;
    if (line.startsWith("## ") || line.startsWith("### ")) writer.heading(strip(line.replace(/^#+\s*/, "")));
    else if (line.startsWith("- ")) writer.paragraph(`•  ${strip(line.slice(2))}`);
    else writer.paragraph(strip(line));
  }
  flushTable();
  return writer.finish();
}
