// Message options (spec 2 §3) and what a composer returns.
export const messageLengths = ["concise", "balanced", "detailed"] as const;
export const messageFormats = ["email", "linkedin", "phone_call"] as const;
export const messageTones = ["friendly", "professional", "confident", "urgent"] as const;
export const messageObjectives = ["build_trust", "schedule_meeting", "follow_up", "reignite_stale_relationship"] as const;
export const relationships = ["existing_customer", "prospect"] as const;
export const variationStyles = ["direct", "consultative", "insight_led"] as const;

/** Supported languages (spec 2 §9), in the spec's order. */
export const messageLanguages = [
  { code: "en", name: "English" },
  { code: "es", name: "Spanish" },
  { code: "fr", name: "French" },
  { code: "de", name: "German" },
  { code: "it", name: "Italian" },
  { code: "pt", name: "Portuguese" },
  { code: "zh", name: "Chinese" },
  { code: "ja", name: "Japanese" },
  { code: "ko", name: "Korean" },
  { code: "ar", name: "Arabic" },
  { code: "ru", name: "Russian" },
  { code: "hi", name: "Hindi" },
  { code: "nl", name: "Dutch" },
  { code: "sv", name: "Swedish" },
  { code: "no", name: "Norwegian" },
  { code: "da", name: "Danish" },
] as const;
export type LanguageCode = (typeof messageLanguages)[number]["code"];
export const languageCodes = messageLanguages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export type MessageLength = (typeof messageLengths)[number];
export type MessageFormat = (typeof messageFormats)[number];
export type MessageTone = (typeof messageTones)[number];
export type MessageObjective = (typeof messageObjectives)[number];
export type Relationship = (typeof relationships)[number];
export type VariationStyle = (typeof variationStyles)[number];

// Plain types and lists, no zod: the composer's client code imports this file (the schema is in
// ./message-options-schema.ts, for the server).
export type MessageOptions = {
  length: MessageLength;
  format: MessageFormat;
  tone: MessageTone;
  objective: MessageObjective;
  relationship: Relationship;
  language: LanguageCode;
  variation_style?: VariationStyle;
};

/** The composer's options when it opens (the language comes from the user's cookie). */
export const DEFAULT_MESSAGE_OPTIONS: Omit<MessageOptions, "language" | "variation_style"> = {
  length: "balanced",
  format: "email",
  tone: "friendly",
  objective: "build_trust",
  relationship: "prospect",
};

/** Everything a composer may use: the event's own facts, the account, the seller and the sender. */
export type ComposeInput = {
  event: {
    title: string | null;
    date: string | null;
    url: string | null;
    publication: string | null;
    /** Source text of the event: the article excerpt or stored summary. */
    summary: string | null;
    event_summary: string | null;
    tldr: string | null;
    why_it_matters: string | null;
    suggested_action: string | null;
    offerings: { name: string; offering: string }[];
  };
  account: { name: string; full_name: string | null };
  /** The person the message is for, when the event names one. */
  recipient: { full_name: string; title: string | null } | null;
  seller: { company_name: string; solutions: string | null; solutions_brief: string | null; sender_name: string };
  options: MessageOptions;
  /** Bad news (lib/guardrails): write with empathy and no pitch, whatever the objective. */
  guardrail?: { reason: string; warning: string; instruction: string } | null;
};

/** One sentence the message may rest on: numbered as shown under the preview. */
export type EvidenceSource = { id: number; text: string; origin: "title" | "summary" | "event_summary" | "tldr" };

/** A factual claim in the message and the source sentence supporting it (null: unsupported, flagged). */
export type EvidenceClaim = { claim: string; sourceId: number | null; supported: boolean };

export type Evidence = { sources: EvidenceSource[]; claims: EvidenceClaim[] };

export type ComposedMessage = { message: string; evidence: Evidence };

/** Called with each piece of text as a streaming provider produces it. */
export type ComposeStreamHandler = (delta: string) => void;
