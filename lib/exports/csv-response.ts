import { log } from "@/lib/log";

const BOM = "\uFEFF";

/** `trayo-events-2026-11-26.csv`: the kind of export and the day (UTC) it was taken. */
export const exportFileName = (kind: string, now = new Date()) => `trayo-${kind}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * A CSV download streamed from `lines`: a UTF-8 BOM first so Excel reads accents, one chunk per line
 * pulled only when the client reads (backpressure). A failure mid-stream is logged and ends the file:
 * the status is already sent, and a stack trace must never reach the body.
 */
export function csvResponse(lines: AsyncIterable<string>, fileName: string, requestId: string): Response {
  const encoder = new TextEncoder();
  const iterator = lines[Symbol.asyncIterator]();
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(BOM));
        }
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        log.error("export: writing the CSV failed", { requestId, fileName, error });
        controller.close();
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export const EXPORT_CONTEXT_REQUIRED = "Context Required: Please select a company and user from the header to export data.";
