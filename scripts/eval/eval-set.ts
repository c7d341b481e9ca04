import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { signalTypes } from "@/lib/providers/llm/signal-types";

// The labelled real-news set: labels and the split are in the repo (eval/), the articles' text is not
// (their licences forbid redistribution): it is read from EVAL_TEXT_DIR.

export const labelSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  text_id: z.string().optional(),
  source: z.string(),
  source_ref: z.string(),
  url: z.string().nullable().optional(),
  outlet: z.string().nullable().optional(),
  published_at: z.string().nullable().optional(),
  title: z.string(),
  account: z.string(),
  account_aliases: z.array(z.string()).default([]),
  account_domain: z.string().nullable().optional(),
  account_industry: z.string().nullable().optional(),
  about: z.enum(["about", "mention", "namesake"]),
  signal_type: z.enum(signalTypes),
  signal_evidence: z.string().nullable().optional(),
  stakeholders: z
    .array(z.object({ name: z.string(), role: z.string().nullable().optional(), change: z.enum(["incoming", "departing"]).nullable().optional() }))
    .default([]),
  other_people: z.array(z.object({ name: z.string(), org: z.string().nullable().optional() })).default([]),
  story_id: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
});
export type EvalLabel = z.infer<typeof labelSchema>;

export type EvalText = { id: string; title: string; snippet: string; text: string; published_at?: string | null; outlet?: string | null; url?: string | null };

export type EvalItem = EvalLabel & { part: "development" | "held-out"; article: EvalText | null };

export const EVAL_DIR = path.resolve(import.meta.dirname, "../../eval");
export const SPLIT_FILE = path.join(EVAL_DIR, "split.json");

export type SplitFile = {
  seed: string;
  held_out_fraction: number;
  method: string;
  held_out_sha256: string;
  development_sha256: string;
  counts: { development: number; held_out: number; stories_development: number; stories_held_out: number };
  held_out_ids: string[];
};

export function readLabels(dir = path.join(EVAL_DIR, "labels")): EvalLabel[] {
  const labels: EvalLabel[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort()) {
    readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .forEach((line, i) => {
        const parsed = labelSchema.safeParse(JSON.parse(line));
        if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join(".")} ${x.message}`).join("; ")}`);
        labels.push(parsed.data);
      });
  }
  return labels;
}

/** Items that must land on the same side: one story (several outlets), one article (several accounts). */
export function splitKeys(labels: EvalLabel[]): Map<string, string> {
  const byId = new Map(labels.map((l) => [l.id, l]));
  const keyOf = (l: EvalLabel): string => {
    const owner = l.text_id ? byId.get(l.text_id) : undefined;
    return l.story_id ?? (owner ? keyOf(owner) : l.id);
  };
  return new Map(labels.map((l) => [l.id, keyOf(l)]));
}

/** Which side a split key is on: a keyed hash, so it never depends on what else is in the set. */
export function sideOf(seed: string, key: string, heldOutFraction: number): "development" | "held-out" {
  const h = createHash("sha256").update(`${seed}:${key}`).digest().readUInt32BE(0) / 2 ** 32;
  return h < heldOutFraction ? "held-out" : "development";
}

export const checksumOf = (labels: EvalLabel[]) =>
  createHash("sha256")
    .update(
      [...labels]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((l) => JSON.stringify(l))
        .join("\n"),
    )
    .digest("hex");

export function readSplit(): SplitFile {
  return JSON.parse(readFileSync(SPLIT_FILE, "utf8")) as SplitFile;
}

/** The labelled items with their side and, when EVAL_TEXT_DIR holds it, the article's text. */
/**
 * Extra training articles (eval/train/*.jsonl: same sources, never in the evaluation set, signal type only):
 * the signal model learns from them with the development part; no figure is measured on them.
 */
export function loadTrainingSet(textDir: string): { label: EvalLabel; article: EvalText }[] {
  const out: { label: EvalLabel; article: EvalText }[] = [];
  for (const label of readLabels(path.join(EVAL_DIR, "train"))) {
    const file = path.join(textDir, `${label.text_id ?? label.id}.json`);
    if (existsSync(file)) out.push({ label, article: JSON.parse(readFileSync(file, "utf8")) as EvalText });
  }
  return out;
}

export function loadEvalSet(textDir: string | undefined): { items: EvalItem[]; split: SplitFile; heldOutChecksumOk: boolean } {
  const labels = readLabels();
  const split = readSplit();
  const heldOut = new Set(split.held_out_ids);
  const items = labels.map((l): EvalItem => {
    const textId = l.text_id ?? l.id;
    const file = textDir ? path.join(textDir, `${textId}.json`) : null;
    const article = file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as EvalText) : null;
    return { ...l, part: heldOut.has(l.id) ? "held-out" : "development", article };
  });
  const heldOutChecksumOk = checksumOf(labels.filter((l) => heldOut.has(l.id))) === split.held_out_sha256;
  return { items, split, heldOutChecksumOk };
}
