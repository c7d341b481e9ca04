import type { SignalType } from "@/lib/providers/llm/llm-provider";

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
