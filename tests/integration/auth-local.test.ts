import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { AuthProvider } from "@/lib/auth/auth-provider";
import { createMemoryCookieJar } from "@/lib/auth/cookie-jar";
import { authUser } from "@/lib/auth/local/auth-schema";
import { createLocalCredentialUser } from "@/lib/auth/local/create-local-user";
import { createLocalAuth, type LocalAuth } from "@/lib/auth/local/local-auth";
import { createLocalAuthProvider } from "@/lib/auth/local/local-auth-provider";
import { loadViewer } from "@/lib/auth/load-profile";
import { users } from "@/lib/db/schema/users";
import { createOutboxMail, listOutbox } from "@/lib/providers/mail/outbox-mail";
import { backends, useTestDatabase } from "./helpers/test-database";

const APP_URL = "http://app.test:3000";
const SECRET = "integration-test-secret-0123456789abcdef";

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

describe.each(backends)("local auth on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let auth: LocalAuth | undefined;
  const getAuth = () => (auth ??= createLocalAuth({ db: testDb().db, secret: SECRET, appUrl: APP_URL, mail: createOutboxMail(async () => testDb().db, "Trayo <test@trayo.local>") }));
  /** A fresh browser: its own cookie jar. */
  const browser = () => {
    const jar = createMemoryCookieJar();
    return { jar, auth: createLocalAuthProvider(getAuth(), jar, testDb().db) as AuthProvider };
  };
  const latestMail = async (to: string) => (await listOutbox(testDb().db, { to }))[0];
  const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

  it("signs up: creates the users row and mails a confirmation link that signs the person in", async () => {
    const email = uniqueEmail("Signup");
    const visitor = browser();
    expect(await visitor.auth.signUp(email, "secret-pass")).toEqual({ error: null });

    const [profile] = await testDb().db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    expect(profile).toMatchObject({ email: email.toLowerCase(), name: email.split("@")[0].toLowerCase(), role: "user", companyId: null });

    // Not confirmed yet: the password does not open a session.
    const early = await visitor.auth.signInWithPassword(email, "secret-pass");
    expect(early.error).toBe("Email not verified");
    expect(await visitor.auth.getUser()).toBeNull();

    const mail = await latestMail(email);
    expect(mail.subject).toBe("Confirm your Trayo account");
    const link = mail.links[0];
    expect(link.startsWith(`${APP_URL}/auth/confirm?`)).toBe(true);
    expect(new URL(link).searchParams.get("type")).toBe("signup");

    const fromMail = browser();
    const confirmed = await fromMail.auth.establishSession({ token: tokenOf(link), type: "signup" });
    expect(confirmed).toMatchObject({ error: null, user: { id: profile.id, email: email.toLowerCase() } });
    expect(await fromMail.auth.getUser()).toMatchObject({ id: profile.id, email: email.toLowerCase() });

    // The same link a second time signs nobody in.
    const again = await browser().auth.establishSession({ token: tokenOf(link), type: "signup" });
    expect(again.error).toBeTruthy();

    const viewer = await loadViewer({ id: profile.id, email });
    expect(viewer.role).toBe("user");
    expect(viewer.profile?.email).toBe(email.toLowerCase());
  });

  it("rejects a wrong password with the service's message and accepts the right one", async () => {
    const id = randomUUID();
    const email = uniqueEmail("seeded");
    await testDb().db.insert(users).values({ id, email, name: "Seeded Person", role: "admin" });
    await createLocalCredentialUser(testDb().db, { id, email, name: "Seeded Person", password: "trayo-demo", emailVerified: true });

    const visitor = browser();
    const wrong = await visitor.auth.signInWithPassword(email, "not-the-password");
    expect(wrong.error).toBe("Invalid email or password");
    expect(await visitor.auth.getUser()).toBeNull();

    const unknown = await visitor.auth.signInWithPassword(uniqueEmail("nobody"), "trayo-demo");
    expect(unknown.error).toBe("Invalid email or password");

    const right = await visitor.auth.signInWithPassword(email.toUpperCase(), "trayo-demo");
    expect(right).toMatchObject({ error: null, user: { id, email } });
    expect(await visitor.auth.getUser()).toMatchObject({ id, email });
    expect((await loadViewer({ id, email })).role).toBe("admin");

    expect(await visitor.auth.signOut()).toEqual({ error: null });
    expect(await visitor.auth.getUser()).toBeNull();
  });

  it("resets a forgotten password through the emailed link", async () => {
    const id = randomUUID();
    const email = uniqueEmail("forgot");
    await createLocalCredentialUser(testDb().db, { id, email, name: "Forgetful", password: "old-password", emailVerified: true });

    const visitor = browser();
    expect(await visitor.auth.sendPasswordReset(email)).toEqual({ error: null });
    const mail = await latestMail(email);
    expect(mail.subject).toBe("Reset your Trayo password");
    const link = mail.links[0];
    expect(new URL(link).pathname).toBe("/auth/confirm");
    expect(new URL(link).searchParams.get("type")).toBe("recovery");

    const fromMail = browser();
    expect(await fromMail.auth.establishSession({ token: tokenOf(link), type: "recovery" })).toMatchObject({ error: null, user: { id } });
    expect((await fromMail.auth.updatePassword("12345")).error).toBe("Password too short");
    expect(await fromMail.auth.updatePassword("new-password")).toEqual({ error: null });

    // The link works once.
    expect((await browser().auth.establishSession({ token: tokenOf(link), type: "recovery" })).error).toBeTruthy();

    const later = browser();
    expect((await later.auth.signInWithPassword(email, "old-password")).error).toBe("Invalid email or password");
    expect((await later.auth.signInWithPassword(email, "new-password")).error).toBeNull();
  });

  it("sends a sign-in link that ends at the requested page, and refuses to set a password without a session", async () => {
    const id = randomUUID();
    const email = uniqueEmail("magic");
    await createLocalCredentialUser(testDb().db, { id, email, name: "Magic", password: "whatever-1", emailVerified: true });

    expect(await browser().auth.sendMagicLink(email, "/user/events?utm_source=email")).toEqual({ error: null });
    const mail = await latestMail(email);
    expect(mail.subject).toBe("Your Trayo sign-in link");
    const link = new URL(mail.links[0]);
    expect(link.pathname).toBe("/auth/callback");
    expect(link.searchParams.get("redirect")).toBe("/user/events?utm_source=email");

    const fromMail = browser();
    expect(await fromMail.auth.establishSession({ token: link.searchParams.get("token") ?? "", type: "magiclink" })).toMatchObject({ error: null, user: { id } });
    expect(await fromMail.auth.getUser()).toMatchObject({ id });
    expect((await browser().auth.establishSession({ token: link.searchParams.get("token") ?? "", type: "magiclink" })).error).toBe(
      "This sign-in link is invalid or has expired.",
    );

    const generated = await browser().auth.admin.generateMagicLink(email, "/reports");
    expect(generated.error).toBeNull();
    if (generated.error === null) expect(new URL(generated.url).searchParams.get("redirect")).toBe("/reports");
    expect((await latestMail(email)).id).toBe(mail.id);

    expect((await browser().auth.updatePassword("brand-new")).error).toBeTruthy();
  });

  it("creates and deletes logins with a chosen id for admins", async () => {
    const id = randomUUID();
    const email = uniqueEmail("admin-made");
    const created = await browser().auth.admin.createUser({ id, email, name: "Made", password: "made-by-admin", emailConfirmed: true });
    expect(created).toEqual({ error: null, userId: id });
    const visitor = browser();
    expect((await visitor.auth.signInWithPassword(email, "made-by-admin")).error).toBeNull();
    expect(await browser().auth.admin.deleteUser(id)).toEqual({ error: null });
    expect(await visitor.auth.getUser()).toBeNull();
    expect(await testDb().db.select().from(authUser).where(eq(authUser.id, id))).toEqual([]);
  });

  it("reads a signed-in visitor's session and its user in one query", async () => {
    const id = randomUUID();
    const email = uniqueEmail("one-query");
    await createLocalCredentialUser(testDb().db, { id, email, name: "One Query", password: "trayo-demo", emailVerified: true });
    const visitor = browser();
    expect((await visitor.auth.signInWithPassword(email, "trayo-demo")).error).toBeNull();
    // Both drivers' sessions send every statement outside a transaction through their client's query().
    const client = (testDb().db._.session as unknown as { client: { query: (...args: unknown[]) => unknown } }).client;
    const queries = vi.spyOn(client, "query");
    try {
      expect(await visitor.auth.getUser()).toMatchObject({ id, email });
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });
});
