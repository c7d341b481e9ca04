import { relations } from "drizzle-orm";
import { boolean, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";

// better-auth's tables (supabase/migrations/20261121000300_local_auth.sql). The property names are
// better-auth's field names, which its drizzle adapter looks up; the columns are snake_case.
export const betterAuthSchema = pgSchema("better_auth");

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

export const authUser = betterAuthSchema.table("user", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull().default(""),
  email: text("email").notNull().unique("user_email_key"),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps,
});

export const authSession = betterAuthSchema.table("session", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => authUser.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique("session_token_key"),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  ...timestamps,
});

export const authAccount = betterAuthSchema.table("account", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => authUser.id, { onDelete: "cascade" }),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true, mode: "date" }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true, mode: "date" }),
  scope: text("scope"),
  password: text("password"),
  ...timestamps,
});

export const authVerification = betterAuthSchema.table("verification", {
  id: uuid("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  ...timestamps,
});

/** The schema object handed to better-auth's drizzle adapter, keyed by better-auth model name. */
export const betterAuthTables = {
  user: authUser,
  session: authSession,
  account: authAccount,
  verification: authVerification,
};

// Relations, so better-auth's adapter reads a session with its user in one query (advanced.database.joins).
export const authUserRelations = relations(authUser, ({ many }) => ({ sessions: many(authSession), accounts: many(authAccount) }));
export const authSessionRelations = relations(authSession, ({ one }) => ({ user: one(authUser, { fields: [authSession.userId], references: [authUser.id] }) }));
export const authAccountRelations = relations(authAccount, ({ one }) => ({ user: one(authUser, { fields: [authAccount.userId], references: [authUser.id] }) }));
