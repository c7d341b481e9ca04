import type { SupabaseClient, User } from "@supabase/supabase-js";
import type { AuthUser } from "@/lib/auth/viewer-types";
import type { Database } from "@/lib/db/database";
import { serviceUnavailable } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import type { AuthOutcome, AuthOutcomeWith, AuthProvider, CallbackTokens } from "../auth-provider";
import { authCallbackUrl, authConfirmUrl } from "../auth-links";
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, RECOVERY_WINDOW_MS } from "../auth.validation";
import type { CookieJar } from "../cookie-jar";
import { ensureSignupProfile } from "../user-profile";
import { createSupabaseAdminClient, createSupabaseServerClient, createSupabaseStatelessClient } from "./supabase-clients";

export type SupabaseAuthOptions = {
  url: string;
  anonKey: string;
  serviceRoleKey?: string;
  appUrl: string;
  jar: CookieJar;
  getDatabase: () => Promise<Database>;
};

const OTP_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change", "email"] as const;
type OtpType = (typeof OTP_TYPES)[number];

function toAuthUser(user: User): AuthUser {
  const name = user.user_metadata?.name;
  return { id: user.id, email: user.email ?? "", name: typeof name === "string" ? name : null };
}

/** Whether the session's access token says it was opened from a recovery (reset) link within the window. */
async function isFreshRecovery(client: SupabaseClient["auth"]): Promise<boolean> {
  const { data } = await client.getSession();
  const token = data.session?.access_token;
  if (!token) return false;
  try {
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { amr?: { method?: string; timestamp?: number }[] };
    return (claims.amr ?? []).some((entry) => entry.method === "recovery" && Date.now() - (entry.timestamp ?? 0) * 1000 < RECOVERY_WINDOW_MS);
  } catch {
    return false;
  }
}

/** Checks a password with a throw-away client (its session is signed out at once). */
async function passwordMatches(url: string, anonKey: string, email: string, password: string): Promise<boolean> {
  const { createClient } = await import("@supabase/supabase-js");
  const probe = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { data, error } = await probe.auth.signInWithPassword({ email, password });
  if (error || !data.session) return false;
  await probe.auth.signOut({ scope: "local" }).catch(() => undefined);
  return true;
}

const outcome = (error: { message: string } | null): AuthOutcome => (error ? { error: error.message } : { error: null });

