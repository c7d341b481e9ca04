import type { Metadata } from "next";
import Link from "next/link";
import { forgotPasswordAction } from "@/lib/actions/auth-actions";
import { AuthCard } from "@/components/auth/auth-card";
import { RequestResetForm } from "@/components/auth/request-reset-form";

export const metadata: Metadata = { title: "Forgot Password" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your email and we'll send you a link to reset your password."
      footer={
        <Link href="/signin" className="font-medium text-foreground underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      }
    >
      <RequestResetForm requestReset={forgotPasswordAction} />
    </AuthCard>
  );
}
