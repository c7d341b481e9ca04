import { signalTypes, type SignalType } from "@/lib/providers/llm/signal-types";

/** A demo story always carries a definite signal: every type the LLM can return except the catch-all "other". */
export type DemoSignalType = Exclude<SignalType, "other">;
/** accountKey of decoy articles (passing mentions, namesakes): about no demo account. */
export const NO_DEMO_ACCOUNT = "none";
export const demoSignalTypes = signalTypes.filter((type): type is DemoSignalType => type !== "other");

export type DemoOutlet = { name: string; section: string };

export type DemoArticle = {
  slug: string;
  /** key of the demo account (lib/seed/demo-workspace.ts) the story is about */
  accountKey: string;
  outlet: DemoOutlet;
  title: string;
  /** og:description and search snippet */
  description: string;
  /** ISO date-time */
  publishedAt: string;
  author: string;
  /** A story's definite signal; a decoy (a market roundup, say) may carry none: "other". */
  signalType: SignalType;
  paragraphs: string[];
  /** slug of the story this one re-reports from another outlet */
  sameStoryAs?: string;
  /**
   * Articles that only look like news about an account, for discovery to tell apart (their accountKey
   * is "none"): a passing mention of the account, or a namesake company with the same name.
   */
  decoy?: { kind: "passing_mention" | "namesake"; accountKey: string };
};
