"use server";

import { revalidatePath } from "next/cache";
import type { AccountActionResult } from "@/lib/accounts/account-actions-contract";
import { ACCOUNT_NOT_FOUND_MESSAGE, AccountError } from "@/lib/accounts/account-errors";
import { accountFormSchema, accountIdSchema, firstIssueMessage } from "@/lib/accounts/account.validation";
import { CONTEXT_REQUIRED_MESSAGE, SIGN_IN_MESSAGE } from "@/lib/accounts/account-messages";
import { createAccount } from "@/lib/accounts/create-account";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { findAccountIcon, type FindIconResult } from "@/lib/accounts/find-account-icon";
import { getAccountForScope } from "@/lib/accounts/list-accounts";
import { updateAccount } from "@/lib/accounts/update-account";
import { storedAccountLogoPath, uploadAccountLogo } from "@/lib/accounts/upload-account-logo";
import { getScope, requireActingScope } from "@/lib/auth/scope";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { log } from "@/lib/log";
import { getStorage } from "@/lib/providers/storage/storage-provider";
import { MAX_IMAGE_BYTES } from "@/lib/providers/storage/validate-image";
import { NO_COMPANY_MESSAGE } from "@/lib/users/context-messages";

const GENERIC_ERROR = "Something went wrong. Please try again.";
const LOGO_TOO_LARGE = "The image is larger than 2 MB. Choose a smaller image.";

/** Resolves who is acting on the server, runs `fn`, and turns failures into text for the dialog. */
async function asActingUser<T>(
  what: string,
  fn: (scope: ActingScope) => Promise<AccountActionResult<T>>,
): Promise<AccountActionResult<T>> {
  try {
    const scope = await requireActingScope();
    if (!scope) {
      const base = await getScope();
      return { ok: false, error: !base ? SIGN_IN_MESSAGE : base.isAdmin ? CONTEXT_REQUIRED_MESSAGE : NO_COMPANY_MESSAGE };
    }
    return await fn(scope);
  } catch (error) {
    if (error instanceof AccountError) return { ok: false, error: error.message };
    log.error(`${what} failed`, { error });
    return { ok: false, error: GENERIC_ERROR };
  }
}

function revalidateAccountPages() {
  for (const path of ["/accounts", "/dashboard", "/user/accounts", "/events", "/user/events"]) revalidatePath(path);
}

function parseFields(formData: FormData) {
  return accountFormSchema.safeParse({
    name: formData.get("name"),
    url: formData.get("url"),
    full_name: formData.get("full_name"),
  });
}

/** The logo file in the form, if one was chosen or pasted. */
function chosenLogo(formData: FormData): File | null {
  const logo = formData.get("logo");
  return logo instanceof File && logo.size > 0 ? logo : null;
}

/** Stores the account's logo; a failure becomes 'Logo upload failed: ...' for the dialog. */
async function storeLogo(scope: ActingScope, accountId: string, logo: File): Promise<AccountActionResult<{ logo_url: string }>> {
  try {
    if (logo.size > MAX_IMAGE_BYTES) throw new AccountError(LOGO_TOO_LARGE);
    const bytes = new Uint8Array(await logo.arrayBuffer());
    const { logo_url } = await uploadAccountLogo(scope, accountId, { bytes, fileName: logo.name || "logo" });
    revalidateAccountPages();
    return { ok: true, logo_url };
  } catch (error) {
    if (!(error instanceof AccountError)) log.error("Uploading an account logo failed", { accountId, error });
    return { ok: false, error: `Logo upload failed: ${error instanceof AccountError ? error.message : GENERIC_ERROR}` };
  }
}

/** Adds an account to the acting company and assigns it to the acting user. */
export async function createAccountAction(formData: FormData): Promise<AccountActionResult<{ id: string }>> {
  return asActingUser<{ id: string }>("Creating an account", async (scope) => {
    const parsed = parseFields(formData);
    if (!parsed.success) return { ok: false, error: firstIssueMessage(parsed.error) };
    const { id } = await createAccount(scope, parsed.data);
    revalidateAccountPages();
    return { ok: true, id };
  });
}

/** Saves an account's fields and, when a logo file came with them, the logo. */
export async function updateAccountAction(formData: FormData): Promise<AccountActionResult<{ logo_url?: string }>> {
  return asActingUser<{ logo_url?: string }>("Updating an account", async (scope) => {
    const id = accountIdSchema.safeParse(formData.get("id"));
    if (!id.success) return { ok: false, error: ACCOUNT_NOT_FOUND_MESSAGE };
    const parsed = parseFields(formData);
    if (!parsed.success) return { ok: false, error: firstIssueMessage(parsed.error) };
    await updateAccount(scope, id.data, parsed.data);
    revalidateAccountPages();
    const logo = chosenLogo(formData);
    if (!logo) return { ok: true };
    return storeLogo(scope, id.data, logo);
  });
}

/** Stores a logo chosen while adding an account, once the account exists. */
export async function uploadAccountLogoAction(formData: FormData): Promise<AccountActionResult<{ logo_url: string }>> {
  return asActingUser<{ logo_url: string }>("Uploading an account logo", async (scope) => {
    const id = accountIdSchema.safeParse(formData.get("id"));
    if (!id.success) return { ok: false, error: ACCOUNT_NOT_FOUND_MESSAGE };
    const logo = chosenLogo(formData);
    if (!logo) return { ok: false, error: "Logo upload failed: no image was chosen." };
    return storeLogo(scope, id.data, logo);
  });
}

/** Deletes one of the acting user's accounts (and its stored logo). */
export async function deleteAccountAction(accountId: string): Promise<AccountActionResult> {
  return asActingUser("Deleting an account", async (scope) => {
    const id = accountIdSchema.safeParse(accountId);
    if (!id.success) return { ok: false, error: ACCOUNT_NOT_FOUND_MESSAGE };
    const deleted = await deleteAccount(scope, id.data);
    revalidateAccountPages();
    const logoPath = storedAccountLogoPath(id.data, deleted.logo_url);
    if (logoPath) {
      await getStorage()
        .remove("assets", logoPath)
        .catch((error) => log.warn("Removing a deleted account's logo failed", { accountId: id.data, error }));
    }
    return { ok: true };
  });
}

/** Looks for the account's icon on its website and makes it the logo. */
export async function findAccountIconAction(accountId: string): Promise<FindIconResult> {
  const result = await asActingUser<FindIconResult>("Finding an account icon", async (scope) => {
    const id = accountIdSchema.safeParse(accountId);
    if (!id.success) return { ok: false, error: "Account ID not available" };
    // The icon finder writes with privileged rights, so the account must be the acting user's first.
    if (!(await getAccountForScope(scope, id.data))) return { ok: false, error: ACCOUNT_NOT_FOUND_MESSAGE };
    const found = await findAccountIcon(id.data);
    if (found.success) revalidateAccountPages();
    return { ok: true, ...found };
  });
  if (result.ok) return { success: result.success, public_url: result.public_url, message: result.message };
  return { success: false, message: result.error };
}
