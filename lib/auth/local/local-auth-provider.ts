import { randomBytes, randomUUID } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { parseSetCookieHeader } from "better-auth/cookies";
import type { Database } from "@/lib/db/database";
import { serviceUnavailable } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import type { AuthUser } from "@/lib/auth/viewer-types";
import { EMAIL_EXISTS_MESSAGE, type AuthOutcome, type AuthOutcomeWith, type AuthProvider, type CallbackTokens } from "../auth-provider";
import { authConfirmUrl } from "../auth-links";
import { cookieHeader, type CookieJar } from "../cookie-jar";
import { upsertLocalAuthUser } from "./create-local-user";
import { takeCapturedMagicLink, type LocalAuth } from "./local-auth";

const GENERIC_ERROR = "Something went wrong. Please try again.";
// An invitation gives the person time to notice the email; a forgotten-password link lasts an hour.
const INVITATION_LINK_SECONDS = 7 * 24 * 60 * 60;

/** The unique-email index of better_auth.user refused the insert (the cause chain holds the driver error). */
function isDuplicateEmail(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: string }).code === "23505" || /user_email_key/.test(current.message)) return true;
  }
  return false;
}
// better-auth's session cookie under our "trayo" prefix (with "__Secure-" on https).
const SESSION_COOKIE = /^(__Secure-)?trayo\.session_token$/;

// better-auth reports sign-in-link failures as redirect codes; these are the sentences we show.
const LINK_ERRORS: Record<string, string> = {
  INVALID_TOKEN: "This sign-in link is invalid or has expired.",
  EXPIRED_TOKEN: "This sign-in link has expired.",
  new_user_signup_disabled: "No account exists for this email.",
  user_not_found: "No account exists for this email.",
  failed_to_create_session: "Could not sign you in. Please try again.",
};

function errorMessage(error: unknown, context: string): string {
  if (isAPIError(error)) {
    const headers = error.headers as Headers | Record<string, string> | undefined;
    const location = headers instanceof Headers ? headers.get("location") : (headers?.location ?? null);
    if (location) {
      const code = new URL(location, "http://local.invalid").searchParams.get("error") ?? "INVALID_TOKEN";
      return LINK_ERRORS[code] ?? LINK_ERRORS.INVALID_TOKEN;
    }
    const message = (error.body as { message?: string } | undefined)?.message;
    if (message) return message;
  }
  log.error(`Local auth: ${context} failed`, { error });
  return GENERIC_ERROR;
}

