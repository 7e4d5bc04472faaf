import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters shared by every server instance, so a limit holds
 * across restarts and behind a load balancer. One row per (scope, client) key.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  count: integer("count").notNull(),
});

/**
 * Admin accounts. `passwordHash` is self-describing ("scrypt$N$r$p$salt$hash"), so the
 * cost parameters can be raised later without invalidating stored hashes. Usernames are
 * stored lower-case (sign-in is case-insensitive).
 */
export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  passwordChangedAt: timestamp("password_changed_at", {
    withTimezone: true,
    mode: "date",
  }).notNull(),
});

/**
 * Admin sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * copy of the database cannot be replayed as cookies. A session ends at `expiresAt`
 * (absolute) or `idleExpiresAt` (moved forward while in use), whichever comes first, or
 * when its row is deleted (sign-out, password reset).
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    idleExpiresAt: timestamp("idle_expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** "password" or "trusted-ip": how the session was opened. */
    method: text("method").notNull(),
    clientAddress: text("client_address").notNull(),
  },
  (table) => [index("admin_sessions_user_id_idx").on(table.userId)],
);

/**
 * Where each admin account has signed in with its password before: a hash of the username
 * and one of the client's key (IPv4 address or IPv6 /64), never the address itself. Sign-ins
 * from such a place skip the per-username failure limit, so a stranger hammering the
 * username cannot lock the real admin out (decision 015). Rows older than 90 days are pruned.
 */
export const adminKnownAddresses = pgTable(
  "admin_known_addresses",
  {
    usernameKey: text("username_key").notNull(),
    addressKey: text("address_key").notNull(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.usernameKey, table.addressKey] })],
);

/**
 * Pages and blog posts written by the content generator (or edited by an admin).
 * `content` is sanitised HTML; it is sanitised before it is stored and escaped again
 * wherever it is shown as text. A draft with a future `scheduledFor` is published by the
 * scheduler at that time; `publishedAt` is set when an item is published.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    /** "page" or "blog". */
    type: text("type").notNull(),
    /** One of the content article types (list, how-to, …); null for pages. */
    articleType: text("article_type"),
    topic: text("topic").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    /**
     * Counts the item's changes (1 when generated): every update adds one, on the condition
     * that the row still holds the revision it was computed from. The API's ETag (`"3"`).
     */
    revision: integer("revision").notNull().default(1),
  },
  (table) => [
    index("content_items_published_idx").on(table.type, table.published, table.publishedAt),
    index("content_items_scheduled_for_idx").on(table.scheduledFor),
    // The admin's list reads a page in this order (newest first, read backwards) from a
    // keyset on it: without the index each page sorted the whole table.
    index("content_items_created_idx").on(table.createdAt, table.id),
  ],
);

/*
 * Cookieless analytics (docs/decisions/012-analytics.md). Days are UTC calendar days. A
 * visitor id is SHA-256(day's salt, IP, User-Agent), truncated; no IP address or User-Agent
 * is stored anywhere. Salts, visitor ids and goal marks (the only per-visitor rows) are
 * deleted once their day ended more than 24 h ago (48 h after the day began); the other
 * tables are aggregate counts kept for the reports.
 */

/** One random secret per UTC day, deleted with that day's visitor ids. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** Each day's visitor ids, for unique counts and "currently online"; deleted with the salt. */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitorId: text("visitor_id").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.visitorId] }),
    index("analytics_visitors_last_seen_idx").on(table.lastSeenAt),
  ],
);

/** Which visitor ids reached which goal on a day, so a goal counts once per visitor and day. */
export const analyticsGoalVisitors = pgTable(
  "analytics_goal_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    goal: text("goal").notNull(),
    visitorId: text("visitor_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.goal, table.visitorId] })],
);

/** Page views and unique visitors per day: the figures that outlive the visitor ids. */
export const analyticsDays = pgTable("analytics_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  pageViews: integer("page_views").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
});

/** Page views per day, path and country ("" when the country is unknown). */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    country: text("country").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.country] })],
);

/** Unique visitors per day and country (counted at a visitor's first page view of the day). */
export const analyticsCountries = pgTable(
  "analytics_countries",
  {
    day: date("day", { mode: "string" }).notNull(),
    country: text("country").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.country] })],
);

/** Page views per day arriving from another site, by that site's host name. */
export const analyticsReferrers = pgTable(
  "analytics_referrers",
  {
    day: date("day", { mode: "string" }).notNull(),
    host: text("host").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.host] })],
);

