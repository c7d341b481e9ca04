import { createHash } from "node:crypto";

/**
 * Stable ids for demo rows (a name-based UUID, version 5 layout): the same demo record gets the same
 * id on every machine and every reseed, so links, screenshots and tests can name them.
 */
export function demoId(kind: string, key: string): string {
  const hash = createHash("sha1").update(`trayo-demo:${kind}:${key}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
