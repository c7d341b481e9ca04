import { z } from "@/lib/validation/zod";
import { firstIssueMessage } from "@/lib/validation/first-issue";
import {
  ALL_FIELDS_REQUIRED,
  EVENT_NOT_FOUND,
  OFFERING_FIELDS_REQUIRED,
  OFFERINGS_COUNT,
  URL_AND_ACCOUNT_REQUIRED,
} from "./event-error";

export const INVALID_URL = "Please enter a valid URL (starting with http:// or https://).";
export const MIN_OFFERINGS = 1;
export const MAX_OFFERINGS = 2;


/** The longest text each field a person can write may hold (a 2.5 MB title once made /events 17.8 MB). */
export const TEXT_LIMITS = {
  title: 500,
  summary: 10_000,
  url: 2048,
  event_summary: 10_000,
  tldr: 1_000,
  why_it_matters: 5_000,
  suggested_action: 5_000,
  offeringName: 200,
  offeringLink: 2048,
  offering: 2_000,
} as const;
export const INVALID_OFFERING_LINK = "Offering links must be web addresses starting with http:// or https://.";

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en-US")} characters.`;
const limited = (label: string, max: number) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v ?? ""), z.string().max(max, tooLong(label, max)));

export function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Both forms need an account and an http(s) URL; an empty one of them is reported once, for both. */
function checkAccountAndUrl(value: { accountId: string; url: string }, ctx: z.RefinementCtx) {
  if (!value.url || !value.accountId) {
    ctx.addIssue({ code: "custom", message: URL_AND_ACCOUNT_REQUIRED });
    return;
  }
  if (!isHttpUrl(value.url)) ctx.addIssue({ code: "custom", message: INVALID_URL, path: ["url"] });
  if (!z.uuid().safeParse(value.accountId).success) {
    ctx.addIssue({ code: "custom", message: URL_AND_ACCOUNT_REQUIRED, path: ["accountId"] });
  }
}

/** Add-event dialog: account and URL (spec 1 §5). */
export const newEventSchema = z
  .object({ accountId: limited("Account", 100), url: limited("URL", TEXT_LIMITS.url) })
  .superRefine(checkAccountAndUrl);
export type NewEventInput = { accountId: string; url: string };

const isoDate = z.preprocess(
  (v) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid date.").nullable(),
);
const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v ?? null), z.string().max(max, tooLong(label, max)).nullable());

/** Details and Summary tabs: the event's own columns. */
export const eventDetailsSchema = z
  .object({
    eventId: z.uuid({ error: EVENT_NOT_FOUND }),
    title: optionalText("Title", TEXT_LIMITS.title),
    eventDate: isoDate,
    summary: optionalText("Summary", TEXT_LIMITS.summary),
    url: limited("URL", TEXT_LIMITS.url),
    accountId: limited("Account", 100),
  })
  .superRefine(checkAccountAndUrl);
export type EventDetailsInput = {
  eventId: string;
  title?: string | null;
  eventDate?: string | null;
  summary?: string | null;
  url: string;
  accountId: string;
};
export type EventDetails = z.output<typeof eventDetailsSchema>;

const offeringSchema = z.object({
  name: limited("Offering name", TEXT_LIMITS.offeringName),
  link: limited("Offering link", TEXT_LIMITS.offeringLink),
  offering: limited("Offering", TEXT_LIMITS.offering),
});

/**
 * Contextualized tab (spec 1 §5). The rules are checked in the spec's order and only the first
 * broken one is reported, so the form shows one message at a time.
 */
export const contextualizedSchema = z
  .object({
    event_summary: limited("Event summary", TEXT_LIMITS.event_summary),
    tldr: limited("TL;DR", TEXT_LIMITS.tldr),
    why_it_matters: limited("Why it matters", TEXT_LIMITS.why_it_matters),
    suggested_action: limited("Suggested action", TEXT_LIMITS.suggested_action),
    offerings: z.array(offeringSchema).max(10).default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.event_summary || !value.why_it_matters || !value.suggested_action) {
      ctx.addIssue({ code: "custom", message: ALL_FIELDS_REQUIRED });
      return;
    }
    if (value.offerings.length < MIN_OFFERINGS || value.offerings.length > MAX_OFFERINGS) {
      ctx.addIssue({ code: "custom", message: OFFERINGS_COUNT, path: ["offerings"] });
      return;
    }
    if (value.offerings.some((o) => !o.name || !o.link || !o.offering)) {
      ctx.addIssue({ code: "custom", message: OFFERING_FIELDS_REQUIRED, path: ["offerings"] });
      return;
    }
    // data:, javascript: or vbscript: links would be live in the preview and the report email.
    if (value.offerings.some((o) => !isHttpUrl(o.link))) {
      ctx.addIssue({ code: "custom", message: INVALID_OFFERING_LINK, path: ["offerings"] });
    }
  });
export type ContextualizedInput = {
  event_summary: string;
  tldr?: string | null;
  why_it_matters: string;
  suggested_action: string;
  offerings: { name: string; link: string; offering: string }[];
};
export type Contextualized = z.output<typeof contextualizedSchema>;

export const eventIdSchema = z.uuid();
export const eventIdsSchema = z.array(z.uuid()).max(500);

/** Refresh from a row: the checks and their messages live in refreshEvent. */
export const eventRefreshSchema = z.object({ eventId: z.string().max(100).nullable(), accountId: z.string().max(100).nullable() });

/** Contextualized tab save. */
export const eventDataUpdateSchema = z.object({ eventId: z.uuid({ error: EVENT_NOT_FOUND }), data: contextualizedSchema });

/** List polling: the statuses the client shows. */
export const eventPollSchema = z.array(z.object({ id: z.uuid(), status: z.string().max(40) })).max(500);

/** The first message of a failed parse: the forms show one message at a time. */
export function firstIssue(error: z.ZodError): string {
  return firstIssueMessage(error, ALL_FIELDS_REQUIRED);
}
