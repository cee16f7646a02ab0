/**
 * News: the derived version's events (server/data/derive/news.ts) and the stored feed items,
 * newest first, each with its products and its title and body built in the request's language
 * from the event's kind and values. The events of a version are read once and kept with it.
 */
import { desc, eq, isNull, or } from "drizzle-orm";
import type { NewsItem, NewsPage, TrendingProduct } from "../../../shared/api/news";
import type { ProductSummary } from "../../../shared/api/product-summary";
import type { NewsKind, NewsValues } from "../../../shared/domain/news";
import { type ApiLang, intlTagOf, messageLocaleOf } from "../../../shared/locales";
import type { MessageKey } from "../../../shared/messages";
import type { MetricTable } from "../../data/metric-table";
import { productSummary } from "../../data/product-summary";
import { AppError } from "../../http/app-error";
import { dateTimeFormat, numberFormat, translate } from "../../i18n";
import type { Db } from "../../store/db";
import { derivedNews, newsFeedItems } from "../../store/schema";
import { fundNotFound, type ProductContext, tickerIndex, versionOf } from "../products";

export interface NewsDeps {
  db: Db;
  products: ProductContext;
}

/** One event as held in memory: a derived event, or a feed item (with its own text). */
interface Entry {
  id: string;
  date: string;
  /** Sort key: the date, or a feed item's timestamp. */
  at: string;
  kind: NewsKind;
  codes: string[];
  values: NewsValues;
  feed?: { title: string; summary: string; link: string | null; publisher: string | null };
}

interface VersionEvents {
  all: Entry[];
  byId: Map<string, Entry>;
}

/** Feed items read per request (newest first); older ones stay in the table but are not listed. */
const FEED_WINDOW = 1000;
/** Trending: products with the most events dated within this many days of the newest. */
const TRENDING_DAYS = 30;

const titleKey: Record<Exclude<NewsKind, "feed">, { title: MessageKey<"news">; body: MessageKey<"news"> }> = {
  high_52w: { title: "news:events.high_52w.title", body: "news:events.high_52w.body" },
  aum_rise: { title: "news:events.aum_rise.title", body: "news:events.aum_rise.body" },
  aum_drop: { title: "news:events.aum_drop.title", body: "news:events.aum_drop.body" },
  fee_cut: { title: "news:events.fee_cut.title", body: "news:events.fee_cut.body" },
  fee_rise: { title: "news:events.fee_rise.title", body: "news:events.fee_rise.body" },
  manager_joined: { title: "news:events.manager_joined.title", body: "news:events.manager_joined.body" },
  manager_left: { title: "news:events.manager_left.title", body: "news:events.manager_left.body" },
  rating_up: { title: "news:events.rating_up.title", body: "news:events.rating_up.body" },
  rating_down: { title: "news:events.rating_down.title", body: "news:events.rating_down.body" },
};

const tierKey: Record<string, MessageKey<"news">> = {
  Gold: "news:tiers.Gold",
  Silver: "news:tiers.Silver",
  Bronze: "news:tiers.Bronze",
  Neutral: "news:tiers.Neutral",
  Bottom: "news:tiers.Bottom",
};

/** A stored feed item as a news entry, tagged with the products still in the universe. */
function feedEntry(table: MetricTable, row: typeof newsFeedItems.$inferSelect): Entry {
  const at = row.publishedAt.toISOString();
  return {
    id: row.id,
    date: at.slice(0, 10),
    at,
    kind: "feed",
    codes: row.codes.filter((c) => table.rowOf.has(c)),
    values: {},
    feed: { title: row.title, summary: row.summary, link: row.link, publisher: row.publisher },
  };
}

