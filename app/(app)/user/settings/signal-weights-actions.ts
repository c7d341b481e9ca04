"use server";

import { revalidatePath } from "next/cache";
import { signedInAction } from "@/lib/actions/action-client";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { saveSignalWeights } from "@/lib/signal-weights/signal-weights";
import { signalWeightsSchema } from "@/lib/signal-weights/signal-weights.validation";

/** Settings → Signal weights: the signed-in person's own weights (whose is decided by the session). */
export const saveMySignalWeightsAction = signedInAction({ name: "saving signal weights", input: signalWeightsSchema }, async (input, { viewer }) => {
  const me = viewerUserId(viewer);
  const weights = await saveSignalWeights(me, me, input);
  revalidatePath("/user/settings");
  revalidatePath("/user/accounts");
  revalidatePath("/accounts");
  return { ok: true, weights };
});
