// POST /api/generate-discovery-jobs, shared by Run All (/discoveries) and Run discovery (/users).

export type TriggerDiscoveryResult = { ok: true; json: Record<string, unknown> } | { ok: false; error: string };

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
      return { ok: false, error: `Failed to trigger discovery: ${reason}` };
    }
    return { ok: true, json };
  } catch (error) {
    return { ok: false, error: `Failed to trigger discovery: ${error instanceof Error ? error.message : String(error)}` };
  }
}
