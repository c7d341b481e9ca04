import type { Metadata } from "next";
import { cookies } from "next/headers";
import { BackToEvents } from "@/components/event-details/back-to-events";
import { LANGUAGE_COOKIE } from "@/components/composer/compose-client";
import { MessageComposer } from "@/components/composer/message-composer";
import { ContextRequired } from "@/components/shell/context-required";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { firstDraftWithPage } from "@/lib/composer/compose-message";
import { getSenderName } from "@/lib/composer/sender";
import { COMPOSER_EVENT_NOT_FOUND } from "@/lib/composer/composer.validation";
import { getEventDetails } from "@/lib/events/get-event-details";
import { guardrailForEvent } from "@/lib/guardrails/timing-guardrails";
import { getAdjacentSentEvents } from "@/lib/events/list-sent-events";
import { readOrFallback } from "@/lib/log";
import { languageCodes, type LanguageCode } from "@/lib/providers/llm/compose/compose-types";

export const metadata: Metadata = { title: "Message Composer" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function ComposePage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const acting = await resolveActingContext();
  if (!acting.scope) return <ContextRequired message={contextRequiredMessage(acting.reason, "Please select a company and user from the header to compose messages.")} />;
  const { scope } = acting;
  const event = UUID.test(eventId)
    ? await readOrFallback("composer: loading the event", () => getEventDetails(scope, eventId), null)
    : null;
  if (!event) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        <BackToEvents />
        <h1 className="text-2xl font-semibold tracking-tight">Message Composer</h1>
        <p role="alert" className="rounded-xl border border-dashed bg-card px-6 py-14 text-center text-sm text-muted-foreground">
          {COMPOSER_EVENT_NOT_FOUND}
        </p>
      </div>
    );
  }
  const saved = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  const language: LanguageCode = (languageCodes as string[]).includes(saved ?? "") ? (saved as LanguageCode) : "en";
  const [adjacent, senderName, firstDraft] = await Promise.all([
    readOrFallback("composer: loading adjacent events", () => getAdjacentSentEvents(scope, eventId), { previous: null, next: null }),
    getSenderName(scope),
    firstDraftWithPage(scope, viewerUserId(scope.viewer), event, language),
  ]);
  const data = event.data ?? {};
  const guardrail = guardrailForEvent(event);
  return (
    <MessageComposer
      key={event.id}
      event={{
        id: event.id,
        title: event.title,
        eventDate: event.eventDate,
        url: event.url,
        accountName: event.account.name,
        accountLogoUrl: event.account.logoUrl,
        summary: data.event_summary || event.summary,
        whyItMatters: data.why_it_matters ?? null,
        suggestedAction: data.suggested_action ?? null,
        guardrail: guardrail ? { label: guardrail.label, warning: guardrail.warning } : null,
      }}
      userId={scope.userId}
      senderName={senderName}
      initialLanguage={language}
      firstDraft={firstDraft}
      previousId={adjacent.previous}
      nextId={adjacent.next}
    />
  );
}
