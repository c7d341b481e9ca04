import type { SignalType } from "@/lib/providers/llm/signal-types";

// What step 8 compares: the ranked candidates and the account's recent events.

export type StoryText = {
  url: string | null;
  title: string;
  snippet: string;
  text?: string;
  signalType?: SignalType | null;
  date?: string | null;
  /** existing events: when the event was created */
  seenAt?: string | null;
};
export type ExistingEvent = StoryText & { id: string; publication: string | null; eventSummary: string | null };
export type Candidate = StoryText & { index: number; source: string; ranking: number };

/** A ranked article beyond step 8's candidates; `key` is its position in the deduplicated list. */
export type ExtraArticle = StoryText & { key: number; source: string };

export type ExtraOutlet = {
  dedup_index: number;
  url: string | null;
  source: string;
  title: string;
  date: string | null;
  /** the story it tells: an existing event, or the kept candidate */
  event_id: string | null;
  candidate_index: number | null;
  similarity: number | null;
};
