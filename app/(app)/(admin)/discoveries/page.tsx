import { DiscoveriesTable } from "@/components/admin-discoveries/discoveries-table";
import { AccessDenied } from "@/components/admin/access-denied";
import { resolveAdminId } from "@/lib/auth/acting-context";
import { withScope } from "@/lib/db/scoped";
import { listDiscoveries, type DiscoveryPage } from "@/lib/discoveries/list-discoveries";
import { readOrFallback } from "@/lib/log";
import { FeedbackCounts } from "@/components/admin-discoveries/feedback-counts";
import { listFeedbackCounts, type FeedbackCountRow } from "@/lib/event-feedback/feedback-counts";
// The table's stylesheet comes with the page: the table itself is also rendered by the bench, outside Next.
import "@/components/shared/list-table.css";

export const metadata = { title: "Discoveries" };

/** Admin: every discovery run, live (the admin layout has checked the role). */
export default async function DiscoveriesPage() {
  const adminId = await resolveAdminId();
  if (!adminId) return <AccessDenied />;
  const empty: DiscoveryPage = { rows: [], total: 0, page: 1, latest_id: null, active_count: 0 };
  const [initial, feedback] = await Promise.all([
    readOrFallback("Listing discoveries", () => withScope({ userId: adminId }, (tx) => listDiscoveries(tx, { page: 1 })), empty),
    readOrFallback("Counting event feedback", () => withScope({ userId: adminId }, (tx) => listFeedbackCounts(tx), { readOnly: true }), null as FeedbackCountRow[] | null),
  ]);
  return (
    <div className="grid gap-8">
      <DiscoveriesTable initial={initial} />
      <FeedbackCounts rows={feedback ?? []} failed={feedback === null} />
    </div>
  );
}
