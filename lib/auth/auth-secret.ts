import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env, isHostedDatabase } from "@/lib/env";

type Global = typeof globalThis & { __trayoAuthSecret?: string };

export function authSecretFile(dataDir = env().DATA_DIR) {
  return path.join(dataDir, "auth-secret");
}

/**
 * The server secret for sessions and signed links: AUTH_SECRET, or in embedded mode a random one
 * generated on first use and kept in DATA_DIR/auth-secret (so sessions and emailed links survive
 * restarts). Hosted mode runs several instances that must agree, so it requires AUTH_SECRET.
 */
export function getAuthSecret(): string {
  const g = globalThis as Global;
  if (g.__trayoAuthSecret) return g.__trayoAuthSecret;
  const configured = env().AUTH_SECRET;
  if (configured) {
    if (configured.length < 32) throw new Error("AUTH_SECRET must be at least 32 characters long (try `openssl rand -base64 32`).");
    return (g.__trayoAuthSecret = configured);
  }
  if (isHostedDatabase()) {
    throw new Error(
      "AUTH_SECRET is not set. Hosted mode (DATABASE_URL) needs a shared secret for sessions and signed links: " +
        "set AUTH_SECRET to a random value of at least 32 characters (e.g. `openssl rand -base64 32`).",
    );
  }
  return (g.__trayoAuthSecret = readOrCreateSecretFile(authSecretFile()));
}

export function readOrCreateSecretFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`The secret in ${path.resolve(file)} is too short; delete the file to generate a new one.`);
  return secret;
}

/** Tests switch environments between cases. */
export function resetAuthSecretCache() {
  delete (globalThis as Global).__trayoAuthSecret;
}
