import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { signUpAction } from "@/lib/actions/auth-actions";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { homePathFor } from "@/lib/auth/auth-flows";
import { getViewer } from "@/lib/auth/get-viewer";

export const metadata: Metadata = { title: "Sign Up" };

export default async function SignUpPage() {
  const viewer = await getViewer();
  if (viewer) redirect(homePathFor(viewer.role));
  return (
    <AuthCard
      title="Sign Up"
      description="Create your Trayo account. We'll email you a link to confirm it."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/signin" className="font-medium text-foreground underline-offset-4 hover:underline">
            Sign In
          </Link>
        </>
      }
    >
      <SignUpForm signUp={signUpAction} />
    </AuthCard>
  );
}
