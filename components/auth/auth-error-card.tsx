import Link from "next/link";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AuthCard, AuthIcon } from "./auth-card";

/** Spec 1 §8: callback failures show 'Authentication Error', the message and a way back to sign-in. */
export function AuthErrorCard({ message, retry }: { message: string; retry?: { href: string; label: string } }) {
  return (
    <AuthCard
      icon={
        <AuthIcon tone="danger">
          <ShieldAlert aria-hidden />
        </AuthIcon>
      }
      title="Authentication Error"
      description={<span data-testid="auth-error-message">{message}</span>}
    >
      <div className="grid gap-2">
        {retry && (
          <Button asChild variant="outline" className="h-10 w-full">
            <Link href={retry.href}>{retry.label}</Link>
          </Button>
        )}
        <Button asChild className="h-10 w-full">
          <Link href="/signin">Back to Sign In</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