/** The payload of a JWT that better-auth has just verified (email confirmation tokens). */
function decodeJwtPayload(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function toAuthUser(user: { id: string; email: string; name?: string | null }): AuthUser {
  return { id: user.id, email: user.email, name: user.name || null };
}

/** The local (better-auth) provider for one request's cookies. */
export function createLocalAuthProvider(auth: LocalAuth, jar: CookieJar, db: Database): AuthProvider {
  const requestHeaders = () => {
    const headers = new Headers();
    const cookie = cookieHeader(jar);
    if (cookie) headers.set("cookie", cookie);
    return headers;
  };

  const applyCookies = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      for (const [name, attrs] of parseSetCookieHeader(line)) {
        jar.set(name, attrs.value, {
          path: attrs.path ?? "/",
          maxAge: attrs["max-age"],
          expires: attrs.expires,
          httpOnly: attrs.httponly ?? false,
          secure: attrs.secure ?? false,
          sameSite: (attrs.samesite as "lax" | "strict" | "none" | undefined) ?? "lax",
          domain: attrs.domain,
        });
      }
    }
  };

  async function call<T>(
    context: string,
    fn: () => Promise<{ headers: Headers; response: T }>,
  ): Promise<{ ok: true; value: T; setsSession: boolean } | { ok: false; error: string }> {
    try {
      const { headers, response } = await fn();
      applyCookies(headers);
      const setsSession = headers.getSetCookie().some((line) => SESSION_COOKIE.test(line.split("=")[0]) && /^[^=]+=[^;]/.test(line));
      return { ok: true, value: response, setsSession };
    } catch (error) {
      return { ok: false, error: errorMessage(error, context) };
    }
  }

  /**
   * A session lookup: null when the session is unknown, expired or refused; a database that did not
   * answer (better-auth's INTERNAL_SERVER_ERROR, or the driver's own error) is a retryable error, never
   * "signed out".
   */
  async function lookUpSession<T>(context: string, fn: () => Promise<{ headers: Headers; response: T }>): Promise<T | null> {
    try {
      const { headers, response } = await fn();
      applyCookies(headers);
      return response ?? null;
    } catch (error) {
      if (isAPIError(error) && error.statusCode < 500) return null;
      log.warn(`Local auth: ${context} failed; answering that the service is briefly unavailable`, { error, cause: (error as Error)?.cause });
      throw serviceUnavailable(error);
    }
  }

  const done = (result: { ok: boolean; error?: string }): AuthOutcome => (result.ok ? { error: null } : { error: result.error ?? GENERIC_ERROR });

  return {
    kind: "local",

    async getUser() {
      // No session cookie: nobody to look up (saves a database round trip per anonymous request).
      if (!jar.getAll().some((c) => SESSION_COOKIE.test(c.name) && c.value !== "")) return null;
      const session = await lookUpSession("session lookup", () => auth.api.getSession({ headers: requestHeaders(), returnHeaders: true }));
      return session ? toAuthUser(session.user) : null;
    },

    async getUserFromBearer(token) {
      if (!token) return null;
      // Only the bearer header: this lookup must not fall back to whatever cookies the request carries.
      const headers = new Headers({ authorization: `Bearer ${token}` });
      const session = await lookUpSession("bearer session lookup", () => auth.api.getSession({ headers, query: { disableRefresh: true }, returnHeaders: true }));
      return session ? toAuthUser(session.user) : null;
    },

    async sessionBearerToken() {
      const cookie = jar.getAll().find((c) => SESSION_COOKIE.test(c.name) && c.value !== "");
      if (!cookie) return null;
      const result = await call("session lookup", () => auth.api.getSession({ headers: requestHeaders(), returnHeaders: true }));
      if (!result.ok || !result.value) return null;
      return { token: cookie.value, expiresAt: new Date(result.value.session.expiresAt) };
    },

    async signInWithPassword(email, password) {
      const result = await call("sign-in", () =>
        auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers: requestHeaders(), returnHeaders: true }),
      );
      if (!result.ok) return { error: result.error };
      return { error: null, user: toAuthUser(result.value.user) };
    },

    async signUp(email, password) {
      const name = email.split("@")[0] ?? email;
      return done(await call("sign-up", () => auth.api.signUpEmail({ body: { email, password, name }, headers: requestHeaders(), returnHeaders: true })));
    },

    async resendSignupConfirmation(email) {
      return done(await call("confirmation resend", () => auth.api.sendVerificationEmail({ body: { email }, headers: new Headers(), returnHeaders: true })));
    },

    async sendPasswordReset(email) {
      return done(await call("password reset request", () => auth.api.requestPasswordReset({ body: { email }, headers: new Headers(), returnHeaders: true })));
    },

    async updatePassword(password, currentPassword) {
      return done(
        await call("password update", () =>
          auth.api.setOwnPassword({ body: { newPassword: password, currentPassword }, headers: requestHeaders(), returnHeaders: true }),
        ),
      );
    },

    async isRecoverySession() {
      const result = await call("recovery check", () => auth.api.isRecoverySession({ headers: requestHeaders(), returnHeaders: true }));
      return result.ok && Boolean((result.value as { recovery?: boolean }).recovery);
    },

    async signOutEverywhere() {
      const result = await call("sign-out everywhere", () => auth.api.signOutEverywhere({ headers: requestHeaders(), returnHeaders: true }));
      return done(result);
    },

    async sendMagicLink(email, redirectPath) {
      return done(
        await call("magic link", () =>
          auth.api.signInMagicLink({ body: { email, metadata: { redirectPath } }, headers: new Headers(), returnHeaders: true }),
        ),
      );
    },

    async establishSession(tokens: CallbackTokens): Promise<AuthOutcomeWith<{ user: AuthUser }>> {
      const token = tokens.token;
      if (!token) return { error: "The link is missing its token." };
      if (tokens.type === "signup") {
        const verified = await call("email confirmation", () => auth.api.verifyEmail({ query: { token }, headers: requestHeaders(), returnHeaders: true }));
        if (!verified.ok) return { error: verified.error };
        // An already-confirmed address gets no new session: it signs in with its password.
        if (!verified.setsSession) return { error: "Your email is already confirmed. Please sign in." };
        const claims = decodeJwtPayload(token);
        return { error: null, user: { id: String(claims.userId ?? ""), email: String(claims.email ?? ""), name: null } };
      }
      if (tokens.type === "recovery") {
        const result = await call("recovery link", () => auth.api.establishRecoverySession({ body: { token }, headers: requestHeaders(), returnHeaders: true }));
        return result.ok ? { error: null, user: toAuthUser(result.value.user) } : { error: result.error };
      }
      const result = await call("sign-in link", () => auth.api.magicLinkVerify({ query: { token }, headers: requestHeaders(), returnHeaders: true }));
      if (!result.ok) return { error: result.error };
      const body = result.value as { user?: { id: string; email: string; name?: string | null } } | undefined;
      return body?.user ? { error: null, user: toAuthUser(body.user) } : { error: LINK_ERRORS.INVALID_TOKEN };
    },

    async signOut() {
      return done(await call("sign-out", () => auth.api.signOut({ headers: requestHeaders(), returnHeaders: true })));
    },

    admin: {
      async createUser(input) {
        try {
          await upsertLocalAuthUser(db, {
            id: input.id,
            email: input.email,
            name: input.name,
            password: input.password ?? null,
            emailVerified: input.emailConfirmed,
          });
          return { error: null, userId: input.id };
        } catch (error) {
          if (isDuplicateEmail(error)) return { error: EMAIL_EXISTS_MESSAGE };
          log.error("Local auth: admin user creation failed", { error });
          return { error: "Failed to create user" };
        }
      },

      async generateMagicLink(email, redirectPath) {
        const captureKey = randomUUID();
        const result = await call("magic link generation", () =>
          auth.api.signInMagicLink({ body: { email, metadata: { redirectPath, captureKey } }, headers: new Headers(), returnHeaders: true }),
        );
        const url = takeCapturedMagicLink(captureKey);
        if (!result.ok) return { error: result.error };
        return url ? { error: null, url } : { error: "Failed to send magic link" };
      },

      async deleteUser(id) {
        try {
          const ctx = await auth.$context;
          await ctx.internalAdapter.deleteUser(id);
          return { error: null };
        } catch (error) {
          log.error("Local auth: user deletion failed", { error });
          return { error: "Failed to delete user" };
        }
      },

      async generateInvitationLink(user) {
        try {
          // The same token better-auth's password reset issues, so /auth/confirm (type recovery) signs the
          // person in and /reset-password lets them choose a password.
          const token = randomBytes(24).toString("base64url");
          const ctx = await auth.$context;
          await ctx.internalAdapter.createVerificationValue({
            identifier: `reset-password:${token}`,
            value: user.id,
            expiresAt: new Date(Date.now() + INVITATION_LINK_SECONDS * 1000),
          });
          return { error: null, url: authConfirmUrl(String(ctx.options.baseURL), { token, type: "recovery" }) };
        } catch (error) {
          log.error("Local auth: invitation link failed", { error });
          return { error: "Failed to create the invitation link" };
        }
      },
    },
  };
}
