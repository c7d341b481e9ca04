import type { Metadata } from "next";
import Link from "next/link";
import { requestResetLinkAction, updatePasswordAction } from "@/lib/actions/auth-actions";
import { AuthCard } from "@/components/auth/auth-card";
import { RequestResetForm } from "@/components/auth/request-reset-form";
import { UpdatePasswordForm } from "@/components/auth/update-password-form";
import { resetRequestDescription } from "@/lib/auth/auth-links";
import { getAuthProvider } from "@/lib/auth/get-auth-provider";
import { getViewer } from "@/lib/auth/get-viewer";

export const metadata: Metadata = { title: "Reset Password" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await getViewer();
  if (viewer) {
    // Straight from a reset link the person cannot know the old password; otherwise it is asked for.
    const recovery = await (await getAuthProvider()).isRecoverySession();
    return (
      <AuthCard title="Reset Password" description={<>Choose a new password for {viewer.authUser.email}.</>}>
        <UpdatePasswordForm updatePassword={updatePasswordAction} requireCurrent={!recovery} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset Password"
      description={resetRequestDescription((await searchParams).link)}
      footer={
        <Link href="/signin" className="font-medium text-foreground underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      }
    >
      <RequestResetForm requestReset={requestResetLinkAction} />
    </AuthCard>
  );
}
