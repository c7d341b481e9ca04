"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { CURRENT_PASSWORD_REQUIRED, firstIssue, newPasswordSchema } from "@/lib/auth/auth.validation";
import { POST_ACTION_REDIRECT_MS, type AuthAction } from "./auth-action-types";
import { AuthField } from "./auth-field";
import { FormMessage } from "./form-message";

type Props = {
  updatePassword: AuthAction<{ password: string; confirmPassword: string; currentPassword?: string }>;
  /** Signed in normally (not from a fresh reset link): the current password is asked for. */
  requireCurrent: boolean;
};

export function UpdatePasswordForm({ updatePassword, requireCurrent }: Props) {
  const router = useRouter();
  const [done, setDone] = useState<{ message: string; redirectTo: string } | null>(null);
  const { execute, pending, error, setError } = useAction(updatePassword, {
    onSuccess: (result) => setDone({ message: result.message ?? "", redirectTo: result.redirectTo ?? "/" }),
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      router.replace(done.redirectTo);
      router.refresh();
    }, POST_ACTION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      password: String(form.get("password") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
      ...(requireCurrent ? { currentPassword: String(form.get("currentPassword") ?? "") } : {}),
    };
    if (requireCurrent && !input.currentPassword) {
      setError(CURRENT_PASSWORD_REQUIRED);
      return;
    }
    const checked = newPasswordSchema.safeParse(input);
    if (!checked.success) {
      setError(firstIssue(checked.error));
      return;
    }
    void execute(input);
  }

  const busy = pending || done !== null;
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      {requireCurrent && (
        <AuthField id="currentPassword" label="Current Password" type="password" autoComplete="current-password" required disabled={busy} />
      )}
      <AuthField id="password" label="New Password" type="password" autoComplete="new-password" required disabled={busy} />
      <AuthField id="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required disabled={busy} />
      <Button type="submit" className="h-10 w-full" disabled={busy}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? "Updating..." : "Update Password"}
      </Button>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {done && <FormMessage kind="success">{done.message}</FormMessage>}
    </form>
  );
}
