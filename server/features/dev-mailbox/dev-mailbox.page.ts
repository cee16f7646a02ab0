import { html, raw } from "hono/html";
import type { SentMail } from "../../platform/mail";

/**
 * The /dev/mailbox page: one self-contained document, no script (the app's CSP allows none
 * inline) and one <style> element (style-src allows 'unsafe-inline'). Hono's `html` template
 * escapes every interpolated value; nothing user-supplied is ever passed through `raw`.
 * A message's HTML part is shown in an iframe with an empty `sandbox`: it renders the mail
 * as a client would, but can run no script and cannot touch this page.
 */
const STYLE = `
  :root { color-scheme: light dark; --fg: #111827; --muted: #6b7280; --line: #e5e7eb; --card: #fff; --bg: #f3f4f6; }
  @media (prefers-color-scheme: dark) {
    :root { --fg: #f3f4f6; --muted: #9ca3af; --line: #374151; --card: #1f2937; --bg: #111827; }
  }
  * { box-sizing: border-box; }
  body { margin: 0; padding: 24px; background: var(--bg); color: var(--fg);
    font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans TC", sans-serif; }
  main { max-width: 880px; margin: 0 auto; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .lead { color: var(--muted); margin: 0 0 20px; }
  a { color: inherit; }
  form { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; margin-bottom: 20px; }
  input { flex: 1 1 260px; padding: 8px 10px; border: 1px solid var(--line); border-radius: 6px;
    background: var(--card); color: var(--fg); font: inherit; }
  button { padding: 8px 14px; border: 0; border-radius: 6px; background: #2563eb; color: #fff; font: inherit; cursor: pointer; }
  article { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px; margin-bottom: 14px; }
  article h2 { font-size: 17px; margin: 0 0 6px; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0 0 12px; color: var(--muted); font-size: 13px; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { margin: 0; padding: 12px; background: var(--bg); border-radius: 6px; white-space: pre-wrap;
    overflow-wrap: anywhere; font: 13px/1.5 ui-monospace, Menlo, Consolas, monospace; }
  details { margin-top: 10px; }
  summary { cursor: pointer; color: var(--muted); font-size: 13px; }
  iframe { width: 100%; height: 420px; margin-top: 8px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
  .empty { color: var(--muted); padding: 32px 0; text-align: center; }
`;

/** "2026-11-22 07:39:28 UTC": readable, and the same on every machine. */
const readableTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

function messageCard(mail: SentMail) {
  return html`<article>
  <h2>${mail.subject || "(no subject)"}</h2>
  <dl>
    <dt>To</dt><dd>${mail.to}</dd>
    <dt>Sent</dt><dd><time datetime="${mail.sentAt}">${readableTime(mail.sentAt)}</time></dd>
  </dl>
  <pre>${mail.text}</pre>
  ${
    mail.html === null
      ? ""
      : html`<details><summary>HTML version</summary><iframe sandbox="" title="HTML version of ${mail.subject}" srcdoc="${mail.html}"></iframe></details>`
  }
</article>`;
}

export function renderMailboxPage({ messages, to }: { messages: SentMail[]; to?: string }) {
  const jsonHref = to ? `mailbox.json?to=${encodeURIComponent(to)}` : "mailbox.json";
  const count = `${messages.length} message${messages.length === 1 ? "" : "s"}`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox · FundPilot</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
  <h1>Dev mailbox</h1>
  <p class="lead">Mail the server would have sent. Nothing here was delivered: set SMTP_URL to send real mail.
    Newest first · <a href="${jsonHref}">JSON</a></p>
  <form method="get" action="mailbox">
    <input type="search" name="to" value="${to ?? ""}" placeholder="Filter by recipient address" maxlength="254" aria-label="Recipient address">
    <button type="submit">Filter</button>
    ${to ? html`<a href="mailbox">Show all</a>` : ""}
  </form>
  <p class="lead">${to ? html`${count} to <strong>${to}</strong>` : count}</p>
  ${messages.length === 0 ? html`<p class="empty">No mail yet.</p>` : messages.map(messageCard)}
</main>
</body>
</html>`;
}
