import { cache } from "react";
import { redirect } from "next/navigation";
import type { Viewer } from "@/lib/auth/viewer-types";
import { isServiceUnavailable } from "@/lib/errors/app-error";
import { getAuthProvider } from "./get-auth-provider";
import { loadViewer } from "./load-profile";

/** The signed-in viewer for this request (null when signed out), resolved once per request. */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const provider = await getAuthProvider();
  const authUser = await provider.getUser();
  if (!authUser) return null;
  return loadViewer(authUser);
});

/** The signed-in viewer; a signed-out visitor is sent to /signin. */
export async function requireViewer(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect("/signin");
  return viewer;
}

/**
 * For public pages that only look the viewer up to send a signed-in person on: "unavailable" when the
 * session could not be looked up (a database blip), which must not read as "signed out".
 */
export async function getViewerOrUnavailable(): Promise<Viewer | null | "unavailable"> {
  try {
    return await getViewer();
  } catch (error) {
    if (isServiceUnavailable(error)) return "unavailable";
    throw error;
  }
}
