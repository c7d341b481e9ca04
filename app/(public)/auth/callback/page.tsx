import type { Metadata } from "next";
import { completeAuthCallbackAction } from "@/lib/actions/auth-actions";
import { AuthCallbackScreen } from "@/components/auth/auth-callback-screen";

export const metadata: Metadata = { title: "Signing in", referrer: "no-referrer" };

export default function AuthCallbackPage() {
  return <AuthCallbackScreen completeCallback={completeAuthCallbackAction} />;
}
