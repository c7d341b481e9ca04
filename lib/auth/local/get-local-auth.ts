import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createMailProvider } from "@/lib/providers/mail/create-mail-provider";
import { getAuthSecret } from "../auth-secret";
import { createLocalAuth, type LocalAuth } from "./local-auth";

type Global = typeof globalThis & { __trayoLocalAuth?: Promise<LocalAuth> };

/** The process-wide better-auth instance on the app's database, created on first use. */
export function getLocalAuth(): Promise<LocalAuth> {
  const g = globalThis as Global;
  if (!g.__trayoLocalAuth) {
    g.__trayoLocalAuth = (async () =>
      createLocalAuth({ db: await getDb(), secret: getAuthSecret(), appUrl: env().APP_URL, mail: createMailProvider() }))();
    g.__trayoLocalAuth.catch(() => {
      g.__trayoLocalAuth = undefined;
    });
  }
  return g.__trayoLocalAuth;
}
