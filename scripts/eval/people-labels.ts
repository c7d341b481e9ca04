import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { EVAL_DIR, labelSchema, type EvalLabel } from "./eval-set";

// A second labelling of the people at each account (eval/people): complete and blind. Every article
// about its account that has a body was read again and every person it names at the account listed,
// from the article alone (without the first labels or any system's output). The first labels often
// left the account's own executives out, so they count a right person as wrong; both are reported.

export const PEOPLE_DIR = path.join(EVAL_DIR, "people");

const lineSchema = z.object({ id: z.string(), stakeholders: labelSchema.shape.stakeholders });

export type PeopleLabels = { stakeholdersOf: Map<string, EvalLabel["stakeholders"]>; heldOutChecksumOk: boolean };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The held-out file's checksum: of its lines in id order, so the order they were written in does not matter. */
export function peopleChecksum(text: string): string {
  return sha256(
    text
      .split("\n")
      .filter((l) => l.trim())
      .sort()
      .join("\n"),
  );
}

export function readPeopleLabels(): PeopleLabels | null {
  const files = ["development", "held-out"].map((part) => path.join(PEOPLE_DIR, `${part}.jsonl`));
  if (!files.every(existsSync)) return null;
  const stakeholdersOf = new Map<string, EvalLabel["stakeholders"]>();
  for (const file of files)
    for (const line of readFileSync(file, "utf8").split("\n").filter((l) => l.trim())) {
      const parsed = lineSchema.parse(JSON.parse(line));
      stakeholdersOf.set(parsed.id, parsed.stakeholders);
    }
  const recorded = JSON.parse(readFileSync(path.join(PEOPLE_DIR, "checksum.json"), "utf8")) as { held_out_sha256: string };
  return { stakeholdersOf, heldOutChecksumOk: peopleChecksum(readFileSync(files[1], "utf8")) === recorded.held_out_sha256 };
}
