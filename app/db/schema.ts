import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
