import type { EmailStatus } from "@/lib/db/schema/emails";

/**
 * How far a mail got (spec 2 §4 states). current_status only moves forward: a late 'delivered' never
 * overwrites 'opened'. Failures outrank progress (a bounce after 'sent' is what matters), and a
 * complaint outranks everything.
 */
const RANK: Record<EmailStatus, number> = {
  pending: 0,
  unknown: 0,
  sent: 1,
  delivered: 2,
  opened: 3,
  clicked: 4,
  failed: 5,
  bounced: 5,
  complained: 6,
};

export function laterStatus(current: EmailStatus, incoming: EmailStatus): EmailStatus {
  return RANK[incoming] > RANK[current] ? incoming : current;
}

/** Resend webhook types and what they set. */
export const RESEND_EVENT_EFFECTS = {
  "email.sent": { status: "sent", column: "sentAt" },
  "email.delivered": { status: "delivered", column: "deliveredAt" },
  "email.opened": { status: "opened", column: "firstOpenedAt" },
  "email.clicked": { status: "clicked", column: "firstClickedAt" },
  "email.bounced": { status: "bounced", column: "bouncedAt" },
  "email.failed": { status: "failed", column: "failedAt" },
  "email.complained": { status: "complained", column: "complainedAt" },
} as const satisfies Record<string, { status: EmailStatus; column: string }>;

export type ResendEventType = keyof typeof RESEND_EVENT_EFFECTS;
export const isTrackedResendEvent = (type: string): type is ResendEventType => Object.hasOwn(RESEND_EVENT_EFFECTS, type);