/** Supabase Auth through @supabase/ssr for one request's cookies. The server always asks Supabase (getUser). */
export function createSupabaseAuthProvider(options: SupabaseAuthOptions): AuthProvider {
  const { appUrl, jar } = options;
  let client: Promise<SupabaseClient> | undefined;
  let adminClient: Promise<SupabaseClient> | undefined;
  const auth = async () => (await (client ??= createSupabaseServerClient(options.url, options.anonKey, jar))).auth;
  const admin = async () => {
    if (!options.serviceRoleKey) throw new Error("SUPABASE_SERVICE_ROLE_KEY is required for admin auth operations.");
    return (await (adminClient ??= createSupabaseAdminClient(options.url, options.serviceRoleKey))).auth.admin;
  };
  const hasSessionCookie = () => jar.getAll().some((c) => c.name.startsWith("sb-"));

  async function guarded<T>(context: string, fallback: string, fn: () => Promise<T | { error: string }>): Promise<T | { error: string }> {
    try {
      return await fn();
    } catch (error) {
      log.error(`Supabase auth: ${context} failed`, { error });
      return { error: fallback };
    }
  }

  /**
   * The user of a session: null when Supabase refuses it; when Supabase Auth did not answer (network,
   * 5xx) a retryable error, so a blip never reads as "signed out".
   */
  async function lookUpUser(context: string, fn: () => Promise<{ data: { user: User | null }; error: { status?: number; name?: string } | null }>) {
    let answer: Awaited<ReturnType<typeof fn>>;
    try {
      answer = await fn();
    } catch (error) {
      log.warn(`Supabase auth: ${context} failed`, { error });
      throw serviceUnavailable(error);
    }
    const { data, error } = answer;
    if (error && (error.name === "AuthRetryableFetchError" || !error.status || error.status >= 500)) {
      log.warn(`Supabase auth: ${context} did not answer`, { error });
      throw serviceUnavailable(error);
    }
    return error || !data.user ? null : toAuthUser(data.user);
  }

  return {
    kind: "supabase",

    async getUser() {
      if (!hasSessionCookie()) return null;
      return lookUpUser("getUser", async () => (await auth()).getUser());
    },

    async getUserFromBearer(token) {
      if (!token) return null;
      // Supabase checks the JWT's signature and expiry and that its session still exists.
      return lookUpUser("bearer token check", async () => (await createSupabaseStatelessClient(options.url, options.anonKey)).auth.getUser(token));
    },

    async sessionBearerToken() {
      if (!hasSessionCookie()) return null;
      const { data } = await (await auth()).getSession();
      const session = data.session;
      if (!session?.access_token) return null;
      return { token: session.access_token, expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null };
    },

    signInWithPassword: (email, password) =>
      guarded("sign-in", "Sign in failed. Please try again.", async () => {
        const { data, error } = await (await auth()).signInWithPassword({ email, password });
        if (error) return { error: error.message };
        return { error: null, user: toAuthUser(data.user) };
      }),

    signUp: (email, password) =>
      guarded("sign-up", "Sign up failed. Please try again.", async (): Promise<AuthOutcome> => {
        const { data, error } = await (await auth()).signUp({
          email,
          password,
          options: { emailRedirectTo: authConfirmUrl(appUrl, { type: "signup" }), data: { name: email.split("@")[0] } },
        });
        if (error) return { error: error.message };
        // An already registered address comes back as an obfuscated user without identities.
        if (data.user && (data.user.identities?.length ?? 0) > 0) {
          await ensureSignupProfile(await options.getDatabase(), { id: data.user.id, email: data.user.email ?? email });
        }
        return { error: null };
      }),

    resendSignupConfirmation: (email) =>
      guarded("confirmation resend", "Could not resend the email. Please try again.", async () =>
        outcome((await (await auth()).resend({ type: "signup", email, options: { emailRedirectTo: authConfirmUrl(appUrl, { type: "signup" }) } })).error),
      ),

    sendPasswordReset: (email) =>
      guarded("password reset request", "Could not send the reset email. Please try again.", async () =>
        outcome((await (await auth()).resetPasswordForEmail(email, { redirectTo: authConfirmUrl(appUrl, { type: "recovery" }) })).error),
      ),

    updatePassword: (password, currentPassword) =>
      guarded("password update", "Could not update the password. Please try again.", async (): Promise<AuthOutcome> => {
        const client = await auth();
        if (!(await isFreshRecovery(client))) {
          if (!currentPassword) return { error: CURRENT_PASSWORD_REQUIRED };
          const { data } = await client.getUser();
          if (!data.user?.email || !(await passwordMatches(options.url, options.anonKey, data.user.email, currentPassword))) {
            return { error: CURRENT_PASSWORD_WRONG };
          }
        }
        const updated = outcome((await client.updateUser({ password })).error);
        if (updated.error !== null) return updated;
        // A new password ends every other session of the person; this one stays signed in.
        return outcome((await client.signOut({ scope: "others" })).error);
      }),

    isRecoverySession: () => auth().then(isFreshRecovery, () => false),

    signOutEverywhere: () =>
      guarded("sign-out everywhere", "Sign out failed.", async () => outcome((await (await auth()).signOut({ scope: "global" })).error)),

    sendMagicLink: (email, redirectPath) =>
      guarded("magic link", "Failed to send magic link", async () =>
        outcome(
          (
            await (await auth()).signInWithOtp({
              email,
              options: { shouldCreateUser: false, emailRedirectTo: authCallbackUrl(appUrl, { redirectPath }) },
            })
          ).error,
        ),
      ),

    establishSession: (tokens: CallbackTokens) =>
      guarded("callback", "Authentication failed. Please try again.", async (): Promise<AuthOutcomeWith<{ user: AuthUser }>> => {
        const client = await auth();
        let result;
        if (tokens.accessToken && tokens.refreshToken) {
          result = await client.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
        } else if (tokens.tokenHash) {
          const type: OtpType = OTP_TYPES.includes(tokens.type as OtpType) ? (tokens.type as OtpType) : "email";
          result = await client.verifyOtp({ token_hash: tokens.tokenHash, type });
        } else if (tokens.code) {
          result = await client.exchangeCodeForSession(tokens.code);
        } else {
          return { error: "The link is missing its token." };
        }
        if (result.error) return { error: result.error.message };
        if (!result.data.user) return { error: "Authentication failed. Please try again." };
        return { error: null, user: toAuthUser(result.data.user) };
      }),

    signOut: () =>
      guarded("sign-out", "Sign out failed.", async () => outcome((await (await auth()).signOut()).error)),

    admin: {
      createUser: (input) =>
        guarded("admin user creation", "Failed to create user", async () => {
          const { data, error } = await (await admin()).createUser({
            id: input.id,
            email: input.email,
            password: input.password,
            email_confirm: input.emailConfirmed,
            user_metadata: { name: input.name },
          });
          if (error) return { error: error.message };
          return { error: null, userId: data.user.id };
        }),

      generateMagicLink: (email, redirectPath) =>
        guarded("magic link generation", "Failed to send magic link", async () => {
          const { data, error } = await (await admin()).generateLink({
            type: "magiclink",
            email,
            options: { redirectTo: authCallbackUrl(appUrl, { redirectPath }) },
          });
          if (error) return { error: error.message };
          return { error: null, url: data.properties.action_link };
        }),

      deleteUser: (id) =>
        guarded("admin user deletion", "Failed to delete user", async () => outcome((await (await admin()).deleteUser(id)).error)),

      generateInvitationLink: (user) =>
        guarded("invitation link generation", "Failed to create the invitation link", async () => {
          const { data, error } = await (await admin()).generateLink({
            type: "recovery",
            email: user.email,
            options: { redirectTo: authConfirmUrl(appUrl, { type: "recovery" }) },
          });
          if (error) return { error: error.message };
          return { error: null, url: data.properties.action_link };
        }),
    },
  };
}
