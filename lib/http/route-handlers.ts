import { randomUUID, timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { SIGN_IN_MESSAGE } from "@/lib/auth/context-messages";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { resolveRequestScope } from "@/lib/auth/request-scope";
import type { Scope, Viewer } from "@/lib/auth/viewer-types";
import { env } from "@/lib/env";
import { isConnectionError } from "@/lib/db/connection-errors";
import { AppError, GENERIC_ERROR_MESSAGE, isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE, withReference } from "@/lib/errors/app-error";
import { SpendLimitError } from "@/lib/limits/spend-limits";
import { log, withRequestId } from "@/lib/log";
import { firstIssueMessage } from "@/lib/validation/first-issue";
import { readTextCapped } from "@/lib/utils/read-body";

// One way to write a route handler. Each wrapper checks who may call, hands the handler what it
// resolved, and answers every failure as JSON `{ error }` with the right status:
//  - AppError: its message and status (the spec's wording reaches the caller);
//  - anything else: logged, answered 500 with the generic message quoting the request id, never a stack.
// Everything the handler logs, however deep, carries its request id (lib/log.ts).

/** The second argument Next.js passes to a route handler (dynamic segments). */
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type Base = { requestId: string; params: RouteContext["params"] };
export type ViewerContext = Base & { viewer: Viewer; scope: Scope };
export type AdminRouteContext = ViewerContext & { adminId: string };
export type CronContext = Base;
export type WebhookContext<E> = Base & { event: E; rawBody: string };

type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

export const jsonError = (status: number, error: string, headers?: HeadersInit) =>
  NextResponse.json({ error }, { status, headers: { "cache-control": "no-store", ...headers } });

const retryAfter = (error: AppError): HeadersInit | undefined => (isServiceUnavailable(error) ? { "retry-after": "2" } : undefined);

function wrap(name: string, run: (request: Request, base: Base) => Promise<Response>): RouteHandler {
  return async (request, context) => {
    const requestId = randomUUID();
    return withRequestId(requestId, async () => {
      try {
        return await run(request, { requestId, params: context?.params ?? Promise.resolve({}) });
      } catch (error) {
        if (error instanceof SpendLimitError) return jsonError(error.status, error.message, { "retry-after": String(error.retryAfterSeconds) });
        if (error instanceof AppError) return jsonError(error.status, error.message, retryAfter(error));
        if (isConnectionError(error)) {
          log.warn(`route: ${name} found the database unreachable`, { error });
          return jsonError(503, SERVICE_UNAVAILABLE_MESSAGE, { "retry-after": "2", "x-request-id": requestId });
        }
        log.error(`route: ${name} failed`, { error, cause: (error as Error)?.cause });
        return jsonError(500, withReference(GENERIC_ERROR_MESSAGE, requestId), { "x-request-id": requestId });
      }
    });
  };
}

export type ViewerOptions = { unauthenticatedMessage?: string };

/** Anyone may call it; failures still answer in the one JSON shape. */
export function withPublic(name: string, handler: (request: Request, ctx: Base) => Promise<Response>) {
  return wrap(name, handler);
}

/**
 * A signed-in caller: `Authorization: Bearer <session token>` when the header is present (an invalid or
 * expired token is a 401, whatever cookies came along), else the session cookie (lib/auth/request-scope.ts).
 */
export function withViewer(name: string, handler: (request: Request, ctx: ViewerContext) => Promise<Response>, options: ViewerOptions = {}) {
  return wrap(name, async (request, base) => {
    const resolved = await resolveRequestScope(request);
    if (resolved.kind !== "signed-in") {
      if (resolved.kind === "invalid") log.info(`route: ${name} refused an invalid bearer token`);
      return jsonError(401, options.unauthenticatedMessage ?? SIGN_IN_MESSAGE, { "www-authenticate": 'Bearer realm="trayo"' });
    }
    return handler(request, { ...base, viewer: resolved.scope.viewer, scope: resolved.scope });
  });
}

export type AdminOptions = ViewerOptions & { forbiddenMessage?: string };

/** Admins only: a signed-in non-admin gets 403 with `forbiddenMessage`. Every call is logged with who made it. */
export function withAdmin(name: string, handler: (request: Request, ctx: AdminRouteContext) => Promise<Response>, options: AdminOptions = {}) {
  return withViewer(
    name,
    async (request, ctx) => {
      const adminId = viewerUserId(ctx.viewer);
      if (ctx.viewer.role !== "admin") {
        log.warn(`route: ${name} refused for a non-admin`, { userId: adminId });
        return jsonError(403, options.forbiddenMessage ?? "Admin access required");
      }
      log.info(`admin route: ${name}`, { adminId });
      return handler(request, { ...ctx, adminId });
    },
    options,
  );
}

/** Constant-time comparison of two secrets of any length. */
export function secretsMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time independent of `given`.
  return a.length === b.length ? timingSafeEqual(a, b) : (timingSafeEqual(b, b), false);
}

const bearerToken = (request: Request) => /^Bearer (.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1]?.trim() ?? "";

/** Scheduled calls (Vercel Cron and the like): `Authorization: Bearer <CRON_SECRET>`. Without CRON_SECRET nothing passes. */
export function withCron(name: string, handler: (request: Request, ctx: CronContext) => Promise<Response>) {
  return wrap(name, async (request, base) => {
    const secret = env().CRON_SECRET;
    if (!secret) {
      log.warn(`route: ${name} called but CRON_SECRET is not set; refusing`);
      return jsonError(401, "Unauthorized");
    }
    if (!secretsMatch(bearerToken(request), secret)) return jsonError(401, "Unauthorized");
    return handler(request, base);
  });
}

export type WebhookOptions = {
  /** The largest body read; a larger one is refused (413) before it is read in full. */
  maxBytes: number;
  /** Checks the signature headers' presence and shape (and timestamp) before any of the body is read; throws to refuse. */
  checkHeaders: (headers: Headers) => void;
};

/**
 * Verifies a webhook on its raw body. The headers are checked first and the body is read only up to
 * `maxBytes`, so an unauthenticated caller cannot make the server read large bodies. `verify` gets the
 * exact bytes as text and the headers, and returns the parsed event or throws (an AppError for a
 * refused signature, answered with its status).
 */
export function withWebhook<E>(
  name: string,
  verify: (rawBody: string, headers: Headers) => E | Promise<E>,
  handler: (request: Request, ctx: WebhookContext<E>) => Promise<Response>,
  options: WebhookOptions,
) {
  return wrap(name, async (request, base) => {
    const refuse = (error: unknown) => {
      if (error instanceof AppError) throw error;
      log.warn(`route: ${name} refused a webhook`, { requestId: base.requestId, error });
      return jsonError(401, "Invalid signature");
    };
    try {
      options.checkHeaders(request.headers);
    } catch (error) {
      await request.body?.cancel().catch(() => {});
      return refuse(error);
    }
    const rawBody = await readTextCapped(request, options.maxBytes);
    let event: E;
    try {
      event = await verify(rawBody, request.headers);
    } catch (error) {
      return refuse(error);
    }
    return handler(request, { ...base, event, rawBody });
  });
}

const MAX_JSON_BODY_BYTES = 256 * 1024;

/** The request's JSON body parsed with `schema`; a bad body is a 400 with the schema's first message, one over `maxBytes` a 413 (never read in full). */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_JSON_BODY_BYTES): Promise<z.output<S>> {
  const text = await readTextCapped(request, maxBytes);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError("invalid", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError("invalid", firstIssueMessage(parsed.error));
  return parsed.data;
}
