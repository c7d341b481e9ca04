import { ReportsSkeleton } from "@/components/reports/reports-skeleton";

export default function Loading() {
  return <ReportsSkeleton />;
}
