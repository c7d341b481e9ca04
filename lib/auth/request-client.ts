import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import { clientAddress, trustedProxyHops } from "@/lib/http/client-address";
import type { AuthClient } from "./auth-flows";
import { getAuthSecret } from "./auth-secret";
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_SECONDS, rememberDevice } from "./known-device";

/** The current request's client for the auth limits: its address and its known-device cookie. */
export async function requestClient(): Promise<AuthClient> {
  const device = (await cookies()).get(KNOWN_DEVICE_COOKIE)?.value;
  return { ip: clientAddress(await headers(), trustedProxyHops(env().TRUSTED_PROXY)), ...(device ? { device } : {}) };
}

/** After a successful sign-in: this browser becomes a known device of `email` (lib/auth/known-device.ts). */
export async function rememberThisDevice(email: string): Promise<void> {
  const store = await cookies();
  store.set(KNOWN_DEVICE_COOKIE, rememberDevice(getAuthSecret(), email, store.get(KNOWN_DEVICE_COOKIE)?.value), {
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https:"),
    path: "/",
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}
