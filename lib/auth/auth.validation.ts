import { z } from "@/lib/validation/zod";
import { isCommonPassword } from "./common-passwords";

export const MIN_PASSWORD_LENGTH = 6; // spec 1 §9

/** A session opened from a reset link may set a new password without the old one for this long. */
export const RECOVERY_WINDOW_MS = 15 * 60_000;
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password.";
export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";

// Spec 1 §5 and §8 wording.
export const AUTH_MESSAGES = {
  signedIn: "Logged in successfully!",
  signedUp: "Sign up successful! Please check your email to confirm your account.",
  resetLinkSent: "Check your email for the password reset link",
  resetEmailSent: "Password reset email sent! Please check your inbox.",
  passwordUpdated: "Password updated successfully! Redirecting...",
  passwordsDiffer: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters",
  confirmationResent: "Confirmation email sent! Please check your inbox.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooCommon: "This password is too common. Please choose a less guessable one.",
} as const;

const email = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(320)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));
const password = z.string().min(1, AUTH_MESSAGES.passwordRequired).max(128);

export const signInSchema = z.object({ email, password, redirect: z.string().max(2048).optional() });
export const signUpSchema = z.object({
  email,
  password: password.min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort).refine((p) => !isCommonPassword(p), AUTH_MESSAGES.passwordTooCommon),
});
export const emailOnlySchema = z.object({ email });

/** New password form: mismatch is reported first, then the length rule (spec 1 §5). */
export const newPasswordSchema = z
  .object({ password: z.string().max(128), confirmPassword: z.string().max(128), currentPassword: z.string().max(128).optional() })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.passwordsDiffer });
    else if (value.password.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.passwordTooShort });
    else if (isCommonPassword(value.password)) ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.passwordTooCommon });
  });

export const callbackSchema = z.object({
  accessToken: z.string().max(8192).optional(),
  refreshToken: z.string().max(1024).optional(),
  tokenHash: z.string().max(1024).optional(),
  code: z.string().max(1024).optional(),
  token: z.string().max(4096).optional(),
  type: z.string().max(32).optional(),
  redirect: z.string().max(2048).optional(),
  /** Set by the auth service when the link itself failed (e.g. expired); never shown as it is. */
  errorDescription: z.string().max(500).optional(),
  errorCode: z.string().max(100).optional(),
});

/**
 * Every failed callback says the same plain sentence, whatever the reason (expired, used, forged, malformed or a
 * service error): the person's next step is the same, and the query's own text is never shown (anyone can craft it).
 */
export const CALLBACK_GENERIC_ERROR = "This link is invalid or has expired. Please request a new one.";

export const secureLinkSchema = z.object({
  user_id: z.string().max(64),
  redirect: z.string().max(2048),
  ts: z.string().max(16),
  sig: z.string().max(128),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type CallbackInput = z.infer<typeof callbackSchema>;
export type SecureLinkInput = z.infer<typeof secureLinkSchema>;

/** The first validation message of a failed parse. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}
