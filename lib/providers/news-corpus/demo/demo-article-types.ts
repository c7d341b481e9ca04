import { signalTypes, type SignalType } from "@/lib/providers/llm/llm-provider";

/** A demo story always carries a definite signal: every type the LLM can return except the catch-all "other". */
export type DemoSignalType = Exclude<SignalType, "other">;
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
  signalType: DemoSignalType;
  paragraphs: string[];
  /** slug of the story this one re-reports from another outlet */
  sameStoryAs?: string;
};
