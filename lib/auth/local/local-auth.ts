import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins/bearer";
import { magicLink } from "better-auth/plugins/magic-link";
import type { Database } from "@/lib/db/database";
import { log } from "@/lib/log";
import type { MailProvider } from "@/lib/providers/mail/mail-provider";
import { renderAuthEmail, type AuthEmailKind } from "@/emails/auth/render-auth-email";
import { authCallbackUrl, authConfirmUrl } from "../auth-links";
import { MIN_PASSWORD_LENGTH } from "../auth.validation";
import { ensureSignupProfile } from "../user-profile";
import { withAuthRelations } from "./auth-database";
import { betterAuthTables } from "./auth-schema";
import { trayoAuthPlugin } from "./trayo-auth-plugin";

const HOUR = 60 * 60;

export type LocalAuthOptions = {
  db: Database;
  secret: string;
  appUrl: string;
  mail: MailProvider;
};

/** Magic-link metadata set by our own server code (the plugin's HTTP routes are not mounted). */
type MagicLinkMetadata = { redirectPath?: string; captureKey?: string };
const capturedLinks = new Map<string, string>();

export function takeCapturedMagicLink(key: string): string | undefined {
  const url = capturedLinks.get(key);
  capturedLinks.delete(key);
  return url;
}

export function createLocalAuth({ db, secret, appUrl, mail }: LocalAuthOptions) {
  async function sendAuthMail(kind: AuthEmailKind, to: string, url: string) {
    const rendered = await renderAuthEmail(kind, url);
    await mail.send({ to, subject: rendered.subject, html: rendered.html, text: rendered.text, tags: [{ name: "category", value: kind }] });
  }

  return betterAuth({
    appName: "Trayo",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(withAuthRelations(db), { provider: "pg", schema: betterAuthTables }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        if (level === "error") log.error(`better-auth: ${message}`, args.length ? { details: args } : undefined);
        else if (level === "warn") log.warn(`better-auth: ${message}`);
        else log.debug(`better-auth: ${message}`);
      },
    },
    advanced: {
      cookiePrefix: "trayo",
      // Secure (and __Secure- prefixed) exactly when the app is served over https.
      useSecureCookies: appUrl.startsWith("https://"),
      database: { generateId: () => randomUUID(), joins: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: HOUR,
      sendResetPassword: async ({ user, token }) => {
        await sendAuthMail("reset-password", user.email, authConfirmUrl(appUrl, { token, type: "recovery" }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * HOUR,
      sendVerificationEmail: async ({ user, token }) => {
        await sendAuthMail("confirm-signup", user.email, authConfirmUrl(appUrl, { token, type: "signup" }));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Sign-up through better-auth: the person's public.users row, same id.
          after: async (user) => ensureSignupProfile(db, { id: user.id, email: user.email }),
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: HOUR, // spec 2 §9
        disableSignUp: true,
        sendMagicLink: async ({ email, token, metadata }) => {
          const meta = (metadata ?? {}) as MagicLinkMetadata;
          const url = authCallbackUrl(appUrl, { token, redirectPath: meta.redirectPath ?? "/" });
          if (meta.captureKey) {
            capturedLinks.set(meta.captureKey, url);
            return;
          }
          await sendAuthMail("magic-link", email, url);
        },
      }),
      trayoAuthPlugin(),
      // API clients send the signed session token as `Authorization: Bearer` (the route handlers of spec §7);
      // an unsigned token is refused so the session table's raw tokens are never enough.
      bearer({ requireSignature: true }),
    ],
  });
}

export type LocalAuth = ReturnType<typeof createLocalAuth>;
