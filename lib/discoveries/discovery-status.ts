import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { discoveries } from "@/lib/db/schema/discoveries";

// A discovery's status once queued (queue-discoveries.ts creates it pending): running while the
// pipeline works, then completed or failed; pending again while a retry waits. The only writers of it.

type StatusChange = Pick<typeof discoveries.$inferInsert, "status" | "error">;

async function setStatus(db: Database, discoveryId: string, change: StatusChange): Promise<void> {
  await db.update(discoveries).set({ ...change, updatedAt: new Date() }).where(eq(discoveries.id, discoveryId));
}

export const markDiscoveryRunning = (db: Database, discoveryId: string) => setStatus(db, discoveryId, { status: "running", error: null });

export const markDiscoveryCompleted = (db: Database, discoveryId: string) => setStatus(db, discoveryId, { status: "completed", error: null });

/** A retry is scheduled: the discovery shows as waiting again (the last error stays until it runs). */
export const markDiscoveryRetrying = (db: Database, discoveryId: string) => setStatus(db, discoveryId, { status: "pending" });

export const markDiscoveryFailed = (db: Database, discoveryId: string, reason: string) =>
  setStatus(db, discoveryId, { status: "failed", error: reason.slice(0, 1000) });
