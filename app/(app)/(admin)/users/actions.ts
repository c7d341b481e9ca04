"use server";

import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/actions/action-client";
import { withPrefixedFailure } from "@/lib/admin/prefixed-failure";
import { getAuthProvider } from "@/lib/auth/get-auth-provider";
import { assessDiscoveryImpact } from "@/lib/discoveries/discovery-impact";
import { AppError } from "@/lib/errors/app-error";
import { getDeliveryPreferences, saveDeliveryPreferences } from "@/lib/delivery-preferences/delivery-preferences";
import { userDeliveryPreferencesSchema } from "@/lib/delivery-preferences/delivery-preferences.validation";
import { log } from "@/lib/log";
import { deleteUserForAdmin, getUserForAdmin, listAccountAccess, setAccountAccess, updateUserForAdmin } from "@/lib/users/admin-users";
import { accountAccessSchema, MAGIC_LINK_FAILED_MESSAGE, updateUserSchema, USER_NOT_FOUND_MESSAGE, userIdSchema } from "@/lib/users/user.validation";

// The header's user picker lists users on every page, so changes refresh the whole shell.
const revalidateUsers = () => revalidatePath("/", "layout");

/** Saves Edit User's details (the email never changes). */
export const updateUserAction = adminAction({ name: "updating a user", input: updateUserSchema }, async (input, { adminId }) => {
  await updateUserForAdmin(adminId, input);
  log.info("User updated", { adminId, userId: input.id, role: input.role, companyId: input.company_id });
  revalidateUsers();
  return { ok: true };
});

/** Deletes a user with their account links and reports, then their login. */
export const deleteUserAction = adminAction({ name: "deleting a user", input: userIdSchema }, async (userId, { adminId }) => {
  const result = await withPrefixedFailure("Error deleting user", { adminId, userId }, async () =>
    deleteUserForAdmin(adminId, userId, { authAdmin: (await getAuthProvider()).admin }),
  );
  revalidateUsers();
  return result;
});

/** The Accounts tab: the company's accounts, each marked assigned or not. */
export const listAccountAccessAction = adminAction({ name: "loading a user's accounts", input: userIdSchema }, async (userId, { adminId }) =>
  withPrefixedFailure("Failed to load accounts", { adminId, userId }, async () => ({ accounts: await listAccountAccess(adminId, userId) })),
);

/** Assigns or unassigns one account. */
export const setAccountAccessAction = adminAction({ name: "updating account access", input: accountAccessSchema }, async (input, { adminId }) => {
  const result = await withPrefixedFailure("Failed to update account access", { adminId, ...input }, async () => {
    await setAccountAccess(adminId, input);
    log.info("Account access updated", { adminId, userId: input.user_id, accountId: input.account_id, assigned: input.assigned });
    return {};
  });
  if (result.ok) revalidateUsers();
  return result;
});

/** The Login tab: emails the user a one-time sign-in link, valid 1 hour (spec 2 §9). */
export const sendMagicLinkAction = adminAction(
  { name: "sending a magic link", input: userIdSchema, fallbackError: MAGIC_LINK_FAILED_MESSAGE },
  async (userId, { adminId }) => {
    const user = await getUserForAdmin(adminId, userId);
    if (!user) throw new AppError("not_found", USER_NOT_FOUND_MESSAGE);
    const sent = await (await getAuthProvider()).sendMagicLink(user.email, "/");
    if (sent.error !== null) {
      log.warn("Magic link not sent", { adminId, userId, error: sent.error });
      return { ok: false, error: MAGIC_LINK_FAILED_MESSAGE };
    }
    log.info("Magic link sent", { adminId, userId });
    return { ok: true, email: user.email };
  },
);

/** The Confirm Discovery dialog's impact assessment. */
export const discoveryImpactAction = adminAction(
  { name: "assessing a discovery's impact", input: userIdSchema, fallbackError: "Failed to load impact assessment" },
  async (userId, { adminId }) => ({ ok: true, impact: await assessDiscoveryImpact(adminId, userId) }),
);

/** The Delivery tab: the user's daily-report preferences (the defaults when never saved). */
export const loadDeliveryPreferencesAction = adminAction({ name: "loading a user's delivery preferences", input: userIdSchema }, async (userId, { adminId }) => {
  const preferences = await getDeliveryPreferences(adminId, userId);
  if (!preferences) throw new AppError("not_found", USER_NOT_FOUND_MESSAGE);
  return { ok: true, preferences };
});

/** Saves the Delivery tab (the same form as Settings → Daily report). */
export const saveDeliveryPreferencesAction = adminAction({ name: "saving a user's delivery preferences", input: userDeliveryPreferencesSchema }, async ({ user_id, ...input }, { adminId }) => {
  const preferences = await saveDeliveryPreferences(adminId, user_id, input);
  log.info("Delivery preferences updated", { adminId, userId: user_id, enabled: input.daily_report_enabled });
  return { ok: true, preferences };
});
