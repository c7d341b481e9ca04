import { z } from "@/lib/validation/zod";
import { firstIssueMessage } from "@/lib/validation/first-issue";

export const COMPANY_NAME_REQUIRED_MESSAGE = "Company name is required.";
export const COMPANY_NOT_FOUND_MESSAGE = "This company no longer exists.";

/** Spec 2 §5: the solutions brief works best at 200–400 characters (a hint, not a rule). */
export const SOLUTIONS_BRIEF_MIN = 200;
export const SOLUTIONS_BRIEF_MAX = 400;

const NAME_MAX = 200;
const SOLUTIONS_MAX = 20_000;
const BRIEF_MAX = 4_000;

const blankIfMissing = (value: unknown) => (value === undefined || value === null ? "" : value);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The company dialog's fields, shared by the dialog (instant feedback) and the server actions. */
export const companyFormSchema = z.object({
  name: z.preprocess(
    blankIfMissing,
    z.string().trim().min(1, COMPANY_NAME_REQUIRED_MESSAGE).max(NAME_MAX, `Company name must be at most ${NAME_MAX} characters.`),
  ),
  solutions: optionalText(SOLUTIONS_MAX, "Solutions"),
  solutions_brief: optionalText(BRIEF_MAX, "Solutions brief"),
});

export type CompanyFields = z.output<typeof companyFormSchema>;

export const companyIdSchema = z.uuid(COMPANY_NOT_FOUND_MESSAGE);

/** A chosen logo file; an empty file input means none. */
const logoFile = z.preprocess((v) => (v instanceof File && v.size > 0 ? v : undefined), z.instanceof(File).optional());

/** Create or edit: the fields, the company id when editing, and optionally a new logo. */
export const companySaveSchema = z.object({ id: companyIdSchema.optional(), ...companyFormSchema.shape, logo: logoFile });

export const companyFormIssue = (error: z.ZodError) => firstIssueMessage(error, COMPANY_NAME_REQUIRED_MESSAGE);

/** What the live counter under the solutions brief says. */
export function solutionsBriefHint(length: number): { text: string; inRange: boolean } {
  const inRange = length >= SOLUTIONS_BRIEF_MIN && length <= SOLUTIONS_BRIEF_MAX;
  return { text: `${length} characters (recommended ${SOLUTIONS_BRIEF_MIN}–${SOLUTIONS_BRIEF_MAX})`, inRange };
}
