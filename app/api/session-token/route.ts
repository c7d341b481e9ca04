import { NextResponse } from "next/server";
import { signInSchema } from "@/lib/auth/auth.validation";
import { issueBearerToken } from "@/lib/auth/issue-bearer-token";
import { env } from "@/lib/env";
import { clientAddress, trustedProxyHops } from "@/lib/http/client-address";
import { readJsonBody, withPublic } from "@/lib/http/route-handlers";

export const dynamic = "force-dynamic";

/**
 * POST {email, password} → {access_token, token_type: "bearer", expires_at}: a session token for API
 * clients, sent as `Authorization: Bearer <access_token>` to compose_message, email_report and
 * generate_discovery_jobs. Same checks and attempt limits as the sign-in form.
 */
export const POST = withPublic("issuing a session token", async (request) => {
  // Unauthenticated: an email and a password fit in a few hundred bytes.
  const input = await readJsonBody(request, signInSchema, 8 * 1024);
  const client = { ip: clientAddress(request.headers, trustedProxyHops(env().TRUSTED_PROXY)) };
  const token = await issueBearerToken(input, client);
  return NextResponse.json(
    { access_token: token.token, token_type: "bearer", expires_at: token.expiresAt?.toISOString() ?? null },
    { headers: { "cache-control": "no-store" } },
  );
});
