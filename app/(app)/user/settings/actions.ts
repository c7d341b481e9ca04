"use server";

import { revalidatePath } from "next/cache";
import { signedInAction } from "@/lib/actions/action-client";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { saveDeliveryPreferences } from "@/lib/delivery-preferences/delivery-preferences";
import { deliveryPreferencesSchema } from "@/lib/delivery-preferences/delivery-preferences.validation";

/** Settings → Daily report: the signed-in person's own preferences (whose is decided by the session). */
export const saveMyDeliveryPreferencesAction = signedInAction({ name: "saving delivery preferences", input: deliveryPreferencesSchema }, async (input, { viewer }) => {
  const me = viewerUserId(viewer);
  const preferences = await saveDeliveryPreferences(me, me, input);
  revalidatePath("/user/settings");
  return { ok: true, preferences };
});
