import { DiscoveriesTable } from "@/components/admin-discoveries/discoveries-table";
import { getScope } from "@/lib/auth/scope";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { withScope } from "@/lib/db/scoped";
import { listDiscoveries, type DiscoveryPage } from "@/lib/discoveries/list-discoveries";
import { log } from "@/lib/log";
// The table's stylesheet comes with the page: the table itself is also rendered by the bench, outside Next.
import "@/components/shared/list-table.css";

export const metadata = { title: "Discoveries" };

/** Admin: every discovery run, live (the admin layout has checked the role). */
export default async function DiscoveriesPage() {
  const scope = await getScope();
  let initial: DiscoveryPage = { rows: [], total: 0, page: 1, latest_id: null, active_count: 0 };
  if (scope) {
    try {
      initial = await withScope({ userId: viewerUserId(scope.viewer) }, (tx) => listDiscoveries(tx, { page: 1 }));
    } catch (error) {
      log.error("Listing discoveries failed", { error });
    }
  }
  return <DiscoveriesTable initial={initial} />;
}