/** Goals per day: events, and unique visitors who reached the goal. */
export const analyticsGoals = pgTable(
  "analytics_goals",
  {
    day: date("day", { mode: "string" }).notNull(),
    goal: text("goal").notNull(),
    count: integer("count").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.goal] })],
);

/** What an automation passes to the generator: the voice and the length of each post. */
export type AutomationSettings = { tone: string; minWords: number; maxWords: number };

/**
 * Recurring blog posts. An active automation always has `nextScheduled`; the scheduler
 * claims it when that time has come by moving `nextScheduled` forward in one conditional
 * UPDATE (docs/decisions/013-scheduler.md), so two servers never both run it. The last
 * run's outcome is kept here for the list; every run is also a row of automation_runs.
 */
export const blogAutomations = pgTable(
  "blog_automations",
  {
    id: serial("id").primaryKey(),
    topic: text("topic").notNull(),
    /** One of the automation article types (how-to, list, news, review). */
    articleType: text("article_type").notNull(),
    /** "daily", "weekly" or "monthly". */
    frequency: text("frequency").notNull(),
    settings: jsonb("settings").$type<AutomationSettings>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    nextScheduled: timestamp("next_scheduled", { withTimezone: true, mode: "date" }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true, mode: "date" }),
    /** "running", "success" or "error". */
    lastRunStatus: text("last_run_status"),
    lastRunError: text("last_run_error"),
    /**
     * When a failed run is tried again (decision 030): set by the failure when attempts are
     * left and the next scheduled run is later; cleared by the claim, a scheduled run, or pausing.
     */
    retryAt: timestamp("retry_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("blog_automations_due_idx").on(table.isActive, table.nextScheduled)],
);

/** One row per scheduled run of an automation: when it was due, how it ended, what it wrote. */
export const automationRuns = pgTable(
  "automation_runs",
  {
    id: serial("id").primaryKey(),
    automationId: integer("automation_id")
      .notNull()
      .references(() => blogAutomations.id, { onDelete: "cascade" }),
    /** The nextScheduled value this run claimed (a retry keeps the due time it retries). */
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    /** 1 for the scheduled run, 2 and up for its retries after failures. */
    attempt: integer("attempt").notNull().default(1),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    /** "running", "success" or "error". */
    status: text("status").notNull(),
    error: text("error"),
    contentItemId: integer("content_item_id").references(() => contentItems.id, {
      onDelete: "set null",
    }),
  },
  (table) => [index("automation_runs_automation_id_idx").on(table.automationId, table.startedAt)],
);

/**
 * DNS leak tests (docs/decisions/019-shared-dns-leak-records.md). A row is made when the
 * browser starts a test; any instance's DNS responder adds the resolvers that asked for the
 * test's names, and any instance answers the poll. Rows expire after ten minutes and are
 * pruned every minute; resolvers go with their test.
 */
export const dnsLeakTests = pgTable(
  "dns_leak_tests",
  {
    id: text("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("dns_leak_tests_expires_at_idx").on(table.expiresAt)],
);

/** One row per resolver seen for a test; `queries` counts its lookups of the test's names. */
export const dnsLeakResolvers = pgTable(
  "dns_leak_resolvers",
  {
    testId: text("test_id")
      .notNull()
      .references(() => dnsLeakTests.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    firstSeen: timestamp("first_seen", { withTimezone: true, mode: "date" }).notNull(),
    queries: integer("queries").notNull(),
  },
  (table) => [primaryKey({ columns: [table.testId, table.ip] })],
);

/**
 * The last health check of each web-proxy node, whichever instance made it, so Auto Select
 * and the stats are the same on every instance (docs/decisions/020-instances-and-readiness.md).
 */
export const proxyNodeHealth = pgTable("proxy_node_health", {
  nodeId: text("node_id").primaryKey(),
  ok: boolean("ok").notNull(),
  checkedAt: timestamp("checked_at", { withTimezone: true, mode: "date" }).notNull(),
  latencyMs: doublePrecision("latency_ms"),
  speedMbps: doublePrecision("speed_mbps"),
  error: text("error"),
});

/**
 * Server-made secrets, one per purpose ("share-links" signs shareable tool results), made on
 * first use and shared by every instance through the database (decision 023).
 */
export const signingKeys = pgTable("signing_keys", {
  purpose: text("purpose").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});
