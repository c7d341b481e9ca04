import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryCookieJar, type CookieJar } from "@/lib/auth/cookie-jar";
import { createSupabaseAuthProvider } from "@/lib/auth/supabase/supabase-auth-provider";
import { users } from "@/lib/db/schema/users";
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from "./fakes/fake-supabase-auth";
import { backends, useTestDatabase } from "./helpers/test-database";

const APP_URL = "http://app.test:3000";
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

describe.each(backends)("Supabase auth provider against a fake Supabase Auth, on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let fake: FakeSupabaseAuth;
  beforeAll(async () => {
    fake = await startFakeSupabaseAuth();
  });
  afterAll(async () => {
    await fake.close();
  });

  /** One request of a browser whose cookies are `jar`. */
  const request = (jar: CookieJar) =>
    createSupabaseAuthProvider({
      url: fake.url,
      anonKey: fake.anonKey,
      serviceRoleKey: fake.serviceRoleKey,
      appUrl: APP_URL,
      jar,
      getDatabase: async () => testDb().db,
    });
  const lastMail = (email: string) => [...fake.mails].reverse().find((m) => m.email === email.toLowerCase())!;

  it("surfaces a wrong password's message; a good password gives a session that getUser verifies", async () => {
    const id = randomUUID();
    const email = uniqueEmail("sb-user");
    expect(await request(createMemoryCookieJar()).admin.createUser({ id, email, name: "Sam", password: "right-pass", emailConfirmed: true })).toEqual({
      error: null,
      userId: id,
    });

    const jar = createMemoryCookieJar();
    expect(await request(jar).signInWithPassword(email, "wrong-pass")).toEqual({ error: "Invalid login credentials" });
    expect(await request(jar).getUser()).toBeNull();

    const signedIn = await request(jar).signInWithPassword(email, "right-pass");
    expect(signedIn).toMatchObject({ error: null, user: { id, email } });
    expect(jar.getAll().some((c) => c.name.startsWith("sb-"))).toBe(true);

    // A later request with the same cookies: the server asks Supabase who this is.
    const before = fake.requests.length;
    expect(await request(jar).getUser()).toMatchObject({ id, email, name: "Sam" });
    expect(fake.requests.slice(before).some((r) => r.method === "GET" && r.path.startsWith("/auth/v1/user"))).toBe(true);

    expect(await request(jar).signOut()).toEqual({ error: null });
    expect(jar.getAll().some((c) => c.name.startsWith("sb-"))).toBe(false);
    expect(await request(jar).getUser()).toBeNull();
  });

  it("signs up with a confirmation link to /auth/confirm and creates the users row", async () => {
    const email = uniqueEmail("Sb-Signup");
    const jar = createMemoryCookieJar();
    expect(await request(jar).signUp(email, "12345")).toEqual({ error: "Password should be at least 6 characters." });
    expect(await request(jar).signUp(email, "good-pass")).toEqual({ error: null });

    const mail = lastMail(email);
    expect(mail.type).toBe("signup");
    expect(mail.redirectTo).toBe(`${APP_URL}/auth/confirm?type=signup`);
    const [row] = await testDb().db.select().from(users).where(sql`${users.email} = ${email.toLowerCase()}`);
    expect(row).toMatchObject({ role: "user", companyId: null, name: email.split("@")[0].toLowerCase() });

    expect(await request(jar).signInWithPassword(email, "good-pass")).toEqual({ error: "Email not confirmed" });

    // Signing up again with the same address neither fails visibly nor creates a second row.
    expect(await request(createMemoryCookieJar()).signUp(email, "other-pass")).toEqual({ error: null });
    expect(await testDb().db.select().from(users).where(sql`${users.email} = ${email.toLowerCase()}`)).toHaveLength(1);

    const browser = createMemoryCookieJar();
    expect(await request(browser).establishSession({ tokenHash: mail.tokenHash, type: "signup" })).toMatchObject({ error: null, user: { id: row.id } });
    expect(await request(browser).getUser()).toMatchObject({ id: row.id });
    expect((await request(createMemoryCookieJar()).establishSession({ tokenHash: mail.tokenHash, type: "signup" })).error).toBe(
      "Email link is invalid or has expired",
    );
  });

  it("resets a password: recovery link signs in, then the new password works", async () => {
    const id = randomUUID();
    const email = uniqueEmail("sb-reset");
    await request(createMemoryCookieJar()).admin.createUser({ id, email, name: "Rae", password: "old-pass", emailConfirmed: true });

    expect(await request(createMemoryCookieJar()).sendPasswordReset(email)).toEqual({ error: null });
    const mail = lastMail(email);
    expect(mail).toMatchObject({ type: "recovery", redirectTo: `${APP_URL}/auth/confirm?type=recovery` });

    const jar = createMemoryCookieJar();
    expect((await request(jar).establishSession({ tokenHash: mail.tokenHash, type: "recovery" })).error).toBeNull();
    expect(await request(jar).updatePassword("123")).toEqual({ error: "Password should be at least 6 characters." });
    expect(await request(jar).updatePassword("new-pass")).toEqual({ error: null });

    expect((await request(createMemoryCookieJar()).signInWithPassword(email, "old-pass")).error).toBe("Invalid login credentials");
    expect((await request(createMemoryCookieJar()).signInWithPassword(email, "new-pass")).error).toBeNull();
  });

  it("sends sign-in links to /auth/callback with the redirect, and accepts fragment tokens", async () => {
    const id = randomUUID();
    const email = uniqueEmail("sb-magic");
    await request(createMemoryCookieJar()).admin.createUser({ id, email, name: "Mo", password: "pass-word", emailConfirmed: true });

    expect(await request(createMemoryCookieJar()).sendMagicLink(email, "/user/events?x=1")).toEqual({ error: null });
    const redirectTo = new URL(lastMail(email).redirectTo!);
    expect(redirectTo.origin + redirectTo.pathname).toBe(`${APP_URL}/auth/callback`);
    expect(redirectTo.searchParams.get("redirect")).toBe("/user/events?x=1");

    expect((await request(createMemoryCookieJar()).sendMagicLink(uniqueEmail("nobody"), "/")).error).toBe("Signups not allowed for otp");

    const generated = await request(createMemoryCookieJar()).admin.generateMagicLink(email, "/reports");
    expect(generated.error).toBeNull();
    if (generated.error === null) expect(new URL(generated.url).searchParams.get("redirect_to")).toContain("/auth/callback");

    // The implicit flow hands the browser tokens in the URL fragment; the callback sets the session.
    const session = await (await fetch(`${fake.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: fake.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email, password: "pass-word" }),
    })).json();
    const jar = createMemoryCookieJar();
    expect(await request(jar).establishSession({ accessToken: session.access_token, refreshToken: session.refresh_token, type: "magiclink" })).toMatchObject({
      error: null,
      user: { id },
    });
    expect(await request(jar).getUser()).toMatchObject({ id, email });

    expect(await request(createMemoryCookieJar()).establishSession({ type: "magiclink" })).toEqual({ error: "The link is missing its token." });
    expect(await request(createMemoryCookieJar()).admin.deleteUser(id)).toEqual({ error: null });
    expect(await request(jar).getUser()).toBeNull();
  });
});
