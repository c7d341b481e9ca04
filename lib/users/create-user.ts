import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { renderAuthEmail } from "@/emails/auth/render-auth-email";
import { EMAIL_EXISTS_MESSAGE, type AuthAdmin } from "@/lib/auth/auth-provider";
import { companies } from "@/lib/db/schema/companies";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import type { MailProvider } from "@/lib/providers/mail/mail-provider";
import { emailTaken } from "./admin-users";
import { CREATE_USER_FAILED_MESSAGE, type CreateUserInput } from "./user.validation";

export const INVITATION_NOT_SENT_MESSAGE =
  "The user was created, but the invitation email could not be sent. Send them a magic link from the Login tab.";

export type CreateUserDeps = {
  authAdmin: AuthAdmin;
  mail: MailProvider;
  /** Writes the users row; tests replace it to make the second insert fail. */
  insertProfile?: (adminId: string, id: string, input: CreateUserInput) => Promise<void>;
};

async function insertProfileRow(adminId: string, id: string, input: CreateUserInput): Promise<void> {
  await withScope({ userId: adminId }, async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.company_id));
    if (!company) throw new AppError("not_found", "This company no longer exists.");
    await tx.insert(users).values({
      id,
      email: input.email,
      name: input.name,
      role: input.role,
      companyId: input.company_id,
      phoneNumber: input.phone_number,
      eventDiscoveryEnabled: input.event_discovery_enabled,
    });
  });
}

/** A unique-violation on users.email (someone created the same address a moment ago). */
function isDuplicateEmail(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * Creates a person's login and their users row under one id, never one without the other: when the
 * row cannot be written the login just created is deleted again. Then emails an invitation whose link
 * lets them choose a password. A failed invitation does not undo the user (the admin can send a magic
 * link); it is reported in `warning`.
 */
export async function createUserWithLogin(adminId: string, input: CreateUserInput, deps: CreateUserDeps): Promise<{ userId: string; warning: string | null }> {
  if (await emailTaken(adminId, input.email)) throw new AppError("conflict", EMAIL_EXISTS_MESSAGE);
  const id = randomUUID();
  const created = await deps.authAdmin.createUser({ id, email: input.email, name: input.name, emailConfirmed: true });
  if (created.error !== null) {
    throw new AppError(created.error === EMAIL_EXISTS_MESSAGE ? "conflict" : "unavailable", created.error || CREATE_USER_FAILED_MESSAGE);
  }
  const userId = created.userId;
  try {
    await (deps.insertProfile ?? insertProfileRow)(adminId, userId, input);
  } catch (error) {
    const undone = await deps.authAdmin.deleteUser(userId).catch((e: unknown) => ({ error: String(e) }));
    if (undone.error !== null) {
      log.error("create_user: the users row failed and the new login could not be removed", { adminId, userId, error, undoError: undone.error });
    } else {
      log.warn("create_user: the users row failed; the new login was removed", { adminId, userId, error });
    }
    if (error instanceof AppError) throw error;
    if (isDuplicateEmail(error)) throw new AppError("conflict", EMAIL_EXISTS_MESSAGE);
    throw new AppError("unavailable", CREATE_USER_FAILED_MESSAGE, { status: 500, cause: error });
  }
  log.info("User created", { adminId, userId, companyId: input.company_id, role: input.role });
  return { userId, warning: await sendInvitation(deps, { id: userId, email: input.email }) };
}

async function sendInvitation(deps: CreateUserDeps, user: { id: string; email: string }): Promise<string | null> {
  try {
    const link = await deps.authAdmin.generateInvitationLink(user);
    if (link.error !== null) throw new Error(link.error);
    const mail = await renderAuthEmail("invitation", link.url);
    await deps.mail.send({ to: user.email, subject: mail.subject, html: mail.html, text: mail.text, tags: [{ name: "category", value: "invitation" }] });
    return null;
  } catch (error) {
    log.error("create_user: the invitation email failed", { userId: user.id, error });
    return INVITATION_NOT_SENT_MESSAGE;
  }
}
