import { z } from "zod";
import type { ComposedMessage, ComposeInput, ComposeStreamHandler } from "./compose/compose-types";
import { signalTypes } from "./signal-types";

export type ArticleInput = {
  url: string;
  title: string;
  text: string;
  publication?: string | null;
  date?: string | null;
  byline?: string | null;
  excerpt?: string | null;
};

export type ContextualizeInput = {
  article: ArticleInput;
  account: { name: string; full_name?: string | null; url?: string | null };
  /** The seller: the company whose users follow the account. */
  company: { name: string; solutions: string | null; solutions_brief: string | null };
};

const text = z.string().trim().min(1);

export const offeringFits = ["strong", "weak"] as const;
/** `fit`: "strong" when the article states a need the offering answers; "weak" for the closest one when none does. */
export const offeringSchema = z.object({ name: text, link: z.string().trim(), offering: text, fit: z.enum(offeringFits).optional() });

export const stakeholderSchema = z.object({
  full_name: text,
  title: text,
  linkedin_username: z.string().trim().min(1).nullish(),
  reasoning: text,
  /** The words of the article that tie the person to the account ("Jane Doe, Acme's chief financial officer"). */
  tie_to_account: z.string().trim().min(1).nullish(),
  /** For a change of role: taking it up or leaving it. */
  role_change: z.enum(["incoming", "departing"]).nullish(),
});

export const contextualizedEventSchema = z.object({
  event_summary: text,
  tldr: text,
  why_it_matters: text,
  offerings: z.array(offeringSchema).min(1).max(2),
  suggested_action: text,
  publication: text,
  signal_type: z.enum(signalTypes),
  /** The sentence of the article that shows the event (null when the signal is "other"). */
  signal_evidence: z.string().trim().min(1).nullish(),
  stakeholders: z.array(stakeholderSchema).max(8),
  /** Hosted mode: the article's words behind the summary sentences, the TL;DR and the why-it-matters facts (checked to be in it). */
  claim_quotes: z
    .object({ event_summary: z.array(z.string()), tldr: z.string().nullable(), why_it_matters: z.array(z.string()) })
    .optional(),
});
export type ContextualizedEvent = z.infer<typeof contextualizedEventSchema>;
export type Stakeholder = z.infer<typeof stakeholderSchema>;

export interface LlmProvider {
  readonly name: string;
  /** Drafts without a network round trip (the offline provider): the composer's first draft can come with its page. */
  readonly draftsAtOnce?: boolean;
  /** Explains an article about `account` for the seller `company`: summary, relevance, offerings, action, people. */
  contextualizeEvent(input: ContextualizeInput): Promise<ContextualizedEvent>;
  /** Drafts an outreach message from an event with its evidence; `onDelta` receives text as it streams (when the provider streams). */
  composeMessage(input: ComposeInput, onDelta?: ComposeStreamHandler): Promise<ComposedMessage>;
}

/** An LLM failure, saying whether trying again later can help (rate limits, timeouts, 5xx). */
export class LlmError extends Error {
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "LlmError";
    this.retryable = options.retryable;
  }
}
