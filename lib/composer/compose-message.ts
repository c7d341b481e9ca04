import { eq } from "drizzle-orm";
import { withScope } from "@/lib/db/scoped";
import { companies } from "@/lib/db/schema/companies";
import { AppError } from "@/lib/errors/app-error";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { getEventDetails, type EventDetails } from "@/lib/events/get-event-details";
import { admitSpend } from "@/lib/limits/spend-limits";
import { guardrailForEvent } from "@/lib/guardrails/timing-guardrails";
import { log } from "@/lib/log";
import {
  DEFAULT_MESSAGE_OPTIONS,
  type ComposedMessage,
  type ComposeInput,
  type ComposeStreamHandler,
  type LanguageCode,
  type MessageOptions,
} from "@/lib/providers/llm/compose/compose-types";
import { createLlmProvider } from "@/lib/providers/llm/create-llm-provider";
import type { LlmProvider } from "@/lib/providers/llm/llm-provider";
import { getSenderName } from "./sender";
import { COMPOSE_AS_OTHER_USER, COMPOSER_EVENT_NOT_FOUND, type ComposeRequest } from "./composer.validation";

/** The person the message addresses: the one the suggested action names, else the first named. */
function recipientOf(event: EventDetails) {
  const action = event.data?.suggested_action ?? "";
  const named = event.people.find((p) => action.includes(p.full_name)) ?? event.people[0];
  return named ? { full_name: named.full_name, title: named.title } : null;
}

/** The composer's input built from the event, its account, the seller's company and the sender. */
export async function buildComposeInput(scope: QueryScope, eventOrId: EventDetails | string, options: MessageOptions): Promise<ComposeInput> {
  // The composer page has read the event already; the route reads it here.
  const event =
    typeof eventOrId === "string"
      ? await getEventDetails(scope, eventOrId).catch((error) => {
          if (error instanceof AppError && error.code === "not_found") throw new AppError("not_found", COMPOSER_EVENT_NOT_FOUND);
          throw error;
        })
      : eventOrId;
  const [company] = await withScope(scope, (tx) =>
    tx
      .select({ name: companies.name, solutions: companies.solutions, solutionsBrief: companies.solutionsBrief })
      .from(companies)
      .where(eq(companies.id, scope.companyId)),
  );
  const data = event.data ?? {};
  return {
    event: {
      title: event.title,
      date: event.eventDate,
      url: event.url,
      publication: event.publication || data.publication || null,
      summary: event.summary,
      event_summary: data.event_summary ?? null,
      tldr: data.tldr ?? null,
      why_it_matters: data.why_it_matters ?? null,
      suggested_action: data.suggested_action ?? null,
      offerings: (data.offerings ?? []).map((o) => ({ name: o.name, offering: o.offering })),
    },
    account: { name: event.account.name, full_name: null },
    recipient: recipientOf(event),
    seller: {
      company_name: company?.name ?? event.company.name,
      solutions: company?.solutions ?? null,
      solutions_brief: company?.solutionsBrief ?? null,
      sender_name: await getSenderName(scope),
    },
    options,
    guardrail: guardrailForEvent(event),
  };
}

/**
 * Drafts a message for an event the acting user may see. `user_id` must be the acting user: a user
 * composes as themselves, an admin as the user picked in the header.
 */
export async function prepareCompose(scope: QueryScope, request: ComposeRequest): Promise<ComposeInput> {
  if (request.user_id !== scope.userId) throw new AppError("forbidden", COMPOSE_AS_OTHER_USER);
  const { event_id, length, format, tone, objective, relationship, language, variation_style } = request;
  return buildComposeInput(scope, event_id, { length, format, tone, objective, relationship, language, variation_style });
}

/** prepareCompose, then the provider's composeMessage (streaming to `onDelta` when it streams). */
export async function composeMessageForScope(
  scope: QueryScope,
  request: ComposeRequest,
  onDelta?: ComposeStreamHandler,
  llm: LlmProvider = createLlmProvider(),
) {
  return llm.composeMessage(await prepareCompose(scope, request), onDelta);
}

/**
 * The composer's first draft rendered with its page, when the provider drafts at once (offline): the
 * page then shows a message on first paint instead of after a second request. Counted against the
 * viewer's compose limit like the route; null when the provider is remote or the draft is refused or
 * fails (the page then asks for it as before, and shows why).
 */
export async function firstDraftWithPage(
  scope: QueryScope,
  viewerId: string,
  event: EventDetails | string,
  language: LanguageCode,
  llm: LlmProvider = createLlmProvider(),
): Promise<ComposedMessage | null> {
  if (!llm.draftsAtOnce) return null;
  try {
    await admitSpend("compose", { userId: viewerId, companyId: scope.companyId });
    return await llm.composeMessage(await buildComposeInput(scope, event, { ...DEFAULT_MESSAGE_OPTIONS, language }));
  } catch (error) {
    if (!(error instanceof AppError)) log.error("composer: drafting with the page failed", { error });
    return null;
  }
}
