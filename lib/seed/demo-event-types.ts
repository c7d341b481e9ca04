import type { EventStatus } from "@/lib/db/schema/events";

/** What the LLM would have written for the seller (spec 1 §3 event.data), before offerings get their links. */
export type DemoEventContext = {
  eventSummary: string;
  tldr: string;
  whyItMatters: string;
  /** `solution` is the name of one of the seller company's solutions (lib/seed/demo-workspace.ts). */
  offerings: { solution: string; offering: string }[];
  suggestedAction: string;
};

export type DemoEventDef = {
  key: string;
  accountKey: string;
  /** Path on the demo news host: a story of the bundled corpus (lib/demo-news), or a page that does not exist. */
  slug: string;
  status: EventStatus;
  source: "manual" | "discovery";
  statusReason?: string;
  isDeleted?: boolean;
  /** Present exactly when the event is completed. */
  context?: DemoEventContext;
  /** Stakeholders named by processing: demo executives of the account, with why they matter. */
  people?: { name: string; reasoning: string }[];
};
