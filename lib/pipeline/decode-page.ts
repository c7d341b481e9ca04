import { fileTypeFromBuffer } from "file-type";
import { decodeBody } from "@/lib/providers/fetch/safe-fetch";
import { ExtractionError } from "./extraction-error";

const PRESCAN_BYTES = 4096;

/**
 * The page's text, decoded the way a browser would: byte-order mark first, then the Content-Type
 * charset, then a <meta> or XML declaration; undeclared pages are UTF-8 when they are valid UTF-8 and
 * windows-1252 (Latin-1) otherwise. Binary bodies (PDFs, images, archives) are refused.
 */
export async function decodePage(body: Uint8Array, contentTypeHeader: string | undefined): Promise<string> {
  const encoding = detectEncoding(body, contentTypeHeader);
  if (!encoding.startsWith("utf-16")) await refuseBinary(body);
  const text = decodeBody(body, `text/html; charset=${encoding}`).replace(/^\uFEFF/, "");
  if (looksBinary(text)) throw new ExtractionError("The page is not text");
  return text;
}

export function detectEncoding(body: Uint8Array, contentTypeHeader: string | undefined): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  const declared = normalise(/charset\s*=\s*["']?([\w.:-]+)/i.exec(contentTypeHeader ?? "")?.[1]);
  if (declared) return declared;
  const unmarked = utf16WithoutMark(body);
  if (unmarked) return unmarked;
  const head = new TextDecoder("latin1").decode(body.subarray(0, PRESCAN_BYTES));
  const meta =
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1] ?? /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head)?.[1];
  // A <meta> can only be read because the bytes are ASCII-compatible: it never means UTF-16 (WHATWG).
  const fromMeta = normalise(meta)?.replace(/^utf-16(?:le|be)?$/, "utf-8");
  if (fromMeta) return fromMeta;
  return isValidUtf8(body) ? "utf-8" : "windows-1252";
}

function normalise(label: string | undefined): string | null {
  const l = label?.trim().toLowerCase();
  if (!l) return null;
  if (l === "utf8") return "utf-8";
  if (l === "unicode" || l === "utf-16") return "utf-16le";
  try {
    new TextDecoder(l);
    return l;
  } catch {
    return null;
  }
}

/** UTF-16 served without a byte-order mark: every other byte of the ASCII markup is zero. */
function utf16WithoutMark(body: Uint8Array): string | null {
  const n = Math.min(body.length, 512) & ~1;
  if (n < 8) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (body[i] === 0) evenZero++;
    if (body[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.6 && evenZero < pairs * 0.1) return "utf-16le";
  if (evenZero > pairs * 0.6 && oddZero < pairs * 0.1) return "utf-16be";
  return null;
}

function isValidUtf8(body: Uint8Array) {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

async function refuseBinary(body: Uint8Array) {
  const type = await fileTypeFromBuffer(body.subarray(0, 4100));
  if (type && !/^(?:text\/|application\/(?:xhtml\+)?xml)/.test(type.mime)) {
    throw new ExtractionError(`The page is not text but a ${type.ext.toUpperCase()} file`);
  }
}

/** Control characters (other than tab, line feed, carriage return, form feed) in more than 1% of the first 8,000. */
function looksBinary(text: string) {
  const sample = text.slice(0, 8000);
  if (sample.length === 0) return false;
  const controls = sample.match(/[\u0000-\u0008\u000b\u000e-\u001f\ufffd]/g)?.length ?? 0;
  return controls > sample.length * 0.01;
}
