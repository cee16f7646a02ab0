/**
 * RSS/Atom feeds as news (NEWS_FEEDS): each feed is read every NEWS_FEEDS_REFRESH_MINUTES in the
 * server process, parsed (RSS 2.0, RSS 1.0/RDF and Atom, with fast-xml-parser), and its items
 * stored in news_feed_items — one row per feed and item (guid, else link, else title), so a
 * re-read updates an item instead of adding it again. Items are tagged with the products they
 * name: a ticker of the universe written as a word ("2800.HK", "QZWY"), or a product's name
 * without its share class, in English or Chinese.
 */
import { createHash } from "node:crypto";
import { XMLParser } from "fast-xml-parser";
import type { Logger } from "pino";
import type { MetricTable, MetricTableSource } from "../../data/metric-table";
import type { Db } from "../../store/db";
import { newsFeedItems } from "../../store/schema";

export interface FeedItem {
  guid: string;
  link: string | null;
  title: string;
  summary: string;
  publishedAt: Date | null;
}

export interface ParsedFeed {
  title: string | null;
  items: FeedItem[];
}

const SUMMARY_MAX = 600;
const TITLE_MAX = 300;
const FEED_MAX_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  textNodeName: "#text",
  htmlEntities: true,
  trimValues: true,
  parseTagValue: false,
  isArray: (name) => name === "item" || name === "entry" || name === "link",
});

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** The text of an element: a string, or an element with text and attributes. */
function textOf(v: unknown): string {
  const x = first(v);
  if (typeof x === "string" || typeof x === "number") return String(x);
  if (isNode(x) && x["#text"] !== undefined) return String(x["#text"]);
  return "";
}

/** White space collapsed, cut at `max` characters. */
function clip(text: string, max: number): string {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > max ? `${one.slice(0, max - 1).trimEnd()}…` : one;
}

/** A title: plain text (the parser has decoded its entities). */
const titleText = (text: string) => clip(text, TITLE_MAX);

/** A summary: HTML (feeds put markup in descriptions), its markup removed. */
function plain(html: string, max: number): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return clip(text, max);
}

/** Only absolute http(s) links are kept (a feed's link is shown as a link). */
function httpLink(raw: string, base?: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function dateOf(...candidates: unknown[]): Date | null {
  for (const c of candidates) {
    const s = textOf(c).trim();
    if (!s) continue;
    const t = Date.parse(s);
    if (Number.isFinite(t)) return new Date(t);
  }
  return null;
}

/** Parses an RSS 2.0, RSS 1.0 (RDF) or Atom document; anything else is an error. */
export function parseFeed(xml: string, base?: string): ParsedFeed {
  const doc = parser.parse(xml) as Node;
  const rss = isNode(doc.rss) ? doc.rss : undefined;
  const rdf = isNode(doc.RDF) ? doc.RDF : undefined;
  const atom = isNode(doc.feed) ? doc.feed : undefined;
  const items: FeedItem[] = [];
  const push = (item: Omit<FeedItem, "guid"> & { guid: string }) => {
    const guid = item.guid || item.link || item.title;
    if (!guid || !item.title) return;
    items.push({ ...item, guid });
  };
  if (rss || rdf) {
    const channel = (rss ? first(rss.channel) : first(rdf!.channel)) as Node | undefined;
    const list = ((rss ? (channel?.item ?? []) : (rdf!.item ?? [])) as unknown[]).filter(isNode);
    for (const it of list) {
      const link = httpLink(textOf(it.link), base);
      push({
        guid: textOf(it.guid),
        link,
        title: titleText(textOf(it.title)),
        summary: plain(textOf(it.description) || textOf(it.encoded), SUMMARY_MAX),
        publishedAt: dateOf(it.pubDate, it.date, it.published),
      });
    }
    return { title: channel ? titleText(textOf(channel.title)) || null : null, items };
  }
  if (atom) {
    for (const entry of ((atom.entry ?? []) as unknown[]).filter(isNode)) {
      const links = ((entry.link ?? []) as unknown[]).filter(isNode);
      const alternate = links.find((l) => !l["@_rel"] || l["@_rel"] === "alternate") ?? links[0];
      const link = httpLink(String(alternate?.["@_href"] ?? ""), base);
      push({
        guid: textOf(entry.id),
        link,
        title: titleText(textOf(entry.title)),
        summary: plain(textOf(entry.summary) || textOf(entry.content), SUMMARY_MAX),
        publishedAt: dateOf(entry.published, entry.updated),
      });
    }
    return { title: titleText(textOf(atom.title)) || null, items };
  }
  throw new Error("not an RSS or Atom feed");
}

// ---- tagging ----

/** Finds the products a text names: by ticker (as a word) and by name without its share class. */
export type ProductMatcher = (text: string) => string[];

const MIN_NAME_LENGTH = 10;
const MIN_ZH_NAME_LENGTH = 4;
const matchers = new WeakMap<MetricTable, ProductMatcher>();

/** "Harbour Global Fund A (acc) - USD" → "harbour global fund"; Chinese names keep their script. */
function baseName(name: string): string {
  return name
    .split(/\s+-\s+/)[0]!
    .replace(/\s+[A-Z]{1,2}\d?\s*\([^)]*\)\s*$/u, "")
    .replace(/\s*[A-Z]{1,2}\d?\s*[（(][^)）]*[)）]\s*$/u, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");
}

