import { AppError } from "@/lib/errors/app-error";

export const BODY_TOO_LARGE_MESSAGE = "The request body is too large.";

const tooLarge = () => new AppError("invalid", BODY_TOO_LARGE_MESSAGE, { status: 413 });

/**
 * The request body, refused (413) as soon as it passes `maxBytes`: a declared Content-Length over the cap
 * is refused before a byte is read, and a chunked body stops being read at the cap. Unauthenticated
 * endpoints read through this so a large body costs the server at most `maxBytes`.
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as UTF-8 text, capped like readBodyCapped. */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyCapped(request, maxBytes));
}
