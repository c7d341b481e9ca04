export const demoSignalTypes = [
  "funding",
  "acquisition",
  "leadership_change",
  "hiring",
  "expansion",
  "partnership",
  "product_launch",
  "layoffs",
  "earnings",
  "legal",
] as const;
export type DemoSignalType = (typeof demoSignalTypes)[number];

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
