import { PageLoading } from "@/components/shell/workspace-loading";

export default function Loading() {
  return <PageLoading />;
}
