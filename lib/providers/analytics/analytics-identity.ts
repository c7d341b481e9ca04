import { log } from "@/lib/log";

/** What identification reads of the signed-in viewer (lib/auth's Viewer fits it; providers never import auth). */
export type AnalyticsViewer = {
  authUser: { id: string; email: string; name?: string | null };
  profile: { id: string; email: string; name: string | null; companyId: string | null; companyName: string | null } | null;
  role: string;
};

/** Who the browser analytics should treat the visitor as (decided on the server, applied in the browser). */
export type AnalyticsIdentity =
  | { kind: "anonymous" }
  /** Admins are opted out of capture and session recording (spec 1 §1). */
  | { kind: "opted-out" }
  | { kind: "identified"; distinctId: string; properties: { email: string; name: string | null; company?: string } };

/** Analytics settings passed from the server layout to the client provider (client code never reads env). */
export type AnalyticsConfig = { key: string; host: string };

export function analyticsConfigFrom(env: { NEXT_PUBLIC_POSTHOG_KEY?: string; NEXT_PUBLIC_POSTHOG_HOST: string }): AnalyticsConfig | null {
  return env.NEXT_PUBLIC_POSTHOG_KEY ? { key: env.NEXT_PUBLIC_POSTHOG_KEY, host: env.NEXT_PUBLIC_POSTHOG_HOST } : null;
}

/**
 * Non-admins are identified with id, email, name and company. When the company name cannot be looked up
 * the failure is logged and identification goes on without it.
 */
export async function resolveAnalyticsIdentity<V extends AnalyticsViewer>(
  viewer: V | null,
  lookupCompanyName: (companyId: string, viewer: V) => Promise<string | null>,
): Promise<AnalyticsIdentity> {
  if (!viewer) return { kind: "anonymous" };
  if (viewer.role === "admin") return { kind: "opted-out" };
  const profile = viewer.profile;
  const properties: { email: string; name: string | null; company?: string } = {
    email: profile?.email ?? viewer.authUser.email,
    name: profile?.name ?? viewer.authUser.name ?? null,
  };
  const companyId = profile?.companyId;
  if (profile?.companyName) {
    properties.company = profile.companyName;
  } else if (companyId) {
    try {
      const name = await lookupCompanyName(companyId, viewer);
      if (name) properties.company = name;
    } catch (error) {
      log.warn("Analytics: company lookup failed; identifying without company", { userId: profile?.id, error });
    }
  }
  return { kind: "identified", distinctId: profile?.id ?? viewer.authUser.id, properties };
}
