import { AdminTableSkeleton } from "@/components/admin/admin-table-skeleton";

export default function CompaniesLoading() {
  return <AdminTableSkeleton title="All Companies" />;
}
