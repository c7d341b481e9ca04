import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeChatRequest = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** What the fake answers to one request: a JSON content string for the assistant, or an HTTP error. */
export type FakeReply = { content: string; refusal?: string | null } | { status: number; error: { message: string; type: string; code?: string } };

/**
 * A local stand-in for the OpenAI API: POST /v1/chat/completions answered in the documented
 * chat.completion shape. Replies are taken from a queue (the last one repeats); requests are recorded.
 */
export async function startOpenAiFake() {
  const requests: FakeChatRequest[] = [];
  let replies: FakeReply[] = [];
  let responder: ((body: Record<string, unknown>) => FakeReply) | null = null;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
    requests.push({ path: req.url!, headers: req.headers, body });
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: { message: `Unknown route ${req.url}`, type: "invalid_request_error" } }));
    }
    if (req.headers.authorization !== "Bearer sk-test-fake") {
      res.writeHead(401, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } }));
    }
    const schemaError = strictSchemaError(body.response_format);
    if (schemaError) {
      res.writeHead(400, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: { message: `Invalid schema for response_format: ${schemaError}`, type: "invalid_request_error", code: "invalid_json_schema" } }));
    }
    const reply = responder ? responder(body) : replies.length > 1 ? replies.shift()! : replies[0];
    if (!reply) throw new Error("The OpenAI fake has no reply queued");
    if ("status" in reply) {
      res.writeHead(reply.status, { "content-type": "application/json", "retry-after-ms": "10" });
      return res.end(JSON.stringify({ error: reply.error }));
    }
    if (body.stream === true) {
      // The documented streaming shape: server-sent chat.completion.chunk events, then [DONE].
      res.writeHead(200, { "content-type": "text/event-stream", "x-request-id": `req_${requests.length}` });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion.chunk",
          created: Math.floor(Date.now() / 1000),
          model: String(body.model),
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        })}\n\n`;
      res.write(chunk({ role: "assistant", content: "" }, null));
      for (const piece of reply.content.match(/[\s\S]{1,12}/g) ?? []) res.write(chunk({ content: piece }, null));
      res.write(chunk({}, "stop"));
      return res.end("data: [DONE]\n\n");
    }
    res.writeHead(200, { "content-type": "application/json", "x-request-id": `req_${requests.length}` });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: String(body.model),
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: reply.refusal ? null : reply.content, refusal: reply.refusal ?? null, annotations: [] },
            logprobs: null,
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 900, completion_tokens: 300, total_tokens: 1200 },
        system_fingerprint: "fp_fake",
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseURL,
    apiKey: "sk-test-fake",
    requests,
    reply: (...next: FakeReply[]) => {
      replies = next;
      responder = null;
    },
    /** Answers each request from its body instead of a queue: requests may then arrive in any order. */
    replyWith: (answer: (body: Record<string, unknown>) => FakeReply) => {
      responder = answer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; additionalProperties?: unknown; items?: JsonSchema; anyOf?: JsonSchema[]; $defs?: Record<string, JsonSchema>; definitions?: Record<string, JsonSchema> };

/**
 * OpenAI's rules for strict structured output: every object lists all its properties as required and
 * forbids additional ones (optional values are nullable instead). Returns what breaks them, if anything.
 */
function strictSchemaError(format: unknown): string | null {
  const f = format as { type?: string; json_schema?: { strict?: boolean; schema?: JsonSchema } } | undefined;
  if (f?.type !== "json_schema" || !f.json_schema?.strict || !f.json_schema.schema) return null;
  const walk = (schema: JsonSchema, path: string): string | null => {
    const types = [schema.type].flat();
    if (types.includes("object") && schema.properties) {
      if (schema.additionalProperties !== false) return `${path}: additionalProperties must be false`;
      const missing = Object.keys(schema.properties).filter((k) => !schema.required?.includes(k));
      if (missing.length) return `${path}: ${missing.join(", ")} must be required`;
      for (const [key, child] of Object.entries(schema.properties)) {
        const error = walk(child, `${path}.${key}`);
        if (error) return error;
      }
    }
    if (schema.items) return walk(schema.items, `${path}[]`);
    for (const option of schema.anyOf ?? []) {
      const error = walk(option, path);
      if (error) return error;
    }
    for (const [key, def] of Object.entries({ ...schema.$defs, ...schema.definitions })) {
      const error = walk(def, `#/${key}`);
      if (error) return error;
    }
    return null;
  };
  return walk(f.json_schema.schema, "root");
}
