import { createHmac, randomBytes } from "node:crypto";

// Standard Webhooks (https://www.standardwebhooks.com): the scheme is small enough to write here, and
// the tests check it against the `standardwebhooks` reference implementation.

export const SECRET_PREFIX = "whsec_";

/** A new signing secret: whsec_ + 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/** What the settings show of a stored secret after it was shown once. */
export const secretHint = (secret: string) => `…${secret.slice(-4)}`;

/** The three headers of a signed delivery: v1 = base64 HMAC-SHA256 of "id.timestamp.body" keyed by the secret's base64-decoded bytes. */
export function signWebhook(secret: string, msgId: string, timestamp: Date, body: string): Record<string, string> {
  const seconds = Math.floor(timestamp.getTime() / 1000);
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  const signature = createHmac("sha256", key).update(`${msgId}.${seconds}.${body}`).digest("base64");
  return { "webhook-id": msgId, "webhook-timestamp": String(seconds), "webhook-signature": `v1,${signature}` };
}
