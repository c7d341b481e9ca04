import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { POST as sessionTokenPost } from "@/app/api/session-token/route";
import { createLocalCredentialUser } from "@/lib/auth/local/create-local-user";
import type { Database } from "@/lib/db/database";
import { resetEnvCache } from "@/lib/env";

// Route handlers called in-process, as the app's API clients call them: embedded mode on a scratch data
// folder, no hosted provider keys, and JSON POSTs with an optional bearer token. (Each test file still
// mocks next/headers itself: vi.mock applies to the file that calls it.)

export const APP = "http://app.trayo.test";
export const noParams = { params: Promise.resolve({}) };

/** Sets the embedded-mode environment for the file's tests (plus `extra`) and puts the old one back after. */
export function withRouteEnvironment(name: string, extra: Record<string, string> = {}) {
  const saved = { ...process.env };
  beforeAll(() => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `trayo-${name}-`));
    process.env.AUTH_SECRET = `${name}-integration-secret-0123456789abcdef`;
    process.env.APP_URL = APP;
    Object.assign(process.env, extra);
    for (const key of ["DATABASE_URL", "RESEND_API_KEY", "OPENAI_API_KEY", "NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_ANON_KEY"]) delete process.env[key];
    resetEnvCache();
  });
  afterAll(() => {
    process.env = saved;
    resetEnvCache();
  });
}

type RouteHandler = (request: Request, context: typeof noParams) => Promise<Response>;

/** A JSON POST to a route handler, with `Authorization: Bearer <token>` when a token is given. */
export const postJson = (handler: RouteHandler, url: string, body: unknown, token?: string) =>
  handler(
    new Request(`${APP}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
    noParams,
  );

type Global = typeof globalThis & { __trayoLocalAuth?: unknown };

/** The process-wide better-auth instance is bound to one database: a fresh one for the calling describe (one per backend). */
export function withFreshLocalAuth() {
  beforeAll(() => {
    delete (globalThis as Global).__trayoLocalAuth;
  });
}

/** A bearer token the way an API client gets one: a local password for `user`, then POST /api/session-token. */
export type SessionTokenBody = { access_token: string; token_type: string; expires_at: string };

/** Signs the user in through /api/session-token and returns the route's whole answer. */
export async function sessionTokenBodyFor(db: Database, user: { id: string; email: string }, password: string): Promise<SessionTokenBody> {
  await createLocalCredentialUser(db, { id: user.id, email: user.email, name: "API client", password, emailVerified: true });
  const response = await postJson(sessionTokenPost, "/api/session-token", { email: user.email, password });
  if (response.status !== 200) throw new Error(`/api/session-token answered ${response.status}`);
  return (await response.json()) as SessionTokenBody;
}

export async function sessionTokenFor(db: Database, user: { id: string; email: string }, password: string): Promise<string> {
  return (await sessionTokenBodyFor(db, user, password)).access_token;
}