export function createNewsService(deps: NewsDeps) {
  const { db, products: ctx } = deps;

  const events = (table: MetricTable): Promise<VersionEvents> =>
    ctx.reader.derivedValue(versionOf(table), "news", async () => {
      const rows =
        table.asOf === null
          ? []
          : await db
              .select()
              .from(derivedNews)
              .where(eq(derivedNews.asOf, table.asOf))
              .orderBy(desc(derivedNews.date), derivedNews.id);
      const all = rows
        .filter((r) => table.rowOf.has(r.code))
        .map(
          (r): Entry => ({
            id: r.id,
            date: r.date,
            at: r.date,
            kind: r.kind as NewsKind,
            codes: [r.code],
            values: r.data as NewsValues,
          }),
        );
      return { all, byId: new Map(all.map((e) => [e.id, e])) };
    });

  async function feedEntries(table: MetricTable, institutionId?: number): Promise<Entry[]> {
    const rows = await db
      .select()
      .from(newsFeedItems)
      .where(
        institutionId === undefined
          ? isNull(newsFeedItems.institutionId)
          : or(isNull(newsFeedItems.institutionId), eq(newsFeedItems.institutionId, institutionId)),
      )
      .orderBy(desc(newsFeedItems.publishedAt))
      .limit(FEED_WINDOW);
    return rows.map((r) => feedEntry(table, r));
  }

  function merged(a: Entry[], b: Entry[]): Entry[] {
    if (b.length === 0) return a;
    return [...a, ...b].sort((x, y) => (x.at === y.at ? (x.id < y.id ? -1 : 1) : x.at < y.at ? 1 : -1));
  }

  function render(table: MetricTable, e: Entry, lang: ApiLang): NewsItem {
    const tags: ProductSummary[] = [];
    for (const code of e.codes) {
      const row = table.rowOf.get(code);
      if (row !== undefined) tags.push(productSummary(table, row, lang));
    }
    const base = {
      id: e.id,
      date: e.date,
      kind: e.kind,
      values: e.values,
      products: tags,
    };
    if (e.feed || e.kind === "feed") {
      return {
        ...base,
        source: "feed",
        title: e.feed?.title ?? "",
        body: e.feed?.summary ?? "",
        url: e.feed?.link ?? null,
        publisher: e.feed?.publisher ?? null,
      };
    }
    const keys = titleKey[e.kind];
    const params = messageParams(e, tags[0]?.fundName ?? e.codes[0] ?? "", lang);
    return {
      ...base,
      source: "data",
      title: translate(lang, keys.title, params),
      body: translate(lang, keys.body, params),
      url: null,
      publisher: null,
    };
  }

  function page(table: MetricTable, list: Entry[], q: { page: number; pageSize: number }, lang: ApiLang) {
    const from = (q.page - 1) * q.pageSize;
    return {
      total: list.length,
      page: q.page,
      pageSize: q.pageSize,
      items: list.slice(from, from + q.pageSize).map((e) => render(table, e, lang)),
    } satisfies NewsPage;
  }

  return {
    /** Every event of the version and the feed items (the institution's too), newest first. */
    async top(q: {
      institution_id?: number;
      page: number;
      pageSize: number;
      lang: ApiLang;
    }): Promise<NewsPage> {
      const table = await ctx.metrics.get();
      const list = merged((await events(table)).all, await feedEntries(table, q.institution_id));
      return page(table, list, q, q.lang);
    },

    /** News of one product (`fundCode`) or of the products tracking or holding a ticker. */
    async forProduct(q: {
      fundCode?: string;
      ticker?: string;
      page: number;
      pageSize: number;
      lang: ApiLang;
    }): Promise<NewsPage> {
      const table = await ctx.metrics.get();
      const codes = new Set<string>();
      if (q.fundCode !== undefined) {
        if (!table.rowOf.has(q.fundCode)) throw fundNotFound(q.fundCode);
        codes.add(q.fundCode);
      }
      if (q.ticker !== undefined) {
        const matches = (await tickerIndex(ctx.reader, table)).get(q.ticker.trim().toUpperCase()) ?? [];
        for (const m of matches) codes.add(m.code);
      }
      const concerns = (e: Entry) => e.codes.some((c) => codes.has(c));
      const list = merged(
        (await events(table)).all.filter(concerns),
        (await feedEntries(table)).filter(concerns),
      );
      return page(table, list, q, q.lang);
    },

    /** One item by id (a derived event of the version in use, or a feed item); unknown → 404. */
    async detail(id: string, lang: ApiLang): Promise<NewsItem> {
      const table = await ctx.metrics.get();
      const event = (await events(table)).byId.get(id);
      if (event) return render(table, event, lang);
      const [row] = await db.select().from(newsFeedItems).where(eq(newsFeedItems.id, id));
      if (!row) throw new AppError("notFound", `No news item ${id}`, { id });
      return render(table, feedEntry(table, row), lang);
    },

    /** Products with the most events in the last 30 days of the news, most first. */
    async trending(q: { limit: number; lang: ApiLang }): Promise<TrendingProduct[]> {
      const table = await ctx.metrics.get();
      const list = merged((await events(table)).all, await feedEntries(table));
      const newest = list[0]?.date;
      if (!newest) return [];
      const since = shiftDays(newest, -TRENDING_DAYS);
      const counts = new Map<string, { events: number; latest: string }>();
      for (const e of list) {
        if (e.date < since) continue;
        for (const code of e.codes) {
          const c = counts.get(code);
          if (c) {
            c.events++;
            if (e.date > c.latest) c.latest = e.date;
          } else counts.set(code, { events: 1, latest: e.date });
        }
      }
      return [...counts]
        .sort(
          (a, b) =>
            b[1].events - a[1].events ||
            (a[1].latest < b[1].latest ? 1 : a[1].latest > b[1].latest ? -1 : 0) ||
            (a[0] < b[0] ? -1 : 1),
        )
        .slice(0, q.limit)
        .map(([code, c]) => ({ product: productSummary(table, table.rowOf.get(code)!, q.lang), ...c }));
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;

function shiftDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The message values of a derived event, formatted for the request's language. */
function messageParams(e: Entry, name: string, lang: ApiLang): Record<string, string> {
  const tag = intlTagOf[messageLocaleOf[lang]];
  const v = e.values;
  const num = (k: string) => (typeof v[k] === "number" ? (v[k] as number) : null);
  const str = (k: string) => (typeof v[k] === "string" ? (v[k] as string) : "");
  const date = (iso: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(iso)
      ? dateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`))
      : iso;
  const pct = (x: number | null, digits: number) =>
    x === null
      ? ""
      : numberFormat(tag, {
          style: "percent",
          maximumFractionDigits: digits,
          minimumFractionDigits: digits,
        }).format(x);
  const usd = (x: number | null) =>
    x === null
      ? ""
      : numberFormat(tag, {
          style: "currency",
          currency: "USD",
          notation: "compact",
          maximumFractionDigits: 1,
        }).format(x);
  const params: Record<string, string> = { name, date: date(e.date) };
  switch (e.kind) {
    case "high_52w": {
      const currency = str("currency");
      const price = (x: number | null) =>
        x === null
          ? ""
          : currency
            ? numberFormat(tag, { style: "currency", currency, maximumFractionDigits: 4 }).format(x)
            : x.toFixed(4);
      params.nav = price(num("nav"));
      params.previousHigh = price(num("previousHigh"));
      params.previousHighDate = date(str("previousHighDate"));
      break;
    }
    case "aum_rise":
    case "aum_drop": {
      const change = num("change");
      params.change = pct(change === null ? null : Math.abs(change), 0);
      params.from = usd(num("from"));
      params.to = usd(num("to"));
      params.since = date(str("since"));
      break;
    }
    case "fee_cut":
    case "fee_rise":
      params.fee = translate(
        lang,
        str("fee") === "fee_change_etf_total" ? "news:fees.total" : "news:fees.management",
      );
      params.from = pct(num("from"), 2);
      params.to = pct(num("to"), 2);
      break;
    case "manager_joined":
    case "manager_left":
      params.manager = str("name");
      break;
    case "rating_up":
    case "rating_down": {
      const tier = (k: string) => {
        const key = tierKey[str(k)];
        return key ? translate(lang, key) : str(k);
      };
      params.from = tier("from");
      params.to = tier("to");
      break;
    }
    default:
      break;
  }
  return params;
}
