import { AdminTableSkeleton } from "@/components/admin/admin-table-skeleton";

export default function UsersLoading() {
  return <AdminTableSkeleton title="All Users" />;
}
