import { redirect } from "next/navigation";
import { LandingHero } from "@/components/landing/landing-hero";
import { getViewer } from "@/lib/auth/get-viewer";

export default async function LandingPage() {
  const viewer = await getViewer();
  if (viewer) redirect(viewer.role === "admin" ? "/dashboard" : "/user/events");
  return <LandingHero />;
}
