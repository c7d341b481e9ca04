import type { Metadata } from "next";
import { EmailsManager } from "@/components/emails/emails-manager";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { getScope } from "@/lib/auth/scope";
import { ADMIN_ACCESS_REQUIRED } from "@/lib/emails/email-messages";
import { listEmails } from "@/lib/emails/list-emails";
import { log } from "@/lib/log";
import { listEmailsAction, loadEmailContentAction } from "./actions";

export const metadata: Metadata = { title: "Emails" };

export default async function EmailsPage() {
  const scope = await getScope();
  if (!scope?.isAdmin) {
    return <p role="alert" className="rounded-xl border border-dashed px-6 py-14 text-center text-sm">{ADMIN_ACCESS_REQUIRED}</p>;
  }
  const first = await listEmails(viewerUserId(scope.viewer)).catch((error) => {
    log.error("emails: listing failed", { error });
    return { emails: [], nextCursor: null };
  });
  return <EmailsManager initial={first} actions={{ list: listEmailsAction, content: loadEmailContentAction }} />;
}
