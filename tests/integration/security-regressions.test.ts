import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { attemptCount } from "@/lib/auth/attempt-limiter";
import {
  ACCOUNT_PROTECTED,
  authCallbackFlow,
  passwordResetFlow,
  settlePendingAuthMail,
  signInFlow,
  signUpFlow,
  TOO_MANY,
  updatePasswordFlow,
} from "@/lib/auth/auth-flows";
import type { AuthProvider } from "@/lib/auth/auth-provider";
import { resetAuthSecretCache } from "@/lib/auth/auth-secret";
import { createMemoryCookieJar } from "@/lib/auth/cookie-jar";
import { rememberDevice } from "@/lib/auth/known-device";
import { createLocalCredentialUser } from "@/lib/auth/local/create-local-user";
import { createLocalAuth, type LocalAuth } from "@/lib/auth/local/local-auth";
import { createLocalAuthProvider } from "@/lib/auth/local/local-auth-provider";
import { proxyIngest } from "@/lib/providers/analytics/ingest-proxy";
import { users } from "@/lib/db/schema/users";
import { resetEnvCache } from "@/lib/env";
import { createOutboxMail, listOutbox } from "@/lib/providers/mail/outbox-mail";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { storedFileResponse } from "@/lib/providers/storage/stored-file-response";
import { backends, useTestDatabase } from "./helpers/test-database";

// Issue 14: one test per attack that held before the fix (each fails on the old code).

const APP_URL = "http://app.test:3000";
const SECRET = "integration-test-secret-0123456789abcdef";
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
const queryOf = (link: string) => Object.fromEntries(new URL(link).searchParams) as Record<string, string>;

const envBefore = { ...process.env };
afterEach(() => {
  process.env = { ...envBefore };
  resetEnvCache();
  resetAuthSecretCache();
});

