import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

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
 * Accepts an uploaded or downloaded logo only when its bytes are an image, at most 2 MB.
 * SVG is re-serialised after DOMPurify removed scripts, event handlers and external references.
 */
export function validateImageUpload(bytes: Uint8Array, fileName: string): ValidatedImage {
  const label = fileName.trim() || "The file";
  if (bytes.length === 0) throw new ImageValidationError(`${label} is empty.`);
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageValidationError(`${label} is larger than 2 MB. Choose a smaller image.`);
  }
  const match = signatures.find((s) => s.test(bytes));
  if (match) return { contentType: match.contentType, extension: match.extension, bytes };
  const text = decodeText(bytes);
  if (text !== null && looksLikeSvg(text)) {
    return { contentType: "image/svg+xml", extension: "svg", bytes: new TextEncoder().encode(sanitizeSvg(text, label)) };
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

function looksLikeSvg(text: string): boolean {
  const head = text
    .slice(0, 4096)
    .replace(/<\?xml[\s\S]*?\?>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!DOCTYPE[^>]*>/gi, "")
    .trimStart();
  return /^<svg[\s>]/i.test(head);
}

const isLocalReference = (value: string) => value.trim().startsWith("#");

export function sanitizeSvg(text: string, label = "The SVG"): string {
  // Parsed strictly as XML first: a file browsers would not render as SVG is refused.
  let rootName: string | undefined;
  try {
    rootName = new JSDOM(text, { contentType: "image/svg+xml" }).window.document.documentElement?.localName;
  } catch {
    rootName = undefined;
  }
  if (rootName !== "svg") throw new ImageValidationError(`${label} is not a readable SVG image.`);
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === "href" || name === "xlink:href" || name === "src") && !isLocalReference(data.attrValue)) {
      data.keepAttr = false;
    }
    if (/url\(\s*['"]?(?!#)/i.test(data.attrValue)) data.keepAttr = false;
  });
  const body = text.replace(/<\?xml[\s\S]*?\?>/g, "").replace(/<!DOCTYPE[^>]*>/gi, "");
  let clean = purify.sanitize(body, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["style", "foreignObject", "script", "iframe", "object", "embed"],
  }).trim();
  window.close();
  if (!/^<svg[\s>]/i.test(clean)) throw new ImageValidationError(`${label} is not a readable SVG image.`);
  // A standalone SVG file only renders with its namespace declared.
  if (!/^<svg[^>]*\sxmlns=/i.test(clean)) clean = clean.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`;
}
