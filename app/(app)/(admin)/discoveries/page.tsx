import { DiscoveriesTable } from "@/components/admin-discoveries/discoveries-table";
import { AccessDenied } from "@/components/admin/access-denied";
import { resolveAdminId } from "@/lib/auth/acting-context";
import { withScope } from "@/lib/db/scoped";
import { listDiscoveries, type DiscoveryPage } from "@/lib/discoveries/list-discoveries";
import { readOrFallback } from "@/lib/log";
// The table's stylesheet comes with the page: the table itself is also rendered by the bench, outside Next.
import "@/components/shared/list-table.css";

export const metadata = { title: "Discoveries" };

/** Admin: every discovery run, live (the admin layout has checked the role). */
export default async function DiscoveriesPage() {
  const adminId = await resolveAdminId();
  if (!adminId) return <AccessDenied />;
  const empty: DiscoveryPage = { rows: [], total: 0, page: 1, latest_id: null, active_count: 0 };
  const initial = await readOrFallback("Listing discoveries", () => withScope({ userId: adminId }, (tx) => listDiscoveries(tx, { page: 1 })), empty);
  return <DiscoveriesTable initial={initial} />;
}
