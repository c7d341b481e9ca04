import { runSvgSanitizer } from "./sanitize-svg";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** SVG is text that must be parsed and sanitised, so it gets a far smaller cap than raster images. */
export const MAX_SVG_BYTES = 256 * 1024;

export class ImageValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageValidationError";
  }
}

export type ValidatedImage = { contentType: string; extension: string; bytes: Uint8Array };

type Signature = { contentType: string; extension: string; test: (b: Uint8Array) => boolean };

const startsWith = (b: Uint8Array, bytes: number[], offset = 0) =>
  b.length >= offset + bytes.length && bytes.every((v, i) => b[offset + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

// Identified by content (magic numbers), never by the file name or a client-sent type.
const signatures: Signature[] = [
  { contentType: "image/png", extension: "png", test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: "image/jpeg", extension: "jpg", test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { contentType: "image/gif", extension: "gif", test: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")) },
  { contentType: "image/webp", extension: "webp", test: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8) },
  {
    contentType: "image/avif",
    extension: "avif",
    test: (b) => startsWith(b, ascii("ftyp"), 4) && (startsWith(b, ascii("avif"), 8) || startsWith(b, ascii("avis"), 8)),
  },
  // ICO: reserved 0, type 1, at least one image.
  { contentType: "image/x-icon", extension: "ico", test: (b) => startsWith(b, [0, 0, 1, 0]) && b.length > 6 && (b[4] > 0 || b[5] > 0) },
];

const IMAGE_KINDS = "PNG, JPEG, GIF, WebP, AVIF, ICO or SVG";

/**
 * Accepts an uploaded or downloaded logo only when its bytes are an image, at most 2 MB (SVG 256 KB).
 * SVG is parsed and re-serialised by DOMPurify's SVG profile in a worker thread with a time limit, so a
 * crafted file can never stall the server's other requests.
 */
export async function validateImageUpload(bytes: Uint8Array, fileName: string): Promise<ValidatedImage> {
  const label = fileName.trim() || "The file";
  if (bytes.length === 0) throw new ImageValidationError(`${label} is empty.`);
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageValidationError(`${label} is larger than 2 MB. Choose a smaller image.`);
  }
  const match = signatures.find((s) => s.test(bytes));
  if (match) return { contentType: match.contentType, extension: match.extension, bytes };
  const text = decodeText(bytes);
  if (text !== null && looksLikeSvg(text)) {
    if (bytes.length > MAX_SVG_BYTES) throw new ImageValidationError(`${label} is an SVG larger than 256 KB. Choose a smaller or simpler image.`);
    const outcome = await runSvgSanitizer(text);
    if ("svg" in outcome) return { contentType: "image/svg+xml", extension: "svg", bytes: new TextEncoder().encode(outcome.svg) };
    if (outcome.error === "timeout") throw new ImageValidationError(`${label} took too long to read. Choose a simpler image.`);
    throw new ImageValidationError(`${label} is not a readable SVG image.`);
  }
  throw new ImageValidationError(`${label} is not a supported image (${IMAGE_KINDS}).`);
}

function decodeText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return null;
  }
}

/** Whether the text starts (after an XML declaration, comments and a doctype) with <svg: indexOf scans only. */
export function looksLikeSvg(text: string): boolean {
  const head = text.slice(0, 4096);
  let at = 0;
  for (;;) {
    while (at < head.length && /\s/.test(head[at])) at += 1;
    const skipTo = (opener: string, closer: string) => {
      if (!head.startsWith(opener, at) && !head.slice(at, at + opener.length).toLowerCase().startsWith(opener.toLowerCase())) return false;
      const end = head.indexOf(closer, at + opener.length);
      at = end === -1 ? head.length : end + closer.length;
      return true;
    };
    if (skipTo("<?", "?>") || skipTo("<!--", "-->") || skipTo("<!DOCTYPE", ">")) continue;
    break;
  }
  return /^<svg[\s>]/i.test(head.slice(at, at + 5));
}
