import { log } from "@/lib/log";
import { assertSafeObjectPath, StorageError } from "./storage-path";
import { createStorageProvider } from "./create-storage-provider";
import type { StorageProvider } from "./storage-provider";

// Only logos are public; discovery logs (bucket logs) are read by server code after an admin check.
const PUBLIC_BUCKETS = new Set(["assets"]);
const INLINE_TYPES = /^image\/(png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon|svg\+xml)$/;

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" } });

/** The HTTP response for /api/storage/<bucket>/<path>: the stored image with safe headers, or 404. */
export async function storedFileResponse(segments: string[], storage: StorageProvider = createStorageProvider()): Promise<Response> {
  const [bucket, ...rest] = segments;
  if (!bucket || !PUBLIC_BUCKETS.has(bucket)) return notFound();
  const objectPath = rest.join("/");
  try {
    assertSafeObjectPath(objectPath);
  } catch {
    return notFound();
  }
  let object;
  try {
    object = await storage.get("assets", objectPath);
  } catch (error) {
    if (error instanceof StorageError) return notFound();
    log.error("storage: reading a public file failed", { objectPath, error });
    return new Response("Storage unavailable", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  if (!object) return notFound();
  const inline = INLINE_TYPES.test(object.contentType);
  const headers: Record<string, string> = {
    "content-type": inline ? object.contentType : "application/octet-stream",
    "content-length": String(object.bytes.byteLength),
    "x-content-type-options": "nosniff",
    "cache-control": "public, max-age=3600",
    // An SVG opened directly must not run anything or reach out: sandboxed, no sources allowed.
    "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    "cross-origin-resource-policy": "same-site",
  };
  if (!inline) headers["content-disposition"] = "attachment";
  return new Response(new Blob([object.bytes as BlobPart]), { status: 200, headers });
}
