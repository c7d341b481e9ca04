import { randomUUID } from "node:crypto";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { getScope } from "@/lib/auth/scope";
import { SIGN_IN_MESSAGE } from "@/lib/auth/context-messages";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import type { ActingScope, Scope, Viewer } from "@/lib/auth/viewer-types";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { isConnectionError } from "@/lib/db/connection-errors";
import { AppError, GENERIC_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, withReference } from "@/lib/errors/app-error";
import { log, withRequestId } from "@/lib/log";
import { firstIssueMessage } from "@/lib/validation/first-issue";
import type { ActionFailure, ActionResult } from "./action-result";

// One way to write a server action. Next.js hands an action whatever the client sent, so every tier
// parses its input with the action's own zod schema, resolves who is calling from the session on the
// server, and turns failures into the one result shape the forms read:
//  - AppError: its message (the spec's wording) reaches the person, its code tells the client what kind
//    of failure it was (components/shell/use-action.ts offers sign-in on `unauthenticated`);
//  - anything else: logged, the person sees `fallbackError` (generic by default) quoting the request id.
// Everything the action logs, however deep, carries its request id (lib/log.ts).
// A small client of our own rather than next-safe-action: it keeps the `{ ok, ...data } | { ok, error }`
// shape the existing forms and dialogs read, adds nothing to client bundles, and takes zod 4 schemas as they are.

export type ActionConfig<S extends z.ZodType> = {
  /** What the action does, for the logs ("creating an event"). */
  name: string;
  input: S;
  /** Shown instead of the generic message when something unexpected fails. */
  fallbackError?: string;
};

export type RequestContext = { requestId: string };
export type SignedInContext = RequestContext & { viewer: Viewer; scope: Scope };
export type ScopedContext = RequestContext & { scope: ActingScope };
export type AdminContext = RequestContext & { viewer: Viewer; adminId: string };

/**
 * What the action accepts from the client: the schema's input with every field optional (the schema
 * decides what is missing and says so in the spec's words), or the FormData of a form post.
 */
export type ActionInput<S extends z.ZodType> = Loose<z.input<S>> | FormData;
type Loose<T> = T extends (infer U)[] ? Loose<U>[] : T extends object ? { [K in keyof T]?: Loose<T[K]> } : T;

type Handler<S extends z.ZodType, C, R extends ActionResult> = (input: z.output<S>, ctx: C) => Promise<R>;
type Action<S extends z.ZodType, R> = (input: ActionInput<S>) => Promise<R | ActionFailure>;
type Resolved<C> = { ok: true; ctx: C } | ActionFailure;
type Resolver<C> = (requestId: string) => Promise<Resolved<C>>;

/** FormData from a form post becomes a plain object (files kept) before the schema reads it. */
function toPlainInput(input: unknown): unknown {
  if (!(input instanceof FormData)) return input;
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of input.entries()) fields[key] = value;
  return fields;
}

function createAction<S extends z.ZodType, C, R extends ActionResult>(config: ActionConfig<S>, resolve: Resolver<C>, handler: Handler<S, C, R>): Action<S, R> {
  return async (input) => {
    const requestId = randomUUID();
    return withRequestId(requestId, async (): Promise<R | ActionFailure> => {
      try {
        const who = await resolve(requestId);
        if (!who.ok) return who;
        const parsed = config.input.safeParse(toPlainInput(input));
        if (!parsed.success) return { ok: false, error: firstIssueMessage(parsed.error), code: "invalid" };
        return await handler(parsed.data, who.ctx);
      } catch (error) {
        // redirect() and notFound() work by throwing; they must reach Next.js untouched.
        unstable_rethrow(error);
        if (error instanceof AppError) return { ok: false, error: error.message, code: error.code };
        if (isConnectionError(error)) {
          log.warn(`action: ${config.name} found the database unreachable`, { error });
          return { ok: false, error: SERVICE_UNAVAILABLE_MESSAGE, code: "service_unavailable" };
        }
        log.error(`action: ${config.name} failed`, { error, cause: (error as Error)?.cause });
        return { ok: false, error: withReference(config.fallbackError ?? GENERIC_ERROR_MESSAGE, requestId), code: "unexpected", requestId };
      }
    });
  };
}

/** Anyone may call it (sign-in, sign-up, password reset). */
export function publicAction<S extends z.ZodType, R extends ActionResult>(config: ActionConfig<S>, handler: Handler<S, RequestContext, R>): Action<S, R> {
  return createAction(config, async (requestId) => ({ ok: true, ctx: { requestId } }), handler);
}

const signedOut: ActionFailure = { ok: false, error: SIGN_IN_MESSAGE, code: "unauthenticated" };

async function resolveSignedIn(requestId: string): Promise<Resolved<SignedInContext>> {
  const scope = await getScope();
  if (!scope) return signedOut;
  return { ok: true, ctx: { requestId, viewer: scope.viewer, scope } };
}

/** A signed-in person, whatever their company or role. */
export function signedInAction<S extends z.ZodType, R extends ActionResult>(config: ActionConfig<S>, handler: Handler<S, SignedInContext, R>): Action<S, R> {
  return createAction(config, resolveSignedIn, handler);
}

export type ScopedActionConfig<S extends z.ZodType> = ActionConfig<S> & {
  /** What an admin who has not picked a company and user in the header is told (the page's spec text). */
  contextRequiredMessage: string;
};

/**
 * The acting user inside the acting company, resolved on the server: a normal user is themselves; an
 * admin is whoever they picked in the header. The handler's queries run under that user's RLS scope.
 */
export function scopedAction<S extends z.ZodType, R extends ActionResult>(config: ScopedActionConfig<S>, handler: Handler<S, ScopedContext, R>): Action<S, R> {
  return createAction(
    config,
    async (requestId): Promise<Resolved<ScopedContext>> => {
      const acting = await resolveActingContext();
      if (acting.scope) return { ok: true, ctx: { requestId, scope: acting.scope } };
      if (acting.reason === "signed-out") return signedOut;
      return { ok: false, error: contextRequiredMessage(acting.reason, config.contextRequiredMessage), code: "forbidden" };
    },
    handler,
  );
}

export const ADMIN_REQUIRED_MESSAGE = "Access denied. Admin privileges required.";

export type AdminActionConfig<S extends z.ZodType> = ActionConfig<S> & { forbiddenMessage?: string };

/**
 * Admins only, checked on the server from the session (never from client input). Every admin action is
 * logged with who did it, so changes to other tenants can be traced.
 */
export function adminAction<S extends z.ZodType, R extends ActionResult>(config: AdminActionConfig<S>, handler: Handler<S, AdminContext, R>): Action<S, R> {
  return createAction(
    config,
    async (requestId): Promise<Resolved<AdminContext>> => {
      const signedIn = await resolveSignedIn(requestId);
      if (!signedIn.ok) return signedIn;
      const { viewer } = signedIn.ctx;
      if (viewer.role !== "admin") {
        log.warn(`action: ${config.name} refused for a non-admin`, { userId: viewerUserId(viewer) });
        return { ok: false, error: config.forbiddenMessage ?? ADMIN_REQUIRED_MESSAGE, code: "forbidden" };
      }
      const adminId = viewerUserId(viewer);
      log.info(`admin action: ${config.name}`, { adminId });
      return { ok: true, ctx: { requestId, viewer, adminId } };
    },
    handler,
  );
}
