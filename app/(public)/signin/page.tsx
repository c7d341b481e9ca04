import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { resendConfirmationAction, signInAction } from "@/lib/actions/auth-actions";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";
import { homePathFor } from "@/lib/auth/auth-flows";
import { SIGN_IN_MESSAGE } from "@/lib/auth/context-messages";
import { ServiceUnavailableScreen } from "@/components/shell/service-unavailable-screen";
import { getViewerOrUnavailable } from "@/lib/auth/get-viewer";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";

export const metadata: Metadata = { title: "Sign In" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const redirectParam = safeRedirectPath(typeof params.redirect === "string" ? params.redirect : null) ?? undefined;
  const viewer = await getViewerOrUnavailable();
  if (viewer === "unavailable") return <ServiceUnavailableScreen />;
  if (viewer) redirect(redirectParam ?? homePathFor(viewer.role));
  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to see the signals on your accounts."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link href="/signup" className="font-medium text-foreground underline-offset-4 hover:underline">
            Sign Up
          </Link>
        </>
      }
    >
      {redirectParam && (
        <p role="status" className="mb-4 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          {SIGN_IN_MESSAGE}
        </p>
      )}
      <SignInForm signIn={signInAction} resendConfirmation={resendConfirmationAction} redirect={redirectParam} />
    </AuthCard>
  );
}
