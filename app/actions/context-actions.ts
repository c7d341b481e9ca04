"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getViewer } from "@/lib/auth/get-viewer";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import {
  ADMIN_SELECTION_COOKIE,
  ADMIN_SELECTION_MAX_AGE_SECONDS,
  parseAdminSelection,
  selectionForCompany,
  selectionForUser,
  serializeAdminSelection,
  type AdminSelection,
} from "@/lib/users/admin-selection";
import { viewerUserId } from "@/lib/users/resolve-scope";

export type ContextActionResult = { error: string | null };

const ADMIN_ONLY = "Only admins can choose a company and user.";
const GENERIC = "Something went wrong. Please try again.";

async function requireAdminId(): Promise<string | null> {
  const viewer = await getViewer();
  return viewer?.role === "admin" ? viewerUserId(viewer) : null;
}

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
 * user) and the admin lands on /dashboard (spec 1 §4).
 */
export async function selectCompanyAction(companyId: string): Promise<ContextActionResult> {
  const parsed = z.uuid().safeParse(companyId);
  if (!parsed.success) return { error: "Please choose a valid company." };
  const adminId = await requireAdminId();
  if (!adminId) return { error: ADMIN_ONLY };
  try {
    const selection = await selectionForCompany(await getDb(), adminId, parsed.data);
    if (!selection) return { error: "That company no longer exists." };
    await storeSelection(selection);
  } catch (error) {
    log.error("selecting a company failed", { error, companyId });
    return { error: GENERIC };
  }
  redirect("/dashboard");
}

/** An admin picks a user of the selected company; a user from another company is refused. */
export async function selectUserAction(userId: string): Promise<ContextActionResult> {
  const parsed = z.uuid().safeParse(userId);
  if (!parsed.success) return { error: "Please choose a valid user." };
  const adminId = await requireAdminId();
  if (!adminId) return { error: ADMIN_ONLY };
  try {
    const current = parseAdminSelection((await cookies()).get(ADMIN_SELECTION_COOKIE)?.value, adminId);
    if (!current?.companyId) return { error: "Please select a company first." };
    const selection = await selectionForUser(await getDb(), adminId, current.companyId, parsed.data);
    if (!selection) return { error: "That user does not belong to the selected company." };
    await storeSelection(selection);
    return { error: null };
  } catch (error) {
    log.error("selecting a user failed", { error, userId });
    return { error: GENERIC };
  }
}
