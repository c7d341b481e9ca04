import type { Metadata } from "next";
import { DeliveryAttemptsSection } from "@/components/emails/delivery-attempts-section";
import { EmailsManager } from "@/components/emails/emails-manager";
import { AccessDenied } from "@/components/admin/access-denied";
import { resolveAdminId } from "@/lib/auth/acting-context";
import { ADMIN_ACCESS_REQUIRED } from "@/lib/emails/email-messages";
import { listEmails } from "@/lib/emails/list-emails";
import { listAllDeliveryAttempts } from "@/lib/delivery-channels/delivery-attempts";
import { readOrFallback } from "@/lib/log";
import { listDeliveryAttemptsAction, listEmailsAction, loadEmailContentAction } from "./actions";

export const metadata: Metadata = { title: "Emails" };

export default async function EmailsPage() {
  const adminId = await resolveAdminId();
  if (!adminId) return <AccessDenied message={ADMIN_ACCESS_REQUIRED} />;
  const [first, deliveries] = await Promise.all([
    readOrFallback("emails: listing", () => listEmails(adminId), { emails: [], nextCursor: null }),
    readOrFallback("emails: listing delivery attempts", () => listAllDeliveryAttempts(adminId), []),
  ]);
  return (
    <>
      <EmailsManager initial={first} actions={{ list: listEmailsAction, content: loadEmailContentAction }} />
      <DeliveryAttemptsSection initial={deliveries} list={listDeliveryAttemptsAction} />
    </>
  );
}
