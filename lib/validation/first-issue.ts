import type { z } from "zod";

/** The message of a failed parse: the first problem, in the spec's words (schemas carry them). */
export function firstIssueMessage(error: z.ZodError, fallback = "Please check the form and try again."): string {
  return error.issues[0]?.message ?? fallback;
}
