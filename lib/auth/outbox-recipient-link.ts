import type { Database } from "@/lib/db/database";
import { listOutbox } from "@/lib/providers/mail/outbox-mail";
import type { AuthProvider } from "./auth-provider";
import type { AuthClient } from "./auth-flows";
import { resolveSecureAccess, sendSecureLoginLink } from "./secure-access";

/**
 * The local outbox's one-click way in for a mail's recipient: a secure link (signed for them) asks for a
 * sign-in link by mail; here that mail is requested exactly as the Secure Access page would, and its link
 * read straight back from the outbox, so the demo loop needs no second visit to the outbox. Only for the
 * local outbox, which already holds every sign-in link it sends. Null when the link is not a valid one.
 */
export async function outboxRecipientSignInLink(auth: AuthProvider, db: Database, secret: string, secureUrl: string, client: AuthClient): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(secureUrl);
  } catch {
    return null;
  }
  if (url.pathname !== "/secure-access") return null;
  const query = Object.fromEntries(["user_id", "redirect", "ts", "sig"].map((key) => [key, url.searchParams.get(key) ?? undefined]));
  const access = await resolveSecureAccess(db, secret, query);
  if (access.kind === "invalid" || !access.user) return null;
  const asked = Date.now();
  // As the Secure Access page passes it on: the checked user and redirect with the link's signature.
  const sent = await sendSecureLoginLink(auth, db, secret, { user_id: access.userId, redirect: access.redirect, ts: query.ts ?? "", sig: query.sig ?? "" }, client);
  if (!sent.ok) return null;
  const [mail] = await listOutbox(db, { to: access.user.email, limit: 1 });
  if (!mail || Date.parse(mail.createdAt) < asked - 1000) return null;
  return mail.links[0] ?? null;
}
