import { desc, eq } from "drizzle-orm";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { deliveryAttempts } from "@/lib/db/schema/delivery-channels";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";

const columns = {
  id: deliveryAttempts.id,
  deliveryId: deliveryAttempts.deliveryId,
  channel: deliveryAttempts.channel,
  kind: deliveryAttempts.kind,
  reportId: deliveryAttempts.reportId,
  attempt: deliveryAttempts.attempt,
  statusCode: deliveryAttempts.statusCode,
  ok: deliveryAttempts.ok,
  error: deliveryAttempts.error,
  createdAt: deliveryAttempts.createdAt,
};

/** The acting user's latest delivery attempts, newest first (RLS: their own only). */
export function listOwnDeliveryAttempts(scope: QueryScope, limit = 20) {
  return withScope(
    scope,
    (tx) => tx.select(columns).from(deliveryAttempts).where(eq(deliveryAttempts.userId, scope.userId)).orderBy(desc(deliveryAttempts.createdAt), desc(deliveryAttempts.attempt)).limit(limit),
    { oneQuery: true },
  );
}
export type DeliveryAttemptRow = Awaited<ReturnType<typeof listOwnDeliveryAttempts>>[number];

/** Every user's latest attempts for the admin Emails page (under the admin's scope: RLS lets admins read all). */
export function listAllDeliveryAttempts(adminId: string, limit = 50) {
  return withScope(
    { userId: adminId },
    (tx) =>
      tx
        .select({ ...columns, userId: deliveryAttempts.userId, userEmail: users.email })
        .from(deliveryAttempts)
        .leftJoin(users, eq(users.id, deliveryAttempts.userId))
        .orderBy(desc(deliveryAttempts.createdAt), desc(deliveryAttempts.attempt))
        .limit(limit),
    { oneQuery: true },
  );
}
export type AdminDeliveryAttemptRow = Awaited<ReturnType<typeof listAllDeliveryAttempts>>[number];
