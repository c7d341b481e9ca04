import { redirect } from "next/navigation";
import { LandingHero } from "@/components/landing/landing-hero";
import { ServiceUnavailableScreen } from "@/components/shell/service-unavailable-screen";
import { getViewerOrUnavailable } from "@/lib/auth/get-viewer";

export default async function LandingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await getViewerOrUnavailable();
  if (viewer === "unavailable") return <ServiceUnavailableScreen />;
  const confirmed = (await searchParams).confirmed === "1" ? "?confirmed=1" : "";
  if (viewer) redirect(viewer.role === "admin" ? "/dashboard" : `/user/events${confirmed}`);
  return <LandingHero />;
}
