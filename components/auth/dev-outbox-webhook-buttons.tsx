export const OUTBOX_TEST_EVENTS = [
  { type: "email.delivered", label: "Mark delivered" },
  { type: "email.opened", label: "Mark opened" },
  { type: "email.clicked", label: "Mark clicked" },
  { type: "email.bounced", label: "Mark bounced" },
] as const;

const RESULT: Record<string, string> = { ok: "recorded", "404": "not a logged email (only report emails have a status)", "409": "already recorded" };

/** Buttons that post signed Resend-style delivery events for this message to the webhook route. */
export function DevOutboxWebhookButtons({ messageId, action, result }: { messageId: string; action: (form: FormData) => Promise<void>; result?: string }) {
  const [type, outcome] = result?.split(":") ?? [];
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="message_id" value={messageId} />
      {OUTBOX_TEST_EVENTS.map((e) => (
        <button key={e.type} type="submit" name="type" value={e.type} className="h-7 rounded-md border px-2 text-xs font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none">
          {e.label}
        </button>
      ))}
      {type ? (
        <span role="status" className="text-xs text-muted-foreground">
          {type}: {RESULT[outcome] ?? `failed (${outcome})`}
        </span>
      ) : null}
    </form>
  );
}
