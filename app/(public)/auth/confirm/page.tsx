import type { Metadata } from "next";
import { completeAuthCallbackAction } from "@/lib/actions/auth-actions";
import { AuthCallbackScreen } from "@/components/auth/auth-callback-screen";

export const metadata: Metadata = { title: "Confirming", referrer: "no-referrer" };

/** Same screen as /auth/callback (spec 1 §2). */
export default function AuthConfirmPage() {
  return <AuthCallbackScreen completeCallback={completeAuthCallbackAction} />;
}
