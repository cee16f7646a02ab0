import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The database schema, for PGlite and PostgreSQL alike. Change it, then run
 * `npm run db:generate` to write a migration into server/store/migrations (applied on start).
 */

/** Small facts about the installation: schema/universe versions, the data `asOf`, seeds. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The dev mailbox: every message the embedded mail part "sends". */
export const devMail = pgTable(
  "dev_mail",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_mail_to_sent_at_idx").on(t.to, t.sentAt)],
);

// ---------------------------------------------------------------------------------------------
// The universe: written in one transaction by server/data/load/write-batch.ts,
// the same way for the demo generator and a CSV import. Series are typed arrays in bytea
// (little-endian), indexed into a shared trading calendar; NAV histories are split per product
// and year so a daily update rewrites one small row per product.
// ---------------------------------------------------------------------------------------------

/** bytea as Uint8Array on both drivers (pg gives a Buffer, which is one). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** Trading calendars: Int32 day numbers (days since 1970-01-01). */
export const calendars = pgTable("calendars", {
  id: text("id").primaryKey(),
  days: bytea("days").notNull(),
});

export const companies = pgTable("companies", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  nameZhHant: text("name_zh_hant").notNull(),
  nameZhHans: text("name_zh_hans").notNull(),
  data: jsonb("data").notNull(),
});

/** One row per product; `data` holds the whole batch row (server/data/batch.ts `Product`). */
export const products = pgTable(
  "products",
  {
    code: text("code").primaryKey(),
    productType: text("product_type").notNull(),
    name: text("name").notNull(),
    nameZhHant: text("name_zh_hant"),
    nameZhHans: text("name_zh_hans"),
    isin: text("isin"),
    symbol: text("symbol"),
    currency: text("currency").notNull(),
    assetClass: text("asset_class"),
    category: text("category"),
    region: text("region"),
    companyId: text("company_id"),
    launchDate: date("launch_date", { mode: "string" }),
    isStrategy: boolean("is_strategy").notNull(),
    isDemo: boolean("is_demo").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [index("products_isin_idx").on(t.isin), index("products_company_idx").on(t.companyId)],
);

/** A product's NAV for one calendar year: `nav[i]` is on calendar day `startIndex + i` (NaN = no NAV published). */
export const productNavs = pgTable(
  "product_navs",
  {
    code: text("code").notNull(),
    year: integer("year").notNull(),
    calendar: text("calendar").notNull(),
    startIndex: integer("start_index").notNull(),
    nav: bytea("nav").notNull(),
    /** Ex-dividend positions (Int32, into this row's `nav`) and amounts (Float64). */
    dividendIndex: bytea("dividend_index").notNull(),
    dividendAmount: bytea("dividend_amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.year] })],
);

/** Other per-product series: `aum` (USD, month ends), `sevenDayYield` (money-market funds). */
export const productSeries = pgTable(
  "product_series",
  {
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    calendar: text("calendar").notNull(),
    startIndex: integer("start_index").notNull(),
    values: bytea("values").notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.kind] })],
);

/** Per-product lists kept as documents: managers, holdings, distributions, documents, fee changes. */
export const productDocs = pgTable(
  "product_docs",
  {
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.kind] })],
);

/** Market series: benchmarks, risk-free rates, FX, government yields, the macro assets. */
export const marketSeries = pgTable(
  "market_series",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    calendar: text("calendar").notNull(),
    startIndex: integer("start_index").notNull(),
    /** Names, currency and other descriptors of the series. */
    meta: jsonb("meta").notNull(),
    values: bytea("values").notNull(),
    /** A second aligned series where the kind has one (macro assets: yield). */
    extra: bytea("extra"),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/** Products that deliberately show a UI state (no risk rating reasons, risk alerts, search demos). */
export const demoScenarios = pgTable(
  "demo_scenarios",
  {
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.kind, t.reason] })],
);

// ---------------------------------------------------------------------------------------------
// Derived data: recomputed by server/data/jobs/derive.ts in one transaction and
// versioned by `as_of`; app_meta key "derived" names the version readers use, so a reader sees
// the previous version until the new one is committed whole.
// ---------------------------------------------------------------------------------------------

/** Per product: periods, risk block, ranks, risk level, flows, factor values and percentiles. */
export const derivedProducts = pgTable(
  "derived_products",
  {
    asOf: date("as_of", { mode: "string" }).notNull(),
    code: text("code").notNull(),
    riskLevel: integer("risk_level"),
    ratingTier: text("rating_tier"),
    starRating: integer("star_rating"),
    /** server/data/derive/types.ts `DerivedProduct`. */
    data: jsonb("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.asOf, t.code] })],
);

/** Per category: size, period averages, calendar-year averages, the ranking horizon. */
export const derivedCategories = pgTable(
  "derived_categories",
  {
    asOf: date("as_of", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.asOf, t.category] })],
);

