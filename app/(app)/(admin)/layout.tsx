import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/get-viewer";

/** Admin pages: checked on the server on every request; a non-admin lands on /accounts. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer();
  if (!viewer) redirect("/signin");
  if (viewer.role !== "admin") redirect("/accounts");
  return children;
}
