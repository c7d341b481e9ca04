import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { PostHogProvider } from "@/components/analytics/posthog-provider";
import { Toaster } from "@/components/ui/sonner";
import { analyticsConfigFrom, resolveAnalyticsIdentity, type AnalyticsIdentity } from "@/lib/providers/analytics/analytics-identity";
import { lookupCompanyName } from "@/lib/companies/lookup-company-name";
import { getViewerOrUnavailable } from "@/lib/auth/get-viewer";
import { env } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Trayo", template: "%s · Trayo" },
  description: "Trayo turns news about your accounts into sales signals.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#ffffff",
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Every page renders per request: Next.js puts proxy.ts's per-request CSP nonce on its scripts only then.
  await connection();
  const analytics = analyticsConfigFrom(env());
  // Only look the viewer up when analytics is on; without a key nothing is sent anywhere.
  const identity: AnalyticsIdentity = analytics
    ? await resolveAnalyticsIdentity(await viewerForAnalytics(), lookupCompanyName)
    : { kind: "anonymous" };
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh">
        <PostHogProvider config={analytics} identity={identity}>
          {children}
        </PostHogProvider>
        <Toaster />
      </body>
    </html>
  );
}

/** A database blip leaves analytics anonymous for that page rather than failing the whole app. */
async function viewerForAnalytics() {
  const viewer = await getViewerOrUnavailable();
  return viewer === "unavailable" ? null : viewer;
}