/**
 * Curated lists (ids in shared/domain/product.ts): members best first with the figure they were
 * ranked by.
 */
export const derivedLists = pgTable(
  "derived_lists",
  {
    asOf: date("as_of", { mode: "string" }).notNull(),
    list: text("list").notNull(),
    position: integer("position").notNull(),
    code: text("code").notNull(),
    value: doublePrecision("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.asOf, t.list, t.position] })],
);

/**
 * The screener's metric table of a derived version, as the columns the servers hold in memory
 * (server/data/metric-table.ts encodes it): written with the version, so a server loads it in
 * one read instead of extracting the figures from every derived row.
 */
export const derivedMetricTables = pgTable("derived_metric_tables", {
  asOf: date("as_of", { mode: "string" }).primaryKey(),
  data: bytea("data").notNull(),
});

/**
 * News events of a derived version (server/data/derive/news.ts): kind, date, the product and
 * the values its message is built from (`data`), never text in one language.
 */
export const derivedNews = pgTable(
  "derived_news",
  {
    asOf: date("as_of", { mode: "string" }).notNull(),
    id: text("id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.asOf, t.id] }),
    index("derived_news_code").on(t.asOf, t.code),
    index("derived_news_date").on(t.asOf, t.date),
  ],
);

/**
 * Risk alerts of a derived version (server/data/derive/alerts.ts): type, kind, the date the
 * alert rests on and the figures of its message (`data`), never text in one language. `id` is
 * stable across versions for the same fact, so a user's read state (alert_states) carries over.
 */
export const derivedAlerts = pgTable(
  "derived_alerts",
  {
    asOf: date("as_of", { mode: "string" }).notNull(),
    id: text("id").notNull(),
    code: text("code").notNull(),
    type: text("type").notNull(),
    kind: text("kind").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.asOf, t.id] }), index("derived_alerts_code").on(t.asOf, t.code)],
);

/**
 * Items of the RSS/Atom feeds named in NEWS_FEEDS (server/features/news/feeds.ts), one per feed
 * and item (guid, else link), tagged with the products they name. `institutionId` scopes an
 * item to one institution's news; null is everyone's.
 */
