export type MailTag = { name: string; value: string };

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  /** Plain-text part; mail clients without HTML show it. */
  text?: string;
  /** Defaults to MAIL_FROM. */
  from?: string;
  tags?: MailTag[];
  /** Extra header fields (List-Unsubscribe and the like); names and values must be single-line. */
  headers?: Record<string, string>;
  /**
   * Sending twice with the same key sends one message and returns its id both times (Resend keeps
   * keys 24 hours; the outbox keeps them forever).
   */
  idempotencyKey?: string;
};

/** Outgoing mail. Implementations: the local outbox (default) and Resend. */
export interface MailProvider {
  readonly kind: "outbox" | "resend";
  /** Sends one message; resolves with the service's message id, rejects with the service's error. */
  send(message: MailMessage): Promise<{ id: string }>;
}
