/**
 * The one HTML layout of FundPilot's mail (verification codes, alerts). Every argument is
 * plain text and is escaped here, so a user's name or a translated string can never inject
 * markup. Styles are inline attributes because most mail clients drop <style> blocks.
 * The plain-text part of each message is written by the caller; keep both saying the same.
 */
export interface MailLayout {
  title: string;
  paragraphs: string[];
  /** A one-time code, shown large and spaced so it is easy to read and copy. */
  code?: string;
  footer: string;
  /** BCP 47 language of the content, e.g. "zh-Hant-HK" (default "en"). */
  lang?: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Text with its line breaks kept as <br>. */
const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans TC','PingFang TC',sans-serif";

export function renderMailHtml({ title, paragraphs, code, footer, lang = "en" }: MailLayout): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${lines(p)}</p>`)
    .join("\n");
  const codeBlock =
    code === undefined
      ? ""
      : `<p style="margin:8px 0 24px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:30px;` +
        `font-weight:700;letter-spacing:8px;color:#111827">${escapeHtml(code)}</p>`;
  // A language tag only ever holds letters, digits and hyphens; anything else falls back.
  const safeLang = /^[A-Za-z0-9-]{1,35}$/.test(lang) ? lang : "en";
  return `<!doctype html>
<html lang="${safeLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:20px;line-height:1.4;color:#111827">${escapeHtml(title)}</h1>
${body}
${codeBlock}
<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${lines(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}
