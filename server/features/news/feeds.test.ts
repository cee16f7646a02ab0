/**
 * News feeds read from a local HTTP server (no internet): RSS 2.0, Atom and RSS 1.0 parsed,
 * items tagged with the products they name (ticker or name), stored once per feed and item,
 * updated on a re-read, and listed by the news API beside the derived events.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import type { MetricTable } from "../../data/metric-table";
import { newsFeedItems } from "../../store/schema";
import { parseFeed, productMatcher, refreshFeed, startFeedRefresher } from "./feeds";

let t: TestApp;
let server: Server;
let base: string;
let table: MetricTable;
const files = new Map<string, { type: string; body: string }>();
let etf: { code: string; symbol: string };
let fund: { code: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  table = await t.deps.metrics.get();
  const rows = [...table.rowOf.values()];
  const etfRow = rows.find((r) => table.text.productType[r] === "etf" && table.text.symbol[r])!;
  etf = { code: table.text.code[etfRow]!, symbol: table.text.symbol[etfRow]! };
  // a fund whose name (without its class) no other product shares
  const baseOf = (r: number) =>
    table.text.name[r]!.split(" - ")[0]!.replace(/\s+[A-Z]{1,2}\d?\s*\([^)]*\)$/, "");
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(baseOf(r), (counts.get(baseOf(r)) ?? 0) + 1);
  const fundRow = rows.find((r) => table.text.productType[r] === "fund" && counts.get(baseOf(r)) === 1)!;
  fund = { code: table.text.code[fundRow]!, name: baseOf(fundRow) };

  server = createServer((req, res) => {
    const file = files.get(req.url ?? "");
    if (!file) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
});

const rss = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel><title>Harbour Wire &amp; Co</title><link>https://wire.example/</link>
  ${items}
  </channel></rss>`;

async function get(url: string): Promise<any> {
  return ((await (await t.json("GET", url)).json()) as { data: unknown }).data;
}

describe("parseFeed", () => {
  it("reads RSS 2.0 with markup, CDATA, entities and a guid object", () => {
    const feed = parseFeed(
      rss(`<item><title>Fees &lt;cut&gt; at &quot;Harbour&quot;</title><link>https://wire.example/a</link>
        <guid isPermaLink="false">a-1</guid><pubDate>Tue, 10 Nov 2026 08:00:00 GMT</pubDate>
        <description><![CDATA[<p>The <b>manager</b> said&nbsp;so.</p><script>x()</script>]]></description></item>
        <item><title>No guid</title><link>javascript:alert(1)</link><description>plain</description></item>`),
    );
    expect(feed.title).toBe("Harbour Wire & Co");
    expect(feed.items).toEqual([
      {
        guid: "a-1",
        link: "https://wire.example/a",
        title: 'Fees <cut> at "Harbour"',
        summary: "The manager said so.",
        publishedAt: new Date("2026-11-10T08:00:00Z"),
      },
      // an unsafe link is dropped; the title stands in for the guid
      { guid: "No guid", link: null, title: "No guid", summary: "plain", publishedAt: null },
    ]);
  });

  it("reads Atom (alternate link, relative to the feed) and RSS 1.0", () => {
    const atom = parseFeed(
      `<feed xmlns="http://www.w3.org/2005/Atom"><title type="text">Atom News</title>
        <entry><id>urn:1</id><title>One</title><link rel="self" href="/self"/><link rel="alternate" href="/one"/>
        <updated>2026-11-01T00:00:00Z</updated><summary type="html">&lt;i&gt;Hi&lt;/i&gt;</summary></entry></feed>`,
      "https://atom.example/feed.xml",
    );
    expect(atom).toEqual({
      title: "Atom News",
      items: [
        {
          guid: "urn:1",
          link: "https://atom.example/one",
          title: "One",
          summary: "Hi",
          publishedAt: new Date("2026-11-01T00:00:00Z"),
        },
      ],
    });
    const rdf =
      parseFeed(`<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel><title>RDF</title></channel>
      <item><title>Two</title><link>https://rdf.example/2</link><dc:date>2026-10-01</dc:date></item></rdf:RDF>`);
    expect(rdf.items[0]).toMatchObject({ guid: "https://rdf.example/2", title: "Two" });
    expect(rdf.items[0]!.publishedAt).toEqual(new Date("2026-10-01"));
  });

  it("rejects a document that is no feed", () => {
    expect(() => parseFeed("<html><body>hi</body></html>")).toThrow(/not an RSS or Atom feed/);
  });
});

describe("productMatcher", () => {
  it("tags by ticker written as a word in capitals, and by name without the share class", () => {
    const match = productMatcher(table);
    expect(match(`Flows into ${etf.symbol} rose`)).toContain(etf.code);
    expect(match(`flows into ${etf.symbol.toLowerCase()}x rose`)).not.toContain(etf.code);
    expect(match(`A note on the ${fund.name.toUpperCase()} strategy`)).toContain(fund.code);
    expect(match("Nothing to see here")).toEqual([]);
  });
});

describe("feeds over HTTP into the news", () => {
  it("stores a feed's items once, updates them on a re-read, and lists them with the news", async () => {
    files.set("/funds.rss", {
      type: "application/rss+xml",
      body: rss(`
        <item><title>${etf.symbol} sees record inflows</title><link>https://wire.example/1</link><guid>g-1</guid>
          <pubDate>Mon, 23 Nov 2026 09:30:00 GMT</pubDate><description>Investors piled in.</description></item>
        <item><title>Manager change</title><link>https://wire.example/2</link><guid>g-2</guid>
          <pubDate>Sun, 22 Nov 2026 09:30:00 GMT</pubDate><description>${fund.name} names a new lead manager.</description></item>`),
    });
    const url = `${base}/funds.rss`;
    const deps = { db: t.deps.store.db, metrics: t.deps.metrics };
    expect(await refreshFeed(deps, url)).toEqual({ items: 2 });
    const stored = await t.deps.store.db.select().from(newsFeedItems).where(eq(newsFeedItems.feedUrl, url));
    expect(stored).toHaveLength(2);
    const g1 = stored.find((r) => r.guid === "g-1")!;
    expect(g1.codes).toContain(etf.code);
    expect(stored.find((r) => r.guid === "g-2")!.codes).toContain(fund.code);

    // re-read: g-1's title changed, nothing is added
    files.set("/funds.rss", {
      type: "application/rss+xml",
      body: rss(`<item><title>${etf.symbol} sees record inflows (updated)</title><link>https://wire.example/1</link>
        <guid>g-1</guid><pubDate>Tue, 24 Nov 2026 09:30:00 GMT</pubDate><description>More.</description></item>`),
    });
    await refreshFeed(deps, url);
    const again = await t.deps.store.db.select().from(newsFeedItems).where(eq(newsFeedItems.feedUrl, url));
    expect(again).toHaveLength(2);
    const g1b = again.find((r) => r.guid === "g-1")!;
    expect(g1b.title).toMatch(/\(updated\)$/);
    expect(g1b.publishedAt).toEqual(g1.publishedAt);

    const top = await get("/v1/pub/news/top?pageSize=50&lang=en");
    const item = top.items.find((i: { id: string }) => i.id === g1b.id);
    expect(item).toMatchObject({
      source: "feed",
      kind: "feed",
      title: g1b.title,
      body: "More.",
      url: "https://wire.example/1",
      publisher: "Harbour Wire & Co",
      date: "2026-11-23",
    });
    expect(item.products.map((p: { fundCode: string }) => p.fundCode)).toContain(etf.code);
    const mine = await get(`/v1/pub/news?fundCode=${fund.code}&pageSize=50`);
    expect(mine.items.map((i: { id: string }) => i.id)).toContain(again.find((r) => r.guid === "g-2")!.id);
    expect(await get(`/v1/pub/news/${g1b.id}`)).toEqual(
      (await get("/v1/pub/news/top?pageSize=50")).items.find((i: { id: string }) => i.id === g1b.id),
    );
  });

  it("the refresher reads every feed, logs one that fails and keeps the others", async () => {
    files.set("/etf.atom", {
      type: "application/atom+xml",
      body: `<feed xmlns="http://www.w3.org/2005/Atom"><title>ETF Desk</title>
        <entry><id>e-1</id><title>${etf.symbol} rebalances</title><link href="https://desk.example/e1"/>
        <published>2026-11-20T00:00:00Z</published></entry></feed>`,
    });
    const warnings: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => void warnings.push(line) });
    const refresher = startFeedRefresher({
      db: t.deps.store.db,
      metrics: t.deps.metrics,
      logger,
      urls: [`${base}/missing.rss`, `${base}/etf.atom`],
      everyMs: 3_600_000,
    });
    await refresher.refreshAll();
    refresher.stop();
    const rows = await t.deps.store.db
      .select()
      .from(newsFeedItems)
      .where(eq(newsFeedItems.feedUrl, `${base}/etf.atom`));
    expect(rows.map((r) => [r.guid, r.publisher, r.codes.includes(etf.code)])).toEqual([
      ["e-1", "ETF Desk", true],
    ]);
    expect(warnings.join("")).toContain("missing.rss");
    expect(warnings.join("")).toContain("HTTP 404");
  });
});
