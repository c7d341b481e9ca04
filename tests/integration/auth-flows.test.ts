import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { authCallbackFlow, signInFlow, signUpFlow, updatePasswordFlow } from "@/lib/auth/auth-flows";
import { createMemoryCookieJar } from "@/lib/auth/cookie-jar";
import { createLocalCredentialUser } from "@/lib/auth/local/create-local-user";
import { createLocalAuth, type LocalAuth } from "@/lib/auth/local/local-auth";
import { createLocalAuthProvider } from "@/lib/auth/local/local-auth-provider";
import { createSecureAccessUrl, resolveSecureAccess, sendSecureLoginLink } from "@/lib/auth/secure-access";
import { buildSecureAccessPath } from "@/lib/auth/secure-link";
import { users } from "@/lib/db/schema/users";
import { createOutboxMail, listOutbox } from "@/lib/providers/mail/outbox-mail";
import { backends, useTestDatabase } from "./helpers/test-database";

const APP_URL = "http://app.test:3000";
const SECRET = "integration-test-secret-0123456789abcdef";
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
const queryOf = (path: string) => Object.fromEntries(new URL(path, APP_URL).searchParams) as Record<string, string>;

describe.each(backends)("auth flows (local provider) on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let auth: LocalAuth | undefined;
  const browser = () => {
    const db = testDb().db;
    auth ??= createLocalAuth({ db, secret: SECRET, appUrl: APP_URL, mail: createOutboxMail(async () => db, "Trayo <t@trayo.local>") });
    return createLocalAuthProvider(auth, createMemoryCookieJar(), db);
  };
  const person = async (role: "admin" | "user") => {
    const id = randomUUID();
    const email = uniqueEmail(role);
    await testDb().db.insert(users).values({ id, email, name: "Pat Person", role });
    await createLocalCredentialUser(testDb().db, { id, email, name: "Pat Person", password: "trayo-demo", emailVerified: true });
    return { id, email };
  };
  const magicLinkFor = async (email: string) => new URL((await listOutbox(testDb().db, { to: email }))[0].links[0]);

  it("signs in to the role's home, or to a safe redirect only", async () => {
    const admin = await person("admin");
    const user = await person("user");
    expect(await signInFlow(browser(), { email: admin.email, password: "trayo-demo" })).toEqual({
      ok: true,
      message: "Logged in successfully!",
      redirectTo: "/dashboard",
    });
    expect((await signInFlow(browser(), { email: user.email, password: "trayo-demo" })).redirectTo).toBe("/user/events");
    expect((await signInFlow(browser(), { email: user.email, password: "trayo-demo", redirect: "/reports?x=1" })).redirectTo).toBe("/reports?x=1");
    expect((await signInFlow(browser(), { email: user.email, password: "trayo-demo", redirect: "//evil.example" })).redirectTo).toBe(
      "/user/events",
    );
    expect(await signInFlow(browser(), { email: user.email, password: "nope" })).toMatchObject({ ok: false, error: "Invalid email or password" });
  });

  it("sign-up refuses a password shorter than 6 characters before anything is created or mailed", async () => {
    const email = uniqueEmail("short");
    expect(await signUpFlow(browser(), { email, password: "abcde" })).toEqual({ ok: false, error: "Password must be at least 6 characters" });
    expect(await listOutbox(testDb().db, { to: email })).toHaveLength(0);
    expect(await signUpFlow(browser(), { email, password: "abcdex" })).toMatchObject({ ok: true });
    expect(await listOutbox(testDb().db, { to: email })).toHaveLength(1);
  });

  it("routes the callback: no tokens to /signin, recovery to /reset-password, sign-in links to their on-site redirect", async () => {
    expect(await authCallbackFlow(browser(), { redirect: "//evil.example" })).toEqual({ ok: true, redirectTo: "/signin" });
    // A fixed sentence, never the query's own text (anyone can craft the link).
    expect(await authCallbackFlow(browser(), { errorDescription: "Call +1 555 0100 to verify your account" })).toEqual({
      ok: false,
      error: "This link is invalid or has expired. Please request a new one.",
    });
    // One plain sentence for every failed link, whatever the reason.
    expect(await authCallbackFlow(browser(), { errorCode: "otp_expired", errorDescription: "anything" })).toEqual({
      ok: false,
      error: "This link is invalid or has expired. Please request a new one.",
    });
    expect(await authCallbackFlow(browser(), { token: 42 })).toEqual({ ok: false, error: "This link is invalid or has expired. Please request a new one." });

    const user = await person("user");
    await browser().sendMagicLink(user.email, "/user/accounts");
    const good = await magicLinkFor(user.email);
    expect(await authCallbackFlow(browser(), { token: good.searchParams.get("token")!, type: "magiclink", redirect: good.searchParams.get("redirect")! })).toEqual({
      ok: true,
      redirectTo: "/user/accounts",
    });

    await browser().sendMagicLink(user.email, "/user/accounts");
    const tampered = await magicLinkFor(user.email);
    expect(await authCallbackFlow(browser(), { token: tampered.searchParams.get("token")!, type: "magiclink", redirect: "//evil.example" })).toEqual({
      ok: true,
      redirectTo: "/",
    });

    await browser().sendPasswordReset(user.email);
    const reset = await magicLinkFor(user.email);
    const visitor = browser();
    expect(await authCallbackFlow(visitor, { token: reset.searchParams.get("token")!, type: "recovery" })).toEqual({ ok: true, redirectTo: "/reset-password" });
    expect(await updatePasswordFlow(visitor, { password: "abcdef", confirmPassword: "abcdeg" })).toEqual({ ok: false, error: "Passwords do not match" });
    expect(await updatePasswordFlow(visitor, { password: "fresh-pass", confirmPassword: "fresh-pass" })).toEqual({
      ok: true,
      message: "Password updated successfully! Redirecting...",
      redirectTo: "/",
    });
    expect((await updatePasswordFlow(browser(), { password: "fresh-pass", confirmPassword: "fresh-pass" })).ok).toBe(false);

    expect(await authCallbackFlow(browser(), { token: "forged", type: "magiclink" })).toEqual({
      ok: false,
      error: "This link is invalid or has expired. Please request a new one.",
    });
  });

  it("secure access: resolves the person, mails a link to the signed redirect, and refuses altered links", async () => {
    const user = await person("user");
    const db = testDb().db;
    const url = new URL(createSecureAccessUrl(user.id, "/user/events/abc", { secret: SECRET, appUrl: APP_URL }));
    expect(url.origin + url.pathname).toBe(`${APP_URL}/secure-access`);
    const query = queryOf(url.toString());

    expect(await resolveSecureAccess(db, SECRET, query)).toEqual({
      kind: "valid",
      userId: user.id,
      redirect: "/user/events/abc",
      user: { email: user.email, name: "Pat Person" },
    });
    expect(await resolveSecureAccess(db, SECRET, { ...query, redirect: "/dashboard" })).toEqual({ kind: "invalid" });

    expect(await sendSecureLoginLink(browser(), db, SECRET, query)).toEqual({ ok: true });
    const link = await magicLinkFor(user.email);
    expect(link.pathname).toBe("/auth/callback");
    expect(link.searchParams.get("redirect")).toBe("/user/events/abc");

    expect(await sendSecureLoginLink(browser(), db, SECRET, { ...query, user_id: randomUUID() })).toMatchObject({ ok: false, redirectTo: "/" });
    const stranger = queryOf(buildSecureAccessPath(SECRET, { userId: randomUUID(), redirect: "/user/events" }));
    expect(await sendSecureLoginLink(browser(), db, SECRET, stranger)).toEqual({ ok: false, error: "User information not available" });
  });
});
