import { createHmac, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Supabase Auth (GoTrue) answering the documented /auth/v1 shapes that
 * supabase-js uses: password and refresh-token grants, signup, verify, recover, otp, resend, user,
 * logout and the admin user endpoints. Emails are not sent: they are recorded in `mails`.
 */
type FakeUser = {
  id: string;
  email: string;
  password: string | null;
  confirmed: boolean;
  metadata: Record<string, unknown>;
  createdAt: string;
};

export type FakeMail = { type: "signup" | "recovery" | "magiclink"; email: string; tokenHash: string; redirectTo: string | null };

export type FakeSupabaseAuth = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  mails: FakeMail[];
  requests: { method: string; path: string }[];
  close: () => Promise<void>;
};

const JWT_SECRET = "fake-supabase-jwt-secret";
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function jwt(payload: Record<string, unknown>) {
  const head = `${b64({ alg: "HS256", typ: "JWT" })}.${b64(payload)}`;
  return `${head}.${createHmac("sha256", JWT_SECRET).update(head).digest("base64url")}`;
}

export async function startFakeSupabaseAuth(): Promise<FakeSupabaseAuth> {
  const anonKey = jwt({ role: "anon", iss: "supabase" });
  const serviceRoleKey = jwt({ role: "service_role", iss: "supabase" });
  const users = new Map<string, FakeUser>(); // by id
  const accessTokens = new Map<string, { userId: string; sessionId: string }>();
  const refreshTokens = new Map<string, { userId: string; sessionId: string }>();
  const tokenHashes = new Map<string, { userId: string; type: FakeMail["type"] }>();
  const mails: FakeMail[] = [];
  const requests: { method: string; path: string }[] = [];

  const byEmail = (email: string) => [...users.values()].find((u) => u.email === email.trim().toLowerCase());

  const userJson = (u: FakeUser) => ({
    id: u.id,
    aud: "authenticated",
    role: "authenticated",
    email: u.email,
    email_confirmed_at: u.confirmed ? u.createdAt : null,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: u.metadata,
    identities: [{ id: u.id, user_id: u.id, identity_data: { email: u.email, sub: u.id }, provider: "email" }],
    created_at: u.createdAt,
    updated_at: u.createdAt,
  });

  // Like GoTrue, the access token names how the session was made (amr): "password", "otp", or "recovery" for a reset link.
  const newSession = (u: FakeUser, sessionId: string = randomUUID(), method = "password") => {
    const now = Math.floor(Date.now() / 1000);
    const amr = [{ method, timestamp: now }];
    const accessToken = jwt({ sub: u.id, email: u.email, role: "authenticated", aud: "authenticated", session_id: sessionId, amr, iat: now, exp: now + 3600 });
    const refreshToken = randomBytes(16).toString("hex");
    accessTokens.set(accessToken, { userId: u.id, sessionId });
    refreshTokens.set(refreshToken, { userId: u.id, sessionId });
    return { access_token: accessToken, token_type: "bearer", expires_in: 3600, expires_at: now + 3600, refresh_token: refreshToken, user: userJson(u) };
  };

  const issueMail = (type: FakeMail["type"], u: FakeUser, redirectTo: string | null) => {
    const tokenHash = randomBytes(20).toString("hex");
    tokenHashes.set(tokenHash, { userId: u.id, type });
    const mail = { type, email: u.email, tokenHash, redirectTo };
    mails.push(mail);
    return mail;
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ method: req.method ?? "GET", path: url.pathname + url.search });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");

    const send = (status: number, payload?: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" });
      res.end(payload === undefined ? "" : JSON.stringify(payload));
    };
    const fail = (status: number, code: string, message: string) => send(status, { code, message });
    const sessionUser = () => {
      const s = accessTokens.get(bearer);
      return s ? users.get(s.userId) : undefined;
    };
    const requireService = () => {
      if (bearer !== serviceRoleKey) {
        fail(403, "not_admin", "User not allowed");
        return false;
      }
      return true;
    };

    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case "POST /auth/v1/token": {
        const grant = url.searchParams.get("grant_type");
        if (grant === "password") {
          const u = byEmail(String(body.email ?? ""));
          if (!u || !u.password || u.password !== body.password) return fail(400, "invalid_credentials", "Invalid login credentials");
          if (!u.confirmed) return fail(400, "email_not_confirmed", "Email not confirmed");
          return send(200, newSession(u));
        }
        if (grant === "refresh_token") {
          const s = refreshTokens.get(String(body.refresh_token ?? ""));
          const u = s ? users.get(s.userId) : undefined;
          if (!s || !u) return fail(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
          refreshTokens.delete(String(body.refresh_token));
          return send(200, newSession(u, s.sessionId));
        }
        return fail(400, "validation_failed", "Unsupported grant type");
      }
      case "POST /auth/v1/signup": {
        const email = String(body.email ?? "").trim().toLowerCase();
        const password = String(body.password ?? "");
        if (password.length < 6) return send(422, { code: "weak_password", message: "Password should be at least 6 characters.", weak_password: { reasons: ["length"] } });
        const existing = byEmail(email);
        if (existing) return send(200, { ...userJson(existing), id: randomUUID(), identities: [] });
        const u: FakeUser = { id: randomUUID(), email, password, confirmed: false, metadata: (body.data as Record<string, unknown>) ?? {}, createdAt: new Date().toISOString() };
        users.set(u.id, u);
        issueMail("signup", u, url.searchParams.get("redirect_to"));
        return send(200, userJson(u));
      }
      case "POST /auth/v1/verify": {
        const entry = tokenHashes.get(String(body.token_hash ?? ""));
        const u = entry ? users.get(entry.userId) : undefined;
        if (!entry || !u) return fail(403, "otp_expired", "Email link is invalid or has expired");
        tokenHashes.delete(String(body.token_hash));
        u.confirmed = true;
        return send(200, newSession(u, undefined, entry.type === "recovery" ? "recovery" : "otp"));
      }
      case "POST /auth/v1/recover": {
        const u = byEmail(String(body.email ?? ""));
        if (u) issueMail("recovery", u, url.searchParams.get("redirect_to"));
        return send(200, {});
      }
      case "POST /auth/v1/otp": {
        const u = byEmail(String(body.email ?? ""));
        if (!u && body.create_user === false) return fail(422, "otp_disabled", "Signups not allowed for otp");
        if (u) issueMail("magiclink", u, url.searchParams.get("redirect_to"));
        return send(200, {});
      }
      case "POST /auth/v1/resend": {
        const u = byEmail(String(body.email ?? ""));
        if (u && !u.confirmed) issueMail("signup", u, url.searchParams.get("redirect_to"));
        return send(200, {});
      }
      case "GET /auth/v1/user": {
        const u = sessionUser();
        return u ? send(200, userJson(u)) : fail(403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
      }
      case "PUT /auth/v1/user": {
        const u = sessionUser();
        if (!u) return fail(403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
        if (typeof body.password === "string") {
          if (body.password.length < 6) return send(422, { code: "weak_password", message: "Password should be at least 6 characters.", weak_password: { reasons: ["length"] } });
          if (body.password === u.password) return fail(422, "same_password", "New password should be different from the old password.");
          u.password = body.password;
        }
        return send(200, userJson(u));
      }
      case "POST /auth/v1/logout": {
        const s = accessTokens.get(bearer);
        if (s) {
          for (const [token, t] of accessTokens) if (t.sessionId === s.sessionId) accessTokens.delete(token);
          for (const [token, t] of refreshTokens) if (t.sessionId === s.sessionId) refreshTokens.delete(token);
        }
        res.writeHead(204).end();
        return;
      }
      case "POST /auth/v1/admin/users": {
        if (!requireService()) return;
        const email = String(body.email ?? "").trim().toLowerCase();
        if (byEmail(email)) return fail(422, "email_exists", "A user with this email address has already been registered");
        const u: FakeUser = {
          id: typeof body.id === "string" ? body.id : randomUUID(),
          email,
          password: typeof body.password === "string" ? body.password : null,
          confirmed: body.email_confirm === true,
          metadata: (body.user_metadata as Record<string, unknown>) ?? {},
          createdAt: new Date().toISOString(),
        };
        users.set(u.id, u);
        return send(200, userJson(u));
      }
      case "POST /auth/v1/admin/generate_link": {
        if (!requireService()) return;
        const u = byEmail(String(body.email ?? ""));
        if (!u) return fail(404, "user_not_found", "User with this email not found");
        const redirectTo = url.searchParams.get("redirect_to") ?? (typeof body.redirectTo === "string" ? body.redirectTo : null);
        const type = body.type === "recovery" ? "recovery" : "magiclink";
        const mail = issueMail(type, u, redirectTo);
        mails.pop(); // generated, not sent
        const actionLink = `${baseUrl}/auth/v1/verify?token=${mail.tokenHash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo ?? "")}`;
        return send(200, { ...userJson(u), action_link: actionLink, email_otp: "123456", hashed_token: mail.tokenHash, redirect_to: redirectTo, verification_type: type });
      }
      default: {
        const deleteMatch = req.method === "DELETE" && url.pathname.match(/^\/auth\/v1\/admin\/users\/([^/]+)$/);
        if (deleteMatch) {
          if (!requireService()) return;
          const u = users.get(deleteMatch[1]);
          if (!u) return fail(404, "user_not_found", "User not found");
          users.delete(u.id);
          for (const [token, t] of accessTokens) if (t.userId === u.id) accessTokens.delete(token);
          return send(200, userJson(u));
        }
        return fail(404, "not_found", `No route ${route}`);
      }
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    anonKey,
    serviceRoleKey,
    mails,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
