import { NextResponse } from "next/server";
import { toActingScope, viewerUserId } from "@/lib/auth/resolve-scope";
import { composeMessageForScope, prepareCompose } from "@/lib/composer/compose-message";
import { createLlmProvider } from "@/lib/providers/llm/create-llm-provider";
import { COMPOSE_FAILED_MESSAGE, composeRequestSchema, NO_VALID_SESSION } from "@/lib/composer/composer.validation";
import { AppError } from "@/lib/errors/app-error";
import { jsonError, readJsonBody, withViewer } from "@/lib/http/route-handlers";
import { admitSpend } from "@/lib/limits/spend-limits";
import { log } from "@/lib/log";

const CONTEXT_REQUIRED = "Context Required: Please select a company and user from the header to compose messages.";

/**
 * POST /api/compose-message (spec 2 §7 compose_message): answers `{ message, evidence }`, or with
 * `stream: true` an NDJSON stream of `{ delta }` lines ending in `{ message, evidence }` or `{ error }`.
 */
export const POST = withViewer(
  "composing a message",
  async (request, { scope, requestId }) => {
    const acting = toActingScope(scope);
    if (!acting) return jsonError(403, CONTEXT_REQUIRED);
    const body = await readJsonBody(request, composeRequestSchema);
    await admitSpend("compose", { userId: viewerUserId(scope.viewer), companyId: acting.companyId });
    if (!body.stream) {
      const result = await composeMessageForScope(acting, body);
      return NextResponse.json(result, { headers: { "cache-control": "no-store" } });
    }
    // Access and input problems answer with their status before the stream starts.
    const input = await prepareCompose(acting, body);
    const llm = createLlmProvider();
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (value: object) => controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
        try {
          const result = await llm.composeMessage(input, (delta) => send({ delta }));
          send(result);
        } catch (error) {
          if (!(error instanceof AppError)) log.error("route: composing a message failed", { requestId, error });
          send({ error: error instanceof AppError ? error.message : COMPOSE_FAILED_MESSAGE });
        } finally {
          controller.close();
        }
      },
    });
    return new Response(stream, { headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" } });
  },
  { unauthenticatedMessage: NO_VALID_SESSION },
);
