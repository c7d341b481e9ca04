import { z } from "@/lib/validation/zod";
import { firstIssueMessage } from "@/lib/validation/first-issue";

// The roles of lib/db/schema/users.ts, repeated so the dialog bundle does not pull in the schema.
const userRoles = ["user", "admin"] as const;

export const USER_REQUIRED_MESSAGE = "Name, email, and company are required.";
export const USER_NOT_FOUND_MESSAGE = "This user no longer exists.";
export const CREATE_USER_FAILED_MESSAGE = "Failed to create user";
export const MAGIC_LINK_FAILED_MESSAGE = "Failed to send magic link";

const NAME_MAX = 200;
const EMAIL_MAX = 320;
const PHONE_MAX = 40;

const blankIfMissing = (value: unknown) => (value === undefined || value === null ? "" : value);
/** Checkboxes and JSON both arrive here: "on"/"true"/true are on; a missing value takes the default. */
const flag = (fallback: boolean) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? fallback : v === true || v === "true" || v === "on"), z.boolean());

const userFields = {
  name: z.preprocess(blankIfMissing, z.string().trim().min(1, USER_REQUIRED_MESSAGE).max(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`)),
  role: z.preprocess((v) => (v === undefined || v === null || v === "" ? "user" : v), z.enum(userRoles, "Role must be user or admin.")),
  company_id: z.preprocess(blankIfMissing, z.string().trim().min(1, USER_REQUIRED_MESSAGE).pipe(z.uuid(USER_REQUIRED_MESSAGE))),
  phone_number: z
    .string()
    .trim()
    .max(PHONE_MAX, `Phone number must be at most ${PHONE_MAX} characters.`)
    .nullish()
    .transform((value) => (value ? value : null)),
  event_discovery_enabled: flag(true),
};

/** POST /api/create-user's body (spec 2 §7) and the Create User dialog. */
export const createUserSchema = z.object({
  name: userFields.name,
  email: z.preprocess(
    blankIfMissing,
    z
      .string()
      .trim()
      .min(1, USER_REQUIRED_MESSAGE)
      .max(EMAIL_MAX, "Please enter a valid email address.")
      .pipe(z.email("Please enter a valid email address."))
      .transform((email) => email.toLowerCase()),
  ),
  role: userFields.role,
  company_id: userFields.company_id,
  phone_number: userFields.phone_number,
  event_discovery_enabled: userFields.event_discovery_enabled,
});

export type CreateUserInput = z.output<typeof createUserSchema>;

export const userIdSchema = z.uuid(USER_NOT_FOUND_MESSAGE);

/** Edit User: everything but the email, which cannot change after creation (spec 2 §5). */
export const updateUserSchema = z.object({
  id: userIdSchema,
  name: userFields.name,
  role: userFields.role,
  company_id: userFields.company_id,
  phone_number: userFields.phone_number,
  event_discovery_enabled: userFields.event_discovery_enabled,
});

export type UpdateUserInput = z.output<typeof updateUserSchema>;

export const accountAccessSchema = z.object({ user_id: userIdSchema, account_id: z.uuid("This account no longer exists."), assigned: z.boolean() });

/** /users?company=...: a company id, or "none" for people who signed up and wait for a company. */
export const WAITING_FOR_COMPANY = "none";
export type UsersFilter = { kind: "all" } | { kind: "company"; companyId: string } | { kind: "waiting" };

export function parseUsersFilter(value: string | string[] | undefined): UsersFilter {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === WAITING_FOR_COMPANY) return { kind: "waiting" };
  if (text && z.uuid().safeParse(text).success) return { kind: "company", companyId: text };
  return { kind: "all" };
}

export const userFormIssue = (error: z.ZodError) => firstIssueMessage(error, USER_REQUIRED_MESSAGE);
