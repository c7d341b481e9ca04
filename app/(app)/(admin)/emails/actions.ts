"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/action-client";
import { ADMIN_ACCESS_REQUIRED, EMAIL_CONTENT_FAILED, NO_EMAIL_ID } from "@/lib/emails/email-messages";
import { listEmails, loadEmailContent } from "@/lib/emails/list-emails";
import { listAllDeliveryAttempts } from "@/lib/delivery-channels/delivery-attempts";

const admin = { forbiddenMessage: ADMIN_ACCESS_REQUIRED };

export const listEmailsAction = adminAction(
  { ...admin, name: "listing sent emails", input: z.object({ after: z.uuid().nullable().optional() }) },
  async ({ after }, { adminId }) => ({ ok: true, ...(await listEmails(adminId, { after })) }),
);

export const loadEmailContentAction = adminAction(
  { ...admin, name: "loading a sent email", input: z.uuid({ error: NO_EMAIL_ID }), fallbackError: EMAIL_CONTENT_FAILED },
  async (emailId, { adminId }) => ({ ok: true, html: await loadEmailContent(adminId, emailId) }),
);

export const listDeliveryAttemptsAction = adminAction(
  { ...admin, name: "listing delivery attempts", input: z.object({}) },
  async (_input, { adminId }) => ({ ok: true, attempts: await listAllDeliveryAttempts(adminId) }),
);
