"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Wordmark } from "./wordmark";
import { retryDelayMs, SERVICE_UNAVAILABLE_TITLE } from "@/lib/http/service-unavailable";
import "./status-screens.css";

/**
 * Shown instead of the workspace while the database does not answer (never a sign-out): it renders the
 * page again by itself, waiting longer after each failed try, and stays on the page's URL.
 */
export function ServiceUnavailableScreen() {
  const router = useRouter();
  const [attempt, setAttempt] = useState(0);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const timer = setTimeout(() => {
      startTransition(() => router.refresh());
      setAttempt((n) => n + 1);
    }, retryDelayMs(attempt));
    return () => clearTimeout(timer);
  }, [attempt, router]);

  return (
    <div role="alert" className="grid min-h-dvh place-items-center bg-muted/30 px-4">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <Wordmark markOnly className="scale-125" />
        <h1 className="text-lg font-semibold">{SERVICE_UNAVAILABLE_TITLE}</h1>
        <p className="text-sm text-muted-foreground">You are still signed in. This page comes back by itself as soon as the database answers.</p>
        <Button variant="outline" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
          {pending ? "Retrying..." : "Retry now"}
        </Button>
      </div>
    </div>
  );
}