describe.each(backends)("security regressions on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let auth: LocalAuth | undefined;
  const browser = (jar = createMemoryCookieJar()) => {
    const db = testDb().db;
    auth ??= createLocalAuth({ db, secret: SECRET, appUrl: APP_URL, mail: createOutboxMail(async () => db, "Trayo <t@trayo.local>") });
    return { provider: createLocalAuthProvider(auth, jar, db), jar };
  };
  const person = async (password = "right-pass-1") => {
    const id = randomUUID();
    const email = uniqueEmail("owner");
    await testDb().db.insert(users).values({ id, email, name: "Pat Person", role: "user" });
    await createLocalCredentialUser(testDb().db, { id, email, name: "Pat Person", password, emailVerified: true });
    return { id, email, password };
  };
  const signedIn = async (email: string, password: string, ip = "198.51.100.7") => {
    const session = browser();
    expect((await signInFlow(session.provider, { email, password }, { ip })).ok).toBe(true);
    return session;
  };

  it("counts 40 parallel wrong passwords before checking them and still lets the owner in from their own device", async () => {
    process.env.AUTH_SIGNIN_MAX_DELAY_MS = "200";
    resetEnvCache();
    const owner = await person();
    let checked = 0;
    const counting = (): AuthProvider => {
      const { provider } = browser();
      return { ...provider, signInWithPassword: (email, password) => ((checked += 1), provider.signInWithPassword(email, password)) };
    };
    const attacker = { ip: "203.0.113.66" };
    const results = await Promise.all(Array.from({ length: 40 }, () => signInFlow(counting(), { email: owner.email, password: "guess" }, attacker)));
    expect(results.every((r) => !r.ok)).toBe(true);
    expect(results.filter((r) => !r.ok && r.error === TOO_MANY).length).toBe(35);
    expect(checked).toBe(5);
    // Only attempts whose password was checked count against the account (issue 23).
    expect(await attemptCount(`signin:account:${owner.email}`)).toBe(5);
    // The attacker stays refused even with the right password; the owner's own device still gets in
    // (issue 23: a device the account never signed in on is refused once the account is under attack).
    expect(await signInFlow(browser().provider, owner, attacker)).toEqual({ ok: false, error: TOO_MANY });
    process.env.AUTH_SECRET = SECRET;
    resetEnvCache();
    resetAuthSecretCache();
    expect(await signInFlow(browser().provider, owner, { ip: "192.0.2.10", device: rememberDevice(SECRET, owner.email, undefined) })).toMatchObject({ ok: true });
  });

  it("issue 23: guessing spread over 60 addresses checks at most 10 passwords, and never slows or locks the owner's device", async () => {
    process.env.AUTH_SECRET = SECRET;
    process.env.AUTH_SIGNIN_MAX_DELAY_MS = "100";
    resetEnvCache();
    const owner = await person();
    let checked = 0;
    const counting = (): AuthProvider => {
      const { provider } = browser();
      return { ...provider, signInWithPassword: (email, password) => ((checked += 1), provider.signInWithPassword(email, password)) };
    };
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signInFlow(counting(), { email: owner.email, password: `guess-${i}` }, { ip: `198.18.${i >> 8}.${i & 255}` })),
    );
    expect(checked).toBe(10);
    expect(guesses.filter((r) => !r.ok && r.error === ACCOUNT_PROTECTED)).toHaveLength(50);
    // A right guess after that is not even checked.
    expect(await signInFlow(counting(), owner, { ip: "198.18.9.9" })).toEqual({ ok: false, error: ACCOUNT_PROTECTED });
    expect(checked).toBe(10);

    // The owner's laptop (signed in there before) gets in at once, while the attack goes on.
    // Its attempts are not counted against the account, so no slowdown applies to them either.
    const laptop = rememberDevice(SECRET, owner.email, undefined);
    const countBefore = await attemptCount(`signin:account:${owner.email}`);
    expect(await signInFlow(browser().provider, { ...owner, password: "typo" }, { ip: "192.0.2.10", device: laptop })).toMatchObject({ ok: false, error: "Invalid email or password" });
    expect(await signInFlow(browser().provider, owner, { ip: "192.0.2.10", device: laptop })).toMatchObject({ ok: true });
    expect(await attemptCount(`signin:account:${owner.email}`)).toBe(countBefore);
    // Another account's device token, or a forged one, does not count as the owner's.
    expect(await signInFlow(browser().provider, owner, { ip: "192.0.2.11", device: rememberDevice(SECRET, "someone@example.test", undefined) })).toEqual({ ok: false, error: ACCOUNT_PROTECTED });

    // On a new device the owner is pointed to the sign-in link, mailed once per window to the account.
    await settlePendingAuthMail();
    const mails = await listOutbox(testDb().db, { to: owner.email });
    expect(mails).toHaveLength(1);
    expect(mails[0].links.length).toBeGreaterThan(0);
  });

  it("issue 23: an address with no account gets the same answer and no mail", async () => {
    process.env.AUTH_SIGNIN_MAX_DELAY_MS = "0";
    resetEnvCache();
    const nobody = uniqueEmail("nobody");
    for (let i = 0; i < 11; i += 1) await signInFlow(browser().provider, { email: nobody, password: "guess" }, { ip: `198.19.0.${i}` });
    expect(await signInFlow(browser().provider, { email: nobody, password: "guess" }, { ip: "198.19.1.1" })).toEqual({ ok: false, error: ACCOUNT_PROTECTED });
    await settlePendingAuthMail();
    expect(await listOutbox(testDb().db, { to: nobody })).toHaveLength(0);
  });

  it("limits one address across many accounts", async () => {
    process.env.AUTH_SIGNIN_MAX_PER_IP = "3";
    resetEnvCache();
    const ip = { ip: "203.0.113.99" };
    for (let i = 0; i < 3; i += 1) {
      expect(await signInFlow(browser().provider, { email: uniqueEmail("nobody"), password: "guess" }, ip)).toMatchObject({ ok: false, error: "Invalid email or password" });
    }
    expect(await signInFlow(browser().provider, { email: uniqueEmail("nobody"), password: "guess" }, ip)).toEqual({ ok: false, error: TOO_MANY });
  });

  it("limits sign-up and reset mails per address and per email, and answers a reset without waiting for the mail", async () => {
    process.env.AUTH_MAIL_MAX_PER_IP = "2";
    resetEnvCache();
    const ip = { ip: "203.0.113.5" };
    expect((await signUpFlow(browser().provider, { email: uniqueEmail("a"), password: "sturdy-pass" }, ip)).ok).toBe(true);
    expect((await signUpFlow(browser().provider, { email: uniqueEmail("b"), password: "sturdy-pass" }, ip)).ok).toBe(true);
    expect(await signUpFlow(browser().provider, { email: uniqueEmail("c"), password: "sturdy-pass" }, ip)).toEqual({ ok: false, error: TOO_MANY });

    const email = uniqueEmail("reset");
    for (let i = 0; i < 5; i += 1) expect((await passwordResetFlow(browser().provider, { email }, "sent", { ip: `192.0.2.${i}` })).ok).toBe(true);
    expect(await passwordResetFlow(browser().provider, { email }, "sent", { ip: "192.0.2.50" })).toEqual({ ok: false, error: TOO_MANY });

    // Same answer time for known and unknown addresses: the mail goes out in the background.
    const slow: AuthProvider = { ...browser().provider, sendPasswordReset: () => new Promise((r) => setTimeout(() => r({ error: null }), 1500)) };
    const started = performance.now();
    expect(await passwordResetFlow(slow, { email: uniqueEmail("known") }, "sent", { ip: "192.0.2.60" })).toEqual({ ok: true, message: "sent" });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses the most common passwords", async () => {
    expect(await signUpFlow(browser().provider, { email: uniqueEmail("common"), password: "123456" })).toEqual({
      ok: false,
      error: "This password is too common. Please choose a less guessable one.",
    });
  });

  it("asks for the current password when signed in, and a new password ends every other session", async () => {
    const owner = await person("first-pass-1");
    const laptop = await signedIn(owner.email, owner.password);
    const phone = await signedIn(owner.email, owner.password);
    expect(await updatePasswordFlow(laptop.provider, { password: "second-pass-2", confirmPassword: "second-pass-2" })).toEqual({
      ok: false,
      error: "Please enter your current password.",
    });
    expect(await updatePasswordFlow(laptop.provider, { password: "second-pass-2", confirmPassword: "second-pass-2", currentPassword: "wrong" })).toEqual({
      ok: false,
      error: "Current password is incorrect",
    });
    expect((await updatePasswordFlow(laptop.provider, { password: "second-pass-2", confirmPassword: "second-pass-2", currentPassword: "first-pass-1" })).ok).toBe(true);
    expect(await laptop.provider.getUser()).toMatchObject({ id: owner.id });
    // The phone's old session cookie is refused.
    expect(await browser(phone.jar).provider.getUser()).toBeNull();
  });

  it("a reset link's fresh session sets a password without the old one and signs everyone else out", async () => {
    const owner = await person("forgotten-1");
    const thief = await signedIn(owner.email, owner.password);
    await browser().provider.sendPasswordReset(owner.email);
    const link = (await listOutbox(testDb().db, { to: owner.email }))[0].links[0];
    const visitor = browser();
    expect(await authCallbackFlow(visitor.provider, { token: queryOf(link).token, type: "recovery" })).toEqual({ ok: true, redirectTo: "/reset-password" });
    expect(await visitor.provider.isRecoverySession()).toBe(true);
    expect((await updatePasswordFlow(visitor.provider, { password: "remembered-2", confirmPassword: "remembered-2" })).ok).toBe(true);
    expect(await browser(thief.jar).provider.getUser()).toBeNull();
    // The exemption is used up.
    expect(await visitor.provider.isRecoverySession()).toBe(false);
  });

  it("sign out everywhere ends every session of the person", async () => {
    const owner = await person();
    const one = await signedIn(owner.email, owner.password);
    const two = await signedIn(owner.email, owner.password);
    expect(await one.provider.signOutEverywhere()).toEqual({ error: null });
    expect(await browser(one.jar).provider.getUser()).toBeNull();
    expect(await browser(two.jar).provider.getUser()).toBeNull();
  });

  it("/auth/callback never shows the query's text", async () => {
    const result = await authCallbackFlow(browser().provider, { errorDescription: "Your account is suspended, call +1 555 0100" });
    expect(result).toEqual({ ok: false, error: "This link is invalid or has expired. Please request a new one." });
  });
});

