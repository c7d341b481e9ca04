import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, firstIssue, newPasswordSchema, signInSchema, signUpSchema } from "./auth.validation";

describe("auth validation", () => {
  it("reports a mismatch before the length rule, then the length rule", () => {
    const mismatch = newPasswordSchema.safeParse({ password: "abc", confirmPassword: "abd" });
    expect(mismatch.success ? null : firstIssue(mismatch.error)).toBe(AUTH_MESSAGES.passwordsDiffer);
    const short = newPasswordSchema.safeParse({ password: "abcde", confirmPassword: "abcde" });
    expect(short.success ? null : firstIssue(short.error)).toBe("Password must be at least 6 characters");
    expect(newPasswordSchema.safeParse({ password: "abcdex", confirmPassword: "abcdex" }).success).toBe(true);
    expect(newPasswordSchema.safeParse({ password: "password1", confirmPassword: "password1" }).error?.issues[0].message).toBe(
      "This password is too common. Please choose a less guessable one.",
    );
  });

  it("requires a valid email and a password to sign in", () => {
    const noEmail = signInSchema.safeParse({ email: " ", password: "x" });
    expect(noEmail.success ? null : firstIssue(noEmail.error)).toBe(AUTH_MESSAGES.emailRequired);
    const badEmail = signInSchema.safeParse({ email: "nope", password: "x" });
    expect(badEmail.success ? null : firstIssue(badEmail.error)).toBe(AUTH_MESSAGES.emailInvalid);
    const noPassword = signInSchema.safeParse({ email: "a@b.co", password: "" });
    expect(noPassword.success ? null : firstIssue(noPassword.error)).toBe(AUTH_MESSAGES.passwordRequired);
    expect(signInSchema.parse({ email: "  A@b.co ", password: "x" }).email).toBe("A@b.co");
  });

  it("asks sign-up for a password of at least 6 characters", () => {
    const short = signUpSchema.safeParse({ email: "a@b.co", password: "abcde" });
    expect(short.success ? null : firstIssue(short.error)).toBe("Password must be at least 6 characters");
    const empty = signUpSchema.safeParse({ email: "a@b.co", password: "" });
    expect(empty.success ? null : firstIssue(empty.error)).toBe(AUTH_MESSAGES.passwordRequired);
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "abcdex" }).success).toBe(true);
  });
});
