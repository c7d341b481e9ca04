"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { adminAction } from "@/lib/actions/action-client";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import {
  ADMIN_SELECTION_COOKIE,
  ADMIN_SELECTION_MAX_AGE_SECONDS,
  parseAdminSelection,
  selectionForCompany,
  selectionForUser,
  serializeAdminSelection,
  type AdminSelection,
} from "@/lib/auth/admin-selection";

const companyIdSchema = z.uuid({ error: "Please choose a valid company." });
const userIdSchema = z.uuid({ error: "Please choose a valid user." });
const adminOnly = { forbiddenMessage: "Only admins can choose a company and user." };

async function storeSelection(selection: AdminSelection) {
  const jar = await cookies();
  jar.set(ADMIN_SELECTION_COOKIE, serializeAdminSelection(selection), {
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https://"),
    path: "/",
    maxAge: ADMIN_SELECTION_MAX_AGE_SECONDS,
  });
}

/**
 * An admin picks a company: the user is cleared (or auto-picked when the company has exactly one
 * user). The picker then takes the admin to /dashboard (spec 1 §4) with a client navigation: a redirect
 * from the action remounts the app shell, which drops the picker's focus and closes the phone slide-over.
 */
export const selectCompanyAction = adminAction({ ...adminOnly, name: "selecting a company", input: companyIdSchema }, async (companyId, { adminId }) => {
  const selection = await selectionForCompany(await getDb(), adminId, companyId);
  if (!selection) return { ok: false, error: "That company no longer exists." };
  await storeSelection(selection);
  return { ok: true };
});

/** An admin picks a user of the selected company; a user from another company is refused. */
export const selectUserAction = adminAction({ ...adminOnly, name: "selecting a user", input: userIdSchema }, async (userId, { adminId }) => {
  const current = parseAdminSelection((await cookies()).get(ADMIN_SELECTION_COOKIE)?.value, adminId);
  if (!current?.companyId) return { ok: false, error: "Please select a company first." };
  const selection = await selectionForUser(await getDb(), adminId, current.companyId, userId);
  if (!selection) return { ok: false, error: "That user does not belong to the selected company." };
  await storeSelection(selection);
  return { ok: true };
});
