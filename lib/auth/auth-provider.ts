import type { AuthUser } from "@/lib/auth/viewer-types";

/** Expected failures carry the auth service's own message, shown under the form (spec 1 §8). */
export type AuthOutcome = { error: null } | { error: string };
export type AuthOutcomeWith<T> = ({ error: null } & T) | { error: string };

/** What an emailed auth link brought back to /auth/callback or /auth/confirm. */
export type CallbackTokens = {
  /** Supabase implicit flow (URL fragment). */
  accessToken?: string;
  refreshToken?: string;
  /** Supabase email template with {{ .TokenHash }}. */
  tokenHash?: string;
  /** Supabase PKCE flow. */
  code?: string;
  /** Local (better-auth) link token. */
  token?: string;
  /** signup | recovery | magiclink | invite | email_change | email */
  type?: string;
};

/** A session token an API client sends as `Authorization: Bearer <token>`. */
export type BearerToken = { token: string; expiresAt: Date | null };

export type AdminCreateUserInput = {
  /** The public.users id the login must share. */
  id: string;
  email: string;
  name: string;
  /** Optional: without one the person signs in by emailed link or sets one through a reset. */
  password?: string;
  emailConfirmed: boolean;
};

/**
 * Authentication against the configured service. One instance serves one request: it reads and
 * writes that request's cookies. Implementations: local (better-auth) and Supabase Auth.
 */
export interface AuthProvider {
  readonly kind: "local" | "supabase";
  /** The signed-in user, verified by the auth service (never trusted from the cookie alone). */
  getUser(): Promise<AuthUser | null>;
  /**
   * The user of an `Authorization: Bearer` session token, verified by the auth service; null when the
   * token is malformed, unknown, revoked or expired. Reads no cookies.
   */
  getUserFromBearer(token: string): Promise<AuthUser | null>;
  /** The bearer token of the session held in this provider's cookies (after a sign-in), with its expiry. */
  sessionBearerToken(): Promise<BearerToken | null>;
  signInWithPassword(email: string, password: string): Promise<AuthOutcomeWith<{ user: AuthUser }>>;
  /** Creates the login and emails a confirmation link to /auth/confirm (type signup). */
  signUp(email: string, password: string): Promise<AuthOutcome>;
  resendSignupConfirmation(email: string): Promise<AuthOutcome>;
  /** Emails a link to /auth/confirm (type recovery), which signs in and leads to /reset-password. */
  sendPasswordReset(email: string): Promise<AuthOutcome>;
  /**
   * Sets a new password for the signed-in user and ends their other sessions. `currentPassword` is
   * required unless the session was opened from a reset link a short while ago (isRecoverySession).
   */
  updatePassword(password: string, currentPassword?: string): Promise<AuthOutcome>;
  /** Whether this session came from a password-reset link recently enough to skip the current password. */
  isRecoverySession(): Promise<boolean>;
  /** Ends every session of the signed-in user, on every device. */
  signOutEverywhere(): Promise<AuthOutcome>;
  /** Emails a one-time sign-in link to /auth/callback that ends at `redirectPath` (an existing user only). */
  sendMagicLink(email: string, redirectPath: string): Promise<AuthOutcome>;
  /** Turns the tokens of an emailed link into a session (sets the session cookies). */
  establishSession(tokens: CallbackTokens): Promise<AuthOutcomeWith<{ user: AuthUser }>>;
  signOut(): Promise<AuthOutcome>;
  /** Privileged operations: callers check admin rights on the server first. */
  readonly admin: AuthAdmin;
}

export interface AuthAdmin {
  createUser(input: AdminCreateUserInput): Promise<AuthOutcomeWith<{ userId: string }>>;
  /** A one-time sign-in link for an existing user, not sent anywhere. */
  generateMagicLink(email: string, redirectPath: string): Promise<AuthOutcomeWith<{ url: string }>>;
  deleteUser(id: string): Promise<AuthOutcome>;
  /**
   * A one-time link, not sent anywhere, that signs an invited person in on /auth/confirm (type
   * recovery) and leads to /reset-password, where they choose their password.
   */
  generateInvitationLink(user: { id: string; email: string }): Promise<AuthOutcomeWith<{ url: string }>>;
}

/** What an admin sees when the email already has a login (both auth services answer alike). */
export const EMAIL_EXISTS_MESSAGE = "A user with this email address has already been registered";
