import { headers } from "next/headers";
import { env } from "@/lib/env";
import { clientAddress, trustedProxyHops } from "@/lib/http/client-address";
import type { AuthClient } from "./auth-flows";

/** The current request's client for the auth limits. */
export async function requestClient(): Promise<AuthClient> {
  return { ip: clientAddress(await headers(), trustedProxyHops(env().TRUSTED_PROXY)) };
}