export const newsFeedItems = pgTable(
  "news_feed_items",
  {
    id: text("id").primaryKey(),
    feedUrl: text("feed_url").notNull(),
    institutionId: integer("institution_id"),
    guid: text("guid").notNull(),
    link: text("link"),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    publisher: text("publisher"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    codes: jsonb("codes").$type<string[]>().notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("news_feed_items_guid").on(t.feedUrl, t.guid),
    index("news_feed_items_published").on(t.publishedAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Accounts: users, organisations, one-time codes, refresh-token
// families, invitation codes, third-party identities, trial applications. Codes and refresh
// tokens are stored only as SHA-256 hashes. Every user-owned row elsewhere keys on users.id.
// ---------------------------------------------------------------------------------------------

/** Organisations (institution accounts); `id` is the `institutionId` of user info. */
export const institutions = pgTable("institutions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** Lower-cased and trimmed; the account key. */
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
    /** 0 Pro, 1 Pro after trial, 2 Premium, 3 enterprise (shared/domain/account.ts). */
    authLevel: integer("auth_level").notNull().default(0),
    /** 0 none, 1 trial, 2 paid active, 3 paid ending/expired. */
    licenseStatus: integer("license_status").notNull().default(0),
    licenseExpiresAt: timestamp("license_expires_at", { withTimezone: true }),
    institutionId: integer("institution_id").references(() => institutions.id),
    /** "user" for individuals; "owner" or "member" of an institution. */
    role: text("role").notNull().default("user"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_email_idx").on(t.email)],
);

/** One-time e-mail codes: the newest unconsumed one per (email, purpose) is the live one. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_codes_email_idx").on(t.email, t.purpose, t.createdAt)],
);

/**
 * Refresh tokens: one row per issued token; a sign-in starts a family, each refresh rotates
 * (marks the presented row rotated and adds a new one). Presenting a revoked token, or a rotated
 * one after the reuse interval, revokes the whole family; `revoked_at` is also what ends the
 * session's access tokens (server/platform/identity/session-revocation.ts).
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * The pair this token was rotated into, encrypted with a key derived from this token itself
     * (so only its holder can read it): a second refresh with it during the reuse interval gets
     * the same pair (server/features/accounts/tokens.service.ts).
     */
    successorSealed: text("successor_sealed"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId), index("refresh_tokens_user_idx").on(t.userId)],
);

/** Invitation codes kept in the database (`npm run data -- invite ...`), besides INVITATION_CODES. */
export const invitationCodes = pgTable("invitation_codes", {
  code: text("code").primaryKey(),
  note: text("note"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  uses: integer("uses").notNull().default(0),
});

/** Third-party sign-in (OIDC): the issuer's subject linked to a user. */
export const userIdentities = pgTable(
  "user_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("user_identities_user_idx").on(t.userId)],
);

/** The sign-up (trial) application form. */
export const trialApplications = pgTable("trial_applications", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  data: jsonb("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// The assistant's conversations: one row per chat, its UI messages in order.
// Rows are read and written only through queries scoped by user_id.

/** A chat; `id` is the chat id the client generated. `share_hash` is set while a read-only link exists. */
export const conversations = pgTable(
  "conversations",
  {
    /** Chosen by the client (the AI SDK chat id); unique per owner, so one user's ids say nothing of another's. */
    id: text("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    shareHash: text("share_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index("conversations_user_updated_idx").on(t.userId, t.updatedAt),
  ],
);

/** The AI SDK UI messages of a conversation (parts with tool outputs, so cards re-render as stored). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    userId: text("user_id").notNull(),
    conversationId: text("conversation_id").notNull(),
    position: integer("position").notNull(),
    id: text("id").notNull(),
    role: text("role").notNull(),
    parts: jsonb("parts").notNull(),
    metadata: jsonb("metadata"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.conversationId, t.position] }),
    foreignKey({
      name: "chat_messages_conversation_fk",
      columns: [t.userId, t.conversationId],
      foreignColumns: [conversations.userId, conversations.id],
    }).onDelete("cascade"),
  ],
);

// Watchlists and risk alerts (server/features/watchlist): a user's groups of products, their
// read state of the alerts and their digest setting. Every query is scoped by user_id.

/** A watchlist group; each user has exactly one `is_default` group, at most one `personalized`. */
export const watchlistGroups = pgTable(
  "watchlist_groups",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    personalized: boolean("personalized").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("watchlist_groups_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("watchlist_groups_one_default").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** A product in a group (the user id is repeated so "what do I watch" is one indexed query). */
export const watchlistItems = pgTable(
  "watchlist_items",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => watchlistGroups.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fundCode: text("fund_code").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.fundCode] }),
    index("watchlist_items_user_idx").on(t.userId, t.fundCode),
  ],
);

/** A user's state of one alert (by its stable id): read, and mailed in a digest. */
export const alertStates = pgTable(
  "alert_states",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    alertId: text("alert_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.alertId] })],
);

/**
 * A user's alert settings: the e-mail digest, the language it is written in (the one the
 * setting was saved in) and when it was last sent (the scheduler's claim, see digest.ts).
 */
export const alertSettings = pgTable("alert_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailDigest: text("email_digest").notNull().default("off"),
  lang: text("lang").notNull().default("zh_TW"),
  lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Portfolios, model-portfolio subscriptions, the digital twin and wealth plans
// (server/features/portfolios, server/features/planning). Every row is owned: queries are
// scoped by user_id and another user's id answers 404.

/**
 * A saved portfolio: its holdings (`[{fundCode, weight}]`, weights in percent) and the
 * backtest settings it was saved with (`{weighting, rebalance, startDate?, endDate?,
 * initialAmount, monthlyContribution?, benchmarks, baseCurrency, extendWithBenchmark}`).
 */
export const portfolios = pgTable(
  "portfolios",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    productType: text("product_type").notNull().default("fund"),
    createMethod: text("create_method").notNull(),
    riskProfile: integer("risk_profile"),
    holdings: jsonb("holdings").notNull(),
    settings: jsonb("settings").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portfolios_user_idx").on(t.userId, t.createdAt)],
);

/** A user's subscription to one model portfolio (capped per plan). */
export const modelPortfolioSubscriptions = pgTable(
  "model_portfolio_subscriptions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    modelPortfolioId: text("model_portfolio_id").notNull(),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.modelPortfolioId] })],
);

/**
 * The digital twin's role card, one per user: `card` holds `{gender, age, familyStatus,
 * identity, themes, riskLevel}`; `confirmedAt` is null while the guided flow is in progress.
 */
export const twins = pgTable("twins", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  card: jsonb("card").notNull(),
  riskLevel: integer("risk_level"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A wealth plan: the goal and its amounts, the builder and holdings, and the last analysis
 * (Monte Carlo percentiles and success probability) stored with the inputs it was run on.
 * `status` is "active" or "cancelled" (a cancelled plan stays readable).
 */
export const wealthPlans = pgTable(
  "wealth_plans",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goal: text("goal").notNull(),
    name: text("name"),
    builder: text("builder").notNull(),
    riskLevel: integer("risk_level"),
    inputs: jsonb("inputs").notNull(),
    holdings: jsonb("holdings").notNull(),
    analysis: jsonb("analysis"),
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wealth_plans_user_idx").on(t.userId, t.createdAt)],
);

// Share links (server/features/sharing): a read-only public view of a report, a saved
// portfolio or a product. Rows are read and written by their owner only; the public reads one
// by its unguessable hash, and a revoked link is deleted.

/** A share link; `target_id` is the owner's report or portfolio id, or a product's fund code. */
export const shares = pgTable(
  "shares",
  {
    hash: text("hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"report" | "portfolio" | "fund">().notNull(),
    targetId: text("target_id").notNull(),
    /** The API language the link was made in: the poster's language. */
    lang: text("lang").$type<"en" | "zh_CN" | "zh_TW">().notNull(),
    /** The shared item's title when the link was made (the owner's list of links). */
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shares_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("shares_user_target_lang_idx").on(t.userId, t.kind, t.targetId, t.lang),
  ],
);

/** Uploaded images (avatars, poster backgrounds), re-encoded; served by their random id. */
export const uploadedImages = pgTable("uploaded_images", {
  id: text("id").primaryKey(),
  contentType: text("content_type").$type<"image/png" | "image/jpeg" | "image/webp">().notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An AI report on one product, the owner's: the text as written, the facts it was written
 * from (and checked against) with their version, the audience and language. Never edited.
 */
export const reports = pgTable(
  "reports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fundCode: text("fund_code").notNull(),
    audience: text("audience").notNull(),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    markdown: text("markdown").notNull(),
    facts: jsonb("facts").notNull(),
    factsVersion: integer("facts_version").notNull(),
    dataAsOf: text("data_as_of"),
    generator: text("generator").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reports_user_idx").on(t.userId, t.createdAt)],
);

// Payments: the app's view of each user's paid subscription (kept up to date only by the payment
// provider's verified events), the payments made, and the events already applied. Every row
// names its owner; reads are scoped by user_id.

/** The user's paid subscription at the provider (one per user; a new checkout replaces a lapsed one). */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "local" (the built-in provider) or "stripe". */
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    providerSubscriptionId: text("provider_subscription_id"),
    planId: text("plan_id").notNull(),
    /** The provider's status: incomplete, active, past_due, canceled. */
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The creation time of the newest provider event applied: an older one never overwrites it. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_customer_idx").on(t.provider, t.customerId),
    index("subscriptions_provider_sub_idx").on(t.provider, t.providerSubscriptionId),
  ],
);

/** A payment attempt: an invoice paid or failed. Amounts in the currency's minor unit (cents). */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** succeeded, failed, refunded */
    status: text("status").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    providerInvoiceId: text("provider_invoice_id"),
    providerPaymentId: text("provider_payment_id"),
  },
  (t) => [
    index("payment_transactions_user_idx").on(t.userId, t.occurredAt),
    uniqueIndex("payment_transactions_invoice_idx").on(t.provider, t.providerInvoiceId, t.status),
  ],
);

/** Provider event ids already applied: a redelivered event changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in payment provider's own records (it plays the provider's side: hosted checkout and
 * billing sessions, and the subscriptions it bills). The app's state above follows only from
 * the events it emits, exactly as with Stripe.
 */
export const localPaymentSessions = pgTable("local_payment_sessions", {
  id: text("id").primaryKey(),
  /** checkout or portal */
  kind: text("kind").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull(),
  planId: text("plan_id"),
  /** checkout: an offer's share off the first payment (50 = half), or null */
  percentOff: integer("percent_off"),
  /** checkout: {success, failure, cancel}; portal: {return} */
  returnUrls: jsonb("return_urls").$type<Record<string, string>>().notNull(),
  /** open, complete */
  state: text("state").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const localSubscriptions = pgTable(
  "local_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    planId: text("plan_id").notNull(),
    /** active, past_due (a renewal declined: in the grace window), canceled */
    status: text("status").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The saved test card: its last four digits and a hash of the number (never the number). */
    cardLast4: text("card_last4").notNull(),
    cardFingerprint: text("card_fingerprint").notNull(),
  },
  (t) => [index("local_subscriptions_due_idx").on(t.status, t.currentPeriodEnd)],
);

/** An enterprise ("contact sales") enquiry, stored before the team is mailed. */
export const enterpriseContacts = pgTable("enterprise_contacts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
