// The signal types of the spec, in one plain file: browser code (the settings forms) reads them without
// the provider interface and its zod schemas.

export const signalTypes = [
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
  "other",
] as const;
export type SignalType = (typeof signalTypes)[number];