export function productMatcher(table: MetricTable): ProductMatcher {
  const cached = matchers.get(table);
  if (cached) return cached;
  const tickers = new Map<string, string[]>();
  // per base name, the largest product (a name shared by share classes tags the main one)
  const names = new Map<string, number>();
  const rows = [...table.rowOf.values()];
  for (const row of rows) {
    const code = table.text.code[row]!;
    const symbol = table.text.symbol[row];
    if (symbol) {
      const key = symbol.toUpperCase();
      tickers.set(key, [...(tickers.get(key) ?? []), code]);
    }
    for (const name of [table.text.name[row], table.text.nameZhHant[row], table.text.nameZhHans[row]]) {
      if (!name) continue;
      const base = baseName(name);
      const latin = /^[\x20-\x7e]+$/.test(base);
      if (base.length < (latin ? MIN_NAME_LENGTH : MIN_ZH_NAME_LENGTH)) continue;
      const held = names.get(base);
      if (held === undefined || (table.numeric.aumUsd[row] ?? 0) > (table.numeric.aumUsd[held] ?? 0))
        names.set(base, row);
    }
  }
  const nameList = [...names].map(([base, row]) => ({ base, code: table.text.code[row]! }));
  const matcher: ProductMatcher = (text) => {
    const found = new Set<string>();
    for (const word of text.match(/[A-Za-z0-9]+(?:\.[A-Za-z]{1,3})?/g) ?? []) {
      // a ticker is written in capitals, and is more than one letter unless it has digits
      if (word !== word.toUpperCase() || (word.length < 2 && !/\d/.test(word))) continue;
      for (const code of tickers.get(word) ?? []) found.add(code);
    }
    const lower = text.toLowerCase().replace(/\s+/g, " ");
    for (const { base, code } of nameList) if (lower.includes(base)) found.add(code);
    return [...found].sort();
  };
  matchers.set(table, matcher);
  return matcher;
}

// ---- reading and storing ----

const feedItemId = (feedUrl: string, guid: string) =>
  `feed:${createHash("sha256").update(`${feedUrl}\n${guid}`).digest("hex").slice(0, 32)}`;

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8" },
    redirect: "follow",
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const length = Number(res.headers.get("content-length") ?? 0);
  if (length > FEED_MAX_BYTES) throw new Error(`feed larger than ${FEED_MAX_BYTES} bytes`);
  const body = await res.arrayBuffer();
  if (body.byteLength > FEED_MAX_BYTES) throw new Error(`feed larger than ${FEED_MAX_BYTES} bytes`);
  return new TextDecoder().decode(body);
}

/**
 * Reads one feed and stores its items (new ones added, known ones updated, their first
 * publication time kept); an item without a date is dated when first seen.
 */
export async function refreshFeed(
  deps: { db: Db; metrics: MetricTableSource },
  url: string,
  options: { institutionId?: number | null } = {},
): Promise<{ items: number }> {
  const feed = parseFeed(await fetchText(url), url);
  const match = productMatcher(await deps.metrics.get());
  const now = new Date();
  for (const item of feed.items) {
    const codes = match(`${item.title}\n${item.summary}`);
    await deps.db
      .insert(newsFeedItems)
      .values({
        id: feedItemId(url, item.guid),
        feedUrl: url,
        institutionId: options.institutionId ?? null,
        guid: item.guid,
        link: item.link,
        title: item.title,
        summary: item.summary,
        publisher: feed.title,
        publishedAt: item.publishedAt ?? now,
        codes,
        fetchedAt: now,
      })
      .onConflictDoUpdate({
        target: [newsFeedItems.feedUrl, newsFeedItems.guid],
        set: {
          link: item.link,
          title: item.title,
          summary: item.summary,
          publisher: feed.title,
          codes,
          fetchedAt: now,
        },
      });
  }
  return { items: feed.items.length };
}

export interface FeedRefresher {
  /** Reads every feed once (a failing feed is logged and skipped). */
  refreshAll(): Promise<void>;
  stop(): void;
}

/** Reads every configured feed now and then every `everyMs`; nothing runs without feeds. */
export function startFeedRefresher(deps: {
  db: Db;
  metrics: MetricTableSource;
  logger: Logger;
  urls: readonly string[];
  everyMs: number;
}): FeedRefresher {
  let running: Promise<void> | undefined;
  const refreshAll = () => {
    running ??= (async () => {
      for (const url of deps.urls) {
        try {
          const { items } = await refreshFeed(deps, url);
          deps.logger.debug({ url, items }, "news feed read");
        } catch (err) {
          deps.logger.warn({ url, err: (err as Error).message }, "news feed could not be read");
        }
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  if (deps.urls.length === 0) return { refreshAll: async () => {}, stop: () => {} };
  void refreshAll();
  const timer = setInterval(() => void refreshAll(), deps.everyMs);
  timer.unref();
  return { refreshAll, stop: () => clearInterval(timer) };
}