describe("storage and analytics proxy", () => {
  it("answers 404 for a storage directory", async () => {
    const { mkdtemp } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const root = await mkdtemp(path.join(tmpdir(), "trayo-storage-"));
    const storage = new LocalStorage({ rootDir: root });
    await storage.put("assets", "accounts/logos/a.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { contentType: "image/png", upsert: true });
    expect((await storedFileResponse(["assets", "accounts", "logos"], storage)).status).toBe(404);
    expect((await storedFileResponse(["assets", "accounts"], storage)).status).toBe(404);
  });

  it("/ingest is off without a PostHog key and never forwards cookies or authorization", async () => {
    delete process.env.NEXT_PUBLIC_POSTHOG_KEY;
    resetEnvCache();
    const browserRequest = () =>
      new Request("http://app.test/ingest/e/?ip=1", {
        method: "POST",
        headers: { cookie: "trayo.session_token=secret-session", authorization: "Bearer secret", "content-type": "application/json", "x-forwarded-for": "1.2.3.4" },
        body: JSON.stringify({ event: "pageview" }),
      });
    expect((await proxyIngest(browserRequest(), ["e", ""])).status).toBe(404);

    let seen: IncomingHttpHeaders | undefined;
    let seenPath = "";
    const posthog = createServer((req, res) => {
      seen = req.headers;
      seenPath = req.url ?? "";
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": "application/json", "set-cookie": "ph=1" }).end('{"status":1}'));
    });
    await new Promise<void>((resolve) => posthog.listen(0, "127.0.0.1", resolve));
    try {
      process.env.NEXT_PUBLIC_POSTHOG_KEY = "phc_test";
      process.env.NEXT_PUBLIC_POSTHOG_HOST = `http://127.0.0.1:${(posthog.address() as AddressInfo).port}`;
      resetEnvCache();
      const response = await proxyIngest(browserRequest(), ["e", ""]);
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(seenPath).toBe("/e/?ip=1");
      expect(seen?.cookie).toBeUndefined();
      expect(seen?.authorization).toBeUndefined();
      expect(seen?.["x-forwarded-for"]).toBeUndefined();
    } finally {
      posthog.close();
    }
  });
});
