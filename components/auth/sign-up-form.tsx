"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { POST_ACTION_REDIRECT_MS, type AuthAction } from "./auth-action-types";
import { AuthField } from "./auth-field";
import { FormMessage } from "./form-message";

export function SignUpForm({ signUp }: { signUp: AuthAction<{ email: string; password: string }> }) {
  const router = useRouter();
  const [done, setDone] = useState<{ message: string; redirectTo: string } | null>(null);

  const { execute, pending, error } = useAction(signUp, {
    onSuccess: (result) => setDone({ message: result.message ?? "", redirectTo: result.redirectTo ?? "/signin" }),
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push(done.redirectTo), POST_ACTION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void execute({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
  }

  const busy = pending || done !== null;
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <AuthField id="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" required disabled={busy} />
      <AuthField id="password" label="Password" type="password" autoComplete="new-password" required disabled={busy} />
      <p className="-mt-2 text-xs text-muted-foreground">At least 6 characters.</p>
      <Button type="submit" className="h-10 w-full" disabled={busy}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? "Creating account..." : "Sign Up"}
      </Button>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {done && <FormMessage kind="success">{done.message}</FormMessage>}
    </form>
  );
}
