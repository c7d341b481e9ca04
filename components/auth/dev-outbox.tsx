import Link from "next/link";
import { Fragment } from "react";
import { Inbox } from "lucide-react";
import { Wordmark } from "@/components/shell/wordmark";
import type { OutboxMessage } from "@/lib/providers/mail/outbox-mail";
import { cn } from "@/lib/utils/cn";
import { DevOutboxWebhookButtons } from "./dev-outbox-webhook-buttons";

const time = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });

function hrefFor(id: string, to?: string) {
  const query = new URLSearchParams({ id });
  if (to) query.set("to", to);
  return `/dev/mail?${query.toString()}`;
}

/** The developer's view of the local outbox: the list on the left, the selected message on the right. */
type WebhookProps = {
  webhookAction?: (form: FormData) => Promise<void>;
  webhookResult?: string;
  /** Signs in as the recipient of a mail with a secure link and opens it (see lib/auth/outbox-recipient-link.ts). */
  openAsRecipientAction?: (form: FormData) => Promise<void>;
  recipientFailed?: boolean;
};

/** The mail's first link signed for its recipient (a report's), if any. */
const secureLinkOf = (message: OutboxMessage) => message.links.find((link) => link.includes("/secure-access?")) ?? null;

export function DevOutbox({
  messages,
  selected,
  to,
  webhookAction,
  webhookResult,
  openAsRecipientAction,
  recipientFailed = false,
}: {
  messages: OutboxMessage[];
  selected: OutboxMessage | null;
  to?: string;
} & WebhookProps) {
  const secureLink = selected ? secureLinkOf(selected) : null;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex min-h-13 flex-wrap items-center gap-x-3 gap-y-2 border-b px-4 py-2">
        <Wordmark />
        <h1 className="text-sm font-normal text-muted-foreground">Local mail outbox</h1>
        <form className="flex w-full items-center gap-2 sm:ml-auto sm:w-auto" action="/dev/mail">
          <label htmlFor="outbox-to" className="sr-only">
            Filter by recipient
          </label>
          <input
            id="outbox-to"
            name="to"
            type="email"
            defaultValue={to}
            placeholder="Filter by recipient"
            className="h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm outline-none sm:w-56 focus-visible:ring-[3px] focus-visible:ring-ring"
          />
        </form>
      </header>
      <main className="flex min-w-0 flex-1 flex-col">
        {messages.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-10 text-center text-muted-foreground">
            <Inbox className="size-8" aria-hidden />
            <p className="font-medium text-foreground">No emails yet</p>
            <p className="max-w-sm text-sm">
              Emails the app sends while no mail service is configured appear here and in the server console.
            </p>
          </div>
        ) : (
          <div className="grid min-w-0 flex-1 md:grid-cols-[22rem_minmax(0,1fr)]">
            <nav
              aria-label="Emails"
              className="max-h-[40dvh] overflow-y-auto md:max-h-[calc(100dvh-3.25rem)] border-b md:border-r md:border-b-0"
            >
              <ul>
                {messages.map((m) => (
                  <li key={m.id}>
                    <Link
                      href={hrefFor(m.id, to)}
                      aria-current={selected?.id === m.id ? "true" : undefined}
                      className={cn("block border-b px-4 py-3 hover:bg-muted/60", selected?.id === m.id && "bg-muted")}
                    >
                      <p className="truncate text-sm font-medium">{m.subject}</p>
                      <p className="truncate text-xs text-muted-foreground">
                        {m.to} · {time(m.createdAt)}
                      </p>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <section className="flex min-h-[60vh] min-w-0 flex-col" aria-label="Selected email">
              {selected ? (
                <>
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 break-words gap-y-1 border-b px-4 py-4 text-sm sm:px-5">
                    <dt className="text-muted-foreground">Subject</dt>
                    <dd className="font-medium">{selected.subject}</dd>
                    <dt className="text-muted-foreground">To</dt>
                    <dd>{selected.to}</dd>
                    <dt className="text-muted-foreground">From</dt>
                    <dd>{selected.from}</dd>
                    <dt className="text-muted-foreground">Sent</dt>
                    <dd>{time(selected.createdAt)}</dd>
                    {Object.entries(selected.headers ?? {}).map(([name, value]) => (
                      <Fragment key={name}>
                        <dt className="text-muted-foreground">{name}</dt>
                        <dd className="break-all">{value}</dd>
                      </Fragment>
                    ))}
                    {selected.links.length > 0 && (
                      <>
                        <dt className="text-muted-foreground">Links</dt>
                        <dd>
                          {/* Folded: signed links are long, and the rendered mail below has them as buttons. */}
                          <details>
                            <summary className="cursor-pointer text-muted-foreground">
                              {selected.links.length === 1 ? "1 link" : `${selected.links.length} links`}
                            </summary>
                            <div className="mt-1 grid gap-1">
                              {selected.links.map((link) => (
                                <a key={link} href={link} className="break-all text-primary underline underline-offset-4">
                                  {link}
                                </a>
                              ))}
                            </div>
                          </details>
                        </dd>
                      </>
                    )}
                    {secureLink && openAsRecipientAction ? (
                      <>
                        <dt className="text-muted-foreground">Open</dt>
                        <dd>
                          <form action={openAsRecipientAction} className="flex flex-wrap items-center gap-2">
                            <input type="hidden" name="message_id" value={selected.id} />
                            <input type="hidden" name="link" value={secureLink} />
                            <button
                              type="submit"
                              className="h-8 rounded-md bg-primary px-3 text-xs font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
                            >
                              Open as {selected.to}
                            </button>
                            <span className="text-xs text-muted-foreground">Signs this browser in as the recipient, as their link would.</span>
                            {recipientFailed ? (
                              <span role="alert" className="text-xs text-destructive">
                                This link no longer opens (expired or the recipient is gone).
                              </span>
                            ) : null}
                          </form>
                        </dd>
                      </>
                    ) : null}
                    {webhookAction ? (
                      <>
                        <dt className="text-muted-foreground">Webhook</dt>
                        <dd>
                          <DevOutboxWebhookButtons messageId={selected.id} action={webhookAction} result={webhookResult} />
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  {/* An empty sandbox: the message's HTML gets no scripts, forms or same-origin access. */}
                  <iframe
                    title={`Email: ${selected.subject}`}
                    sandbox=""
                    srcDoc={selected.html}
                    className="min-h-[32rem] w-full flex-1 bg-white"
                  />
                </>
              ) : (
                <p className="m-auto text-sm text-muted-foreground">Select an email to read it.</p>
              )}
            </section>
          </div>
        )}
      </main>
    </div>
  );
}
