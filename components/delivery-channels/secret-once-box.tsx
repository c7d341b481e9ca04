"use client";

import { useEffect, useRef, useState } from "react";
import { Copy, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A new signing secret, shown this once: copy it now. Focus moves here so the warning is read. */
export function SecretOnceBox({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [secret]);
  return (
    <div ref={ref} tabIndex={-1} role="region" aria-label="New signing secret" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <p className="flex items-start gap-2 text-sm font-medium">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        Copy this signing secret now: it will not be shown again. Your endpoint needs it to verify deliveries.
      </p>
      <code data-testid="new-secret" className="block break-all rounded bg-white px-2 py-1.5 font-mono text-xs text-foreground">{secret}</code>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy aria-hidden />
          {copied ? "Copied" : "Copy secret"}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}
