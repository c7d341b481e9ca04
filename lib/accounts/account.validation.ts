import { z } from "@/lib/validation/zod";
import { firstIssueMessage as firstIssueOf } from "@/lib/validation/first-issue";
import { ACCOUNT_NOT_FOUND_MESSAGE } from "./account-errors";

export const ACCOUNT_REQUIRED_MESSAGE = "Both name and URL are required.";
export const ACCOUNT_INVALID_URL_MESSAGE = "Please enter a valid website URL, such as https://example.com.";

const NAME_MAX = 200;
const FULL_NAME_MAX = 300;
const URL_MAX = 2048;

/**
 * Turns what people type ("Acme.com", " https://www.acme.com/ ") into an absolute http(s) URL:
 * a missing scheme becomes https, the host is lower-cased and a bare trailing slash is dropped.
 * Returns null when the text cannot be a website address.
 */
export function normaliseAccountUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (parsed.username || parsed.password) return null;
  const host = parsed.hostname;
  const looksLikeHost = host.includes(".") || host === "localhost" || host.startsWith("[");
  if (!looksLikeHost || host.startsWith(".") || host.endsWith("..")) return null;
  const result = parsed.toString();
  return parsed.pathname === "/" && !parsed.search && !parsed.hash ? result.replace(/\/$/, "") : result;
}

// Absent fields read as empty text so a missing name gets the spec's message, not a type error.
const blankIfMissing = (value: unknown) => (value === undefined || value === null ? "" : value);

/** The account form's fields, shared by the dialog (instant feedback) and the server actions. */
export const accountFormSchema = z.object({
  name: z.preprocess(
    blankIfMissing,
    z.string().trim().min(1, ACCOUNT_REQUIRED_MESSAGE).max(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`),
  ),
  url: z.preprocess(
    blankIfMissing,
    z
      .string()
      .trim()
      .min(1, ACCOUNT_REQUIRED_MESSAGE)
      .max(URL_MAX, `URL must be at most ${URL_MAX} characters.`)
      .transform((value, ctx) => {
        const url = normaliseAccountUrl(value);
        if (!url) {
          ctx.addIssue({ code: "custom", message: ACCOUNT_INVALID_URL_MESSAGE });
          return z.NEVER;
        }
        return url;
      }),
  ),
  full_name: z
    .string()
    .trim()
    .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters.`)
    .nullish()
    .transform((value) => (value ? value : null)),
});

/** Adding an account: the form, and whether the person chose to create it despite a look-alike. */
export const accountCreateSchema = accountFormSchema.extend({
  allow_similar: z.preprocess((v) => v === true || v === "1" || v === "true", z.boolean()),
});

export type AccountFormInput = { name: string; url: string; full_name?: string | null };
export type AccountFields = z.output<typeof accountFormSchema>;

export const accountIdSchema = z.uuid("Account ID not available");
export const accountIdOrNotFoundSchema = z.uuid(ACCOUNT_NOT_FOUND_MESSAGE);

/** A chosen or pasted logo file; an empty file input means none. */
const logoFile = z.preprocess((v) => (v instanceof File && v.size > 0 ? v : undefined), z.instanceof(File).optional());

/** The edit dialog: which account, its fields and optionally a new logo. */
export const accountUpdateSchema = z.object({ id: accountIdOrNotFoundSchema, ...accountFormSchema.shape, logo: logoFile });

/** A logo chosen while adding an account, sent once the account exists. */
export const accountLogoSchema = z.object({
  id: accountIdOrNotFoundSchema,
  logo: logoFile.refine((file) => file !== undefined, "Logo upload failed: no image was chosen.").transform((file) => file!),
});

/** The message to show for a failed parse: the first problem, in the spec's words where it has them. */
export function firstIssueMessage(error: z.ZodError): string {
  return firstIssueOf(error, ACCOUNT_REQUIRED_MESSAGE);
}
