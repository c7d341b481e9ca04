import type { ActionResult } from "@/lib/actions/action-result";

// POST /api/generate-discovery-jobs, shared by Run All (/discoveries) and Run discovery (/users).

export type TriggerDiscoveryResult = ActionResult<{ json: Record<string, unknown> }>;

/** The answer's JSON, or the spec's 'Failed to trigger discovery: ...' with the reason. */
export async function triggerDiscovery(body: { user_id?: string }): Promise<TriggerDiscoveryResult> {
  try {
    const response = await fetch("/api/generate-discovery-jobs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // A non-JSON body is reported as it is below.
    }
    if (!response.ok || typeof json.error === "string") {
      const reason = typeof json.error === "string" ? json.error : `HTTP ${response.status}: ${text.slice(0, 200)}`;
      // An expired session is said by its code, so useAction offers sign-in.
      return { ok: false, error: `Failed to trigger discovery: ${reason}`, ...(response.status === 401 ? { code: "unauthenticated" as const } : {}) };
    }
    return { ok: true, json };
  } catch (error) {
    return { ok: false, error: `Failed to trigger discovery: ${error instanceof Error ? error.message : String(error)}` };
  }
}
